/** REST of the newsletters area: /api/newsletter (the brands' newsletters, subscribe, unsubscribe). */
import { newsletterService } from "../../../../contracts/newsletters";
import { contractRoute, reply } from "../../rest/contract";
import { activityStatement } from "../../records/activity";
import { notFound } from "../../request/errors";
import { brandParam, brandParams } from "../../rest/params";
import { getNewsletter, listNewsletters, subscribeStatement, unsubscribeBrandStatement, unsubscribeStatement } from "./data";
import type { RestHandler, RestRoute } from "../area";

/** PUT/DELETE of one newsletter: the change and its event in one batch (no event when nothing changed). */
function changeOne(
  endpoint: typeof newsletterService.subscribe | typeof newsletterService.unsubscribe,
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
    return reply(endpoint, (await getNewsletter(env.DB, auth.accountId, id))!);
  };
}

export const rest: RestRoute[] = [
  contractRoute(newsletterService.list, {
    // ?brand= once per brand: the portal asks for all of an account's brands in one request.
    handler: async ({ env, auth, url }) => reply(newsletterService.list, await listNewsletters(env.DB, auth.accountId, brandParams(url))),
  }),
  contractRoute(newsletterService.subscribe, { handler: changeOne(newsletterService.subscribe, subscribeStatement, "NEWSLETTER_SUBSCRIBED") }),
  contractRoute(newsletterService.unsubscribe, { handler: changeOne(newsletterService.unsubscribe, unsubscribeStatement, "NEWSLETTER_UNSUBSCRIBED") }),
  contractRoute(newsletterService.unsubscribeAll, {
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
      return reply(newsletterService.unsubscribeAll, await listNewsletters(env.DB, auth.accountId, [brand]));
    },
  }),
];
