import { Form } from "react-router";
import { css } from "styled-system/css";
import { FormErrors, IdempotencyKeyField, PendingSubmitNotice, SubmitButton, formClass } from "~/forms/form-kit";
import { type FormReply, replyFor } from "~/forms/form-reply";
import { useDataLayerEvent } from "~/shell/data-layer";
import { useT } from "~/shell/i18n";
import { RadioGroupField } from "~/ui/forms/choice-group";
import { Tag } from "~/ui/tag/tag";
import { PAY_INVOICES_INTENT } from "./intent";
import type { PayPageView } from "./pay.server";

// The pay form, loaded from its own chunk (lazy.ts): the form kit is not first-load JS (ADR 13).

const listClass = css({ listStyle: "none", p: "0", m: "0", display: "flex", flexDirection: "column", gap: "2" });
const rowClass = css({ display: "flex", justifyContent: "space-between", gap: "4", flexWrap: "wrap", py: "2", borderBottomWidth: "1px", borderBottomStyle: "solid", borderColor: "border.default" });

/** The invoices, the total, the method and "<amount> betalen": posts to the route, which sends the browser to the payment page. */
export function PayForm({ view, reply }: { view: PayPageView; reply: FormReply | undefined }) {
  const t = useT();
  const push = useDataLayerEvent();
  const result = replyFor(reply, PAY_INVOICES_INTENT);
  const formErrors = result?.error?.[""] ?? null;
  const methodErrors = result?.error?.method ?? null;
  const chosen = (result?.initialValue as Record<string, unknown> | undefined)?.method;
  return (
    <Form
      method="post"
      className={formClass}
      aria-describedby={formErrors ? "pay-errors" : undefined}
      onSubmit={(event) => push({ event: "invoice_payment_start", method: new FormData(event.currentTarget).get("method"), invoices: view.invoices.length })}
    >
      <input type="hidden" name="intent" value={PAY_INVOICES_INTENT} />
      <IdempotencyKeyField form={{ initialValue: result?.initialValue ?? undefined }} idempotencyKey={view.idempotencyKey} />
      <input type="hidden" name="invoiceIds" value={view.invoiceIds} />
      <input type="hidden" name="expectedAmountCents" value={view.expectedAmountCents} />
      <FormErrors id="pay-errors" errors={formErrors} />
      <PendingSubmitNotice intent={PAY_INVOICES_INTENT} />
      <section aria-labelledby="pay-what">
        <h2 id="pay-what" className={css({ fontSize: "xl", fontWeight: "bold", mb: "2" })}>
          {view.invoices.length === 1 ? t("payWhatOne", "U betaalt deze factuur") : t("payWhatMany", "U betaalt deze {count} facturen", { count: view.invoices.length })}
        </h2>
        <ul className={listClass}>
          {view.invoices.map((invoice) => (
            <li key={invoice.id} className={rowClass}>
              <span>
                <span className={css({ display: "block", fontWeight: "semibold" })}>
                  {invoice.title} · {invoice.invoiceNumber}
                </span>
                <span className={css({ display: "block", color: "fg.muted", fontSize: "sm" })}>
                  {invoice.subscription} · {t("payDue", "vervaldatum {date}", { date: invoice.due })}
                </span>
                {invoice.overdue ? <Tag color="red">{t("invoiceStatusOverdue", "Achterstallig")}</Tag> : null}
              </span>
              <span className={css({ fontWeight: "semibold", fontVariantNumeric: "tabular-nums" })}>{invoice.amount}</span>
            </li>
          ))}
        </ul>
        <p className={css({ display: "flex", justifyContent: "space-between", fontSize: "lg", fontWeight: "bold", mt: "2" })}>
          <span>{t("payTotal", "Totaal")}</span>
          <span className={css({ fontVariantNumeric: "tabular-nums" })}>{view.total}</span>
        </p>
      </section>
      <RadioGroupField
        legend={t("payMethodLegend", "Hoe wilt u betalen?")}
        name="method"
        options={view.methods}
        defaultValue={typeof chosen === "string" ? chosen : view.methods[0]?.value}
        errors={methodErrors}
        errorId="pay-method-errors"
      />
      <p className={css({ m: "0" })}>
        {t("payIntro", "U gaat naar de beveiligde betaalpagina. Daarna komt u hier terug en ziet u meteen of de betaling is gelukt. U krijgt een betalingsbewijs per e-mail.")}
      </p>
      <div>
        <SubmitButton intent={PAY_INVOICES_INTENT} busyLabel={t("payPageOpening", "Betaalpagina openen…")}>
          {t("paySubmit", "{amount} betalen", { amount: view.total })}
        </SubmitButton>
      </div>
    </Form>
  );
}
