import { parseWithZod } from "@conform-to/zod/v4";
import type { AccountRequest } from "~/forms/account-request.server";
import { invalid, refused, rejected, succeeded } from "~/forms/form-reply.server";
import { NewslettersPageDocument } from "~/graphql/generated/graphql";
import { originGraphQL } from "~/platform/origin/graphql.server";
import { originRest } from "~/platform/origin/rest.server";
import { type Newsletter, newsletterService } from "@contracts/newsletters";

export type { Newsletter };
import { newslettersFormSchema } from "./schema";

export interface BrandNewsletters {
  brand: string;
  name: string;
  newsletters: Newsletter[];
}

/**
 * Per brand the account has (owner or co-reader, in the portal's brand order): that brand's
 * newsletters and whether the account receives them. The account's brands and the newsletters of every
 * brand the portal knows come in one GraphQL request, which also answers the session check (one
 * origin request per page). Only a brand the portal does not know needs a second request.
 */
export async function loadNewsletters({ app, session }: Pick<AccountRequest, "app" | "session">): Promise<BrandNewsletters[]> {
  const { linkedSubscriptions, newsletters } = await originGraphQL(app, session, NewslettersPageDocument, { brands: app.brands.map((brand) => brand.key) });
  const keys = new Set(linkedSubscriptions.map((linked) => linked.brand));
  const known = app.brands.filter((brand) => keys.has(brand.key)).map((brand) => ({ brand: brand.key, name: brand.name }));
  const unknown = [...keys].filter((key) => !app.brands.some((brand) => brand.key === key));
  const all = unknown.length > 0 ? [...newsletters, ...(await originRest(app, session, newsletterService.list, { brand: unknown }))] : newsletters;
  return [...known, ...unknown.map((key) => ({ brand: key, name: key }))].map(({ brand, name }) => ({
    brand,
    name,
    newsletters: all.filter((newsletter) => newsletter.brand === brand),
  }));
}

/** Toggle one newsletter, or unsubscribe from every newsletter of a brand. Only the account's own brands. */
export async function handleNewslettersAction(account: AccountRequest, formData: FormData) {
  const { app, session, t } = account;
  const submission = parseWithZod(formData, { schema: newslettersFormSchema(account.t) });
  const intent = String(formData.get("intent") ?? "");
  if (submission.status !== "success") return invalid(intent, submission);
  const form = submission.value;
  const notFound = () => refused(intent, submission, 404, [t("errorCodes.NOT-FOUND", "We konden de gevraagde gegevens niet vinden.")]);

  try {
    // The newsletter service knows every brand's newsletters; the portal offers only the account's brands.
    const brands = await loadNewsletters(account);
    switch (form.intent) {
      case "subscribe":
      case "unsubscribe": {
        const newsletter = brands.flatMap((entry) => entry.newsletters).find((entry) => entry.id === form.newsletterId);
        if (!newsletter) return notFound();
        // PUT and DELETE are idempotent at the service: a double submit changes nothing more.
        if (form.intent === "subscribe") {
          await originRest(app, session, newsletterService.subscribe, { newsletterId: newsletter.id });
          return succeeded(intent, submission, t("newsletterSubscribed", "U bent ingeschreven voor {title}.", { title: newsletter.title }));
        }
        await originRest(app, session, newsletterService.unsubscribe, { newsletterId: newsletter.id });
        return succeeded(intent, submission, t("newsletterUnsubscribed", "U bent uitgeschreven voor {title}.", { title: newsletter.title }));
      }
      case "unsubscribe-all": {
        const brand = brands.find((entry) => entry.brand === form.brand);
        if (!brand) return notFound();
        await originRest(app, session, newsletterService.unsubscribeAll, { brand: brand.brand });
        return succeeded(intent, submission, t("newslettersUnsubscribedAll", "U bent uitgeschreven voor alle nieuwsbrieven van {brand}.", { brand: brand.name }));
      }
    }
  } catch (error) {
    return rejected(account, intent, submission, error, { fields: [] });
  }
}
