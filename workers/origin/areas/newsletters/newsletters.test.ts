import { beforeAll, describe, expect, it } from "vitest";
import { call, graphql, login, type Tokens } from "../../test/helpers";
import type { Newsletter } from "./data";

// GraphQL `newsletters(brands:)`: the list REST GET /api/newsletter/newsletters gives, for a page that
// reads the account's brands in the same request (the portal's newsletters page).
const QUERY = `query($brands: [String!]!) {
  linkedSubscriptions { brand }
  newsletters(brands: $brands) { id brand title description frequency subscribed } }`;

let jan: Tokens;
let an: Tokens;
beforeAll(async () => {
  jan = await login("jan.jansen@example.nl");
  an = await login("an.peeters@example.be");
});

async function restList(token: string, brands: string[]): Promise<Newsletter[]> {
  const query = brands.map((brand) => `brand=${brand}`).join("&");
  const response = await call(`/api/newsletter/newsletters?${query}`, { headers: { authorization: `Bearer ${token}`, accept: "application/json" } });
  expect(response.status).toBe(200);
  return response.json<Newsletter[]>();
}

describe("newsletters(brands:)", () => {
  it("answers what REST answers, brand by brand in the order asked, with each account's own subscribed flags", async () => {
    const brands = ["wereldwijzer", "dagkoerier", "ochtendpost", "dagkoerier"];
    for (const tokens of [jan, an]) {
      const { status, body } = await graphql<{ newsletters: Newsletter[] }>(tokens.access_token, QUERY, { brands });
      expect(status).toBe(200);
      expect(body.errors).toBeUndefined();
      expect(body.data!.newsletters).toEqual(await restList(tokens.access_token, brands));
    }
    const janDk = (await graphql<{ newsletters: Newsletter[] }>(jan.access_token, QUERY, { brands: ["dagkoerier"] })).body.data!.newsletters;
    expect(janDk.map((n) => n.id)).toEqual(["nl-dk-ochtend", "nl-dk-weekend", "nl-dk-sport", "nl-dk-puzzel"]);
    expect(janDk[0]).toMatchObject({ title: "Het ochtendnieuws", subscribed: true });
  });

  it.each([
    [["dagkoerier", "onbekend"], "UNKNOWN-BRAND", "Dit merk kennen we niet."],
    [[], "REQUIRED", "Kies een merk."],
    [["dagkoerier", ""], "REQUIRED", "Kies een merk."],
  ])("refuses %j with %s and answers no list", async (brands, code, message) => {
    const { body } = await graphql(jan.access_token, QUERY, { brands });
    expect(body.data).toBeNull();
    expect(JSON.stringify(body.errors)).toContain(code);
    expect(JSON.stringify(body.errors)).toContain(message);
  });

  it("needs a valid token", async () => {
    const { status } = await graphql("not-a-token", QUERY, { brands: ["dagkoerier"] });
    expect(status).toBe(401);
  });
});
