import { type ReactNode, useId, useState } from "react";
import { css, cx } from "styled-system/css";
import { Button, buttonRecipe } from "~/ui/button/button";
import { Icon } from "~/ui/icon/icon";
import { Tag, type TagColor } from "~/ui/tag/tag";

const euro = new Intl.NumberFormat("nl-NL", { style: "currency", currency: "EUR" });

/** An amount in euro, Dutch notation: € 12,50. */
export function formatEuro(amount: number): string {
  return euro.format(amount);
}

/** Spec §3 invoice overview item. */
export interface InvoiceCardProps {
  title: string;
  /** Amount in euro. */
  price: number;
  status: { label: string; color: TagColor | (string & {}) };
  subscription: { title: string; subTitle: string; logoUrl?: string };
  pdfUrl: string;
  pdfFileName?: string;
  /** Extra details behind the "Details" toggle. */
  details?: ReactNode;
  /** Always shown under the subscription: how it was paid, or what it asks (one sentence). */
  summary?: ReactNode;
  /** The invoice's own action (e.g. "Nu betalen"), first in the row of buttons. */
  action?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  /** Button texts (translations); " van <title>" follows for screen readers. */
  labels?: { download: string; details: string; of: string };
  className?: string;
}

const DEFAULT_LABELS = { download: "Download PDF", details: "Details", of: "van" };

export function InvoiceCard({
  title,
  price,
  status,
  subscription,
  pdfUrl,
  pdfFileName,
  details,
  summary,
  action,
  headingLevel = 3,
  labels = DEFAULT_LABELS,
  className,
}: InvoiceCardProps) {
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      className={cx(
        css({
          display: "flex",
          flexDirection: "column",
          gap: "3",
          p: "4",
          bg: "bg.canvas",
          color: "fg.default",
          borderWidth: "1px",
          borderStyle: "solid",
          borderColor: "border.default",
          rounded: "lg",
        }),
        className,
      )}
    >
      <div className={css({ display: "flex", alignItems: "flex-start", justifyContent: "space-between", gap: "3", flexWrap: "wrap" })}>
        <div className={css({ display: "flex", flexDirection: "column", gap: "1" })}>
          <Heading className={css({ fontSize: "lg", fontWeight: "bold", m: "0" })}>{title}</Heading>
          <div>
            <Tag color={status.color}>{status.label}</Tag>
          </div>
        </div>
        <p className={css({ fontSize: "xl", fontWeight: "bold", m: "0", fontVariantNumeric: "tabular-nums" })}>{formatEuro(price)}</p>
      </div>
      <div className={css({ display: "flex", alignItems: "center", gap: "3" })}>
        {subscription.logoUrl ? (
          <img src={subscription.logoUrl} alt="" width={40} height={40} className={css({ w: "10", h: "10", objectFit: "contain" })} />
        ) : null}
        <div>
          <p className={css({ fontWeight: "semibold", m: "0" })}>{subscription.title}</p>
          <p className={css({ color: "fg.muted", fontSize: "sm", m: "0" })}>{subscription.subTitle}</p>
        </div>
      </div>
      {summary ? <div className={css({ m: "0" })}>{summary}</div> : null}
      <div className={css({ display: "flex", gap: "3", flexWrap: "wrap", alignItems: "center" })}>
        {action}
        <a href={pdfUrl} download={pdfFileName ?? true} className={buttonRecipe({ variant: "secondary", size: "sm" })}>
          <Icon name="download" />
          <span>
            {labels.download}
            <span className={css({ srOnly: true })}>
              {" "}
              {labels.of} {title}
            </span>
          </span>
        </a>
        {details ? (
          <Button variant="ghost" size="sm" aria-expanded={expanded} aria-controls={detailsId} onClick={() => setExpanded((open) => !open)}>
            <span>
              {labels.details}
              <span className={css({ srOnly: true })}>
                {" "}
                {labels.of} {title}
              </span>
            </span>
            <Icon name="chevron" className={css({ transform: expanded ? "rotate(180deg)" : "none" })} />
          </Button>
        ) : null}
      </div>
      {details ? (
        <div
          id={detailsId}
          hidden={!expanded}
          className={css({ pt: "3", borderTopWidth: "1px", borderTopStyle: "solid", borderColor: "border.default" })}
        >
          {/* Rendered when opened: only the toggle (JavaScript) can show it, and a page of cards renders
              a tenth fewer elements on the server. */}
          {expanded ? details : null}
        </div>
      ) : null}
    </article>
  );
}
