import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { translationKeys } from "../../../workers/content/dataset/read.mjs";
import { ACTIVITY_LABELS, UNKNOWN_ACTIVITY, activityLabel } from "./event-types";

describe("activityLabel", () => {
  test.each([
    ["LOGIN", "Ingelogd"],
    ["PROFILE_UPDATED", "Gegevens gewijzigd"],
    ["PASSWORD_CHANGED", "Wachtwoord gewijzigd"],
    ["EMAIL_CHANGED", "E-mailadres gewijzigd"],
    ["PHONE_VERIFIED", "Telefoonnummer bevestigd"],
    ["SESSION_REVOKED", "Een ander apparaat uitgelogd"],
    ["OTHER_SESSIONS_REVOKED", "Alle andere apparaten uitgelogd"],
    ["NEWSLETTER_SUBSCRIBED", "Ingeschreven voor een nieuwsbrief"],
    ["NEWSLETTER_UNSUBSCRIBED", "Uitgeschreven voor een nieuwsbrief"],
    ["NEWSLETTERS_UNSUBSCRIBED_ALL", "Uitgeschreven voor alle nieuwsbrieven"],
    ["NEWSLETTER_UNSUBSCRIBED_ALL", "Uitgeschreven voor alle nieuwsbrieven"],
    ["PREFERENCES_UPDATED", "Communicatievoorkeuren gewijzigd"],
    ["LANGUAGE_UPDATED", "Taalvoorkeur gewijzigd"],
    ["ADDRESS_DELETED", "Adres verwijderd"],
  ])("%s → %s", (type, label) => {
    expect(activityLabel(type).label).toBe(label);
    expect(activityLabel(type).key).toMatch(/^activityType\.[A-Z_]+$/);
  });

  test("unknown, empty and prototype-looking types get the generic label, never a crash", () => {
    for (const type of ["SOMETHING_NEW", "", "constructor", "__proto__", "toString"]) {
      expect(activityLabel(type)).toEqual(UNKNOWN_ACTIVITY);
    }
  });

  test("every type the origin writes has its own label", () => {
    // The origin declares its types in `interface ActivityTypes { X: true }` blocks: activity.ts and each area's index.ts.
    const origin = path.resolve(import.meta.dirname, "../../../workers/origin");
    const files = [path.join(origin, "activity.ts"), ...readdirSync(path.join(origin, "areas")).map((area) => path.join(origin, "areas", area, "index.ts"))];
    const originTypes = files
      .filter((file) => existsSync(file))
      .flatMap((file) => [...readFileSync(file, "utf8").matchAll(/interface ActivityTypes \{([^}]*)\}/g)])
      .flatMap((block) => [...block[1]!.matchAll(/\b([A-Z_]+): true;/g)].map((match) => match[1]!));
    expect(originTypes.length).toBeGreaterThan(15);
    for (const type of originTypes) expect(activityLabel(type), type).not.toEqual(UNKNOWN_ACTIVITY);
  });

  test("every label is seeded in the Dutch translations", () => {
    const keys = translationKeys("nl");
    for (const { key } of [...ACTIVITY_LABELS, UNKNOWN_ACTIVITY]) expect(keys.has(key), key).toBe(true);
  });
});
