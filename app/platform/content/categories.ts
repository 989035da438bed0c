// Content categories (spec §3): each translations document belongs to one. A page loads the
// documents of `all` and of the categories its route belongs to; the server's own texts
// (form refusals, e-mails) use every document. Routes belong to categories by path prefix, the
// longest prefix winning; a path no prefix matches loads `all` alone.

export const CONTENT_CATEGORIES = [
  "all", "only-scoped", "account", "subscription", "faq", "faq-items", "complaints", "movinghouse", "changeemail", "changepayment",
  "holiday", "maintenancepage", "loginpage", "servicepage", "contactcta", "contactpage", "contactformpage", "newsletters", "preferences",
  "sharedaccesssendinvitation", "sharedaccessacceptinvitation", "invoices", "verifyphonenumber", "updatepassword", "activitytimeline",
] as const;
export type ContentCategory = (typeof CONTENT_CATEGORIES)[number];

const BY_PREFIX: ReadonlyArray<[string, readonly ContentCategory[]]> = [
  ["/account/e-mailadres", ["account", "changeemail"]],
  ["/account/telefoonnummer", ["account", "verifyphonenumber"]],
  ["/account/wijzig-wachtwoord", ["account", "updatepassword"]],
  ["/account/activiteit", ["account", "activitytimeline"]],
  ["/account/voorkeuren", ["account", "preferences"]],
  ["/account/nieuwsbrieven", ["account", "newsletters"]],
  ["/account", ["account"]],
  ["/abonnementen/delen", ["sharedaccesssendinvitation"]],
  ["/abonnementen/uitnodiging", ["sharedaccessacceptinvitation"]],
  ["/abonnementen", ["subscription"]],
  ["/opzeggen", ["subscription"]],
  ["/facturen", ["invoices"]],
  ["/betaalservice", ["changepayment"]],
  ["/bezorgservice", ["complaints"]],
  ["/vakantieservice", ["holiday"]],
  ["/verhuisservice", ["movinghouse"]],
  ["/klantenservice/veelgestelde-vragen", ["faq", "faq-items", "contactcta"]],
  ["/klantenservice/contact/formulier", ["contactformpage"]],
  ["/klantenservice/contact/app/basis-formulier", ["contactformpage"]],
  ["/klantenservice", ["contactpage"]],
  ["/onderhoud", ["maintenancepage"]],
  ["/login", ["loginpage"]],
  ["/myaccount", ["servicepage"]],
  ["/", ["servicepage"]],
];

function matches(pathname: string, prefix: string): boolean {
  if (prefix === "/") return pathname === "/";
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The categories a page at `pathname` loads beside `all`. */
export function contentCategoriesFor(pathname: string): readonly ContentCategory[] {
  let best: readonly ContentCategory[] = [];
  let length = -1;
  for (const [prefix, categories] of BY_PREFIX) {
    if (prefix.length > length && matches(pathname, prefix)) {
      best = categories;
      length = prefix.length;
    }
  }
  return best;
}
