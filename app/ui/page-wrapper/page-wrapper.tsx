import { css } from "styled-system/css";

/**
 * Spec §2 page wrapper: heading, sidebar and main areas. The sidebar shows only from tablet landscape
 * (1024 px) up, the heading only below it: a narrow screen has no room for a sidebar, and a wide one
 * has the sidebar to find its way with.
 */
export function PageWrapper({ heading, sidebar, children }: { heading?: React.ReactNode; sidebar?: React.ReactNode; children: React.ReactNode }) {
  return (
    <div
      className={css({
        maxW: { base: "container", tablet: "containerWide" }, mx: "auto", px: "4", py: "6",
        // minmax(0, 1fr), not 1fr: a column of 1fr is at least as wide as its widest unbreakable content,
        // which made the FAQ 38 px wider than a 320 px screen (WCAG 1.4.10).
        display: "grid", gap: "6", gridTemplateColumns: { base: "minmax(0, 1fr)", tabletLandscape: sidebar ? "token(sizes.aside) minmax(0, 1fr)" : "minmax(0, 1fr)" },
      })}
    >
      {heading ? <div data-page-wrapper="heading" className={css({ display: { base: "block", tabletLandscape: "none" } })}>{heading}</div> : null}
      {sidebar ? <aside data-page-wrapper="sidebar" className={css({ display: { base: "none", tabletLandscape: "block" } })}>{sidebar}</aside> : null}
      <div>{children}</div>
    </div>
  );
}
