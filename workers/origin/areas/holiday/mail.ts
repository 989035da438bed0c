/**
 * The e-mail a subscriber keeps of each holiday plan, change and cancellation (issue 58): which
 * subscription, the dates, a pause or the holiday address, and how to change it. A service message: sent
 * whatever the account's marketing choices. One per brand of the subscriptions concerned, in the
 * brand's Dutch ("t.e.m.", "bedeling" on a Belgian brand), sent in the same batch as the change itself.
 */
import { brandByKey, brandCountry } from "../../demo/brands";
import type { OutboxMessage } from "../../records/outbox";
import { dutchDate } from "../../calendar/time";
import { sayIn } from "../../rules/words";
import type { DeliverySubscriptionRow } from "../delivery";
import { LEAD_WORKING_DAYS } from "./rules";

export type HolidayMailKind = "planned" | "changed" | "cancelled";

export interface HolidayMailChange {
  row: Pick<DeliverySubscriptionRow, "id" | "brand_key" | "title" | "sub_title" | "email" | "first_name">;
  /** SUSPENSION: the delivery pauses; TEMPORARY_ADDRESS: it goes to the holiday address. */
  kind: "SUSPENSION" | "TEMPORARY_ADDRESS";
  startDate: string;
  endDate: string;
  /** The holiday address as one line, for TEMPORARY_ADDRESS. */
  address?: string;
  /** A change: the dates before it. */
  was?: { startDate: string; endDate: string };
}

const productName = (row: HolidayMailChange["row"]) => [row.title, row.sub_title].filter(Boolean).join(" – ");

/** "Strandweg 4 A, 4381 AB Vlissingen": a holiday address on one line. */
export function addressLine(address: { street: string; houseNumber: string; houseNumberSuffix?: string | null; zipCode: string; city: string }): string {
  return `${address.street} ${[address.houseNumber, address.houseNumberSuffix].filter(Boolean).join(" ")}, ${address.zipCode} ${address.city}`;
}

function period(startDate: string, endDate: string, country: "nl" | "be") {
  return `${dutchDate(startDate, country)} t/m ${dutchDate(endDate, country)}`;
}

function line(change: HolidayMailChange, country: "nl" | "be"): string {
  const what = change.kind === "SUSPENSION" ? "de bezorging wordt gepauzeerd" : `de bezorging gaat naar uw vakantieadres ${change.address ?? ""}`.trim();
  return `- ${productName(change.row)} (abonnement ${change.row.id}): ${what}, ${period(change.startDate, change.endDate, country)}.`;
}

const SUBJECTS: Record<HolidayMailKind, string> = {
  planned: "Uw vakantie is doorgegeven",
  changed: "Uw vakantie is gewijzigd",
  cancelled: "Uw vakantie is geannuleerd",
};

/** The messages of one plan, change or cancellation: one per brand, to the account's address. */
export function holidayMails(kind: HolidayMailKind, changes: readonly HolidayMailChange[]): OutboxMessage[] {
  const byBrand = new Map<string, HolidayMailChange[]>();
  for (const change of changes) byBrand.set(change.row.brand_key, [...(byBrand.get(change.row.brand_key) ?? []), change]);
  return [...byBrand.entries()].map(([brandKey, brandChanges]) => {
    const country = brandCountry(brandKey);
    const first = brandChanges[0]!;
    const brandName = brandByKey(brandKey)?.name ?? first.row.title;
    const intro =
      kind === "planned"
        ? "Wij hebben uw vakantie doorgegeven:"
        : kind === "changed"
          ? `Wij hebben uw vakantie gewijzigd${first.was ? ` (was ${period(first.was.startDate, first.was.endDate, country)})` : ""}:`
          : "Wij hebben uw vakantie geannuleerd:";
    const after =
      kind === "cancelled"
        ? "Uw krant of blad komt in die periode gewoon op uw eigen adres."
        : first.kind === "SUSPENSION"
          ? "Digitaal lezen gaat in die periode gewoon door."
          : "Daarna komt uw krant of blad weer op uw eigen adres.";
    return {
      to: first.row.email,
      channel: "email",
      subject: sayIn(country, `${SUBJECTS[kind]}: ${period(first.startDate, first.endDate, country)}`),
      body: sayIn(
        country,
        [
          `Beste ${first.row.first_name ?? "abonnee"},`,
          "",
          intro,
          ...brandChanges.map((change) => line(change, country)),
          "",
          after,
          ...(kind === "cancelled" ? [] : [`Wijzigen of annuleren kan tot ${LEAD_WORKING_DAYS} werkdagen voor de begindatum, in Mijn Omgeving bij Vakantieservice.`]),
          "",
          "Deed u dit niet zelf? Laat het ons weten via de klantenservice.",
          "",
          "Met vriendelijke groet,",
          brandName,
        ].join("\n"),
      ),
    };
  });
}
