// Spec §2 "Known paths": analytics category by path prefix; the most specific prefix wins.
const CATEGORIES: Array<[prefix: string, category: string]> = [
  ["/404", "Error Pages"],
  ["/500", "Error Pages"],
  ["/app-integration", "App integration tool"],
  ["/abonnementen/delen", "Shared access"],
  ["/abonnementen/uitnodiging", "Shared access"],
  ["/abonnementen", "Abonnementen"],
  ["/account", "Mijn Account"],
  ["/facturen", "Invoices"],
  ["/login", "Login"],
  ["/onderhoud", "Onderhoud"],
  ["/myaccount", "Loading Pages"],
  ["/klantenservice/veelgestelde-vragen", "FAQ"],
  ["/bezorgservice", "delivery service"],
  ["/vakantieservice", "holiday service"],
  ["/verhuisservice", "moving service"],
  ["/betaalservice", "payment service"],
  ["/klantenservice/email", "Emailservice"],
  ["/klantenservice/contact", "Contact"],
];

export function analyticsCategory(path: string): string {
  if (path === "/") return "Service";
  let best: [string, string] | undefined;
  for (const entry of CATEGORIES) {
    const [prefix] = entry;
    if ((path === prefix || path.startsWith(`${prefix}/`)) && (!best || prefix.length > best[0].length)) best = entry;
  }
  return best ? best[1] : `Onbekend pad: ${path}`;
}
