/**
 * REST of the customer-service area: PUT /api/pass/faq-feedback/{brand}/{questionSlug} with
 * `{ "helpful": true|false, "visitorId": "…" }` — "Was dit nuttig?" under an FAQ answer. The FAQ is
 * public, so the route takes a bearer token when there is one (the account answers) and otherwise
 * the portal's anonymous visitor id. PUT: answering again replaces the answer, never adds one.
 */
import { customerService } from "../../../../contracts/customer-service";
import { contractRoute, reply } from "../../rest/contract";
import { OriginError, validationFailed } from "../../request/errors";
import { readJsonObject } from "../../request/http";
import type { RestRoute } from "../area";
import { getFaqVote, upsertFaqVoteStatement } from "./data";
import { validateFaqVote } from "./rules";

export const rest: RestRoute[] = [
  contractRoute(customerService.faqFeedback, {
    optionalAuth: true,
    handler: async ({ request, env, auth, params }) => {
      const body = await readJsonObject(request);
      const { vote, violations } = validateFaqVote(
        { brandKey: params[0]!, questionSlug: params[1]!, helpful: body.helpful, visitorId: body.visitorId },
        auth?.accountId ?? null,
      );
      if (!vote) throw validationFailed(violations);
      await upsertFaqVoteStatement(env.DB, vote).run();
      const stored = (await getFaqVote(env.DB, vote))!;
      return reply(customerService.faqFeedback, { questionSlug: vote.questionSlug, helpful: stored.helpful === 1, answeredAt: stored.updated_at });
    },
  }),
];
