import type { ReactNode } from "react";
import { css, cx } from "styled-system/css";
import { Icon } from "~/ui/icon/icon";

const noteClass = css({
  display: "flex",
  gap: "2",
  alignItems: "flex-start",
  m: "0",
  p: "3",
  bg: "bg.subtle",
  borderLeftWidth: "4px",
  borderLeftStyle: "solid",
  borderLeftColor: "status.success",
  rounded: "sm",
});

/**
 * What was just done, kept on the page where it happened (issue 58): the spec's success notification hides
 * after 6 s, so the screen itself says it — beside the subscription, the holiday or the move it concerns.
 * A status region: announced once when it appears, never hidden.
 */
export function OutcomeNote({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p role="status" className={cx(noteClass, className)}>
      <Icon name="success" className={css({ color: "status.success", flexShrink: 0, mt: "0.5" })} />
      <span>{children}</span>
    </p>
  );
}
