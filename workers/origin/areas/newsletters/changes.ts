/** The newsletter switches, for REST (/api/newsletter/subscriptions) and GraphQL (the portal's form) alike. */
import { activityStatement } from "../../records/activity";
import type { AuthContext } from "../../request/auth";
import { notFound } from "../../request/errors";
import { getNewsletter, listNewsletters, type Newsletter, subscribeStatement, unsubscribeBrandStatement, unsubscribeStatement } from "./data";

/**
 * One newsletter on or off: the change and its event in one batch (no event when nothing changed); the
 * newsletter as it is now. `allowed` limits the brands (the portal's GraphQL offers the account's own only).
 */
export async function setSubscription(db: D1Database, auth: AuthContext, id: string, subscribed: boolean, allowed?: (brand: string) => Promise<boolean>): Promise<Newsletter> {
  const newsletter = await getNewsletter(db, auth.accountId, id);
  if (!newsletter || (allowed && !(await allowed(newsletter.brand)))) throw notFound();
  await db.batch([
    (subscribed ? subscribeStatement : unsubscribeStatement)(db, auth.accountId, id),
    activityStatement(
      db,
      { accountId: auth.accountId, sessionId: auth.sessionId, type: subscribed ? "NEWSLETTER_SUBSCRIBED" : "NEWSLETTER_UNSUBSCRIBED", details: { newsletterId: id } },
      { ifPreviousChanged: true },
    ),
  ]);
  return (await getNewsletter(db, auth.accountId, id))!;
}

/** Every newsletter of one brand off, with its event when that changed anything; the brand's newsletters as they are now. */
export async function unsubscribeBrand(db: D1Database, auth: AuthContext, brand: string): Promise<Newsletter[]> {
  await db.batch([
    unsubscribeBrandStatement(db, auth.accountId, brand),
    activityStatement(
      db,
      { accountId: auth.accountId, sessionId: auth.sessionId, type: "NEWSLETTERS_UNSUBSCRIBED_ALL", details: { brand } },
      { ifPreviousChanged: true },
    ),
  ]);
  return listNewsletters(db, auth.accountId, [brand]);
}

