import { describe, expect, test } from "vitest";
import { OFFLINE_INTENT, revalidateAfterSubmission, rootKeepsAfterWrite } from "./form-reply";

// When a page reads again after a submission (issue 59, ADR 51): not when the write's answer carried the
// page (`screen`) or the step changed nothing (`unchanged`); always after any other post, a refusal included.

const post = (actionResult: unknown) => ({ formMethod: "POST", defaultShouldRevalidate: false, actionResult });

describe("revalidateAfterSubmission", () => {
  test("skips the read when the answer carried the page or changed nothing", () => {
    expect(revalidateAfterSubmission(post({ intent: "save", screen: { data: [] } }))).toBe(false);
    expect(revalidateAfterSubmission(post({ intent: "lookup", unchanged: true }))).toBe(false);
    expect(revalidateAfterSubmission(post({ intent: OFFLINE_INTENT }))).toBe(false);
  });

  test("reads again after any other post, a refusal (4xx, no screen) included", () => {
    expect(revalidateAfterSubmission(post({ intent: "save" }))).toBe(true);
    expect(revalidateAfterSubmission(post(undefined))).toBe(true);
    // A GET (navigation) follows React Router's own rule.
    expect(revalidateAfterSubmission({ formMethod: "GET", defaultShouldRevalidate: true, actionResult: { screen: {} } })).toBe(true);
    expect(revalidateAfterSubmission({ defaultShouldRevalidate: false })).toBe(false);
  });
});

describe("rootKeepsAfterWrite", () => {
  test("keeps the shell's data only after a post whose answer carried the page", () => {
    expect(rootKeepsAfterWrite({ formMethod: "POST", actionResult: { intent: "save", screen: {} } })).toBe(true);
    expect(rootKeepsAfterWrite({ formMethod: "POST", actionResult: { intent: "language" } })).toBe(false);
    expect(rootKeepsAfterWrite({ formMethod: "GET", actionResult: { screen: {} } })).toBe(false);
  });
});
