import { portalApi } from "~/platform/origin/portal-api";
import { type FieldMetadata, getFormProps } from "@conform-to/react";
import { useEffect, useRef, useState } from "react";
import { Form } from "react-router";
import { css, cx } from "styled-system/css";
import { FormErrors, IdempotencyKeyField, PendingSubmitNotice, SubmitButton, formClass, inputProps, useAccountForm, useHydrated } from "~/forms/form-kit";
import { replyFor } from "~/forms/form-reply";
import { useT } from "~/shell/i18n";
import { CalendarDateField } from "~/ui/date-picker/calendar-date-field";
import { RadioGroupField, choiceClass, choiceControlClass, choiceFieldsetClass, choiceLegendClass } from "~/ui/forms/choice-group";
import { ErrorList, TextField } from "~/ui/forms/field";
import { Button } from "~/ui/button/button";
import { deliveryField, EDIT_ADDRESS_INTENT, firstEditionField, LOOKUP_INTENT, MANUAL_VALUE, type MoveCountry, MOVE_INTENT } from "./intent";
import { type AddressPreview, addressPreviewUrl, isCompleteNlAddress } from "./address-preview";
import type { LookupView, MoveFlowView, MovingReply } from "./moving.server";

// The two steps of a move, loaded from their own chunk (lazy.ts): Conform is not first-load JS.
// Step 1 finds the address (the origin's address service), step 2 takes the date and what moves
// along. Both are plain posts to the route's action, so they work without JavaScript.

function stringValue(value: unknown): string | undefined {
  return typeof value === "string" && value ? value : undefined;
}

/** How long typing pauses before the address is looked up: no request per keystroke. */
const PREVIEW_DELAY_MS = 400;

/**
 * Street and city of a complete Dutch postcode + house number while the subscriber types (progressive
 * enhancement: without JavaScript the form's own submit looks it up). Debounced, one request at a
 * time (a newer address aborts the older request), answers remembered per address.
 */
function useAddressPreview(enabled: boolean, zipCode: string, houseNumber: string, suffix: string): AddressPreview | null {
  const url = enabled && isCompleteNlAddress(zipCode, houseNumber) ? addressPreviewUrl(zipCode, houseNumber, suffix) : null;
  const [preview, setPreview] = useState<{ url: string; result: AddressPreview } | null>(null);
  const answers = useRef(new Map<string, AddressPreview>());
  useEffect(() => {
    if (!url) return;
    const known = answers.current.get(url);
    if (known) {
      setPreview({ url, result: known });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      portalApi(url, { signal: controller.signal })
        .then((response) => (response.headers.get("content-type")?.includes("application/json") ? (response.json() as Promise<AddressPreview>) : ({ status: "unavailable" } as const)))
        .then((result) => {
          if (result.status === "found" || result.status === "not-found") answers.current.set(url, result);
          setPreview({ url, result });
        })
        // Offline or aborted: nothing to say; the submit still looks the address up.
        .catch(() => undefined);
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [url]);
  return url && preview?.url === url ? preview.result : null;
}

/**
 * What shows for one country of the lookup form only, chosen by the checked country radio button in CSS
 * (`:has`): the same markup before and after hydration, and without JavaScript the choice still works.
 * A browser without :has (Firefox ESR 115, the last for Windows 7 and 8) reads the form's data-country
 * instead, which the server sets to the country it shows and the page keeps up to date once hydrated.
 */
const countryClass = {
  nl: css({
    'form:has(input[name="countryCode"][value="BE"]:checked) &': { display: "none" },
    "@supports not selector(:has(a))": { 'form[data-country="BE"] &': { display: "none" } },
  }),
  be: css({
    'form:not(:has(input[name="countryCode"][value="BE"]:checked)) &': { display: "none" },
    "@supports not selector(:has(a))": { 'form:not([data-country="BE"]) &': { display: "none" } },
  }),
};

function LookupForm({ flow, reply }: { flow: MoveFlowView; reply: MovingReply | undefined }) {
  const t = useT();
  const hydrated = useHydrated();
  const [form, fields] = useAccountForm({
    id: LOOKUP_INTENT,
    schema: () => import("./schema").then((module) => module.lookupSchema(t)),
    lastResult: replyFor(reply, LOOKUP_INTENT),
    // Changing a planned move: its address to start from.
    defaultValue: flow.changing ? flow.changing.fields : { countryCode: flow.defaultCountry },
  });
  // The country as the radio buttons say: also one chosen before hydration, which Conform learns only
  // from the next event (and, until then, would report as the default).
  const formRef = useRef<HTMLFormElement>(null);
  const [chosen, setChosen] = useState<MoveCountry | null>(null);
  const countryName = fields.countryCode.name;
  useEffect(() => {
    const checked = formRef.current?.querySelector<HTMLInputElement>(`input[name="${countryName}"]:checked`);
    setChosen(checked?.value === "NL" || checked?.value === "BE" ? checked.value : null);
  }, [countryName, reply]);
  const country = (chosen ?? stringValue(fields.countryCode.value) ?? stringValue(fields.countryCode.initialValue) ?? flow.defaultCountry) as MoveCountry;
  // The fields of the chosen country show (countryClass): by CSS from the checked radio button, so the
  // page looks the same before and after hydration (no layout shift) and without JavaScript too.
  const showBelgian = country === "BE";
  // The Dutch address service did not know the address (a new-build house): street and place may be typed in
  // (issue 58), sent with manual=ja; customer service checks the address. Kept after every refused submit.
  const manualOffered = (reply?.intent === LOOKUP_INTENT && Boolean(reply.manualOffered)) || stringValue(fields.manual.initialValue) === MANUAL_VALUE;
  // A refused submit already says what is wrong next to the field: the preview does not say it twice.
  const addressErrors = Boolean(fields.zipCode.errors?.length || fields.houseNumber.errors?.length || fields.houseNumberSuffix.errors?.length);
  // Typing the address in by hand: the address service's "not found" would only contradict it.
  const preview = useAddressPreview(
    hydrated && country === "NL" && !manualOffered,
    stringValue(fields.zipCode.value) ?? "",
    stringValue(fields.houseNumber.value) ?? "",
    stringValue(fields.houseNumberSuffix.value) ?? "",
  );
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      ref={formRef}
      data-country={country}
      onChange={(event) => {
        const input = event.nativeEvent.target;
        if (input instanceof HTMLInputElement && input.name === countryName && (input.value === "NL" || input.value === "BE")) setChosen(input.value);
      }}
      className={formClass}
    >
      <input type="hidden" name="intent" value={LOOKUP_INTENT} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <RadioGroupField
        legend={t("movingCountryLegend", "In welk land is uw nieuwe adres?")}
        name={fields.countryCode.name}
        options={[
          { value: "NL", label: t("movingCountryNl", "Nederland") },
          { value: "BE", label: t("movingCountryBe", "België") },
        ]}
        defaultValue={stringValue(fields.countryCode.initialValue) ?? flow.defaultCountry}
        errors={fields.countryCode.errors}
        errorId={fields.countryCode.errorId}
      />
      {/* Postcode first (issue 58), then in Belgium the municipality and street, then the number: the order of
          the address as it is looked up. The Belgian fields are hidden (and, once hydrated, disabled) rather than
          removed: what was typed stays when the country changes back. */}
      <TextField
        key={fields.zipCode.key}
        label={t("movingZip", "Postcode")}
        hint={
          <>
            <span className={countryClass.nl}>{t("movingZipHintNl", "Bijvoorbeeld 1234 AB")}</span>
            <span className={countryClass.be}>{t("movingZipHintBe", "4 cijfers, bijvoorbeeld 2000")}</span>
          </>
        }
        errors={fields.zipCode.errors}
        inputProps={{ ...inputProps(fields.zipCode, "text"), autoComplete: "postal-code" }}
      />
      {manualOffered ? (
        <div className={cx(countryClass.nl, css({ display: "flex", flexDirection: "column", gap: "2" }))}>
          <input type="hidden" name={fields.manual.name} value={MANUAL_VALUE} disabled={hydrated && showBelgian} />
          <p className={css({ m: "0", fontWeight: "semibold" })}>{t("movingManualTitle", "Staat uw adres er niet bij?")}</p>
          <p className={css({ m: "0" })}>
            {t("movingManualText", "Is het een nieuwbouwwoning of een nieuwe straat? Vul dan hieronder zelf de plaats en straat in. Onze klantenservice controleert het adres voordat de bezorging wordt omgezet.")}
          </p>
        </div>
      ) : null}
      <div className={manualOffered ? undefined : countryClass.be}>
        <TextField
          key={fields.city.key}
          label={
            <>
              <span className={countryClass.nl}>{t("movingPlace", "Plaats")}</span>
              <span className={countryClass.be}>{t("movingCity", "Gemeente")}</span>
            </>
          }
          errors={fields.city.errors}
          inputProps={{ ...inputProps(fields.city, "text"), autoComplete: "address-level2", disabled: hydrated && !showBelgian && !manualOffered }}
        />
      </div>
      <div className={manualOffered ? undefined : countryClass.be}>
        <TextField
          key={fields.street.key}
          label={t("movingStreet", "Straat")}
          errors={fields.street.errors}
          inputProps={{ ...inputProps(fields.street, "text"), autoComplete: "address-line1", disabled: hydrated && !showBelgian && !manualOffered }}
        />
      </div>
      {/* Side by side even on a phone; the inputs line up when one label wraps ("Toevoeging (optioneel)" at 375 px):
          each field is a subgrid of the row's label, input, hint and error rows, its label at the bottom of the first. */}
      <div
        className={css({
          display: "grid", gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)", columnGap: "4",
          "& > div": { display: "grid", gridRow: "span 4", gridTemplateRows: "subgrid", rowGap: "0" },
          "& > div > :not(:first-child)": { mt: "1.5" },
          "& > div > label": { alignSelf: "end" },
        })}
      >
        <TextField
          key={fields.houseNumber.key}
          label={t("movingHouseNumber", "Huisnummer")}
          errors={fields.houseNumber.errors}
          inputProps={{ ...inputProps(fields.houseNumber, "text"), inputMode: "numeric", autoComplete: "off" }}
        />
        <TextField
          key={fields.houseNumberSuffix.key}
          label={
            <>
              <span className={countryClass.nl}>{t("movingSuffix", "Toevoeging")}</span>
              <span className={countryClass.be}>{t("movingBus", "Bus")}</span>
            </>
          }
          required={false}
          errors={fields.houseNumberSuffix.errors}
          inputProps={{ ...inputProps(fields.houseNumberSuffix, "text"), autoComplete: "off" }}
        />
      </div>
      {/* Always there (a live region must exist before it speaks); filled as the subscriber types. */}
      <div role="status" aria-live="polite" className={css({ "&:empty": { display: "none" }, mt: "-2" })}>
        {preview?.status === "found" ? (
          <p className={css({ m: "0", fontWeight: "semibold" })}>{t("movingPreviewFound", "Gevonden: {address}", { address: preview.text })}</p>
        ) : preview?.status === "not-found" && !addressErrors ? (
          <ErrorList id={`${form.id}-adres-preview`} errors={[preview.message]} />
        ) : null}
      </div>
      <p className={cx(countryClass.nl, css({ m: "0", color: "fg.muted" }))}>
        {t("movingLookupHint", "In Nederland zoeken wij de straat en plaats op bij uw postcode en huisnummer.")}
      </p>
      <div>
        <SubmitButton intent={LOOKUP_INTENT} busyLabel={t("movingLookupBusy", "Adres zoeken…")}>
          {t("movingLookup", "Adres zoeken")}
        </SubmitButton>
      </div>
    </Form>
  );
}

function SubscriptionsField({ flow, selected, errors, errorId, name }: { flow: MoveFlowView; selected: string[] | null; errors?: string[]; errorId: string; name: string }) {
  const t = useT();
  return (
    <fieldset className={choiceFieldsetClass} aria-invalid={errors?.length ? true : undefined} aria-describedby={errors?.length ? errorId : undefined}>
      <legend className={choiceLegendClass}>{t("movingSubscriptionsLegend", "Welke abonnementen verhuizen mee?")}</legend>
      {flow.subscriptions.map((subscription) => (
        <label key={subscription.subscriptionId} className={choiceClass}>
          <input
            type="checkbox"
            name={name}
            value={subscription.subscriptionId}
            defaultChecked={selected === null || selected.includes(subscription.subscriptionId)}
            className={choiceControlClass}
          />
          <span>{subscription.title}</span>
        </label>
      ))}
      <ErrorList id={errorId} errors={errors} />
    </fieldset>
  );
}

function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/**
 * Per title the first edition at the new address: empty is the move date, later up to
 * `firstEditionMaxDays` after it. Once hydrated, the calendars follow the chosen move date and a
 * title that does not move hides its field.
 */
function FirstEditionFields({
  flow,
  fields,
  moveDate,
  moving,
}: {
  flow: MoveFlowView;
  fields: Record<string, FieldMetadata<string, Record<string, unknown>, string[]>>;
  moveDate: string | undefined;
  /** The ticked subscriptions; null before the form knows (all move by default). */
  moving: string[] | null;
}) {
  const t = useT();
  if (flow.subscriptions.length === 0) return null;
  const min = moveDate ?? flow.earliest;
  const max = addDays(moveDate ?? flow.latest, flow.firstEditionMaxDays);
  return (
    <fieldset className={css({ display: "flex", flexDirection: "column", gap: "4", borderWidth: "1px", borderStyle: "solid", borderColor: "border.default", rounded: "md", p: "4", m: "0", minW: "0" })}>
      <legend className={choiceLegendClass}>{t("movingFirstEditionLegend", "Eerste krant op uw nieuwe adres")}</legend>
      <p className={css({ m: "0", color: "fg.muted" })}>
        {t("movingFirstEditionHint", "Laat een datum leeg om vanaf de verhuisdatum te ontvangen. Later kan ook, tot {days} dagen na de verhuisdatum.", { days: flow.firstEditionMaxDays })}
      </p>
      {flow.subscriptions.map((subscription) => {
        const field = fields[firstEditionField(subscription.subscriptionId)]!;
        return (
          <div key={subscription.subscriptionId} hidden={moving !== null && !moving.includes(subscription.subscriptionId)}>
            <CalendarDateField
              key={field.key}
              label={subscription.title}
              required={false}
              errors={field.errors}
              min={min}
              max={max}
              marked={flow.marked}
              minReason={t("movingFirstEditionMinReason", "Vóór de verhuisdatum")}
              locale={flow.locale}
              inputProps={{ ...inputProps(field, "date"), min, max }}
            />
          </div>
        );
      })}
    </fieldset>
  );
}

function MoveForm({ flow, reply, lookup }: { flow: MoveFlowView; reply: MovingReply | undefined; lookup: LookupView }) {
  const t = useT();
  const [form, fields] = useAccountForm({
    id: MOVE_INTENT,
    schema: () => import("./schema").then((module) => module.moveSchema(t, lookup.outsideArea)),
    lastResult: replyFor(reply, MOVE_INTENT),
    defaultValue: flow.changing ? { moveDate: flow.changing.moveDate } : undefined,
  });
  const raw = fields.subscriptionIds.initialValue as unknown;
  const selected = reply?.intent === MOVE_INTENT ? (Array.isArray(raw) ? (raw as string[]) : typeof raw === "string" ? [raw] : []) : null;
  const all = fields as unknown as Record<string, FieldMetadata<string, Record<string, unknown>, string[]>>;
  const hydrated = useHydrated();
  // The ticked boxes as the page says: read from the form after each render of a reply and on every change.
  const moveFormRef = useRef<HTMLFormElement>(null);
  const [ticked, setTicked] = useState<string[] | null>(null);
  const boxesName = fields.subscriptionIds.name;
  const readTicked = (form: HTMLFormElement | null) => {
    if (form) setTicked([...form.querySelectorAll<HTMLInputElement>(`input[name="${boxesName}"]:checked`)].map((box) => box.value));
  };
  useEffect(() => {
    const form = moveFormRef.current;
    if (form) setTicked([...form.querySelectorAll<HTMLInputElement>(`input[name="${boxesName}"]:checked`)].map((box) => box.value));
  }, [boxesName, reply]);
  const moving = ticked ?? selected;
  const outside = flow.subscriptions.filter((subscription) => lookup.outsideArea.includes(subscription.subscriptionId));
  const addressFields = Object.entries(lookup.fields).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
  return (
    <div className={formClass}>
      {/* "Ander adres" is its own plain form: going back must not wait for the date and the choices. */}
      <Form method="post" className={css({ display: "flex", flexDirection: "column", gap: "2" })}>
        <input type="hidden" name="intent" value={EDIT_ADDRESS_INTENT} />
        {addressFields}
        <p className={css({ m: "0", fontWeight: "semibold" })}>{t("movingAddressFound", "Uw nieuwe adres")}</p>
        <p className={css({ m: "0" })}>{lookup.text}</p>
        {lookup.toBeChecked ? <p className={css({ m: "0", color: "fg.muted" })}>{t("movingToBeChecked", "U heeft dit adres zelf ingevuld. Onze klantenservice controleert het; klopt er iets niet, dan nemen wij contact met u op.")}</p> : null}
        <div>
          <Button type="submit" variant="secondary">
            {t("movingOtherAddress", "Ander adres")}
          </Button>
        </div>
      </Form>
      <Form
        method="post"
        {...getFormProps(form)}
        ref={moveFormRef}
        onChange={(event) => {
          const input = event.nativeEvent.target;
          if (input instanceof HTMLInputElement && input.name === boxesName) readTicked(input.form);
        }}
        className={formClass}
      >
        <input type="hidden" name="intent" value={MOVE_INTENT} />
        <IdempotencyKeyField form={form} idempotencyKey={flow.idempotencyKey} />
        {flow.changing ? <input type="hidden" name="replacesMoveId" value={flow.changing.id} /> : null}
        {addressFields}
        <FormErrors id={form.errorId} errors={form.errors} />
        <PendingSubmitNotice intent={MOVE_INTENT} />
        <CalendarDateField
          key={fields.moveDate.key}
          label={t("movingDateLabel", "Verhuisdatum")}
          hint={flow.dateHint}
          errors={fields.moveDate.errors}
          min={flow.earliest}
          max={flow.latest}
          marked={flow.marked}
          minReason={flow.minReason}
          locale={flow.locale}
          inputProps={{ ...inputProps(fields.moveDate, "date"), min: flow.earliest, max: flow.latest }}
        />
        {flow.subscriptions.length > 0 ? (
          <SubscriptionsField flow={flow} selected={selected} errors={fields.subscriptionIds.errors} errorId={fields.subscriptionIds.errorId} name={fields.subscriptionIds.name} />
        ) : null}
        <FirstEditionFields flow={flow} fields={all} moveDate={hydrated ? stringValue(fields.moveDate.value) : undefined} moving={hydrated ? moving : null} />
        {outside.map((subscription) => {
          const field = all[deliveryField(subscription.subscriptionId)];
          return (
            <RadioGroupField
              key={subscription.subscriptionId}
              legend={t("movingOutsideLegend", "Op uw nieuwe adres bezorgen wij {title} niet. Hoe wilt u verder lezen?", { title: subscription.title })}
              name={deliveryField(subscription.subscriptionId)}
              options={[
                { value: "POSTAL", label: t("movingChoosePostal", "Per post (de krant komt dan later op de dag)") },
                { value: "DIGITAL", label: t("movingChooseDigital", "Digitaal lezen, zonder papieren krant") },
              ]}
              defaultValue={stringValue(field?.initialValue) ?? null}
              errors={field?.errors}
              errorId={field?.errorId ?? `${MOVE_INTENT}-${deliveryField(subscription.subscriptionId)}-error`}
            />
          );
        })}
        <div>
          <SubmitButton intent={MOVE_INTENT} busyLabel={t("movingSubmitting", "Bezig met doorgeven…")}>
            {flow.changing ? t("movingChangeSubmit", "Wijziging doorgeven") : t("movingSubmit", "Verhuizing doorgeven")}
          </SubmitButton>
        </div>
      </Form>
    </div>
  );
}

/** Step 2 once the address is found (also after a refused step 2), else step 1. */
export function MoveForms({ flow, reply }: { flow: MoveFlowView; reply: MovingReply | undefined }) {
  const lookup = reply?.lookup;
  return lookup ? <MoveForm key={lookup.text} flow={flow} reply={reply} lookup={lookup} /> : <LookupForm flow={flow} reply={reply} />;
}
