/** REST of the subscriptions area: /api/pass/subscriptions and /api/pass/subscriptions/<id>. */
import { notFound } from "../../request/errors";
import { json } from "../../request/http";
import { SEGMENT } from "../../rest/params";
import { todayLocal } from "../../calendar/time";
import { linkedSubscription, linkedSubscriptions } from "./data";
import type { RestRoute } from "../area";

export const rest: RestRoute[] = [
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
];
