import { parseWithZod } from "@conform-to/zod/v4";
import type { AccountRequest } from "~/forms/account-request.server";
import { invalid, refused, rejected, succeeded } from "~/forms/form-reply.server";
import type { Translate } from "~/forms/translate";
import { describeDays } from "~/platform/locale/weekdays";
import {
  CancelDeliverySuspensionDocument,
  CancelTemporaryDeliveryAddressDocument,
  HolidayOverviewDocument,
  type HolidayOverviewQuery,
  type HolidayOverviewScreenFragment,
} from "~/graphql/generated/graphql";
import { originGraphQL } from "~/platform/origin/graphql.server";
import { CANCEL_INTENT, formPath, SUBSCRIPTION_PARAM } from "./intent";
import { cancelSchema } from "./schema";
import { brandLinks, changeView, fullTitle, settingsOf, type ChangeView, type HolidaySubscriptionView } from "./changes.server";

// /vakantieservice (ADR 22): per paper subscription its planned, running and past changes, its holiday
// days left, and "Annuleren".

type OverviewSubscription = HolidayOverviewQuery["holidayServiceOptions"][number];

function schedule(subscription: OverviewSubscription, t: Translate): string {
  if (subscription.category === "MAGAZINE") return t("holidayScheduleMagazine", "Een blad dat per post komt");
  return t("holidayScheduleNewspaper", "De krant op {days}", { days: describeDays(subscription.deliveryDays, t) });
}

function usageText(subscription: OverviewSubscription, t: Translate): string {
  const [current] = subscription.usage;
  if (!current) return "";
  return t("holidayUsage", "In {year} heeft u nog {remaining} van de {max} vakantiedagen over.", {
    year: current.year,
    remaining: current.remainingDays,
    max: subscription.maxDaysPerYear,
  });
}

const byStart = (a: ChangeView, b: ChangeView) => a.startDate.localeCompare(b.startDate);

/** /vakantieservice: per paper subscription its planned, running and past changes. */
export async function loadHolidayOverview(account: AccountRequest): Promise<HolidaySubscriptionView[]> {
  return overviewView(account, await originGraphQL(account.app, account.session, HolidayOverviewDocument, {}));
}

function overviewView(account: AccountRequest, { holidayServicesOverview, holidayServiceOptions }: HolidayOverviewScreenFragment): HolidaySubscriptionView[] {
  const settings = settingsOf(account);
  const { t } = account;
  const changes = [
    ...(holidayServicesOverview?.deliverySuspensions ?? []).map((change) => changeView(change, "SUSPENSION", account, settings, false)),
    ...(holidayServicesOverview?.temporaryAddresses ?? []).map((change) => changeView(change, "TEMPORARY_ADDRESS", account, settings, false)),
  ];
  return holidayServiceOptions.map((subscription) => {
    const own = changes.filter((change) => change.subscriptionId === subscription.subscriptionId);
    const links = brandLinks(account, subscription.brandKey);
    return {
      subscriptionId: subscription.subscriptionId,
      title: fullTitle(subscription),
      category: subscription.category,
      schedule: schedule(subscription, t),
      current: own.filter((change) => change.status === "PLANNED" || change.status === "ACTIVE").sort(byStart),
      past: own.filter((change) => change.status === "COMPLETED" || change.status === "CANCELLED").sort(byStart).reverse().slice(0, 5),
      usage: usageText(subscription, t),
      planUrl: `${formPath(false)}?${SUBSCRIPTION_PARAM}=${encodeURIComponent(subscription.subscriptionId)}`,
      pauseCrossSellUrl: links.holidayPauseCrossSellUrl ?? null,
      temporaryCrossSellUrl: links.holidayTemporaryChangeCrossSellUrl ?? null,
    };
  });
}

/** "Annuleren" on the overview: only while the brand flag is on (the origin checks the lead time). */
export async function cancelAction(account: AccountRequest, formData: FormData) {
  const { t } = account;
  const submission = parseWithZod(formData, { schema: cancelSchema(t) });
  if (submission.status !== "success") return invalid(CANCEL_INTENT, submission);
  if (!account.app.flags.general.isHolidayCancellationEnabled) {
    return refused(CANCEL_INTENT, submission, 403, [
      t("holidayCancelDisabled", "Annuleren kan hier op dit moment niet. Neem contact op met de klantenservice."),
    ]);
  }
  const { changeId, kind } = submission.value;
  let after: HolidayOverviewScreenFragment;
  try {
    ({ after } =
      kind === "SUSPENSION"
        ? await originGraphQL(account.app, account.session, CancelDeliverySuspensionDocument, { input: { changeId } })
        : await originGraphQL(account.app, account.session, CancelTemporaryDeliveryAddressDocument, { input: { changeId } }));
  } catch (error) {
    return rejected(account, CANCEL_INTENT, submission, error, { fields: [] });
  }
  return succeeded(
    CANCEL_INTENT,
    submission,
    kind === "SUSPENSION"
      ? t("holidayCancelledSuspension", "Uw vakantiestop is geannuleerd. Uw krant wordt gewoon bezorgd.")
      : t("holidayCancelledAddress", "Uw vakantieadres is geannuleerd. Uw krant wordt gewoon thuis bezorgd."),
    changeId,
    // The overview as the cancellation left it (issue 59): nothing is read again.
    overviewView(account, after),
  );
}

