/** REST of the commercial offerings: GET /api/commercial-offerings/offers?brand=<key>. */
import { json } from "../../http";
import { brandParam } from "../../rest/params";
import { offers } from "./data";
import type { RestRoute } from "../area";

export const rest: RestRoute[] = [
  {
    method: "GET",
    pattern: /^\/api\/commercial-offerings\/offers$/,
    handler: async ({ env, url }) => json(await offers(env.DB, brandParam(url))),
  },
];
