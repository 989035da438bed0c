import { data } from "react-router";
import type { Translate } from "~/forms/translate";
import type { AppContext } from "~/platform/request/context";
import { readCookie, serializeCookie } from "~/platform/session/cookies.server";
import { randomToken } from "~/platform/session/crypto.server";
import { OriginError } from "~/platform/origin/violations";
import { customerService } from "@contracts/customer-service";
import { originRest } from "~/platform/origin/rest.server";
import type { SessionState } from "~/platform/session/session.server";
import { translate } from "~/platform/content/translations";
import type { FaqCategory } from "./faq";
import { faqFor, loadFaqDocuments, renderedFaq } from "./faq-content.server";
import { FEEDBACK_FIELD, HELPFUL_FIELD, QUESTION_PARAM } from "./intent";
import { LazyContentErrorPanel } from "./lazy";
import { MAX_QUERY_LENGTH } from "./search";
import { faqSearcher } from "./faq-search";

// /klantenservice/veelgestelde-vragen: the FAQ from content (no origin read, answers rendered once per
// content revision), searched on the server for the GET form, and "Was dit nuttig?" posted to the origin.

export interface FaqView {
  /** Every question of the brand; the page filters them with `query` as you type (faq-search.ts). */
  all: FaqCategory[];
  query: string;
  /** The slugs the server's search found for `query` (null without one), so the page shows them before its own search has loaded. */
  found: string[] | null;
  /** ?vraag=<slug>: the question the server renders open (deep links without JavaScript). */
  open: string | null;
}

export interface FeedbackReply {
  question: string;
  helpful: boolean | null;
  error: string | null;
}

/** null: the content API failed and nothing is cached (the page shows the content error panel). */
export async function loadFaq(app: AppContext, sessionState: SessionState, url: URL): Promise<FaqView | null> {
  let raw: unknown;
  try {
    raw = await loadFaqDocuments(app);
  } catch (error) {
    app.report(error, "faq content");
    await LazyContentErrorPanel.preload();
    return null;
  }
  const all = renderedFaq(raw, app.brand, sessionState.language);
  const query = (url.searchParams.get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH);
  const open = url.searchParams.get(QUESTION_PARAM);
  const found = query ? searcherOf(all)(query) : null;
  return { all, query, open, found: found ? [...found] : null };
}

/** One search index per rendered FAQ (renderedFaq keeps the same categories per brand and content revision). */
const searchers = new WeakMap<FaqCategory[], ReturnType<typeof faqSearcher>>();
function searcherOf(all: FaqCategory[]) {
  let searcher = searchers.get(all);
  if (!searcher) searchers.set(all, (searcher = faqSearcher(all)));
  return searcher;
}

/** 404 for what has no FAQ: a host without a brand. */
export function faqExists(app: AppContext): boolean {
  return app.brand !== null;
}

/** The anonymous visitor behind FAQ feedback: a random id in a cookie, set on the first answer only. */
const VISITOR_COOKIE = "__Host-mo-visitor";
const VISITOR_MAX_AGE = 30 * 24 * 3600;
const VISITOR_ID = /^[A-Za-z0-9_-]{22,64}$/;

function pageT(app: AppContext, sessionState: SessionState): Translate {
  const translations = app.translationsFor(sessionState.language);
  return (key, fallback, values) => translate(translations, key, fallback, values);
}

/**
 * "Was dit nuttig? ja / nee": the question must be one of this brand's FAQ; the origin keeps one
 * answer per question and visitor (the account when logged in), so a second click replaces the first.
 */
export async function feedbackAction(app: AppContext, sessionState: SessionState, request: Request) {
  const t = pageT(app, sessionState);
  const form = await request.formData();
  const question = String(form.get(FEEDBACK_FIELD) ?? "");
  const answer = form.get(HELPFUL_FIELD);
  const reply = (status: number, body: FeedbackReply, headers?: HeadersInit) => data(body, { status, headers });
  if (!app.brand) return reply(404, { question, helpful: null, error: t("faqFeedbackUnknown", "Deze vraag kennen we niet.") });

  let known = false;
  try {
    known = faqFor(await loadFaqDocuments(app), app.brand, "nl").some((category) => category.questions.some((q) => q.slug === question));
  } catch (error) {
    app.report(error, "faq content");
  }
  if (!known || (answer !== "ja" && answer !== "nee")) {
    return reply(400, { question, helpful: null, error: t("faqFeedbackUnknown", "Deze vraag kennen we niet.") });
  }

  const existing = readCookie(request, VISITOR_COOKIE);
  const visitorId = existing && VISITOR_ID.test(existing) ? existing : randomToken(18);
  const headers = existing === visitorId ? undefined : { "set-cookie": serializeCookie(VISITOR_COOKIE, visitorId, VISITOR_MAX_AGE) };
  try {
    const stored = await originRest(app, sessionState.session, customerService.faqFeedback, { brand: app.brand.key, questionSlug: question, helpful: answer === "ja", visitorId });
    return reply(200, { question, helpful: stored.helpful, error: null }, headers);
  } catch (error) {
    if (!(error instanceof OriginError)) throw error;
    app.report(error, "faq feedback");
    return reply(error.violation.status >= 500 ? 503 : 400, {
      question,
      helpful: null,
      error: t("faqFeedbackFailed", "Uw reactie kon niet worden opgeslagen. Probeer het later opnieuw."),
    }, headers);
  }
}
