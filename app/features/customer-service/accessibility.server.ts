import type { PortableTextBlock } from "@portabletext/react";
import type { AppContext } from "~/platform/request/context";
import { dateSettings, formatDate } from "~/platform/locale/dates";
import { brandContent } from "./brand-content.server";

// /toegankelijkheid (issue 58): the brand's accessibility statement, as the European Accessibility Act
// (applicable since 2025-06-28) asks of a consumer service: how accessible it is, what does not work yet,
// and how to report a barrier. Content: one `accessibilityStatement` document per brand
// (docs/content-model.md), cached in KV and in the build's screen snapshot like the e-mail service.

export const ACCESSIBILITY_QUERY = `*[_type == "accessibilityStatement"]`;

/** How far the service meets the standard, as the statement says it (EN 301 549's terms). */
export const STATEMENT_STATUSES = ["full", "partial", "none"] as const;
export type StatementStatus = (typeof STATEMENT_STATUSES)[number];

export interface AccessibilityView {
  /** null: the brand has no statement in content (the page then says how to reach customer service). */
  statement: { status: StatementStatus; standard: string; reviewedOn: string; body: PortableTextBlock[] } | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** null: the content API failed and nothing is cached. */
export async function loadAccessibility(app: AppContext): Promise<AccessibilityView | null> {
  const doc = await brandContent(app, "accessibility", ACCESSIBILITY_QUERY);
  if (doc === null) return null;
  const status = STATEMENT_STATUSES.find((value) => value === doc?.status);
  if (!doc || !status || typeof doc.reviewedOn !== "string" || !DAY.test(doc.reviewedOn) || !Array.isArray(doc.body) || doc.body.length === 0) return { statement: null };
  return {
    statement: {
      status,
      standard: typeof doc.standard === "string" && doc.standard ? doc.standard : "WCAG 2.2 AA",
      reviewedOn: formatDate(doc.reviewedOn, dateSettings(app.brand?.country)),
      body: doc.body as PortableTextBlock[],
    },
  };
}
