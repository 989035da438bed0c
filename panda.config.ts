import { defineConfig } from "@pandacss/dev";

// Brand colours are runtime CSS variables set per request on <html> (see app/platform/content/theme.ts);
// tokens point at them so one stylesheet serves every brand.
export default defineConfig({
  preflight: true,
  include: ["./app/**/*.{ts,tsx}"],
  exclude: [],
  outdir: "styled-system",
  jsxFramework: "react",
  hash: true,
  conditions: {
    extend: {
      dark: "@media (prefers-color-scheme: dark)",
      reducedMotion: "@media (prefers-reduced-motion: reduce)",
    },
  },
  theme: {
    extend: {
      breakpoints: {
        sm: "640px",
        md: "768px",
        lg: "1024px",
        xl: "1280px",
        "2xl": "1536px",
        tablet: "768px",
        tabletLandscape: "1024px",
        desktop: "1440px",
      },
      tokens: {
        sizes: {
          container: { value: "765px" },
          containerWide: { value: "1170px" },
          aside: { value: "390px" },
        },
        durations: {
          routeIndicator: { value: "700ms" },
          dialogOverlay: { value: "150ms" },
          dialogContent: { value: "300ms" },
          shimmer: { value: "3s" },
          marquee: { value: "35s" },
        },
        zIndex: {
          sticky: { value: 100 },
          overlay: { value: 1000 },
        },
      },
      // The surface of every control a subscriber types into or picks from (fields, code boxes, the date
      // and select pop-ups). fg.muted keeps the border at 3:1 or more against the canvas (WCAG 1.4.11) in
      // both colour schemes.
      layerStyles: {
        control: {
          value: {
            background: "bg.canvas",
            color: "fg.default",
            borderWidth: "1px",
            borderStyle: "solid",
            borderColor: "fg.muted",
            borderRadius: "md",
          },
        },
      },
      semanticTokens: {
        colors: {
          brand: {
            primary: { value: "var(--mo-brand-primary, #fabb22)" },
            onPrimary: { value: "var(--mo-brand-on-primary, #1a1a1a)" },
            accent: { value: { base: "var(--mo-brand-accent, #8a5a00)", _dark: "var(--mo-brand-accent-dark, #ffd27a)" } },
          },
          bg: {
            canvas: { value: { base: "#ffffff", _dark: "#121212" } },
            subtle: { value: { base: "#f5f5f4", _dark: "#1e1e1e" } },
            overlay: { value: { base: "rgba(255,255,255,0.8)", _dark: "rgba(18,18,18,0.8)" } },
          },
          fg: {
            default: { value: { base: "#1a1a1a", _dark: "#f2f2f2" } },
            muted: { value: { base: "#575757", _dark: "#bdbdbd" } },
            link: { value: { base: "#0b57a4", _dark: "#8cc4ff" } },
          },
          border: {
            default: { value: { base: "#d4d4d4", _dark: "#3a3a3a" } },
          },
          status: {
            error: { value: { base: "#b3261e", _dark: "#ff8a80" } },
            success: { value: { base: "#1e7a34", _dark: "#7ddc8f" } },
            info: { value: { base: "#0b57a4", _dark: "#8cc4ff" } },
            warning: { value: { base: "#8a5300", _dark: "#ffc766" } },
          },
        },
      },
    },
  },
  globalCss: {
    "html, body": { bg: "bg.canvas", color: "fg.default" },
    // The sticky top navigation must never cover the focused element (WCAG 2.4.11); nor, on a phone, the
    // bottom menu fixed over the page's last 3 rem (a refused form's error scrolled into view sat under it).
    html: { scrollPaddingTop: { base: "1rem", tablet: "4rem" }, scrollPaddingBottom: { base: "4.5rem", tablet: "1rem" } },
    body: { fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif", lineHeight: 1.5 },
    a: { color: "fg.link" },
    ":focus-visible": { outline: "3px solid", outlineColor: "fg.link", outlineOffset: "2px" },
  },
});
