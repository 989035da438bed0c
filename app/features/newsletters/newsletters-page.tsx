import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useState } from "react";
import { Form, Link, useFetcher } from "react-router";
import { css } from "styled-system/css";
import { FormErrors, type IntentReply, SuccessFeedback, useHydrated } from "~/features/preferences/form-feedback";
import { ContentErrorPanel } from "~/shell/content-error-panel";
import { useT } from "~/shell/i18n";
import { Button, buttonRecipe } from "~/ui/button/button";
import { Dialog, DialogClose } from "~/ui/dialog/dialog";
import type { BrandNewsletters, Newsletter } from "./newsletters.server";
import { NewslettersFormSchema } from "./schema";

const PATH = "/account/nieuwsbrieven";
const validate = ({ formData }: { formData: FormData }) => parseWithZod(formData, { schema: NewslettersFormSchema });

const switchClass = css({
  display: "inline-flex",
  alignItems: "center",
  gap: "3",
  minH: "11",
  px: "1",
  bg: "transparent",
  border: "none",
  color: "fg.default",
  cursor: "pointer",
  fontSize: "sm",
  "& [data-part=track]": {
    position: "relative",
    flexShrink: "0",
    w: "12",
    h: "7",
    rounded: "full",
    bg: "fg.muted",
    transition: "background-color 150ms",
    _reducedMotion: { transition: "none" },
  },
  "& [data-part=thumb]": {
    position: "absolute",
    top: "1",
    left: "1",
    w: "5",
    h: "5",
    rounded: "full",
    bg: "bg.canvas",
    transition: "transform 150ms",
    _reducedMotion: { transition: "none" },
  },
  "&[aria-checked=true] [data-part=track]": { bg: "brand.accent" },
  "&[aria-checked=true] [data-part=thumb]": { transform: "translateX(1.25rem)" },
  "&[aria-disabled=true]": { opacity: 0.7, cursor: "progress" },
});

/** The answer of a plain (no-JavaScript) post, when it is about this item. */
function replyFor(reply: IntentReply | undefined, intents: string[], subject: string): IntentReply | undefined {
  return reply && reply.intent && intents.includes(reply.intent) && reply.subject === subject ? reply : undefined;
}

function NewsletterToggle({ newsletter, pageReply }: { newsletter: Newsletter; pageReply: IntentReply | undefined }) {
  const t = useT();
  const fetcher = useFetcher<IntentReply>();
  const reply = fetcher.data ?? replyFor(pageReply, ["subscribe", "unsubscribe"], newsletter.id);
  const [form] = useForm({ id: `nieuwsbrief-${newsletter.id}`, lastResult: reply?.result, onValidate: validate });
  const pending = fetcher.formData?.get("intent");
  // Optimistic: the switch shows what was asked for until the service answers.
  const subscribed = pending ? pending === "subscribe" : newsletter.subscribed;
  const busy = fetcher.state !== "idle";
  const titleId = `nieuwsbrief-${newsletter.id}-titel`;
  const descriptionId = `nieuwsbrief-${newsletter.id}-omschrijving`;
  return (
    <li className={css({ display: "flex", flexDirection: "column", gap: "2", py: "4", borderBottom: "1px solid", borderColor: "border.default" })}>
      <div className={css({ display: "flex", justifyContent: "space-between", alignItems: "flex-start", gap: "4" })}>
        <div>
          <h3 id={titleId} className={css({ fontSize: "md", fontWeight: "semibold", m: "0" })}>
            {newsletter.title}
          </h3>
          <p id={descriptionId} className={css({ m: "0" })}>
            {newsletter.description}
          </p>
          <p className={css({ m: "0", fontSize: "sm", color: "fg.muted" })}>{newsletter.frequency}</p>
        </div>
        <fetcher.Form method="post" action={PATH} {...getFormProps(form)} className={css({ flexShrink: "0" })}>
          <input type="hidden" name="intent" value={subscribed ? "unsubscribe" : "subscribe"} />
          <input type="hidden" name="newsletterId" value={newsletter.id} />
          <button
            type="submit"
            role="switch"
            aria-checked={subscribed}
            aria-labelledby={titleId}
            aria-describedby={descriptionId}
            aria-disabled={busy || undefined}
            onClick={(event) => busy && event.preventDefault()}
            className={switchClass}
          >
            <span data-part="track" aria-hidden="true">
              <span data-part="thumb" />
            </span>
            <span aria-hidden="true">{subscribed ? t("newsletterOn", "Aan") : t("newsletterOff", "Uit")}</span>
          </button>
        </fetcher.Form>
      </div>
      <FormErrors id={form.errorId} errors={form.errors} />
      <SuccessFeedback message={reply?.message} reply={reply} />
    </li>
  );
}

function ConfirmUnsubscribeAll({ brand, fetcher }: { brand: BrandNewsletters; fetcher?: ReturnType<typeof useFetcher<IntentReply>> }) {
  const t = useT();
  const [form] = useForm({ id: `alles-uitschrijven-bevestigd-${brand.brand}`, onValidate: validate });
  const FormComponent = fetcher ? fetcher.Form : Form;
  return (
    <FormComponent method="post" action={PATH} {...getFormProps(form)}>
      <input type="hidden" name="intent" value="unsubscribe-all" />
      <input type="hidden" name="brand" value={brand.brand} />
      <input type="hidden" name="confirmed" value="on" />
      <Button type="submit">{t("newslettersUnsubscribeAllConfirm", "Ja, alles uitschrijven")}</Button>
    </FormComponent>
  );
}

function UnsubscribeAll({ brand, pageReply }: { brand: BrandNewsletters; pageReply: IntentReply | undefined }) {
  const t = useT();
  const hydrated = useHydrated();
  const fetcher = useFetcher<IntentReply>();
  const [open, setOpen] = useState(false);
  const reply = fetcher.data ?? replyFor(pageReply, ["unsubscribe-all"], brand.brand);
  const [form] = useForm({ id: `alles-uitschrijven-${brand.brand}`, lastResult: reply?.result, onValidate: validate });
  const question = t("newslettersUnsubscribeAllQuestion", "Wilt u zich uitschrijven voor alle nieuwsbrieven van {brand}?", { brand: brand.name });

  // The confirmation was sent: close the dialog, focus goes back to "Alles uitschrijven".
  useEffect(() => {
    if (fetcher.state === "submitting") setOpen(false);
  }, [fetcher.state]);

  return (
    <div className={css({ mt: "4" })}>
      <SuccessFeedback message={reply?.message} reply={reply} />
      {reply?.confirm && !hydrated ? (
        // Without JavaScript the server asks here instead of the dialog.
        <div role="alert" className={css({ p: "4", rounded: "md", bg: "bg.subtle", display: "flex", flexDirection: "column", gap: "3" })}>
          <p className={css({ m: "0", fontWeight: "semibold" })}>{question}</p>
          <div className={css({ display: "flex", flexWrap: "wrap", gap: "3", alignItems: "center" })}>
            <ConfirmUnsubscribeAll brand={brand} />
            <Link to={PATH} className={buttonRecipe({ variant: "secondary" })}>
              {t("cancel", "Annuleren")}
            </Link>
          </div>
        </div>
      ) : (
        <Form method="post" action={PATH} {...getFormProps(form)}>
          <input type="hidden" name="intent" value="unsubscribe-all" />
          <input type="hidden" name="brand" value={brand.brand} />
          <Button
            type="submit"
            variant="secondary"
            onClick={(event) => {
              if (!hydrated) return;
              event.preventDefault();
              setOpen(true);
            }}
          >
            {t("newslettersUnsubscribeAll", "Alles uitschrijven")}
            <span className={css({ srOnly: true })}> {brand.name}</span>
          </Button>
          <FormErrors id={form.errorId} errors={form.errors} />
        </Form>
      )}
      <Dialog
        open={open}
        onOpenChange={setOpen}
        role="alertdialog"
        title={question}
        description={t("newslettersUnsubscribeAllDescription", "U ontvangt dan geen nieuwsbrieven meer van {brand}. U kunt zich later altijd opnieuw inschrijven.", { brand: brand.name })}
        closeLabel={t("dialogClose", "Sluiten")}
        footer={
          <>
            <DialogClose asChild>
              <Button variant="secondary">{t("cancel", "Annuleren")}</Button>
            </DialogClose>
            <ConfirmUnsubscribeAll brand={brand} fetcher={fetcher} />
          </>
        }
      />
    </div>
  );
}

export function NewslettersPage({ brands, reply }: { brands: BrandNewsletters[] | null; reply: IntentReply | undefined }) {
  const t = useT();
  return (
    <>
      <h1 className={css({ fontSize: { base: "2xl", tablet: "3xl" }, fontWeight: "bold", mb: "2" })}>{t("newslettersHeading", "Nieuwsbrieven")}</h1>
      <p className={css({ mb: "6", color: "fg.muted" })}>
        {t("newslettersIntro", "Kies per merk welke nieuwsbrieven u per e-mail wilt ontvangen.")}
      </p>
      {brands === null ? (
        <ContentErrorPanel />
      ) : brands.length === 0 ? (
        <p>{t("newslettersEmpty", "U heeft geen abonnement bij een van onze merken. Er zijn dus geen nieuwsbrieven om in te stellen.")}</p>
      ) : (
        <div className={css({ display: "flex", flexDirection: "column", gap: "10" })}>
          {brands.map((brand) => (
            <section key={brand.brand} aria-labelledby={`merk-${brand.brand}`}>
              <h2 id={`merk-${brand.brand}`} className={css({ fontSize: "xl", fontWeight: "semibold", mb: "1" })}>
                {brand.name}
              </h2>
              {brand.newsletters.length === 0 ? (
                <p>{t("newslettersBrandEmpty", "Dit merk heeft op dit moment geen nieuwsbrieven.")}</p>
              ) : (
                <ul className={css({ listStyle: "none", p: "0", m: "0" })}>
                  {brand.newsletters.map((newsletter) => (
                    <NewsletterToggle key={newsletter.id} newsletter={newsletter} pageReply={reply} />
                  ))}
                </ul>
              )}
              <UnsubscribeAll brand={brand} pageReply={reply} />
            </section>
          ))}
        </div>
      )}
    </>
  );
}
