import { type RefObject, useEffect, useRef, useState } from "react";
import { css } from "styled-system/css";
import { IntentForm, SubmitButton, inputProps, useAccountForm, useHydrated } from "~/forms/form-kit";
import { AddressFields } from "~/forms/address-fields";
import { type FormReply, replyFor } from "~/forms/form-reply";
import { useT } from "~/shell/i18n";
import { CalendarDateField } from "~/ui/date-picker/calendar-date-field";
import { markedReason } from "~/ui/date-picker/date-notes";
import { choiceClass, choiceControlClass, choiceFieldsetClass, choiceLegendClass, RadioGroupField } from "~/ui/forms/choice-group";
import { ErrorList, TextField } from "~/ui/forms/field";
import { Notification } from "~/ui/notification/notification";
import type { ChangeFormView, DonationPartnerView, HolidayFormView, PickerSubscription } from "./form.server";
import { CHANGE_INTENT, type Compensation, type HolidayKind, SUBMIT_INTENT } from "./intent";

// The holiday forms, loaded from their own chunk (lazy.ts): Conform is not first-load JS.

const rowClass = css({ display: "grid", gridTemplateColumns: { base: "1fr", sm: "1fr 1fr" }, gap: "4" });
const sectionClass = css({ display: "flex", flexDirection: "column", gap: "4", borderWidth: "1px", borderStyle: "solid", borderColor: "border.default", rounded: "md", p: "4", m: "0", minW: "0", "&[hidden]": { display: "none" } });
const addressFieldsClass = css({ display: "flex", flexDirection: "column", gap: "4", "&[hidden]": { display: "none" } });

function stringValue(value: unknown): string | null {
  return typeof value === "string" && value ? value : null;
}

function listValue(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === "string" && item !== "");
  return typeof value === "string" && value ? [value] : [];
}

function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

/** The rules of the chosen subscriptions together: the latest first day, every marked and taken day (worked out once per render). */
function combined(subscriptions: PickerSubscription[]) {
  const [first] = subscriptions;
  if (!first) return null;
  return {
    min: subscriptions.map((item) => item.earliestStartDate).reduce(later),
    max: subscriptions.map((item) => item.latestStartDate).reduce(earlier),
    maxDays: Math.min(...subscriptions.map((item) => item.maxDaysPerChange)),
    // One subscription's days as they are; several merged.
    marked: subscriptions.length === 1 ? first.marked : (Object.assign({}, ...subscriptions.map((item) => item.marked)) as Record<string, string>),
    markedWeekdays: subscriptions.length === 1 ? first.markedWeekdays : (Object.assign({}, ...subscriptions.map((item) => item.markedWeekdays)) as Partial<Record<number, string>>),
    unavailable: subscriptions.length === 1 ? first.unavailable : (Object.assign({}, ...subscriptions.map((item) => item.unavailable)) as Record<string, string>),
    earliestLabel: subscriptions.reduce((a, b) => (b.earliestStartDate > a.earliestStartDate ? b : a)).earliestLabel,
    leadTime: first.leadTimeWorkingDays,
    maxDaysPerYear: first.maxDaysPerYear,
  };
}

type CombinedRules = NonNullable<ReturnType<typeof combined>>;

/** What the chosen period skips for one subscription: delivery days (no marked day), or a magazine's issues. */
function papersIn(subscription: PickerSubscription, startDate: string, endDate: string): number {
  if (subscription.category === "MAGAZINE") return subscription.issueDates.filter((date) => date >= startDate && date <= endDate).length;
  let count = 0;
  for (let day = startDate; day <= endDate && count < 400; day = addDays(day, 1)) if (markedReason(day, subscription) === undefined) count++;
  return count;
}

/** The partners that take papers for the subscriptions (by id, once), and why donating is not possible for some. */
function donationOf(subscriptions: PickerSubscription[]) {
  const partners = new Map<string, DonationPartnerView>();
  for (const subscription of subscriptions) for (const partner of subscription.donation.partners) partners.set(partner.id, partner);
  const refused = subscriptions.filter((subscription) => !subscription.donation.offered);
  const reason =
    refused.length === 0
      ? null
      : subscriptions.length > 1
        ? refused.map((subscription) => `${subscription.title}: ${subscription.donation.reason ?? ""}`).join(" ")
        : (refused[0]!.donation.reason ?? null);
  return { partners: [...partners.values()], reason, anyOffered: refused.length < subscriptions.length };
}

/** "Normale vergoeding" or "Doneer mijn krant", and to which partner organisation (a pause only). */
function CompensationFields({
  view,
  shown,
  chosen,
  compensation,
  hydrated,
  fields,
}: {
  view: HolidayFormView;
  shown: PickerSubscription[];
  chosen: PickerSubscription[];
  compensation: Compensation;
  hydrated: boolean;
  fields: ReturnType<typeof useHolidayForm>[1];
}) {
  const t = useT();
  // Before hydration the ticked boxes are unknown: donating is offered when any subscription can, the origin checks the rest.
  const donation = donationOf(hydrated ? shown : view.subscriptions);
  const offered = hydrated && chosen.length > 0 ? donation.reason === null : donation.anyOffered;
  const showPartners = offered && (!hydrated || compensation === "DONATE");
  const suffix = hydrated ? "" : ` ${t("holidayCompensationNoScript", "(alleen bij pauzeren)")}`;
  return (
    <>
      <RadioGroupField
        legend={`${t("holidayCompensationLegend", "Wat gebeurt er met de kranten die u mist?")}${suffix}`}
        name={fields.compensation.name}
        options={[
          {
            value: "EXTEND_SUBSCRIPTION",
            label: t("holidayCompensationExtend", "Verleng mijn abonnement"),
            description: t("holidayCompensationExtendHint", "u krijgt de gemiste kranten terug als extra bezorgdagen"),
          },
          {
            value: "DONATE",
            label: t("holidayCompensationDonate", "Doneer mijn krant"),
            description: offered ? t("holidayCompensationDonateHint", "wij bezorgen uw kranten bij een organisatie in uw regio") : donation.reason,
            disabled: !offered,
          },
        ]}
        defaultValue={stringValue(fields.compensation.initialValue) ?? "EXTEND_SUBSCRIPTION"}
        errors={fields.compensation.errors}
        errorId={fields.compensation.errorId}
      />
      {/* Hidden rather than removed: a partner chosen before switching back stays chosen. */}
      <div hidden={!showPartners}>
        <RadioGroupField
          legend={hydrated ? t("holidayDonationLegend", "Welke organisatie krijgt uw kranten?") : t("holidayDonationLegendNoScript", "Welke organisatie krijgt uw kranten? (alleen bij Doneer mijn krant)")}
          name={fields.donationPartnerId.name}
          options={donation.partners.map((partner) => ({ value: partner.id, label: partner.name, description: partner.description }))}
          defaultValue={stringValue(fields.donationPartnerId.initialValue) ?? null}
          errors={fields.donationPartnerId.errors}
          errorId={fields.donationPartnerId.errorId}
        />
      </div>
    </>
  );
}

function Rules({ subscriptions, rules }: { subscriptions: PickerSubscription[]; rules: CombinedRules | null }) {
  const t = useT();
  if (!rules) return null;
  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "2" })} aria-live="polite">
      <p className={css({ m: "0" })}>
        {t("holidayRuleLeadTime", "Wij hebben {days} werkdagen nodig om de bezorging aan te passen: de eerste dag die u kunt kiezen is {date}.", {
          days: rules.leadTime,
          date: rules.earliestLabel,
        })}
      </p>
      <p className={css({ m: "0" })}>
        {t("holidayRuleLength", "Een vakantie duurt hoogstens {max} dagen. Per abonnement kunt u {perYear} dagen per kalenderjaar doorgeven.", {
          max: rules.maxDays,
          perYear: rules.maxDaysPerYear,
        })}
      </p>
      {subscriptions.map((subscription) => (
        <p key={subscription.subscriptionId} className={css({ m: "0", color: "fg.muted" })}>
          {subscription.title}:{" "}
          {subscription.remaining
            .map(({ year, remainingDays }) => t("holidayRemaining", "in {year} nog {days} dagen", { year, days: remainingDays }))
            .join(", ")}
          . {subscription.deliveryNote}
        </p>
      ))}
    </div>
  );
}

/** Pause or holiday address: the subscriptions, the kind, the dates and (for an address) where. */
function useHolidayForm(view: HolidayFormView, reply: FormReply | undefined) {
  const t = useT();
  return useAccountForm({
    id: SUBMIT_INTENT,
    schema: () => import("./schema").then((module) => module.holidaySchema(t)),
    lastResult: replyFor(reply, SUBMIT_INTENT),
    // Conform's DefaultValue type has no room for the list field next to the strings (it is one, in the schema).
    defaultValue: {
      subscriptionIds: view.preselected,
      kind: "SUSPENSION",
      compensation: "EXTEND_SUBSCRIPTION",
      countryCode: view.locale === "nl-BE" ? "BE" : "NL",
    } as never,
  });
}

/** The checked radio of a group as the page says, also one checked before hydration (Conform learns it only from the next event). */
function useCheckedRadio(formRef: RefObject<HTMLFormElement | null>, name: string, deps: unknown) {
  const [checked, setChecked] = useState<string | null>(null);
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const read = () => setChecked(form.querySelector<HTMLInputElement>(`input[name="${name}"]:checked`)?.value ?? null);
    read();
    form.addEventListener("change", read);
    return () => form.removeEventListener("change", read);
  }, [formRef, name, deps]);
  return checked;
}

export function HolidayForm({ view, reply }: { view: HolidayFormView; reply: FormReply | undefined }) {
  const t = useT();
  const hydrated = useHydrated();
  const [form, fields] = useHolidayForm(view, reply);
  const formRef = useRef<HTMLFormElement>(null);
  const compensation = (useCheckedRadio(formRef, fields.compensation.name, reply) ?? "EXTEND_SUBSCRIPTION") as Compensation;
  const chosenIds = listValue(fields.subscriptionIds.value);
  const chosen = view.subscriptions.filter((item) => chosenIds.includes(item.subscriptionId));
  const shown = chosen.length > 0 ? chosen : view.subscriptions;
  const rules = combined(shown);
  // As the radio buttons say: a choice made before hydration is known to Conform only from the next event.
  const kind = (useCheckedRadio(formRef, fields.kind.name, reply) ?? stringValue(fields.kind.value) ?? "SUSPENSION") as HolidayKind;
  const country = useCheckedRadio(formRef, fields.countryCode.name, reply) ?? stringValue(fields.countryCode.value) ?? "NL";
  const startDate = stringValue(fields.startDate.value);
  const endDate = stringValue(fields.endDate.value);
  const single = view.subscriptions.length === 1 ? view.subscriptions[0]! : null;
  const skipped = hydrated && startDate && endDate && endDate >= startDate && chosen.length === 1 ? papersIn(chosen[0]!, startDate, endDate) : null;
  const abroad = hydrated && country === "OTHER";
  const magazine = chosen.length === 1 && chosen[0]!.category === "MAGAZINE";
  return (
    <IntentForm form={form} intent={SUBMIT_INTENT} idempotencyKey={view.idempotencyKey} formRef={formRef}>
      {single ? (
        <div>
          <input type="hidden" name={fields.subscriptionIds.name} value={single.subscriptionId} />
          <p className={css({ m: "0" })}>{t("holidayForSubscription", "Voor uw abonnement op {title}.", { title: single.title })}</p>
          <ErrorList id={fields.subscriptionIds.errorId} errors={fields.subscriptionIds.errors} />
        </div>
      ) : (
        <fieldset
          className={choiceFieldsetClass}
          aria-invalid={fields.subscriptionIds.errors?.length ? true : undefined}
          aria-describedby={fields.subscriptionIds.errors?.length ? fields.subscriptionIds.errorId : undefined}
        >
          <legend className={choiceLegendClass}>{t("holidaySubscriptionsLegend", "Voor welke abonnementen?")}</legend>
          {view.subscriptions.map((subscription) => (
            <label key={subscription.subscriptionId} className={choiceClass}>
              <input
                type="checkbox"
                name={fields.subscriptionIds.name}
                value={subscription.subscriptionId}
                defaultChecked={listValue(fields.subscriptionIds.initialValue).includes(subscription.subscriptionId)}
                aria-invalid={fields.subscriptionIds.errors?.length ? true : undefined}
                aria-describedby={fields.subscriptionIds.errors?.length ? fields.subscriptionIds.errorId : undefined}
                className={choiceControlClass}
              />
              <span>{subscription.title}</span>
            </label>
          ))}
          <ErrorList id={fields.subscriptionIds.errorId} errors={fields.subscriptionIds.errors} />
        </fieldset>
      )}
      <RadioGroupField
        legend={t("holidayKindLegend", "Wat wilt u doorgeven?")}
        name={fields.kind.name}
        options={[
          { value: "SUSPENSION", label: t("holidayKindSuspensionOption", "Bezorging pauzeren"), description: t("holidayKindSuspensionHint", "digitaal lezen gaat door") },
          { value: "TEMPORARY_ADDRESS", label: t("holidayKindAddressOption", "Krant op mijn vakantieadres"), description: t("holidayKindAddressHint", "in Nederland of België") },
        ]}
        defaultValue={stringValue(fields.kind.initialValue) ?? "SUSPENSION"}
        errors={fields.kind.errors}
        errorId={fields.kind.errorId}
      />
      <Rules subscriptions={shown} rules={rules} />
      <div className={rowClass}>
        <CalendarDateField
          key={fields.startDate.key}
          label={t("holidayStartLabel", "Eerste dag van uw vakantie")}
          errors={fields.startDate.errors}
          inputProps={inputProps(fields.startDate, "date")}
          min={rules?.min}
          max={rules?.max}
          marked={rules?.marked}
          markedWeekdays={rules?.markedWeekdays}
          unavailable={rules?.unavailable}
          minReason={t("holidayMinReason", "Binnen de verwerkingstijd van {days} werkdagen", { days: rules?.leadTime ?? 2 })}
          locale={view.locale}
        />
        <CalendarDateField
          key={fields.endDate.key}
          label={t("holidayEndLabel", "Laatste dag van uw vakantie")}
          errors={fields.endDate.errors}
          inputProps={inputProps(fields.endDate, "date")}
          min={startDate ?? rules?.min}
          max={rules ? addDays(startDate ?? rules.max, rules.maxDays - 1) : undefined}
          marked={rules?.marked}
          markedWeekdays={rules?.markedWeekdays}
          unavailable={rules?.unavailable}
          minReason={t("holidayEndMinReason", "Vóór de eerste dag van uw vakantie")}
          locale={view.locale}
        />
      </div>
      {skipped !== null ? (
        <p className={css({ m: "0", fontWeight: "semibold" })} aria-live="polite">
          {kind === "SUSPENSION"
            ? magazine
              ? t("holidayPreviewIssues", "In deze periode worden {count} nummers niet bezorgd.", { count: skipped })
              : t("holidayPreviewPapers", "In deze periode worden {count} kranten niet bezorgd.", { count: skipped })
            : magazine
              ? t("holidayPreviewIssuesAddress", "In deze periode komen {count} nummers op uw vakantieadres.", { count: skipped })
              : t("holidayPreviewPapersAddress", "In deze periode komen {count} kranten op uw vakantieadres.", { count: skipped })}
        </p>
      ) : null}
      {/* Hidden rather than removed for a holiday address: what was chosen stays (the server ignores it there). */}
      <div hidden={hydrated && kind !== "SUSPENSION"} className={css({ display: "flex", flexDirection: "column", gap: "4", "&[hidden]": { display: "none" } })}>
        <CompensationFields view={view} shown={shown} chosen={chosen} compensation={compensation} hydrated={hydrated} fields={fields} />
      </div>
      {/* Hidden rather than removed, like the compensation above: what was chosen and typed here before
          hydration (or before switching back and forth) stays in the page. */}
      <section hidden={hydrated && kind !== "TEMPORARY_ADDRESS"} className={sectionClass} aria-labelledby={`${form.id}-adres`}>
        <h2 id={`${form.id}-adres`} className={css({ fontSize: "md", fontWeight: "bold", m: "0" })}>
          {hydrated ? t("holidayAddressLegend", "Uw vakantieadres") : t("holidayAddressLegendNoScript", "Uw vakantieadres (alleen als u de krant op uw vakantieadres wilt)")}
        </h2>
        <RadioGroupField
          legend={t("countryLabel", "Land")}
          name={fields.countryCode.name}
          options={[
            { value: "NL", label: t("countryNetherlands", "Nederland") },
            { value: "BE", label: t("countryBelgium", "België") },
            { value: "OTHER", label: t("holidayCountryAbroad", "Buitenland") },
          ]}
          defaultValue={stringValue(fields.countryCode.initialValue) ?? "NL"}
          errors={fields.countryCode.errors}
          errorId={fields.countryCode.errorId}
        />
        {abroad || fields.countryCode.errors?.length ? (
          <Notification variant="info">
            {t("holidayAbroad", "Wij bezorgen alleen in Nederland en België. Gaat u naar het buitenland? Lees de krant dan digitaal of pauzeer de bezorging.")}
            {view.digitalUrl ? (
              <>
                {" "}
                <a href={view.digitalUrl} className={css({ textDecoration: "underline" })}>
                  {t("holidayReadDigital", "Lees digitaal, waar u ook bent")}
                </a>
              </>
            ) : null}
          </Notification>
        ) : null}
        <div hidden={abroad} className={addressFieldsClass}>
          <AddressFields t={t} fields={fields} country={country} suffixLabel={country === "BE" ? t("holidayBusLabel", "Bus") : undefined} />
        </div>
      </section>
      <div>
        <SubmitButton intent={SUBMIT_INTENT} busyLabel={t("holidaySubmitting", "Bezig met doorgeven…")}>
          {t("holidaySubmit", "Vakantie doorgeven")}
        </SubmitButton>
      </div>
    </IntentForm>
  );
}

/** New dates for one change; a running one (or one inside the lead time) only gets an earlier end. */
export function ChangeForm({
  change,
  subscription,
  locale,
  action,
  reply,
}: {
  change: ChangeFormView;
  subscription: PickerSubscription | null;
  locale: HolidayFormView["locale"];
  /** The form's own URL with `?wijziging=`, so a refused change comes back to this form. */
  action: string;
  reply: FormReply | undefined;
}) {
  const t = useT();
  const [form, fields] = useAccountForm({
    id: CHANGE_INTENT,
    schema: () => import("./schema").then((module) => module.changeSchema(t)),
    lastResult: replyFor(reply, CHANGE_INTENT),
    defaultValue: { startDate: change.startDate, endDate: change.endDate },
  });
  const startDate = stringValue(fields.startDate.value) ?? change.startDate;
  const endMin = change.shortenOnly ? later(change.earliestEnd, change.startDate) : startDate;
  const endMax = change.shortenOnly ? addDays(change.endDate, -1) : addDays(startDate, (subscription?.maxDaysPerChange ?? 90) - 1);
  return (
    <IntentForm form={form} intent={CHANGE_INTENT} action={action}>
      <input type="hidden" name="changeId" value={change.changeId} />
      {change.shortenOnly ? (
        <>
          <input type="hidden" name={fields.startDate.name} value={change.startDate} />
          <p className={css({ m: "0" })}>
            {t("holidayShortenOnly", "Deze vakantie is al begonnen of begint binnenkort. U kunt hem nu alleen inkorten: kies een eerdere laatste dag, op zijn vroegst morgen.")}
          </p>
          <ErrorList id={fields.startDate.errorId} errors={fields.startDate.errors} />
        </>
      ) : (
        <CalendarDateField
          key={fields.startDate.key}
          label={t("holidayStartLabel", "Eerste dag van uw vakantie")}
          errors={fields.startDate.errors}
          inputProps={inputProps(fields.startDate, "date")}
          min={subscription?.earliestStartDate}
          max={subscription?.latestStartDate}
          marked={subscription?.marked}
          markedWeekdays={subscription?.markedWeekdays}
          unavailable={subscription?.unavailable}
          minReason={t("holidayMinReason", "Binnen de verwerkingstijd van {days} werkdagen", { days: subscription?.leadTimeWorkingDays ?? 2 })}
          locale={locale}
        />
      )}
      <CalendarDateField
        key={fields.endDate.key}
        label={t("holidayEndLabel", "Laatste dag van uw vakantie")}
        errors={fields.endDate.errors}
        inputProps={inputProps(fields.endDate, "date")}
        min={endMin}
        max={endMax}
        marked={subscription?.marked}
        markedWeekdays={subscription?.markedWeekdays}
        unavailable={subscription?.unavailable}
        minReason={change.shortenOnly ? t("holidayEndTomorrowReason", "U kunt op zijn vroegst morgen weer bezorgd worden") : t("holidayEndMinReason", "Vóór de eerste dag van uw vakantie")}
        locale={locale}
      />
      <div>
        <SubmitButton intent={CHANGE_INTENT} busyLabel={t("holidaySaving", "Bezig met opslaan…")}>
          {change.shortenOnly ? t("holidayShortenSubmit", "Vakantie inkorten") : t("holidayChangeSubmit", "Wijziging opslaan")}
        </SubmitButton>
      </div>
    </IntentForm>
  );
}
