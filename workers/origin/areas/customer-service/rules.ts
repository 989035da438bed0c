/** Rules of the FAQ feedback ("Was dit nuttig?"): what a vote must look like, and who cast it. */
import { brandByKey } from "../../demo/brands";
import { violation, type Violation } from "../../rules/validation";

/** A question's slug as the content gives it (the portal's `#vraag-<slug>`). */
export const QUESTION_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_SLUG_LENGTH = 120;
/** The portal's anonymous visitor id: 128+ random bits, base64url. */
export const VISITOR_ID = /^[A-Za-z0-9_-]{22,64}$/;

export interface FaqVote {
  brandKey: string;
  questionSlug: string;
  helpful: boolean;
  /** Who answered: the account when logged in (the visitor id is then ignored), else the visitor. */
  voter: string;
  accountId: string | null;
}

/** Checks a vote; the violations name the field that is wrong. */
export function validateFaqVote(
  input: { brandKey: string; questionSlug: string; helpful: unknown; visitorId: unknown },
  accountId: string | null,
): { vote: FaqVote | null; violations: Violation[] } {
  const violations: Violation[] = [];
  if (!brandByKey(input.brandKey)) violations.push(violation("UNKNOWN-BRAND", "Dit merk kennen we niet.", "brand"));
  if (input.questionSlug.length > MAX_SLUG_LENGTH || !QUESTION_SLUG.test(input.questionSlug)) {
    violations.push(violation("INVALID-QUESTION", "Deze vraag kennen we niet.", "questionSlug"));
  }
  if (typeof input.helpful !== "boolean") violations.push(violation("REQUIRED", "Kies ja of nee.", "helpful"));
  const visitorId = typeof input.visitorId === "string" ? input.visitorId : null;
  if (!accountId && (!visitorId || !VISITOR_ID.test(visitorId))) {
    violations.push(violation("INVALID-VISITOR", "Uw reactie kon niet worden opgeslagen. Laad de pagina opnieuw.", "visitorId"));
  }
  if (violations.length > 0) return { vote: null, violations };
  return {
    vote: {
      brandKey: input.brandKey,
      questionSlug: input.questionSlug,
      helpful: input.helpful as boolean,
      voter: accountId ? `account:${accountId}` : `visitor:${visitorId}`,
      accountId,
    },
    violations,
  };
}
