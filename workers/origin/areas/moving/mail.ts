/**
 * The e-mail a subscriber keeps of a planned and of a cancelled move (issue 58): the moving date, the new
 * address and what happens to each paper subscription. A service message, in the account's Dutch ("t.e.m.",
 * "bedeling" for a Belgian address), written in the same batch as the move itself.
 */
import { brandByKey } from "../../demo/brands";
import type { Country } from "../../calendar/calendar";
import { dutchDate } from "../../calendar/time";
import type { OutboxMessage } from "../../records/outbox";
import { sayIn } from "../../rules/words";
import type { MoveDelivery } from "./rules";

export interface MoveMail {
  to: { email: string; first_name: string | null };
  country: Country;
  moveDate: string;
  address: { street: string; houseNumber: string; houseNumberSuffix: string | null; zipCode: string; city: string };
  /** The subscriptions that move (their own columns: this area does not import the delivery area's rows). */
  subscriptions: Array<{ row: { id: string; brand_key: string; title: string; sub_title: string | null }; delivery: MoveDelivery; firstEditionDate: string | null }>;
}

const WHAT: Record<MoveDelivery, string> = {
  ADDRESS: "wordt vanaf dan op uw nieuwe adres bezorgd",
  POSTAL: "komt vanaf dan met de post op uw nieuwe adres",
  DIGITAL: "stopt op papier; u leest digitaal verder",
};

export function moveMail(kind: "planned" | "cancelled", move: MoveMail): OutboxMessage {
  const { country } = move;
  const address = `${move.address.street} ${[move.address.houseNumber, move.address.houseNumberSuffix].filter(Boolean).join(" ")}, ${move.address.zipCode} ${move.address.city}`;
  const date = dutchDate(move.moveDate, country);
  const brandName = (move.subscriptions[0] && brandByKey(move.subscriptions[0].row.brand_key)?.name) ?? "Mijn Omgeving";
  const lines =
    kind === "planned"
      ? [
          `Wij hebben uw verhuizing op ${date} naar ${address} doorgegeven.`,
          ...(move.subscriptions.length > 0 ? ["", ...move.subscriptions.map(({ row, delivery, firstEditionDate }) =>
            `- ${[row.title, row.sub_title].filter(Boolean).join(" – ")} (abonnement ${row.id}) ${WHAT[delivery]}${firstEditionDate && delivery !== "DIGITAL" ? `, de eerste op ${dutchDate(firstEditionDate, country)}` : ""}.`)] : []),
          "",
          "Annuleren kan in Mijn Omgeving bij Verhuisservice, tot wij uw bezorging omzetten.",
        ]
      : [`Wij hebben uw verhuizing op ${date} naar ${address} geannuleerd. Uw krant of blad blijft komen op uw huidige adres.`];
  return {
    to: move.to.email,
    channel: "email",
    subject: sayIn(country, kind === "planned" ? `Uw verhuizing is doorgegeven: ${date}` : `Uw verhuizing op ${date} is geannuleerd`),
    body: sayIn(country, [`Beste ${move.to.first_name ?? "abonnee"},`, "", ...lines, "", "Deed u dit niet zelf? Laat het ons weten via de klantenservice.", "", "Met vriendelijke groet,", brandName].join("\n")),
  };
}
