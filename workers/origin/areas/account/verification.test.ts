import { describe, expect, it } from "vitest";
import { sha256Hex } from "../../request/crypto";
import { codeHash, codeLine, generateCode } from "./verification";

describe("verification codes", () => {
  it("are 6 random digits, leading zeros included", () => {
    const codes = Array.from({ length: 2000 }, generateCode);
    expect(codes.every((code) => /^[0-9]{6}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    // Every digit shows up in every position (a constant or skewed generator would not).
    for (let position = 0; position < 6; position++) {
      expect(new Set(codes.map((code) => code[position])).size).toBe(10);
    }
  });

  it("are stored as SHA-256 of '<challenge id>:<code>', so the same code hashes differently per challenge", async () => {
    expect(await codeHash("vc_a", "123456")).toBe(await sha256Hex("vc_a:123456"));
    expect(await codeHash("vc_a", "123456")).not.toBe(await codeHash("vc_b", "123456"));
  });

  it("are sent in Dutch", () => {
    expect(codeLine("123456")).toBe("Uw verificatiecode voor Mijn Omgeving: 123456");
  });
});
