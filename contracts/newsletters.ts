/** REST of the newsletters area (`/api/newsletter`): the brands' newsletters, subscribe, unsubscribe. */
import { z } from "zod";
import { endpoint } from "./rest";

export const newsletter = z.object({
  id: z.string(),
  brand: z.string(),
  title: z.string(),
  description: z.string(),
  frequency: z.string(),
  subscribed: z.boolean(),
});
export type Newsletter = z.infer<typeof newsletter>;

export const newsletterService = {
  /** One `brand` per brand: the newsletters of every brand asked for, brand by brand. */
  list: endpoint({ method: "GET", path: "/api/newsletter/newsletters", input: z.object({ brand: z.array(z.string()).min(1) }), output: z.array(newsletter) }),
  subscribe: endpoint({ method: "PUT", path: "/api/newsletter/subscriptions/{newsletterId}", input: z.object({ newsletterId: z.string() }), output: newsletter }),
  unsubscribe: endpoint({ method: "DELETE", path: "/api/newsletter/subscriptions/{newsletterId}", input: z.object({ newsletterId: z.string() }), output: newsletter }),
  /** Every newsletter of one brand off. */
  unsubscribeAll: endpoint({ method: "DELETE", path: "/api/newsletter/subscriptions", input: z.object({ brand: z.string() }), query: ["brand"], output: z.array(newsletter) }),
};
