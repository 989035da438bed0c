import type { ReactNode } from "react";
import { css } from "styled-system/css";

// Layout helpers of the gallery's example modules.

export const stack = css({ display: "flex", flexDirection: "column", gap: "4" });
export const row = css({ display: "flex", flexWrap: "wrap", gap: "3", alignItems: "center" });

/** A titled variant inside one block. */
export function Example({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={stack}>
      <h3 className={css({ fontSize: "lg", fontWeight: "semibold" })}>{title}</h3>
      {children}
    </div>
  );
}
