import { parseWithZod } from "@conform-to/zod/v4";
import type { AccountRequest } from "~/forms/account-request.server";
import { loaded } from "~/forms/account-request.server";
import { invalid, rejected, succeeded } from "~/forms/form-reply.server";
import {
  NewslettersPageDocument,
  type NewslettersScreenFragment,
  SetNewsletterSubscriptionDocument,
  UnsubscribeAllNewslettersDocument,
} from "~/graphql/generated/graphql";
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

/** The page's data as one request answers it: the account's brands and the newsletters of the brands the portal knows. */
type NewslettersAnswer = NewslettersScreenFragment;

/**
 * Per brand the account has (owner or co-reader, in the portal's brand order): that brand's
 * newsletters and whether the account receives them. The account's brands and the newsletters of every
 * brand the portal knows come in one GraphQL request, which also answers the session check (one
 * origin request per page). Only a brand the portal does not know needs a second request.
 */
export async function loadNewsletters({ app, session }: Pick<AccountRequest, "app" | "session">): Promise<BrandNewsletters[]> {
  return newslettersScreen({ app, session }, await originGraphQL(app, session, NewslettersPageDocument, { brands: knownBrands(app) }));
}

const knownBrands = (app: AccountRequest["app"]) => app.brands.map((brand) => brand.key);

async function newslettersScreen({ app, session }: Pick<AccountRequest, "app" | "session">, { linkedSubscriptions, newsletters }: NewslettersAnswer): Promise<BrandNewsletters[]> {
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

/**
 * Toggle one newsletter, or unsubscribe from every newsletter of a brand. Only the account's own brands
 * (the origin answers NOT-FOUND for another). One origin request: the write answers the session check and
 * carries the page as it left it (issue 59), so the page reads nothing again.
 */
export async function handleNewslettersAction(account: AccountRequest, formData: FormData) {
  const { app, session, t } = account;
  const submission = parseWithZod(formData, { schema: newslettersFormSchema(account.t) });
  const intent = String(formData.get("intent") ?? "");
  if (submission.status !== "success") return invalid(intent, submission);
  const form = submission.value;
  const brands = knownBrands(app);
  try {
    switch (form.intent) {
      case "subscribe":
      case "unsubscribe": {
        // Idempotent at the origin: a double submit changes nothing more.
        const subscribed = form.intent === "subscribe";
        const answer = await originGraphQL(app, session, SetNewsletterSubscriptionDocument, { newsletterId: form.newsletterId, subscribed, brands });
        const { title } = answer.setNewsletterSubscription;
        const done = subscribed ? t("newsletterSubscribed", "U bent ingeschreven voor {title}.", { title }) : t("newsletterUnsubscribed", "U bent uitgeschreven voor {title}.", { title });
        return succeeded(intent, submission, done, null, loaded(await newslettersScreen(account, answer.after)));
      }
      case "unsubscribe-all": {
        const answer = await originGraphQL(app, session, UnsubscribeAllNewslettersDocument, { brand: form.brand, brands });
        const screen = await newslettersScreen(account, answer.after);
        const name = screen.find((entry) => entry.brand === form.brand)?.name ?? form.brand;
        return succeeded(intent, submission, t("newslettersUnsubscribedAll", "U bent uitgeschreven voor alle nieuwsbrieven van {brand}.", { brand: name }), null, loaded(screen));
      }
    }
  } catch (error) {
    return rejected(account, intent, submission, error, { fields: [] });
  }
}
