import { describe, expect, it } from "vitest";
import { logIn, portalFetch } from "./helpers";

// Translations per page (ADR 0026): the HTML carries the translation keys of the routes that match
// the URL (the build's lists per route module), never the whole table.
const OCHTENDPOST = "mijn.ochtendpost.example";

describe("translations per page", () => {
  it("sends the service home its own texts and the shell's, not those of other screens", async () => {
    const { status, body } = await portalFetch("/", { host: OCHTENDPOST });
    expect(status).toBe(200);
    expect(body).toContain("serviceHomeHeading");
    expect(body).toContain("skipToContent"); // the shell's
    expect(body).not.toContain("lastNameLabel"); // the account screen's
    expect(body).not.toContain("errorCodes.GENERIC-ERROR"); // a form screen's
  });

  it("sends a not-found page the error screen's texts", async () => {
    const { status, body } = await portalFetch("/bestaat-niet", { host: OCHTENDPOST });
    expect(status).toBe(404);
    expect(body).toContain("notFoundTitle");
    expect(body).not.toContain("serviceHomeHeading");
  });

  it("sends /account its texts in the brand's language variant", async () => {
    const { session } = await logIn("an.peeters@example.be", { host: OCHTENDPOST });
    const { status, body } = await portalFetch("/account", { host: OCHTENDPOST, headers: { cookie: session! } });
    expect(status).toBe(200);
    expect(body).toContain("lastNameLabel");
    expect(body).toContain("Familienaam");
    expect(body).not.toContain("serviceHomeHeading");
  });
});
