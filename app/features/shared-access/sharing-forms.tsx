
import { getTextareaProps } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { css } from "styled-system/css";
import { FormErrors, IdempotencyKeyField, useActionForm } from "~/forms/form-kit";
import { type FormReply, replyFor } from "~/forms/form-reply";
import type { Translate } from "~/forms/translate";
import { useT } from "~/shell/i18n";
import { Button } from "~/ui/button/button";
import { SHARING_PATH } from "./intent";

// The sharing page's pieces every card uses: the schema (loaded after hydration), the card and list
// styles, and a form of one button.

/** The shared schema, loaded after hydration (ADR 0013). */
export const sharingSchema = (t: Translate) => () => import("./schema").then((module) => module.sharingSchema(t));

export const cardClass = css({ borderWidth: "1px", borderStyle: "solid", borderColor: "border.default", rounded: "lg", p: "4", display: "flex", flexDirection: "column", gap: "4" });
/** Conform's textarea props without `key` (React wants that one on the element itself). */
export function textAreaProps(field: Parameters<typeof getTextareaProps>[0]) {
  const { key: _key, ...props } = getTextareaProps(field, { ariaAttributes: false });
  return props;
}

export const listClass = css({ listStyle: "none", p: "0", m: "0", display: "flex", flexDirection: "column", gap: "3" });
export const rowClass = css({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: "3", pb: "3", borderBottomWidth: "1px", borderBottomStyle: "solid", borderBottomColor: "border.default", _last: { borderBottomWidth: "0", pb: "0" } });
export const subHeadingClass = css({ fontSize: "md", fontWeight: "semibold", m: "0" });

function useBusy(match: (formData: FormData) => boolean) {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST" && Boolean(navigation.formData && match(navigation.formData));
}

/** The reply of one of several forms with the same intent (one per card or row), told apart by a hidden field. */
export function replyOf(reply: FormReply | undefined, intent: string, field: string, value: string) {
  const result = replyFor(reply, intent);
  return result?.initialValue?.[field] === value ? result : undefined;
}

/** A one-button form (revoke, decline, leave): hidden fields, its errors beside it. */
export function ActionForm({ intent, fields, label, srLabel, reply, matchField, variant = "secondary", idempotencyKey }: {
  intent: string;
  fields: Record<string, string>;
  label: string;
  srLabel?: string;
  reply: FormReply | undefined;
  matchField: string;
  variant?: "primary" | "secondary";
  /** A write the origin must apply once (ADR 48): the row's key, or the one it was last sent with. */
  idempotencyKey?: string;
}) {
  const t = useT();
  const id = `${intent}-${fields[matchField]}`;
  const lastResult = replyOf(reply, intent, matchField, fields[matchField] ?? "");
  const form = useActionForm(id, lastResult);
  const busy = useBusy((formData) => formData.get("intent") === intent && formData.get(matchField) === fields[matchField]);
  return (
    <Form method="post" action={SHARING_PATH} {...form.formProps}>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {idempotencyKey ? <IdempotencyKeyField form={{ initialValue: lastResult?.initialValue ?? undefined }} idempotencyKey={idempotencyKey} /> : null}
      <Button type="submit" variant={variant} size="sm" aria-disabled={busy || undefined} onClick={(event) => busy && event.preventDefault()}>
        {label}
        {srLabel ? <span className={css({ srOnly: true })}> {srLabel}</span> : null}
      </Button>
      <FormErrors id={form.errorId} errors={form.errors} />
    </Form>
  );
}

/** "Verwijderen": with JavaScript a confirmation dialog; before it loads a link to the confirmation on the page. */
