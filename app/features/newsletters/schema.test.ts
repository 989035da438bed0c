import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, test } from "vitest";
import { fallbackT } from "~/forms/testing";
import { newslettersFormSchema } from "./schema";

function form(entries: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return parseWithZod(data, { schema: newslettersFormSchema(fallbackT) });
}

describe("NewslettersFormSchema", () => {
  test("subscribe and unsubscribe name one newsletter", () => {
    const ok = form({ intent: "subscribe", newsletterId: "nl-dk-sport" });
    expect(ok.status === "success" && ok.value).toEqual({ intent: "subscribe", newsletterId: "nl-dk-sport" });
    expect(form({ intent: "unsubscribe", newsletterId: "../../pass/accounts/me" }).status).toBe("error");
    expect(form({ intent: "unsubscribe" }).status).toBe("error");
  });

  test("unsubscribing from everything names a brand", () => {
    const ok = form({ intent: "unsubscribe-all", brand: "dagkoerier" });
    expect(ok.status === "success" && ok.value).toEqual({ intent: "unsubscribe-all", brand: "dagkoerier" });
    expect(form({ intent: "unsubscribe-all", brand: "Dagkoerier?x=1" }).status).toBe("error");
    expect(form({ intent: "unsubscribe-all" }).status).toBe("error");
  });
});
