import { parseWithZod } from "@conform-to/zod/v4";
import { type AccountRequest, loaded } from "~/forms/account-request.server";
import { todayIso } from "~/forms/translate";
import { invalid, rejected, succeeded } from "~/forms/form-reply.server";
import { LinkSubscriptionDocument } from "~/graphql/generated/graphql";
import { originGraphQL } from "~/platform/origin/graphql.server";
import { LINK_INTENT } from "./intent";
import { linkSubscriptionSchema } from "./schema";
import { subscriptionsView } from "./subscriptions.server";

/** "Abonnement koppelen": the number and the postcode; the origin decides and counts wrong guesses. */
export async function linkSubscriptionAction(account: AccountRequest, formData: FormData) {
  const { t } = account;
  const submission = parseWithZod(formData, { schema: linkSubscriptionSchema(t) });
  if (submission.status !== "success") return invalid(LINK_INTENT, submission);
  const { subscriptionNumber, zipCode } = submission.value;
  let after;
  try {
    ({ after } = await originGraphQL(account.app, account.session, LinkSubscriptionDocument, { subscriptionNumber, zipCode }));
  } catch (error) {
    return rejected(account, LINK_INTENT, submission, error, {
      fields: ["subscriptionNumber", "zipCode"],
      messages: {
        "TOO-MANY-REQUESTS": t("linkSubscriptionLocked", "U heeft te vaak een onjuist abonnementsnummer of een onjuiste postcode ingevuld. Probeer het over 15 minuten opnieuw."),
      },
    });
  }
  // The page as the link left it, from the same answer (issue 59): nothing is read again.
  const done = t("linkSubscriptionDone", "Abonnement {number} is aan uw account gekoppeld.", { number: subscriptionNumber });
  return succeeded(LINK_INTENT, submission, done, null, loaded(subscriptionsView(account, after, todayIso())));
}
