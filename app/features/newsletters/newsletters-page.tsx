import { useEffect, useState } from "react";
import { Form, useFetcher, useSearchParams } from "react-router";
import { Link } from "~/ui/link";
import { css } from "styled-system/css";
import { FormErrors, SuccessNotice, mutedTextClass, pageHeadingClass, sectionHeadingClass, useActionForm, useHydrated } from "~/forms/form-kit";
import { type FormReply, replyFor } from "~/forms/form-reply";
import { useFetcherReply } from "~/forms/latest-screen";
import { ContentErrorPanel } from "~/shell/content-error-panel";
import { useT } from "~/shell/i18n";
import { Button, buttonRecipe } from "~/ui/button/button";
import { Dialog, DialogClose } from "~/ui/dialog/dialog";
import type { BrandNewsletters, Newsletter } from "./newsletters.server";

const PATH = "/account/nieuwsbrieven";
/** ?alles-uitschrijven=<brand>: the confirmation on the page itself, for browsers without JavaScript. */
export const CONFIRM_ALL_PARAM = "alles-uitschrijven";
const TOGGLE_INTENTS = ["subscribe", "unsubscribe"];

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

/** The answer about this item: the fetcher's, or a plain post's refusal (which still carries what it was about). */
function replyAbout(fetched: FormReply | undefined, page: FormReply | undefined, intents: string[], field: string, value: string) {
  if (fetched) return fetched;
  const result = page && intents.includes(page.intent) ? page.result : undefined;
  return result?.initialValue?.[field] === value ? page : undefined;
}

function NewsletterToggle({ newsletter, pageReply }: { newsletter: Newsletter; pageReply: FormReply | undefined }) {
  const t = useT();
  const fetcher = useFetcher<FormReply>();
  const reply = replyAbout(fetcher.data, pageReply, TOGGLE_INTENTS, "newsletterId", newsletter.id);
  const form = useActionForm(`nieuwsbrief-${newsletter.id}`, reply?.result);
  // The answer carries the page as the switch left it (issue 59): every switch shows it.
  useFetcherReply(fetcher.data);
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
          <p className={mutedTextClass}>{newsletter.frequency}</p>
        </div>
        <fetcher.Form method="post" action={PATH} {...form.formProps} className={css({ flexShrink: "0" })}>
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
      <SuccessNotice reply={fetcher.data} intents={TOGGLE_INTENTS} />
    </li>
  );
}

function UnsubscribeAllForm({ brand, fetcher }: { brand: BrandNewsletters; fetcher?: ReturnType<typeof useFetcher<FormReply>> }) {
  const t = useT();
  const form = useActionForm(`alles-uitschrijven-bevestigd-${brand.brand}`, undefined);
  const FormComponent = fetcher ? fetcher.Form : Form;
  return (
    <FormComponent method="post" action={PATH} {...form.formProps}>
      <input type="hidden" name="intent" value="unsubscribe-all" />
      <input type="hidden" name="brand" value={brand.brand} />
      <Button type="submit">{t("newslettersUnsubscribeAllConfirm", "Ja, alles uitschrijven")}</Button>
    </FormComponent>
  );
}

function UnsubscribeAll({ brand, pageReply }: { brand: BrandNewsletters; pageReply: FormReply | undefined }) {
  const t = useT();
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const fetcher = useFetcher<FormReply>();
  const [open, setOpen] = useState(false);
  useFetcherReply(fetcher.data);
  const reply = replyAbout(fetcher.data, pageReply, ["unsubscribe-all"], "brand", brand.brand);
  const errors = replyFor(reply, "unsubscribe-all")?.error?.[""];
  const question = t("newslettersUnsubscribeAllQuestion", "Wilt u zich uitschrijven voor alle nieuwsbrieven van {brand}?", { brand: brand.name });
  const label = (
    <>
      {t("newslettersUnsubscribeAll", "Alles uitschrijven")}
      <span className={css({ srOnly: true })}> {brand.name}</span>
    </>
  );

  // The confirmation was sent: close the dialog, focus goes back to "Alles uitschrijven".
  useEffect(() => {
    if (fetcher.state === "submitting") setOpen(false);
  }, [fetcher.state]);

  if (searchParams.get(CONFIRM_ALL_PARAM) === brand.brand) {
    return (
      <div className={css({ mt: "4", p: "4", rounded: "md", bg: "bg.subtle", display: "flex", flexDirection: "column", gap: "3" })}>
        <p className={css({ fontWeight: "semibold" })}>{question}</p>
        <div className={css({ display: "flex", flexWrap: "wrap", gap: "3", alignItems: "center" })}>
          <UnsubscribeAllForm brand={brand} />
          <Link to={PATH} className={buttonRecipe({ variant: "secondary" })}>
            {t("cancel", "Annuleren")}
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className={css({ mt: "4" })}>
      <SuccessNotice reply={fetcher.data} intents={["unsubscribe-all"]} />
      {hydrated ? (
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {label}
        </Button>
      ) : (
        <a href={`${PATH}?${CONFIRM_ALL_PARAM}=${encodeURIComponent(brand.brand)}`} className={buttonRecipe({ variant: "secondary" })}>
          {label}
        </a>
      )}
      <FormErrors id={`alles-uitschrijven-${brand.brand}-fout`} errors={errors} />
      <Dialog
        open={open}
        onOpenChange={setOpen}
        role="alertdialog"
        title={question}
        description={t("newslettersUnsubscribeAllDescription", "U ontvangt dan geen nieuwsbrieven meer van {brand}. U kunt zich later altijd opnieuw inschrijven.", { brand: brand.name })}
        closeLabel={t("dialogClose", "Sluiten")}
        footer={
          <>
            <DialogClose>
              <Button variant="secondary">{t("cancel", "Annuleren")}</Button>
            </DialogClose>
            <UnsubscribeAllForm brand={brand} fetcher={fetcher} />
          </>
        }
      />
    </div>
  );
}

export function NewslettersPage({ brands, reply }: { brands: BrandNewsletters[] | null; reply: FormReply | undefined }) {
  const t = useT();
  return (
    <>
      <h1 className={pageHeadingClass}>{t("newslettersHeading", "Nieuwsbrieven")}</h1>
      <p className={css({ mb: "6", color: "fg.muted" })}>
        {t("newslettersIntro", "Kies per merk welke nieuwsbrieven u per e-mail wilt ontvangen.")}
      </p>
      {/* Answers to plain form posts (no JavaScript); with JavaScript each form announces its own. */}
      <SuccessNotice reply={reply} intents={[...TOGGLE_INTENTS, "unsubscribe-all"]} />
      {brands === null ? (
        <ContentErrorPanel />
      ) : brands.length === 0 ? (
        <p>{t("newslettersEmpty", "U heeft geen abonnement bij een van onze merken. Er zijn dus geen nieuwsbrieven om in te stellen.")}</p>
      ) : (
        <div className={css({ display: "flex", flexDirection: "column", gap: "10" })}>
          {brands.map((brand) => (
            <section key={brand.brand} aria-labelledby={`merk-${brand.brand}`}>
              <h2 id={`merk-${brand.brand}`} className={sectionHeadingClass}>
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
