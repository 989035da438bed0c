/**
 * REST of the commercial offerings: GET /api/commercial-offerings/offers?brand=<key> (a subscriber's
 * offers), GET /api/commercial-offerings/banners[?brand=<key>] (the portal's banners: public, nothing
 * personal, so one cached list serves every visitor).
 */
import { offersService } from "../../../../contracts/offers";
import { contractRoute, reply } from "../../rest/contract";
import { brandParam } from "../../rest/params";
import { banners, offers } from "./data";
import type { RestRoute } from "../area";

export const rest: RestRoute[] = [
  contractRoute(offersService.offers, {
    handler: async ({ env, url }) => reply(offersService.offers, await offers(env.DB, brandParam(url))),
  }),
  contractRoute(offersService.banners, {
    optionalAuth: true,
    handler: async ({ env, url }) => reply(offersService.banners, await banners(env.DB, url.searchParams.has("brand") ? brandParam(url) : null)),
  }),
];
