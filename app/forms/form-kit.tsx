import { type DefaultValue, type FieldMetadata, type FormMetadata, getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { type ReactNode, type Ref, useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { Form, type FormProps, useNavigation, useSubmit } from "react-router";
import { useT } from "~/shell/i18n";
import { Notification } from "~/ui/notification/notification";
import type { z } from "zod";
import { Button } from "~/ui/button/button";
import { whenIdle } from "~/ui/when-idle";
import { FormErrors } from "./form-errors";
import { formClass } from "./form-styles";
import type { FormReply } from "./form-reply";
import { clearPending, pendingSubmit, RETRY_SECONDS, subscribePending } from "./offline-submit";
import { serverFormMetadata } from "./server-form-metadata";

// The one form pattern of the account area: Conform with the feature's shared Zod schema, errors
// next to their field, a form-level error that takes focus, a success notification.

/** A form's schema, or (better for first-load JS) a function that imports it: see ADR 0013. */
export type SchemaSource<Schema> = Schema | (() => Promise<Schema>);

type Validation<Schema> = { schema: Schema; parseWithZod: typeof import("@conform-to/zod/v4").parseWithZod };

/**
 * Zod and Conform's Zod adapter load after hydration, when the browser is idle, instead of with the
 * page. Until then a submit goes to the action, which validates with the same schema.
 */
function useValidation<Schema>(source: SchemaSource<Schema>): Validation<Schema> | undefined {
  const [validation, setValidation] = useState<Validation<Schema>>();
  const latest = useRef(source);
  latest.current = source;
  useEffect(() => {
    let active = true;
    const load = () => {
      const current = latest.current;
      // Zod probes `new Function` once to see whether it may compile validators; under the portal's CSP
      // (no unsafe-eval) the browser reports that probe as a violation even though Zod catches it.
      // jitless skips the probe. Set before the schema module builds its schemas.
      import("zod")
        .then(({ config }) => config({ jitless: true }))
        .then(() => Promise.all([import("@conform-to/zod/v4"), typeof current === "function" ? (current as () => Promise<Schema>)() : current]))
        .then(
          ([{ parseWithZod }, schema]) => {
            if (active) setValidation({ schema, parseWithZod });
          },
          // A failed chunk load leaves validation to the server.
          () => {},
        );
    };
    const cancel = whenIdle(load);
    return () => {
      active = false;
      cancel();
    };
  }, []);
  return validation;
}

export function useAccountForm<Schema extends z.ZodType<Record<string, unknown>>>({
  id,
  schema,
  lastResult,
  defaultValue,
}: {
  id: string;
  schema: SchemaSource<Schema>;
  lastResult: SubmissionResult<string[]> | undefined;
  defaultValue?: DefaultValue<z.input<Schema> & Record<string, unknown>>;
}) {
  type Result = ReturnType<typeof useForm<z.input<Schema> & Record<string, unknown>, z.output<Schema>, string[]>>;
  const validation = useValidation(schema);
  // The server renders a form once and reads each field once: without a submission to show, its
  // metadata follows from the defaults (server-form-metadata.ts) and Conform's machinery is skipped.
  // `import.meta.env.SSR` is fixed per build and the submission per render, so the hooks called are
  // the same on every render of one build; useId keeps the ids of later hooks where Conform's leaves them.
  // (No focus after a failure: there is none to show, and effects do not run on the server.)
  const onServer = import.meta.env.SSR ? serverFormMetadata(id, defaultValue, lastResult) : null;
  if (onServer) {
    useId();
    return onServer as unknown as Readonly<Result>;
  }
  const [form, fields] = useForm<z.input<Schema> & Record<string, unknown>, z.output<Schema>, string[]>({
    id,
    lastResult,
    defaultValue,
    // No constraint attributes from the schema: it is not loaded at first render. The fields set
    // `required` themselves, and the action validates every submit.
    // First on submit (an error appearing on blur would move the button away from a pressing
    // pointer), then while typing.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: validation
      ? ({ formData }) => {
          const submission = validation.parseWithZod(formData, { schema: validation.schema });
          // A submit (not a blur or input check, which carry Conform's intent) refused in the browser.
          if (submission.status === "error" && !formData.has(CONFORM_INTENT)) focusFirstInvalid(id, form.errorId);
          return submission;
        }
      : undefined,
  });
  useFocusOnFailure(id, form.errorId, lastResult);
  return [withHiddenFieldErrors(form), fields] as const;
}

/** What every form of the kit posts in hidden inputs: a refusal of one has no field to stand beside. */
const HIDDEN_FIELDS = ["intent", "idempotencyKey"] as const;

/**
 * The form's errors with those of its hidden fields (a stale page's intent or key): said at the top of
 * the form, where focus goes after a refused submit, instead of nowhere.
 */
function withHiddenFieldErrors<Form extends { errors?: string[]; allErrors: Record<string, string[]> }>(form: Form): Form {
  const hidden = HIDDEN_FIELDS.flatMap((name) => form.allErrors[name] ?? []);
  if (hidden.length === 0) return form;
  const errors = [...new Set([...(form.errors ?? []), ...hidden])];
  return new Proxy(form, { get: (target, key, receiver) => (key === "errors" ? errors : Reflect.get(target, key, receiver)) });
}

const CONFORM_INTENT = "__intent__";

/** Focus on the first invalid control that is rendered (the select has a native and a custom twin), else the form error; a tick later, once the errors are in the DOM. */
function focusFirstInvalid(formId: string, errorId: string): () => void {
  const timer = setTimeout(() => {
    const form = document.getElementById(formId);
    const invalid = [...(form?.querySelectorAll<HTMLElement>('[aria-invalid="true"]') ?? [])].find((element) => element.getClientRects().length > 0);
    (invalid ?? document.getElementById(errorId))?.focus();
  }, 0);
  return () => clearTimeout(timer);
}

/**
 * After a submit the server refused, focus goes to the first invalid field or else to the form error.
 * Also when the form first renders with the refusal: a submit made before the form's chunk had
 * loaded (lazy-form.tsx) was a plain POST, and its answer is a new document.
 */
function useFocusOnFailure(formId: string, errorId: string, lastResult: SubmissionResult<string[]> | undefined) {
  const seen = useRef<SubmissionResult<string[]> | undefined>(undefined);
  useEffect(() => {
    if (lastResult === seen.current) return;
    seen.current = lastResult;
    if (lastResult?.status !== "error") return;
    return focusFirstInvalid(formId, errorId);
  }, [lastResult, formId, errorId]);
}

/**
 * A form the user types nothing into: hidden fields and a button (a switch, "Uitloggen", "Verwijderen").
 * Its refusal from the server beside it (FormErrors with `errorId`), focus on that after a failed
 * submit, and none of Conform's per-form state: there is nothing to validate in the browser, and a
 * page lists many such forms (a newsletter switch, a session, a co-reader each have one; ADR 26). The
 * action parses the post with the feature's schema as for any form. Ids and ARIA match useAccountForm's.
 */
export function useActionForm(id: string, lastResult: SubmissionResult<string[]> | undefined) {
  const errorId = `${id}-error`;
  const errors = lastResult?.status === "error" ? (lastResult.error?.[""] ?? undefined) : undefined;
  useFocusOnFailure(id, errorId, lastResult);
  const formProps = { id, noValidate: true, "aria-describedby": errors ? errorId : undefined };
  return { errorId, errors, formProps };
}

/** The text-like input types the form kit renders; checkboxes and radios use Conform's getInputProps. */
export type TextInputType = "text" | "email" | "password" | "tel" | "date";

/**
 * Conform's `getInputProps(field, { type, ariaAttributes: false })` without `key` (React wants that one
 * on the element itself), for the form kit's forms, which set no constraint attributes from the schema
 * (see useAccountForm). Conform builds a fresh metadata object with some twenty getters on every read
 * of a field property, and getInputProps reads fourteen, nine of them constraints that are always
 * unset here: this reads the four that can have a value, once each (ADR 26). The form-kit test holds
 * it equal to getInputProps.
 */
export function inputProps<T>(field: FieldMetadata<T, Record<string, unknown>, string[]>, type: TextInputType) {
  const initialValue: unknown = field.initialValue;
  const props: { id: string; name: string; form: string; type: TextInputType; defaultValue?: string } = {
    id: field.id,
    name: field.name,
    form: field.formId,
    type,
  };
  if (typeof initialValue === "string") props.defaultValue = initialValue;
  return props;
}

/**
 * The form element of a useAccountForm form: it posts the form's intent (and its idempotency key, when
 * the write has one) and shows the form-level errors first, where focus goes after a refused submit.
 * The fields and buttons are its children.
 */
export function IntentForm<Schema extends Record<string, unknown>>({
  form,
  intent,
  idempotencyKey,
  formRef,
  children,
  ...attributes
}: {
  form: FormMetadata<Schema, string[]>;
  intent: string;
  idempotencyKey?: string;
  formRef?: Ref<HTMLFormElement>;
  children: ReactNode;
} & Pick<FormProps, "action" | "aria-labelledby">) {
  return (
    <Form method="post" {...attributes} {...getFormProps(form)} ref={formRef} className={formClass}>
      <input type="hidden" name="intent" value={intent} />
      {idempotencyKey ? <IdempotencyKeyField form={form} idempotencyKey={idempotencyKey} /> : null}
      <FormErrors id={form.errorId} errors={form.errors} />
      <PendingSubmitNotice intent={intent} />
      {children}
    </Form>
  );
}

/**
 * The form's idempotency key (ADR 48): the one it was last sent with, when the reply brought the fields
 * back (a refusal spends no key, and after an unknown outcome sending again must not apply twice, also
 * without JavaScript, where the page's data is read again with a fresh key); else the page's own.
 */
export function IdempotencyKeyField({ form, idempotencyKey }: { form: Pick<FormMetadata<Record<string, unknown>, string[]>, "initialValue">; idempotencyKey: string }) {
  const sent = (form.initialValue as Record<string, unknown> | undefined)?.idempotencyKey;
  return <input type="hidden" name="idempotencyKey" value={typeof sent === "string" && sent ? sent : idempotencyKey} />;
}

/**
 * Says that this form waits for the connection (offline-submit.ts), and sends the kept submit, with the
 * same fields and key, when the browser is back online (and every RETRY_SECONDS while it thinks it is).
 */
export function PendingSubmitNotice({ intent }: { intent: string }) {
  const t = useT();
  const submit = useSubmit();
  const current = useSyncExternalStore(subscribePending, pendingSubmit, () => null);
  const mine = current?.intent === intent ? current : null;
  useEffect(() => {
    if (!mine) return;
    const resend = () => {
      if (!navigator.onLine) return;
      clearPending();
      void submit(mine.formData, { method: "post", action: mine.action, encType: mine.encType });
    };
    window.addEventListener("online", resend);
    const timer = setInterval(resend, RETRY_SECONDS * 1000);
    return () => {
      window.removeEventListener("online", resend);
      clearInterval(timer);
    };
  }, [mine, submit]);
  // A form that is left (another page) takes its waiting submit with it.
  useEffect(() => () => {
    if (pendingSubmit()?.intent === intent) clearPending();
  }, [intent]);
  if (!mine) return null;
  return (
    <Notification variant="warning" shouldAnnounce>
      {mine.state === "waiting"
        ? t("formOfflineWaiting", "U bent offline. Wat u heeft ingevuld blijft staan: we versturen het formulier zodra u weer verbinding heeft.")
        : t("formOfflineRetrying", "Het versturen lukte niet, de verbinding viel weg. Wat u heeft ingevuld blijft staan: we versturen het opnieuw zodra u weer verbinding heeft.")}
    </Notification>
  );
}

/** The intent field and the submit button; the button says it is busy while this intent is on its way. */
export function SubmitButton({
  intent,
  children,
  busyLabel,
  variant = "primary",
  disabled,
  className,
}: {
  intent: string;
  children: ReactNode;
  busyLabel: string;
  variant?: "primary" | "secondary";
  disabled?: boolean;
  className?: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <Button type="submit" variant={variant} disabled={disabled} aria-disabled={busy || undefined} className={className}>
      {busy ? busyLabel : children}
    </Button>
  );
}

export { FormErrors };
export { SuccessNotice, useHydrated } from "./success-notice";
export { formClass, mutedTextClass, pageHeadingClass, sectionClass, sectionHeadingClass } from "./form-styles";
