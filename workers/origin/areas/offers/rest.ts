/**
 * REST of the commercial offerings: GET /api/commercial-offerings/offers?brand=<key> (a subscriber's
 * offers), GET /api/commercial-offerings/banners[?brand=<key>] (the portal's banners: public, nothing
 * personal, so one cached list serves every visitor).
 */
import { json } from "../../http";
import { brandParam } from "../../rest/params";
import { banners, offers } from "./data";
import type { RestRoute } from "../area";

export const rest: RestRoute[] = [
  {
    method: "GET",
    pattern: /^\/api\/commercial-offerings\/offers$/,
    handler: async ({ env, url }) => json(await offers(env.DB, brandParam(url))),
  },
  {
    method: "GET",
    pattern: /^\/api\/commercial-offerings\/banners$/,
    optionalAuth: true,
    handler: async ({ env, url }) => json(await banners(env.DB, url.searchParams.has("brand") ? brandParam(url) : null)),
  },
];
