/**
 * The REST services behind the portal's /api/pass, /api/newsletter and /api/commercial-offerings.
 * Bearer token required; JSON in and out; errors as `{ status, violations }`.
 */
import { activityStatement } from "../activity";
import { authenticate, type AuthContext } from "../auth";
import { brandByKey } from "../brands";
import { getAccount } from "../data/account";
import { getInvoice, listInvoices } from "../data/invoices";
import {
  getNewsletter,
  listNewsletters,
  subscribeStatement,
  unsubscribeBrandStatement,
  unsubscribeStatement,
} from "../data/newsletters";
import { linkedSubscription, linkedSubscriptions } from "../data/subscriptions";
import type { OriginEnv } from "../env";
import { notFound, OriginError, restErrorResponse, validationFailed } from "../errors";
import { json } from "../http";
import { todayLocal } from "../time";
import { violation } from "../validation";
import { invoicePdf } from "./pdf";

type Handler = (input: { request: Request; url: URL; env: OriginEnv; auth: AuthContext; params: string[] }) => Promise<Response>;

interface Route {
  method: string;
  pattern: RegExp;
  handler: Handler;
}

const SEGMENT = "([A-Za-z0-9._~-]{1,100})";

/** ?brand=<key>: required and known. */
function brandParam(url: URL): string {
  const brand = url.searchParams.get("brand");
  if (!brand) throw validationFailed([violation("REQUIRED", "Kies een merk.", "brand")]);
  if (!brandByKey(brand)) throw validationFailed([violation("UNKNOWN-BRAND", "Dit merk kennen we niet.", "brand")]);
  return brand;
}

async function offers(db: D1Database, brand: string) {
  const { results } = await db
    .prepare(
      "SELECT id, brand_key, title, description, price_cents, price_period, url, badge FROM offers WHERE brand_key = ? ORDER BY position",
    )
    .bind(brand)
    .all<{ id: string; brand_key: string; title: string; description: string; price_cents: number; price_period: string; url: string; badge: string | null }>();
  return results.map((r) => ({
    id: r.id,
    brand: r.brand_key,
    title: r.title,
    description: r.description,
    price: r.price_cents / 100,
    currency: "EUR",
    pricePeriod: r.price_period,
    url: r.url,
    badge: r.badge,
  }));
}

const routes: Route[] = [
  // --- /api/pass (main service) ---
  {
    method: "GET",
    pattern: /^\/api\/pass\/accounts\/me$/,
    handler: async ({ env, auth }) => json(await getAccount(env.DB, auth.accountId)),
  },
  {
    method: "GET",
    pattern: /^\/api\/pass\/subscriptions$/,
    handler: async ({ env, auth }) => json(await linkedSubscriptions(env.DB, auth.accountId, todayLocal())),
  },
  {
    method: "GET",
    pattern: new RegExp(`^/api/pass/subscriptions/${SEGMENT}$`),
    handler: async ({ env, auth, params }) => {
      const linked = await linkedSubscription(env.DB, auth.accountId, params[0]!, todayLocal());
      if (!linked) throw notFound();
      return json(linked);
    },
  },
  {
    method: "GET",
    pattern: /^\/api\/pass\/invoices$/,
    handler: async ({ env, auth, url }) =>
      json(
        await listInvoices(env.DB, auth.accountId, {
          status: url.searchParams.getAll("status"),
          subscriptionId: url.searchParams.get("subscriptionId"),
        }),
      ),
  },
  {
    method: "GET",
    pattern: new RegExp(`^/api/pass/invoices/${SEGMENT}/pdf$`),
    handler: async ({ env, auth, params }) => {
      const invoice = await getInvoice(env.DB, auth.accountId, params[0]!);
      if (!invoice) throw notFound();
      const account = await getAccount(env.DB, auth.accountId);
      const name = [account?.profile.personal_information.first_name, account?.profile.personal_information.last_name]
        .filter(Boolean)
        .join(" ");
      return new Response(invoicePdf(invoice, name), {
        headers: {
          "content-type": "application/pdf",
          "content-disposition": `attachment; filename="factuur-${invoice.invoiceNumber}.pdf"`,
          "cache-control": "private, no-store",
        },
      });
    },
  },

  // --- /api/newsletter ---
  {
    method: "GET",
    pattern: /^\/api\/newsletter\/newsletters$/,
    handler: async ({ env, auth, url }) => json(await listNewsletters(env.DB, auth.accountId, brandParam(url))),
  },
  {
    method: "PUT",
    pattern: new RegExp(`^/api/newsletter/subscriptions/${SEGMENT}$`),
    handler: async ({ env, auth, params }) => {
      const id = params[0]!;
      if (!(await getNewsletter(env.DB, auth.accountId, id))) throw notFound();
      await env.DB.batch([
        subscribeStatement(env.DB, auth.accountId, id),
        activityStatement(
          env.DB,
          { accountId: auth.accountId, sessionId: auth.sessionId, type: "NEWSLETTER_SUBSCRIBED", details: { newsletterId: id } },
          { ifPreviousChanged: true },
        ),
      ]);
      return json(await getNewsletter(env.DB, auth.accountId, id));
    },
  },
  {
    method: "DELETE",
    pattern: new RegExp(`^/api/newsletter/subscriptions/${SEGMENT}$`),
    handler: async ({ env, auth, params }) => {
      const id = params[0]!;
      if (!(await getNewsletter(env.DB, auth.accountId, id))) throw notFound();
      await env.DB.batch([
        unsubscribeStatement(env.DB, auth.accountId, id),
        activityStatement(
          env.DB,
          { accountId: auth.accountId, sessionId: auth.sessionId, type: "NEWSLETTER_UNSUBSCRIBED", details: { newsletterId: id } },
          { ifPreviousChanged: true },
        ),
      ]);
      return json(await getNewsletter(env.DB, auth.accountId, id));
    },
  },
  {
    method: "DELETE",
    pattern: /^\/api\/newsletter\/subscriptions$/,
    handler: async ({ env, auth, url }) => {
      const brand = brandParam(url);
      await env.DB.batch([
        unsubscribeBrandStatement(env.DB, auth.accountId, brand),
        activityStatement(
          env.DB,
          { accountId: auth.accountId, sessionId: auth.sessionId, type: "NEWSLETTERS_UNSUBSCRIBED_ALL", details: { brand } },
          { ifPreviousChanged: true },
        ),
      ]);
      return json(await listNewsletters(env.DB, auth.accountId, brand));
    },
  },

  // --- /api/commercial-offerings ---
  {
    method: "GET",
    pattern: /^\/api\/commercial-offerings\/offers$/,
    handler: async ({ env, url }) => json(await offers(env.DB, brandParam(url))),
  },
];

export function isRestPath(pathname: string): boolean {
  return /^\/api\/(pass|newsletter|commercial-offerings)(\/|$)/.test(pathname);
}

export async function handleRest(request: Request, env: OriginEnv): Promise<Response> {
  try {
    const url = new URL(request.url);
    const matching = routes
      .map((route) => ({ route, match: route.pattern.exec(url.pathname) }))
      .filter((m) => m.match !== null);
    if (matching.length === 0) throw notFound();
    const found = matching.find((m) => m.route.method === request.method);
    if (!found) throw new OriginError("METHOD_NOT_ALLOWED");
    const auth = await authenticate(request, env.DB);
    return await found.route.handler({ request, url, env, auth, params: found.match!.slice(1) });
  } catch (error) {
    return restErrorResponse(error);
  }
}
