import { type ReactNode, useState } from "react";
import { Form } from "react-router";
import { css } from "styled-system/css";
import { useT } from "~/shell/i18n";
import { Button, buttonRecipe } from "~/ui/button/button";
import { Dialog, DialogClose } from "~/ui/dialog/dialog";
import { Link } from "~/ui/link";
import { useHydrated } from "~/ui/hydrated";
import { FormErrors } from "./form-errors";

// A change that is hard to take back (cancel a holiday or a move, remove a co-reader) asks first. With
// JavaScript a dialog (role alertdialog) whose "Ja" posts the form; before it loads, or without it, the
// button is a link to the same page with the confirmation in place (`confirmHref`), rendered by
// `ConfirmationPanel` from the page's own data. One pattern for every such button (issue 58).

/** The question, what follows from saying yes, the two answers, and the form that runs on "Ja". */
export interface ConfirmTexts {
  title: string;
  description: string;
  confirmLabel: string;
  keepLabel: string;
  /** Where the "Ja" form posts (default: this page) and its hidden fields. */
  action?: string;
  fields: Record<string, string>;
}

export interface ConfirmedActionProps extends ConfirmTexts {
  /** The button's visible word ("Annuleren", "Verwijderen"), then words only a screen reader hears. */
  label: string;
  srLabel?: string;
  /** Instead of srLabel: the whole accessible name, starting with the visible word (WCAG 2.5.3). */
  ariaLabel?: string;
  /** The page with the confirmation in place, for the browser without JavaScript. */
  confirmHref: string;
  errorsId: string;
  errors?: string[] | null;
  size?: "sm" | "md";
}

function HiddenFields({ fields }: { fields: Record<string, string> }) {
  return (
    <>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

export function ConfirmedAction({ label, srLabel, ariaLabel, title, description, confirmLabel, keepLabel, action, fields, confirmHref, errorsId, errors, size = "md" }: ConfirmedActionProps) {
  const t = useT();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const words = (
    <>
      {label}
      {srLabel ? <span className={css({ srOnly: true })}> {srLabel}</span> : null}
    </>
  );
  return (
    <div>
      {!hydrated ? (
        <a href={confirmHref} className={buttonRecipe({ variant: "secondary", size })} aria-label={ariaLabel}>
          {words}
        </a>
      ) : (
        <Dialog
          role="alertdialog"
          open={open}
          onOpenChange={setOpen}
          trigger={
            <Button variant="secondary" size={size} aria-label={ariaLabel}>
              {words}
            </Button>
          }
          title={title}
          description={description}
          closeLabel={t("dialogClose", "Sluiten")}
          footer={
            <>
              <DialogClose>
                <Button variant="secondary">{keepLabel}</Button>
              </DialogClose>
              <Form method="post" action={action} onSubmit={() => setOpen(false)}>
                <HiddenFields fields={fields} />
                <Button type="submit">{confirmLabel}</Button>
              </Form>
            </>
          }
        />
      )}
      <FormErrors id={errorsId} errors={errors ?? undefined} />
    </div>
  );
}

/** The confirmation in place, without JavaScript: the question, what follows, "Ja" (a plain form) and "Nee" (back). */
export function ConfirmationPanel({ id, title, description, confirmLabel, keepLabel, action, fields, backHref, children }: ConfirmTexts & { id: string; backHref: string; children?: ReactNode }) {
  return (
    <section aria-labelledby={id} className={css({ borderWidth: "2px", borderStyle: "solid", borderColor: "fg.muted", rounded: "md", p: "4", display: "flex", flexDirection: "column", gap: "3" })}>
      <h2 id={id} className={css({ fontSize: "lg", fontWeight: "bold", m: "0" })}>
        {title}
      </h2>
      <p className={css({ m: "0" })}>{description}</p>
      {children}
      <Form method="post" action={action} className={css({ display: "flex", flexWrap: "wrap", gap: "3", alignItems: "center" })}>
        <HiddenFields fields={fields} />
        <Button type="submit">{confirmLabel}</Button>
        <Link to={backHref} className={buttonRecipe({ variant: "secondary" })}>
          {keepLabel}
        </Link>
      </Form>
    </section>
  );
}
