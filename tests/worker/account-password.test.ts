import { beforeAll, describe, expect, it } from "vitest";
import { DAGKOERIER, OCHTENDPOST, postForm, text, inputValue, fieldError, formError } from "./account-helpers";
import { CONTENT_DOWN, PASSWORD, logIn, portalFetch } from "./helpers";

// /account/wijzig-wachtwoord against the real origin of the test stack: Lotte (lotte.peeters@) changes
// her password and back.

describe("/account/wijzig-wachtwoord: changing the password", () => {
  const PATH = "/account/wijzig-wachtwoord";
  const NEW_PASSWORD = "Nieuw-Wachtwoord-7";
  const EMAIL = "lotte.peeters@example.be";

  let lotte: string;

  beforeAll(async () => {
    lotte = (await logIn(EMAIL, { host: OCHTENDPOST })).session!;
  });

  const change = (fields: Record<string, string>, cookie = lotte, options: Parameters<typeof postForm>[3] = {}) =>
    postForm(PATH, cookie, { intent: "update-password", ...fields }, { host: OCHTENDPOST, ...options });

  describe("the password page", () => {
    it("has the two password fields, the five rules in the contract's order, the log-out option and the reset warning instead of a link", async () => {
      const jan = (await logIn("jan.jansen@example.nl")).session!;
      const { status, body } = await portalFetch(PATH, { host: DAGKOERIER, headers: { cookie: jan } });
      expect(status).toBe(200);
      expect(body).toMatch(/<h1[^>]*>Wachtwoord wijzigen<\/h1>/);
      expect(inputValue(body, "currentPassword")).toBe("");
      expect(inputValue(body, "newPassword")).toBe("");
      const page = text(body);
      const rules = ["minimaal 10 tekens", "een hoofdletter en een kleine letter", "minimaal één cijfer", "minimaal één teken dat geen letter of cijfer is", "niet uw e-mailadres"];
      const positions = rules.map((rule) => page.indexOf(rule));
      expect(positions.every((position) => position > 0)).toBe(true);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      expect(body).toMatch(/<input[^>]*type="checkbox"[^>]*name="endOtherSessions"|<input[^>]*name="endOtherSessions"[^>]*type="checkbox"/);
      expect(page).toContain("Log mijn andere apparaten uit");
      expect(page).toContain("Vanwege technische problemen is het op dit moment niet mogelijk om uw wachtwoord te resetten via de Mijn Omgeving.");
      expect(page).not.toContain("Wachtwoord vergeten?");
    });
  });

  describe("refused changes", () => {
    it("lists every rule a weak password fails (400) and never sends a password back into the page", async () => {
      const { status, body } = await change({ currentPassword: PASSWORD, newPassword: "kort" });
      expect(status).toBe(400);
      const error = fieldError(body, "newPassword")!;
      expect(error).toContain("Uw nieuwe wachtwoord voldoet niet aan deze eis: minimaal 10 tekens.");
      expect(error).toContain("een hoofdletter en een kleine letter");
      expect(error).toContain("minimaal één cijfer");
      expect(error).not.toContain("niet uw e-mailadres");
      expect(body).not.toContain(PASSWORD);
      expect(inputValue(body, "currentPassword")).toBe("");
      expect(inputValue(body, "newPassword")).toBe("");
    });

    it("refuses the e-mail address as password", async () => {
      const { status, body } = await change({ currentPassword: PASSWORD, newPassword: "LOTTE.PEETERS@example.be" });
      expect(status).toBe(400);
      expect(fieldError(body, "newPassword")).toContain("niet uw e-mailadres");
    });

    it("refuses a wrong current password next to that field (the origin's check)", async () => {
      const { status, body } = await change({ currentPassword: "Niet-Het-Wachtwoord-1", newPassword: NEW_PASSWORD });
      expect(status).toBe(400);
      expect(fieldError(body, "currentPassword")).toBe("Uw huidige wachtwoord is onjuist.");
      expect(body).not.toContain(NEW_PASSWORD);
      expect((await logIn(EMAIL, { host: OCHTENDPOST })).session).toBeTruthy();
    });

    it("refuses the current password as the new one", async () => {
      const { status, body } = await change({ currentPassword: PASSWORD, newPassword: PASSWORD });
      expect(status).toBe(400);
      expect(fieldError(body, "newPassword")).toBe("Uw nieuwe wachtwoord moet anders zijn dan uw huidige wachtwoord.");
    });

    it("when the origin is unreachable, says that it does not know whether the change was made (500) and that sending again is safe; nothing changed", async () => {
      const { status, body } = await change({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD }, lotte, { envOverrides: { ORIGIN_URL: CONTENT_DOWN } });
      expect(status).toBe(500);
      expect(formError(body, "update-password")).toBe("We weten nog niet zeker of dit gelukt is: de verbinding met onze systemen viel even weg. Verstuur het gerust nog een keer. Het wordt nooit dubbel verwerkt.");
      expect((await logIn(EMAIL, { host: OCHTENDPOST })).session).toBeTruthy();
    });

    it("refuses a cross-origin POST (403) and changes nothing", async () => {
      const { status } = await change({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD, endOtherSessions: "on" }, lotte, { origin: "https://evil.example" });
      expect(status).toBe(403);
      expect((await logIn(EMAIL, { host: OCHTENDPOST })).session).toBeTruthy();
    });
  });

  describe("changing the password", () => {
    it("keeps this session, ends the others when asked, and the new password logs in (then changes back)", async () => {
      const other = (await logIn(EMAIL, { host: OCHTENDPOST })).session!;
      const current = (await logIn(EMAIL, { host: OCHTENDPOST })).session!;

      const { status, body } = await change({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD, endOtherSessions: "on" }, current);
      expect(status).toBe(200);
      // The Belgian brand's wording.
      expect(text(body)).toContain("Uw wachtwoord is gewijzigd. U bent op uw andere toestellen afgemeld.");
      expect(body).not.toContain(NEW_PASSWORD);

      expect((await portalFetch(PATH, { host: OCHTENDPOST, headers: { cookie: current } })).status).toBe(200);
      const ended = await portalFetch(PATH, { host: OCHTENDPOST, headers: { cookie: other } });
      expect(ended.status).toBe(302);
      expect(ended.headers.get("location")).toContain("/login");

      const old = await logIn(EMAIL, { host: OCHTENDPOST });
      expect(old.session).toBeNull();
      expect(old.idpStatus).toBe(401);
      expect((await logIn(EMAIL, { host: OCHTENDPOST, password: NEW_PASSWORD })).session).toBeTruthy();

      const back = await change({ currentPassword: NEW_PASSWORD, newPassword: PASSWORD }, current);
      expect(back.status).toBe(200);
      expect(text(back.body)).toContain("Uw wachtwoord is gewijzigd.");
      expect(text(back.body)).not.toContain("afgemeld");
      expect((await logIn(EMAIL, { host: OCHTENDPOST })).session).toBeTruthy();
    });
  });
});
