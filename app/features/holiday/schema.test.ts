import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, test } from "vitest";
import { fallbackT } from "~/forms/testing";
import { changeSchema, holidaySchema } from "./schema";

function parse(entries: Array<[string, string]>) {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return parseWithZod(data, { schema: holidaySchema(fallbackT) });
}

const base: Array<[string, string]> = [
  ["intent", "holiday-submit"],
  ["idempotencyKey", "abcdefgh12"],
  ["kind", "SUSPENSION"],
  ["startDate", "2026-12-14"],
  ["endDate", "2026-12-18"],
];

const errors = (result: ReturnType<typeof parse>) => (result.status === "error" ? Object.keys(result.error ?? {}).filter((key) => result.error?.[key]?.length) : []);

describe("holidaySchema", () => {
  test("takes one or several subscriptions and a typed Dutch date", () => {
    const one = parse([...base, ["subscriptionIds", "700100"]]);
    expect(one.status === "success" && one.value.subscriptionIds).toEqual(["700100"]);
    const two = parse([...base.filter(([name]) => name !== "endDate"), ["endDate", "18-12-2026"], ["subscriptionIds", "700100"], ["subscriptionIds", "700101"]]);
    expect(two.status === "success" && two.value).toMatchObject({ subscriptionIds: ["700100", "700101"], endDate: "2026-12-18" });
  });

  test("asks for a subscription, real dates and an end after the start", () => {
    expect(errors(parse(base))).toEqual(["subscriptionIds"]);
    const backwards = parse([...base.filter(([name]) => name !== "endDate"), ["endDate", "2026-12-10"], ["subscriptionIds", "700100"]]);
    expect(backwards.status === "error" && backwards.error?.endDate).toEqual(["De einddatum ligt vóór de begindatum. Kies een latere einddatum."]);
    expect(errors(parse([...base.filter(([name]) => name !== "startDate"), ["startDate", "2026-02-30"], ["subscriptionIds", "700100"]]))).toEqual(["startDate"]);
  });

  test("needs a Dutch or Belgian address for a holiday address and refuses abroad with the digital alternative", () => {
    const address = [...base.filter(([name]) => name !== "kind"), ["kind", "TEMPORARY_ADDRESS"], ["subscriptionIds", "700200"]] as Array<[string, string]>;
    expect(errors(parse([...address, ["countryCode", "NL"]]))).toEqual(["street", "houseNumber", "zipCode", "city"]);
    const abroad = parse([...address, ["countryCode", "OTHER"], ["street", "Rue de la Paix"], ["houseNumber", "1"], ["zipCode", "75002"], ["city", "Parijs"]]);
    expect(abroad.status === "error" && abroad.error?.countryCode?.[0]).toMatch(/^Wij bezorgen alleen in Nederland en België\. .*digitaal/);
    const letters = parse([...address, ["countryCode", "BE"], ["street", "Zeedijk"], ["houseNumber", "12"], ["houseNumberSuffix", "bus 3"], ["zipCode", "84AB"], ["city", "Oostende"]]);
    expect(errors(letters)).toEqual(["zipCode"]);
    const ok = parse([...address, ["countryCode", "BE"], ["street", "Zeedijk"], ["houseNumber", "12"], ["houseNumberSuffix", "bus 3"], ["zipCode", "8400"], ["city", "Oostende"]]);
    expect(ok.status).toBe("success");
  });

  test("a pause gets the normal compensation, or \"Doneer mijn krant\" with a partner", () => {
    const pause = [...base, ["subscriptionIds", "700100"]] as Array<[string, string]>;
    const normal = parse(pause);
    expect(normal.status === "success" && normal.value.compensation).toBe("EXTEND_SUBSCRIPTION");
    const withoutPartner = parse([...pause, ["compensation", "DONATE"]]);
    expect(withoutPartner.status === "error" && withoutPartner.error?.donationPartnerId).toEqual(["Kies de organisatie die uw kranten krijgt."]);
    const donate = parse([...pause, ["compensation", "DONATE"], ["donationPartnerId", "DP-NL-EEMHOF"]]);
    expect(donate.status === "success" && donate.value).toMatchObject({ compensation: "DONATE", donationPartnerId: "DP-NL-EEMHOF" });
    expect(errors(parse([...pause, ["compensation", "CASH"]]))).toEqual(["compensation"]);
    // A holiday address does not donate: a partner left in the form does not matter.
    const address = parse([...base.filter(([name]) => name !== "kind"), ["kind", "TEMPORARY_ADDRESS"], ["subscriptionIds", "700100"], ["compensation", "DONATE"], ["countryCode", "NL"], ["street", "Badweg"], ["houseNumber", "5"], ["zipCode", "1796 AA"], ["city", "De Koog"]]);
    expect(address.status).toBe("success");
  });

  test("changing needs the change and its dates", () => {
    const data = new FormData();
    for (const [name, value] of [["intent", "holiday-change"], ["changeId", "HS-1"], ["startDate", "2026-12-14"], ["endDate", "2026-12-12"]]) data.append(name!, value!);
    const result = parseWithZod(data, { schema: changeSchema(fallbackT) });
    expect(result.status === "error" && Object.keys(result.error ?? {})).toEqual(["endDate"]);
  });
});
