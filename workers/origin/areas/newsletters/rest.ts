/** REST of the newsletters area: /api/newsletter (the brands' newsletters, subscribe, unsubscribe). */
import { activityStatement } from "../../activity";
import { notFound } from "../../errors";
import { json } from "../../http";
import { brandParam, brandParams, SEGMENT } from "../../rest/params";
import { getNewsletter, listNewsletters, subscribeStatement, unsubscribeBrandStatement, unsubscribeStatement } from "./data";
import type { RestHandler, RestRoute } from "../area";

/** PUT/DELETE of one newsletter: the change and its event in one batch (no event when nothing changed). */
function changeOne(
  statement: (db: D1Database, accountId: string, newsletterId: string) => D1PreparedStatement,
  type: "NEWSLETTER_SUBSCRIBED" | "NEWSLETTER_UNSUBSCRIBED",
): RestHandler {
  return async ({ env, auth, params }) => {
    const id = params[0]!;
    if (!(await getNewsletter(env.DB, auth.accountId, id))) throw notFound();
    await env.DB.batch([
      statement(env.DB, auth.accountId, id),
      activityStatement(
        env.DB,
        { accountId: auth.accountId, sessionId: auth.sessionId, type, details: { newsletterId: id } },
        { ifPreviousChanged: true },
      ),
    ]);
    return json(await getNewsletter(env.DB, auth.accountId, id));
  };
}

export const rest: RestRoute[] = [
  {
    method: "GET",
    pattern: /^\/api\/newsletter\/newsletters$/,
    // ?brand= once per brand: the portal asks for all of an account's brands in one request.
    handler: async ({ env, auth, url }) => json(await listNewsletters(env.DB, auth.accountId, brandParams(url))),
  },
  {
    method: "PUT",
    pattern: new RegExp(`^/api/newsletter/subscriptions/${SEGMENT}$`),
    handler: changeOne(subscribeStatement, "NEWSLETTER_SUBSCRIBED"),
  },
  {
    method: "DELETE",
    pattern: new RegExp(`^/api/newsletter/subscriptions/${SEGMENT}$`),
    handler: changeOne(unsubscribeStatement, "NEWSLETTER_UNSUBSCRIBED"),
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
      return json(await listNewsletters(env.DB, auth.accountId, [brand]));
    },
  },
];
