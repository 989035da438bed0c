import { type FormEvent, useEffect, useMemo, useRef, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { css } from "styled-system/css";
import { useT } from "~/shell/i18n";
import { buttonRecipe } from "~/ui/button/button";
import { Icon } from "~/ui/icon/icon";
import { ContactCta } from "./contact-cta";
import { useContactHref } from "~/shell/contact-href";
import { type FaqCategory, type FaqQuestion, foundIn, searchFaq } from "./faq";
import type { FaqView, FeedbackReply } from "./faq.server";
import { FAQ_PATH, FEEDBACK_FIELD, HELPFUL_FIELD, questionAnchor } from "./intent";
import { MAX_QUERY_LENGTH } from "./search";

const heading1 = css({ fontSize: { base: "2xl", tablet: "3xl" }, fontWeight: "bold", mb: "2" });
const categoryHeading = css({ fontSize: "xl", fontWeight: "bold", mb: "2", mt: "8", display: "flex", alignItems: "center", gap: "2" });
const questionList = css({ listStyle: "none", p: "0", m: "0", borderTopWidth: "1px", borderTopStyle: "solid", borderColor: "border.default" });
const details = css({
  borderBottomWidth: "1px", borderBottomStyle: "solid", borderColor: "border.default", scrollMarginTop: "16",
  "& > summary": {
    display: "flex", alignItems: "center", gap: "3", minH: "12", py: "3", px: "1", cursor: "pointer", listStyle: "none", fontWeight: "semibold",
    _hover: { bg: "bg.subtle" }, "&::-webkit-details-marker": { display: "none" },
  },
  "& > summary [data-icon=chevron]": { ml: "auto", transition: "transform 200ms", _reducedMotion: { transition: "none" } },
  "&[open] > summary [data-icon=chevron]": { transform: "rotate(180deg)" },
});
// The design system's input look (ui/forms/field.tsx), without importing the field module into this page.
const searchInput = css({
  flex: "1", minW: "0", minH: "11", px: "3", py: "2", bg: "bg.canvas", color: "fg.default", borderWidth: "1px", borderStyle: "solid",
  borderColor: "fg.muted", rounded: "md", fontSize: "md",
});
const answerClass = css({ px: "1", pb: "4", display: "flex", flexDirection: "column", gap: "4" });

/** Opens the question a `#vraag-<slug>` deep link names, on load and when the hash changes. */
function useDeepLinkedQuestion() {
  useEffect(() => {
    const open = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      if (!id.startsWith("vraag-")) return;
      const target = document.getElementById(id);
      if (!(target instanceof HTMLDetailsElement)) return;
      target.open = true;
      target.scrollIntoView({ block: "start" });
      target.querySelector("summary")?.focus({ preventScroll: true });
    };
    open();
    window.addEventListener("hashchange", open);
    return () => window.removeEventListener("hashchange", open);
  }, []);
}

/** What the page's one feedback fetcher knows per question (see useFeedback). */
interface FeedbackState {
  /** The answer about each question, from this page's fetcher or (without JavaScript) the post's reply. */
  results: Record<string, FeedbackReply>;
  /** The question whose answer is on its way. */
  pending: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The form's action without the fragment: the page with its search. */
  action: string;
  contactHref: string | undefined;
}

/**
 * One fetcher for every "Was dit nuttig?" of the page, rather than one per question: the questions'
 * forms are plain markup (no hooks per question), and the answer of each is kept by its slug. Without
 * JavaScript a form posts to the page and comes back at the question (the fragment); with it, the
 * fetcher posts in the background and the page stays where it is.
 */
function useFeedback(reply: FeedbackReply | undefined): FeedbackState {
  const fetcher = useFetcher<FeedbackReply>();
  const location = useLocation();
  const contactHref = useContactHref();
  const [answered, setAnswered] = useState<Record<string, FeedbackReply>>({});
  const [pending, setPending] = useState<string | null>(null);
  const data = fetcher.data;
  useEffect(() => {
    if (data) setAnswered((known) => ({ ...known, [data.question]: data }));
  }, [data]);
  const action = `${FAQ_PATH}${location.search}`;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (!(submitter instanceof HTMLButtonElement)) return;
    event.preventDefault();
    setPending(submitter.form?.querySelector<HTMLInputElement>(`input[name="${FEEDBACK_FIELD}"]`)?.value ?? null);
    void fetcher.submit(submitter, { method: "post", action });
  };
  // The fetcher's latest answer counts at once; the effect keeps it when the next question is asked.
  const results = { ...(reply ? { [reply.question]: reply } : {}), ...answered, ...(data ? { [data.question]: data } : {}) };
  return { results, pending: fetcher.state === "idle" ? null : pending, onSubmit, action, contactHref };
}

function Feedback({ question, feedback }: { question: FaqQuestion; feedback: FeedbackState }) {
  const t = useT();
  const result = feedback.results[question.slug];
  const answered = result && !result.error && result.helpful !== null ? result.helpful : null;
  const busy = feedback.pending === question.slug;
  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "2" })}>
      <div role="status" className={css({ _empty: { display: "none" } })}>
        {answered === null ? null : (
          <p className={css({ m: "0", display: "flex", gap: "2", alignItems: "baseline" })}>
            <Icon name="check" />
            <span>
              {answered
                ? t("faqFeedbackThanksYes", "Bedankt voor uw reactie. Fijn dat dit antwoord u heeft geholpen.")
                : t("faqFeedbackThanksNo", "Bedankt voor uw reactie. Jammer dat dit antwoord u niet verder hielp.")}{" "}
              {!answered && feedback.contactHref ? (
                <a href={feedback.contactHref} className={css({ textDecoration: "underline" })}>
                  {t("faqFeedbackContact", "Neem contact met ons op")}
                </a>
              ) : null}
            </span>
          </p>
        )}
      </div>
      {answered === null ? (
        <form method="post" action={`${feedback.action}#${questionAnchor(question.slug)}`} onSubmit={feedback.onSubmit}>
          <fieldset className={css({ border: "none", p: "0", m: "0", display: "flex", flexWrap: "wrap", alignItems: "center", gap: "2" })}>
            <legend className={css({ float: "left", mr: "2", fontWeight: "semibold" })}>{t("faqFeedbackQuestion", "Was dit nuttig?")}</legend>
            <input type="hidden" name={FEEDBACK_FIELD} value={question.slug} />
            <button type="submit" name={HELPFUL_FIELD} value="ja" disabled={busy} className={buttonRecipe({ variant: "secondary", size: "sm" })}>
              {t("faqFeedbackYes", "Ja")}
            </button>
            <button type="submit" name={HELPFUL_FIELD} value="nee" disabled={busy} className={buttonRecipe({ variant: "secondary", size: "sm" })}>
              {t("faqFeedbackNo", "Nee")}
            </button>
          </fieldset>
          {result?.error ? (
            <p role="alert" className={css({ color: "status.error", fontSize: "sm", mt: "1" })}>
              {result.error}
            </p>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}

function Category({ category, open, reply, feedback }: { category: FaqCategory; open: string | null; reply: FeedbackReply | undefined; feedback: FeedbackState }) {
  return (
    <section aria-labelledby={`categorie-${category.slug}`}>
      <h2 id={`categorie-${category.slug}`} className={categoryHeading}>
        <Icon name={category.icon} />
        {category.title}
      </h2>
      <ul className={questionList}>
        {category.questions.map((question) => (
          <li key={question.slug}>
            <details id={questionAnchor(question.slug)} className={details} open={question.slug === open || question.slug === reply?.question}>
              <summary>
                <span>{question.question}</span>
                <Icon name="chevron" />
              </summary>
              <div className={answerClass}>
                {/* Rendered on the server by the design system's RichText from content (links filtered by safeHref). */}
                <div dangerouslySetInnerHTML={{ __html: question.answerHtml }} />
                <Feedback question={question} feedback={feedback} />
              </div>
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The FAQ's search library (faq-search.ts, MiniSearch), loaded when the reader first focuses or types in
 * the search field, not with the page: the page's first load stays as light as before.
 */
function useFaqSearcher(all: FaqCategory[]) {
  const [search, setSearch] = useState<((query: string) => Set<string> | null) | null>(null);
  const requested = useRef(false);
  const load = () => {
    if (requested.current) return;
    requested.current = true;
    import("./faq-search").then(
      ({ faqSearcher }) => setSearch(() => faqSearcher(all)),
      () => (requested.current = false), // a failed chunk load: exact words until the next try
    );
  };
  return { search, load };
}

export function FaqPage({ view, reply }: { view: FaqView; reply: FeedbackReply | undefined }) {
  const t = useT();
  const [query, setQuery] = useState(view.query);
  useEffect(() => setQuery(view.query), [view.query]);
  useDeepLinkedQuestion();
  const searcher = useFaqSearcher(view.all);
  const found = useMemo(() => {
    if (searcher.search) return foundIn(view.all, searcher.search(query));
    // Before the search library has loaded: what the server found for its query, else exact words.
    if (query.trim() === view.query) return foundIn(view.all, view.found ? new Set(view.found) : null);
    return searchFaq(view.all, query);
  }, [view.all, view.query, view.found, searcher.search, query]);
  const count = found.reduce((sum, category) => sum + category.questions.length, 0);
  const searching = query.trim().length > 0;
  // Nothing found: every category stays, so the reader can still browse (and the contact route below).
  const categories = searching && count === 0 ? view.all : found;
  const feedback = useFeedback(reply);
  // A refused answer about a question the page does not show (a stale or forged post) is said at the top.
  const orphanError = reply?.error && !view.all.some((category) => category.questions.some((question) => question.slug === reply.question)) ? reply.error : null;

  return (
    <>
      <h1 className={heading1}>{t("faqTitle", "Veelgestelde vragen")}</h1>
      {orphanError ? (
        <p role="alert" className={css({ color: "status.error", mb: "4" })}>
          {orphanError}
        </p>
      ) : null}
      <p className={css({ color: "fg.muted", mb: "4" })}>{t("faqIntro", "Hier vindt u antwoord op de vragen die wij het vaakst krijgen.")}</p>
      <form method="get" action={FAQ_PATH} role="search" className={css({ display: "flex", flexDirection: "column", gap: "2", mb: "2" })}>
        <label htmlFor="faq-zoeken" className={css({ fontWeight: "semibold" })}>
          {t("faqSearchLabel", "Zoek in de veelgestelde vragen")}
        </label>
        <div className={css({ display: "flex", gap: "2" })}>
          <input
            id="faq-zoeken"
            type="search"
            name="q"
            value={query}
            maxLength={MAX_QUERY_LENGTH}
            autoComplete="off"
            onFocus={searcher.load}
            onChange={(event) => {
              searcher.load();
              setQuery(event.currentTarget.value);
            }}
            className={searchInput}
            aria-describedby="faq-resultaten"
          />
          <button type="submit" className={buttonRecipe({ variant: "primary", size: "md" })}>
            {t("faqSearchButton", "Zoeken")}
          </button>
        </div>
      </form>
      <p id="faq-resultaten" role="status" className={css({ color: "fg.muted", fontSize: "sm", minH: "5" })}>
        {searching
          ? count === 0
            ? t("faqSearchNone", "Geen vragen gevonden voor “{query}”. Hieronder staan alle vragen. Staat uw vraag er niet bij? Neem dan contact met ons op.", { query: query.trim() })
            : count === 1
              ? t("faqSearchOne", "1 vraag gevonden voor “{query}”", { query: query.trim() })
              : t("faqSearchMany", "{count} vragen gevonden voor “{query}”", { count, query: query.trim() })
          : ""}
      </p>
      {categories.map((category) => (
        <Category key={category.slug} category={category} open={view.open} reply={reply} feedback={feedback} />
      ))}
      <ContactCta />
    </>
  );
}
