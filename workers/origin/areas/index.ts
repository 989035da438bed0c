/**
 * The origin's product areas. The GraphQL schema (areas/base.graphql + each area's schema.graphql),
 * the resolvers, the REST routes and the demo seed are built from this list; adding an area is a new
 * folder and one line here (docs/decisions/0014-origin-product-areas.md). The order is the seed's:
 * an area's rows may refer to rows of the areas above it.
 */
import type { Area } from "./area";
import { account } from "./account";
import { subscriptions } from "./subscriptions";
import { invoices } from "./invoices";
import { payment } from "./payment";
import { subscriptionChange } from "./subscription-change";
import { cancellation } from "./cancellation";
import { holiday } from "./holiday";
import { delivery } from "./delivery";
import { moving } from "./moving";
import { sharedAccess } from "./shared-access";
import { newsletters } from "./newsletters";
import { offers } from "./offers";
import { preferences } from "./preferences";
import { sessions } from "./sessions";
import { activity } from "./activity";
import { contact } from "./contact";
import { privacy } from "./privacy";
import { customerService } from "./customer-service";
import { ChatDesk, chat } from "./chat";

/** Durable Object classes of the areas: the Worker's main module must export them (wrangler.toml). */
export { ChatDesk };

export const areas: readonly Area[] = [
  account,
  subscriptions,
  invoices,
  payment,
  subscriptionChange,
  cancellation,
  holiday,
  delivery,
  moving,
  sharedAccess,
  newsletters,
  offers,
  preferences,
  sessions,
  activity,
  customerService,
  chat,
  contact,
  privacy,
];
