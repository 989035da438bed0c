import { type CSSProperties, type ReactNode, useState } from "react";
import { css, cx } from "styled-system/css";
import { Button } from "~/ui/button/button";
import { Icon } from "~/ui/icon/icon";

export const MARQUEE_DEFAULT_SECONDS = 35;

export interface MarqueeProps {
  children: ReactNode;
  /** Seconds for one full loop (spec §9: 35). */
  durationSeconds?: number;
  /** Accessible name of the region. */
  label?: string;
  className?: string;
}

const trackClass = css({
  display: "flex",
  w: "max-content",
  animation: "mo-marquee var(--marquee-duration) linear infinite",
  '&[data-paused="true"]': { animationPlayState: "paused" },
  _groupHover: { animationPlayState: "paused" },
  _groupFocusWithin: { animationPlayState: "paused" },
  // Reduced motion: no scrolling, the text wraps and the duplicate copy goes away.
  _reducedMotion: { animation: "none", w: "auto", flexWrap: "wrap" },
});

const copyClass = css({
  display: "flex",
  gap: "8",
  pr: "8",
  flexShrink: 0,
  whiteSpace: "nowrap",
  _reducedMotion: { whiteSpace: "normal" },
});

/**
 * Scrolling text. It pauses on hover and focus, has a pause button (WCAG 2.2.2) and stands still
 * under prefers-reduced-motion. The second copy that closes the loop is hidden from assistive tech.
 */
export function Marquee({ children, durationSeconds = MARQUEE_DEFAULT_SECONDS, label, className }: MarqueeProps) {
  const [paused, setPaused] = useState(false);
  return (
    <div
      role={label ? "region" : undefined}
      aria-label={label}
      className={cx(
        "group",
        css({
          display: "flex",
          alignItems: "center",
          gap: "2",
          overflow: "hidden",
          bg: "bg.subtle",
          color: "fg.default",
          py: "2",
          pl: "4",
          pr: "2",
        }),
        className,
      )}
    >
      <div className={css({ flex: "1", minW: "0", overflow: "hidden" })}>
        <div className={trackClass} data-paused={paused} style={{ "--marquee-duration": `${durationSeconds}s` } as CSSProperties}>
          <div className={copyClass}>{children}</div>
          <div className={cx(copyClass, css({ _reducedMotion: { display: "none" } }))} aria-hidden="true" inert data-part="duplicate">
            {children}
          </div>
        </div>
      </div>
      <Button
        variant="ghost"
        size="icon"
        aria-pressed={paused}
        aria-label="Pauzeren"
        onClick={() => setPaused((current) => !current)}
        className={css({ _reducedMotion: { display: "none" } })}
      >
        <Icon name={paused ? "play" : "pause"} />
      </Button>
    </div>
  );
}
