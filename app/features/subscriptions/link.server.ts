import { parseWithZod } from "@conform-to/zod/v4";
import type { AccountRequest } from "~/forms/account-request.server";
import { invalid, rejected, succeeded } from "~/forms/form-reply.server";
import { LinkSubscriptionDocument } from "~/graphql/generated/graphql";
import { originGraphQL } from "~/platform/origin/graphql.server";
import { LINK_INTENT } from "./intent";
import { linkSubscriptionSchema } from "./schema";

/** "Abonnement koppelen": the number and the postcode; the origin decides and counts wrong guesses. */
export async function linkSubscriptionAction(account: AccountRequest, formData: FormData) {
  const { t } = account;
  const submission = parseWithZod(formData, { schema: linkSubscriptionSchema(t) });
  if (submission.status !== "success") return invalid(LINK_INTENT, submission);
  const { subscriptionNumber, zipCode } = submission.value;
  try {
    await originGraphQL(account.app, account.session, LinkSubscriptionDocument, { subscriptionNumber, zipCode });
  } catch (error) {
    return rejected(account, LINK_INTENT, submission, error, {
      fields: ["subscriptionNumber", "zipCode"],
      messages: {
        "TOO-MANY-REQUESTS": t("linkSubscriptionLocked", "U heeft te vaak een onjuist abonnementsnummer of een onjuiste postcode ingevuld. Probeer het over 15 minuten opnieuw."),
      },
    });
  }
  return succeeded(LINK_INTENT, submission, t("linkSubscriptionDone", "Abonnement {number} is aan uw account gekoppeld.", { number: subscriptionNumber }));
}
