/** REST of the account area: GET /api/pass/accounts/me. */
import { json } from "../../request/http";
import { getAccount } from "./data";
import type { RestRoute } from "../area";

export const rest: RestRoute[] = [
  {
    method: "GET",
    pattern: /^\/api\/pass\/accounts\/me$/,
    handler: async ({ env, auth }) => json(await getAccount(env.DB, auth.accountId)),
  },
];
