/** REST of customer service: "Was dit nuttig?" under an FAQ answer (one answer per question and visitor or account). */
import { z } from "zod";
import { endpoint } from "./rest";

export const customerService = {
  faqFeedback: endpoint({
    method: "PUT",
    path: "/api/pass/faq-feedback/{brand}/{questionSlug}",
    input: z.object({ brand: z.string(), questionSlug: z.string(), helpful: z.boolean(), visitorId: z.string().optional() }),
    output: z.object({ questionSlug: z.string(), helpful: z.boolean(), answeredAt: z.string() }),
  }),
};
