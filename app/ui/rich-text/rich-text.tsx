import { PortableText, type PortableTextComponents, type PortableTextMarkComponentProps } from "@portabletext/react";
import { type ReactNode, useEffect, useMemo } from "react";
import { css, cx } from "styled-system/css";
import { type BrandLinkKey, brandLinkKeyFromType } from "~/platform/content/brand";
import { buttonRecipe } from "~/ui/button/button";
import { Icon } from "~/ui/icon/icon";

// The rich text model of spec §3, as stored in content (docs/content-model.md):
//   blocks    { _type: "block", style: "normal" | "h2" | "h3" | "blockquote", listItem?, level?, children: spans, markDefs }
//   lists     listItem "number" | "bullet" | "check" | "xmark", nested by `level`
//   link      { _type: "link", href, openInNewTab?, isButton?, brandLinkType? } — brandLinkType takes the
//             current brand's link of that type instead of href
//   variable  { _type: "variable", variableName } — the span shows the supplied value
//   brandLink { _type: "brandLink", brandLinkType, brandId? } — the span links to that brand's link (the current
//             brand when brandId is absent); brandLinkType is the link field without its suffix, e.g. "homepage"

export interface LinkMark {
  _type: "link";
  href?: string;
  openInNewTab?: boolean;
  isButton?: boolean;
  brandLinkType?: string;
}

export interface VariableMark {
  _type: "variable";
  variableName?: string;
}

export interface BrandLinkMark {
  _type: "brandLink";
  brandId?: string;
  brandLinkType?: string;
}

export type BrandLinks = Record<string, Partial<Record<BrandLinkKey, string>> | undefined>;

export interface RichTextProps {
  /** Portable Text blocks; empty content logs a warning and renders nothing. */
  value: unknown;
  /** Values for variable marks, by variable name. */
  variables?: Record<string, string | number | undefined>;
  /** Brand links by brand id, for brand-link marks and link marks with a brandLinkType. */
  brandLinks?: BrandLinks;
  /** The current brand's id: whose links a link mark's brandLinkType refers to. */
  brandId?: string;
  className?: string;
}

/** Only http(s), mailto, tel and relative references survive; anything else (javascript:, data:, //host) is dropped. */
export function safeHref(href: unknown): string | null {
  if (typeof href !== "string") return null;
  // As the URL parser does: drop tabs and newlines anywhere, and controls and spaces at either end.
  const cleaned = href.replace(/[\t\n\r]/g, "").replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, "");
  if (!cleaned) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned);
  if (scheme) return ["http", "https", "mailto", "tel"].includes((scheme[1] ?? "").toLowerCase()) ? cleaned : null;
  if (cleaned.startsWith("//") || cleaned.startsWith("\\")) return null;
  return cleaned;
}

type TypedObject = { _type: string; [key: string]: unknown };

function isTypedObject(value: unknown): value is TypedObject {
  return typeof value === "object" && value !== null && typeof (value as { _type?: unknown })._type === "string";
}

function blocksOf(value: unknown): TypedObject[] {
  if (Array.isArray(value)) return value.filter(isTypedObject);
  return isTypedObject(value) ? [value] : [];
}

/** Plain text of an unknown node that still carries spans, so nothing a writer typed is lost. */
function textOf(node: TypedObject): string {
  const children = Array.isArray(node.children) ? node.children : [];
  return children.map((child) => (isTypedObject(child) && typeof child.text === "string" ? child.text : "")).join("");
}

const styles = {
  root: css({ color: "fg.default", "& > * + *": { mt: "3" } }),
  p: css({ m: "0" }),
  h2: css({ fontSize: "xl", fontWeight: "bold", m: "0", mt: "6" }),
  h3: css({ fontSize: "lg", fontWeight: "bold", m: "0", mt: "4" }),
  blockquote: css({
    m: "0",
    pl: "4",
    borderLeftWidth: "4px",
    borderLeftStyle: "solid",
    borderLeftColor: "brand.accent",
    fontStyle: "italic",
  }),
  ul: css({ m: "0", pl: "6", listStyleType: "disc", "& ul": { listStyleType: "circle", mt: "1" } }),
  ol: css({ m: "0", pl: "6", listStyleType: "decimal", "& ol": { listStyleType: "lower-alpha", mt: "1" } }),
  iconList: css({ m: "0", pl: "0", listStyle: "none", "& ul": { mt: "1", pl: "6" } }),
  li: css({ mt: "1" }),
  iconItem: css({ position: "relative", pl: "7", mt: "1" }),
  iconMarker: css({ position: "absolute", left: "0", top: "0.2em", fontSize: "lg" }),
  check: css({ color: "status.success" }),
  xmark: css({ color: "status.error" }),
  link: css({ color: "fg.link", textDecoration: "underline", textUnderlineOffset: "2px" }),
  button: css({ my: "1" }),
};

const srOnly = css({ srOnly: true });

function IconListItem({ kind, children }: { kind: "check" | "xmark"; children: ReactNode }) {
  return (
    <li className={styles.iconItem}>
      <span className={cx(styles.iconMarker, kind === "check" ? styles.check : styles.xmark)}>
        <Icon name={kind === "check" ? "check" : "cross"} label={kind === "check" ? "Ja" : "Nee"} />
      </span>
      {children}
    </li>
  );
}

function Anchor({
  href,
  openInNewTab,
  buttonStyle,
  children,
}: {
  href: string;
  openInNewTab?: boolean;
  buttonStyle?: boolean;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      target={openInNewTab ? "_blank" : undefined}
      rel={openInNewTab ? "noopener noreferrer" : undefined}
      className={buttonStyle ? cx(buttonRecipe({ variant: "primary" }), styles.button) : styles.link}
    >
      {children}
      {openInNewTab ? <span className={srOnly}> (opent in nieuw venster)</span> : null}
    </a>
  );
}

/** Editorial rich text (Portable Text) with the portal's marks, lists and link rules. */
export function RichText({ value, variables, brandLinks, brandId, className }: RichTextProps) {
  const blocks = useMemo(() => blocksOf(value), [value]);
  const empty = blocks.length === 0;

  useEffect(() => {
    if (empty) console.warn("RichText: empty content, nothing rendered.");
  }, [empty]);

  const components = useMemo<PortableTextComponents>(
    () => ({
      block: {
        normal: ({ children }) => <p className={styles.p}>{children}</p>,
        h2: ({ children }) => <h2 className={styles.h2}>{children}</h2>,
        h3: ({ children }) => <h3 className={styles.h3}>{children}</h3>,
        blockquote: ({ children }) => <blockquote className={styles.blockquote}>{children}</blockquote>,
      },
      list: {
        bullet: ({ children }) => <ul className={styles.ul}>{children}</ul>,
        number: ({ children }) => <ol className={styles.ol}>{children}</ol>,
        check: ({ children }) => (
          <ul className={styles.iconList} data-list="check">
            {children}
          </ul>
        ),
        xmark: ({ children }) => (
          <ul className={styles.iconList} data-list="xmark">
            {children}
          </ul>
        ),
      },
      listItem: {
        bullet: ({ children }) => <li className={styles.li}>{children}</li>,
        number: ({ children }) => <li className={styles.li}>{children}</li>,
        check: ({ children }) => <IconListItem kind="check">{children}</IconListItem>,
        xmark: ({ children }) => <IconListItem kind="xmark">{children}</IconListItem>,
      },
      marks: {
        link: ({ value: mark, children }: PortableTextMarkComponentProps<LinkMark>) => {
          const type = brandLinkKeyFromType(mark?.brandLinkType);
          const brandHref = type && brandId ? brandLinks?.[brandId]?.[type] : undefined;
          const href = safeHref(brandHref ?? mark?.href);
          if (!href) return <>{children}</>;
          return (
            <Anchor href={href} openInNewTab={mark?.openInNewTab} buttonStyle={mark?.isButton}>
              {children}
            </Anchor>
          );
        },
        variable: ({ value: mark, children }: PortableTextMarkComponentProps<VariableMark>) => {
          const replacement = mark?.variableName ? variables?.[mark.variableName] : undefined;
          return <>{replacement === undefined ? children : String(replacement)}</>;
        },
        brandLink: ({ value: mark, children }: PortableTextMarkComponentProps<BrandLinkMark>) => {
          const owner = mark?.brandId ?? brandId;
          const type = brandLinkKeyFromType(mark?.brandLinkType ?? "homepage");
          const href = safeHref(owner && type ? brandLinks?.[owner]?.[type] : undefined);
          if (!href) return <>{children}</>;
          return <Anchor href={href}>{children}</Anchor>;
        },
      },
      unknownMark: ({ children }) => <>{children}</>,
      unknownType: ({ value: node }) => {
        const text = isTypedObject(node) ? textOf(node) : "";
        return text ? <p className={styles.p}>{text}</p> : null;
      },
      unknownBlockStyle: ({ children }) => <p className={styles.p}>{children}</p>,
      unknownList: ({ children }) => <ul className={styles.ul}>{children}</ul>,
      unknownListItem: ({ children }) => <li className={styles.li}>{children}</li>,
    }),
    [variables, brandLinks, brandId],
  );

  if (empty) return null;
  return (
    <div className={cx(styles.root, className)}>
      <PortableText value={blocks} components={components} onMissingComponent={false} />
    </div>
  );
}
