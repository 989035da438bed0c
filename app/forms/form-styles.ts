import { css } from "styled-system/css";

// The form kit's class names, apart from form-kit.tsx so that pages around a lazy form (lazy-form.tsx)
// can use them without loading Conform.

export const formClass = css({ display: "flex", flexDirection: "column", gap: "4" });
export const sectionClass = css({ display: "flex", flexDirection: "column", gap: "4", pt: "6", mt: "6", borderTop: "1px solid", borderColor: "border.default", _first: { pt: "0", mt: "0", borderTop: "none" } });
export const sectionHeadingClass = css({ fontSize: "xl", fontWeight: "semibold" });
export const pageHeadingClass = css({ fontSize: { base: "2xl", tablet: "3xl" }, fontWeight: "bold", mb: "4" });
export const mutedTextClass = css({ color: "fg.muted", fontSize: "sm" });
/** A link inside running text: underlined, so it is told apart by more than its colour (WCAG 1.4.1, axe link-in-text-block). */
export const inlineLinkClass = css({ color: "fg.link", textDecoration: "underline", textUnderlineOffset: "2px" });
