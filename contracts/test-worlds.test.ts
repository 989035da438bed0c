import { describe, expect, it } from "vitest";
import { renameFromWorld, renameInWorld, type World, worldEmail } from "./test-worlds";

const world: World = {
  world: 7,
  password: "Welkom-2026!",
  emails: { jan: "jan.jansen+w7@example.nl", an: "", digitaal: "", opgezegd: "", betaalprobleem: "", geenAbonnement: "", lisa: "", lotte: "" },
  renamed: { "700100": "7700100", "acc-jan-jansen": "acc-jan-jansen-w7", "inv-dk-jan-2026-11": "inv-dk-jan-2026-11-w7", "BK-700100-0001": "BK-7700100-0001" },
};

describe("renameInWorld", () => {
  it("renames e-mail addresses at example.nl/.be, ids and subscription numbers, also inside longer values", () => {
    expect(renameInWorld(world, "U logt voortaan in met jan.nieuw@example.nl.")).toBe("U logt voortaan in met jan.nieuw+w7@example.nl.");
    expect(renameInWorld(world, "/bezorgservice/DK/700100?x=1")).toBe("/bezorgservice/DK/7700100?x=1");
    expect(renameInWorld(world, "factuur-DK202611700100.pdf")).toBe("factuur-DK2026117700100.pdf");
    expect(renameInWorld(world, "BK-700100-0001 acc-jan-jansen inv-dk-jan-2026-11")).toBe("BK-7700100-0001 acc-jan-jansen-w7 inv-dk-jan-2026-11-w7");
  });

  it("leaves what is no demo name alone, and an address or id already renamed", () => {
    expect(renameInWorld(world, "p•••@example.nl, info@example.com, 12345")).toBe("p•••@example.nl, info@example.com, 12345");
    expect(renameInWorld(world, "jan.jansen+w7@example.nl acc-jan-jansen-w7")).toBe("jan.jansen+w7@example.nl acc-jan-jansen-w7");
    expect(worldEmail("an.peeters@example.be", 3)).toBe("an.peeters+w3@example.be");
  });

  it("reads a text of the world back with the demo's names", () => {
    const text = "jan.nieuw@example.nl BK-700100-0001 /facturen/inv-dk-jan-2026-11/pdf factuur-DK202611700100.pdf acc-jan-jansen";
    expect(renameFromWorld(world, renameInWorld(world, text))).toBe(text);
  });
});
