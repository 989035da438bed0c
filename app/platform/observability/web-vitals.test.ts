import { describe, expect, it } from "vitest";
import { reportsVitals, vitalEvent } from "./web-vitals";

describe("real-user vitals", () => {
  it("reports a sampled share of page loads, never in a limited app webview", () => {
    expect(reportsVitals(0.1, false, 0.05)).toBe(true);
    expect(reportsVitals(0.1, false, 0.5)).toBe(false);
    expect(reportsVitals(1, true, 0)).toBe(false);
    expect(reportsVitals(0, false, 0)).toBe(false);
  });

  it("turns a metric into the data layer's web_vital event, times in whole milliseconds and CLS to 4 decimals", () => {
    expect(vitalEvent({ name: "LCP", value: 1834.56, rating: "good", navigationType: "navigate", id: "v6-1" })).toEqual({
      event: "web_vital",
      vital: { name: "LCP", value: 1835, rating: "good", navigationType: "navigate", id: "v6-1" },
    });
    expect(vitalEvent({ name: "CLS", value: 0.098765, rating: "good", navigationType: "reload", id: "v6-2" }).vital.value).toBe(0.0988);
  });
});
