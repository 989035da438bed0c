import { Link } from "~/ui/link";
import { css, cx } from "styled-system/css";
import { Icon } from "~/ui/icon/icon";

export interface BreadcrumbItem {
  label: string;
  path?: string;
}

export interface BreadcrumbsProps {
  items: BreadcrumbItem[];
  label?: string;
  className?: string;
}

/** Where the page sits: links up the tree, the last item (the current page) as plain text. */
export function Breadcrumbs({ items, label = "Kruimelpad", className }: BreadcrumbsProps) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={label} className={className}>
      <ol
        className={css({
          display: "flex",
          flexWrap: "wrap",
          alignItems: "center",
          gap: "1",
          listStyle: "none",
          m: "0",
          p: "0",
          fontSize: "sm",
        })}
      >
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className={css({ display: "inline-flex", alignItems: "center", gap: "1" })}>
              {index > 0 ? <Icon name="chevron-right" className={css({ color: "fg.muted" })} /> : null}
              {last ? (
                <span aria-current="page" className={css({ color: "fg.default", fontWeight: "semibold" })}>
                  {item.label}
                </span>
              ) : item.path ? (
                <Link to={item.path} className={cx(css({ color: "fg.link", textDecoration: "underline", textUnderlineOffset: "2px" }))}>
                  {item.label}
                </Link>
              ) : (
                <span className={css({ color: "fg.muted" })}>{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
