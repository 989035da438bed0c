import { describe, expect, it } from "vitest";
import type { PortalEnv } from "../request/env.server";
import { CONTENT_API_VERSION, createContentClient } from "./content.server";

// Spec §7 "Content service": normal mode the production dataset, API version 2023-03-07, CDN on, no
// token, perspective published; preview the same with previewDrafts, CDN off and the server's token.
const env = {
  SANITY_PROJECT_ID: "abc123",
  SANITY_DATASET: "mijn-omgeving-production",
  SANITY_API_TOKEN: "sk-geheim",
} as PortalEnv;

describe("the content client (spec §7)", () => {
  it("reads published content through the CDN without a token", () => {
    const config = createContentClient(env, false).config();
    expect(CONTENT_API_VERSION).toBe("2023-03-07");
    expect(config).toMatchObject({ projectId: "abc123", dataset: "mijn-omgeving-production", apiVersion: "2023-03-07", useCdn: true, perspective: "published" });
    expect(config.token).toBeUndefined();
  });

  it("reads drafts in preview, past the CDN, with the token from the environment", () => {
    const config = createContentClient(env, true).config();
    expect(config).toMatchObject({ dataset: "mijn-omgeving-production", apiVersion: "2023-03-07", useCdn: false, perspective: "previewDrafts", token: "sk-geheim" });
  });
});
