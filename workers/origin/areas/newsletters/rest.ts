/** REST of the newsletters area: /api/newsletter (the brands' newsletters, subscribe, unsubscribe). */
import { newsletterService } from "../../../../contracts/newsletters";
import { contractRoute, reply } from "../../rest/contract";
import { brandParam, brandParams } from "../../rest/params";
import { listNewsletters } from "./data";
import { setSubscription, unsubscribeBrand } from "./changes";
import type { RestRoute } from "../area";

export const rest: RestRoute[] = [
  contractRoute(newsletterService.list, {
    // ?brand= once per brand: the portal asks for all of an account's brands in one request.
    handler: async ({ env, auth, url }) => reply(newsletterService.list, await listNewsletters(env.DB, auth.accountId, brandParams(url))),
  }),
  contractRoute(newsletterService.subscribe, {
    handler: async ({ env, auth, params }) => reply(newsletterService.subscribe, await setSubscription(env.DB, auth, params[0]!, true)),
  }),
  contractRoute(newsletterService.unsubscribe, {
    handler: async ({ env, auth, params }) => reply(newsletterService.unsubscribe, await setSubscription(env.DB, auth, params[0]!, false)),
  }),
  contractRoute(newsletterService.unsubscribeAll, {
    handler: async ({ env, auth, url }) => reply(newsletterService.unsubscribeAll, await unsubscribeBrand(env.DB, auth, brandParam(url))),
  }),
];
