/**
 * GET /dev/bezorglijst?merk=<brand key>[&format=json]: the reference origin's stand-in for what the
 * distribution partner's system receives (issue 58): per delivered newspaper subscription of the brand the
 * address and the owner's instructions for the deliverer, by postcode. A real origin sends the same rows to the
 * partner's route planning; like every /dev/ page it is not served in production (index.ts).
 */
import { BRANDS, brandByKey } from "../../demo/brands";
import { randomToken } from "../../request/crypto";
import { OriginError } from "../../request/errors";
import { escapeHtml, html, json } from "../../request/http";
import type { PageRoute } from "../area";
import { deliveryOf, routeList, type RouteListRow } from "./data";

interface RouteStop {
  subscriptionId: string;
  address: string;
  zipCode: string;
  instructions: string | null;
}

function stop(row: RouteListRow): RouteStop {
  const house = [row.delivery_house_number, row.delivery_house_number_suffix].filter(Boolean).join(" ");
  return {
    subscriptionId: row.id,
    address: `${[row.delivery_street, house].filter(Boolean).join(" ")}, ${row.delivery_zip_code ?? ""} ${row.delivery_city ?? ""}`.trim(),
    zipCode: row.delivery_zip_code ?? "",
    instructions: row.delivery_instructions,
  };
}

export const pages: PageRoute[] = [
  {
    method: "GET",
    pattern: /^\/dev\/bezorglijst$/,
    handler: async ({ url, env }) => {
      const brand = brandByKey(url.searchParams.get("merk") ?? "");
      if (!brand) throw new OriginError("NOT_FOUND");
      // Only what a deliverer brings: newspapers on paper (a magazine comes by post, digital not at all).
      const stops = (await routeList(env.DB, brand.key)).filter((row) => deliveryOf(row).kind === "NEWSPAPER").map(stop);
      if (url.searchParams.get("format") === "json") return json({ brand: brand.key, stops });
      const rows = stops
        .map((item) => `<tr><td>${escapeHtml(item.subscriptionId)}</td><td>${escapeHtml(item.address)}</td><td>${item.instructions ? escapeHtml(item.instructions) : "—"}</td></tr>`)
        .join("");
      const others = Object.values(BRANDS).map((other) => `<a href="/dev/bezorglijst?merk=${escapeHtml(other.key)}">${escapeHtml(other.name)}</a>`).join(" · ");
      const nonce = randomToken(16);
      return html(
        `<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>Routelijst ${escapeHtml(brand.name)}</title>
<style nonce="${nonce}">body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}td,th{border:1px solid #999;padding:.3rem .6rem;text-align:left}</style></head>
<body><main><h1>Routelijst ${escapeHtml(brand.name)}</h1><p>Wat het systeem van de distributiepartner ontvangt: per adres de instructie van de abonnee. ${others}</p>
<table><thead><tr><th>Abonnement</th><th>Adres</th><th>Instructie</th></tr></thead><tbody>${rows}</tbody></table></main></body></html>`,
        200,
        { nonce },
      );
    },
  },
];
