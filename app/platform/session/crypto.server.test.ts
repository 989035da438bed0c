import { describe, expect, it } from "vitest";
import { fromBase64Url, toBase64Url } from "./crypto.server";

const reference = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");

describe("toBase64Url", () => {
  it("encodes every length like the platform's base64url, and round-trips", () => {
    for (let length = 0; length <= 70; length++) {
      const bytes = crypto.getRandomValues(new Uint8Array(length));
      expect(toBase64Url(bytes)).toBe(reference(bytes));
      expect(fromBase64Url(toBase64Url(bytes))).toEqual(bytes);
    }
  });

  it("handles large buffers and ArrayBuffers", () => {
    const bytes = new Uint8Array(100_003).map((_, i) => (i * 131) & 255);
    expect(toBase64Url(bytes.buffer)).toBe(reference(bytes));
  });

  it("uses only the URL-safe alphabet", () => {
    expect(toBase64Url(new Uint8Array([0xfb, 0xff, 0xbf]))).toBe("-_-_");
  });
});
