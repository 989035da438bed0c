import { render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { AA_NON_TEXT, contrastRatio } from "~/ui/theme/contrast";
import { clampPercentage, PROGRESS_FILL, PROGRESS_TRACK, ProgressBar, progressTone } from "./progress-bar";

const bar = () => screen.getByRole("progressbar", { name: "Voltooiing voortgang" });

describe("ProgressBar", () => {
  test("exposes the value to assistive tech with the default label", () => {
    render(<ProgressBar value={45} />);
    expect(bar().getAttribute("aria-valuenow")).toBe("45");
    expect(bar().getAttribute("aria-valuemin")).toBe("0");
    expect(bar().getAttribute("aria-valuemax")).toBe("100");
  });

  test.each([
    [-20, 0],
    [140, 100],
    [Number.NaN, 0],
    [33.6, 34],
  ])("clamps %s to %s", (input, expected) => {
    render(<ProgressBar value={input} />);
    expect(bar().getAttribute("aria-valuenow")).toBe(String(expected));
    expect((bar().firstElementChild as HTMLElement).style.width).toBe(`${expected}%`);
    expect(clampPercentage(input)).toBe(expected);
  });

  test.each([
    [0, "pink"],
    [44, "pink"],
    [45, "yellow"],
    [59, "yellow"],
    [60, "green"],
    [100, "green"],
  ] as const)("%s%% is %s", (value, tone) => {
    expect(progressTone(value)).toBe(tone);
    render(<ProgressBar value={value} />);
    expect(bar().dataset.tone).toBe(tone);
    expect((bar().firstElementChild as HTMLElement).style.getPropertyValue("--progress-fill")).toBe(PROGRESS_FILL[tone]);
  });

  test("every fill stands out 3:1 against the track", () => {
    for (const fill of Object.values(PROGRESS_FILL)) {
      expect(contrastRatio(fill, PROGRESS_TRACK)).toBeGreaterThanOrEqual(AA_NON_TEXT);
    }
  });

  test("a custom label names the bar", () => {
    render(<ProgressBar value={10} label="Profiel compleet" />);
    expect(screen.getByRole("progressbar", { name: "Profiel compleet" })).toBeTruthy();
  });
});
