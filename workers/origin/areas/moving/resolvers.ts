/** Resolvers of the moving-house service: the overview, the options, the address lookup, plan and cancel a move (ADR 23). */
import type { AddressShape } from "../../rules/address";
import { brandIdOf } from "../../demo/brands";
import { moveMail } from "./mail";
import { CALENDAR_YEARS, publicHolidayName, addDays, type Country } from "../../calendar/calendar";
import { conflict, found, notFound, OriginError, validationFailed } from "../../request/errors";
import type { MovingHouseService, Resolvers } from "../../graphql/generated/resolvers";
import { dutchDate, nowIso, todayLocal } from "../../calendar/time";
import { violation, type Violation } from "../../rules/validation";
import {
  accountAddressStatement,
  type AccountAddressRow,
  beCities,
  cancelMove,
  deliveryAreas,
  firstAfterDueMoves,
  insertMove,
  moveById,
  moveByKey,
  movesOf,
  nlAddresses,
  nlZipCodeExists,
  paperSubscriptions,
  plannedMove,
  type MoveWithChanges,
  type PaperSubscriptionRow,
} from "./data";
import {
  busSuffix,
  countryOfCode,
  delivers,
  deliveryChoices,
  FIRST_EDITION_MAX_DAYS,
  isCancellable,
  LEAD_WORKING_DAYS,
  moveDateWindow,
  validateAddressQuery,
  validateDelivery,
  validateFirstEdition,
  validateMoveDate,
  type AddressQuery,
  type MoveDelivery,
} from "./rules";

function toService({ move, changes }: MoveWithChanges, today: string, country: Country): MovingHouseService {
  return {
    id: move.id,
    moveDate: move.move_date,
    status: move.status,
    address: {
      street: move.street ?? "",
      houseNumber: move.house_number ?? "",
      houseNumberSuffix: move.house_number_suffix,
      zipCode: move.zip_code ?? "",
      city: move.city ?? "",
      countryCode: move.country_code ?? "NL",
    },
    subscriptions: changes.map((change) => ({
      subscriptionId: change.subscription_id,
      brandId: brandIdOf(change.brand_key),
      brandKey: change.brand_key,
      title: [change.title, change.sub_title].filter(Boolean).join(" – "),
      delivery: change.delivery,
      firstEditionDate: change.first_edition_date,
    })),
    cancellable: isCancellable(move.move_date, move.status, today, country),
    addressToBeChecked: move.address_to_check === 1,
    createdAt: move.created_at,
  };
}

function subscriptionOption(row: PaperSubscriptionRow) {
  return { subscriptionId: row.id, brandId: brandIdOf(row.brand_key), brandKey: row.brand_key, title: [row.title, row.sub_title].filter(Boolean).join(" – ") };
}

function prefixed(violations: Violation[], prefix: string): Violation[] {
  return violations.map((item) => (item.field ? { ...item, field: `${prefix}${item.field}` } : item));
}

/**
 * The address service: the address as it is written, or the violations that say why it does not exist. A
 * Dutch address the table does not know may be typed in (manual): it is taken as typed, to be checked.
 */
async function lookupAddress(db: D1Database, input: AddressQuery): Promise<{ address: AddressShape | null; violations: Violation[]; toBeChecked: boolean }> {
  const { value, violations } = validateAddressQuery(input);
  if (!value) return { address: null, violations, toBeChecked: false };
  if (value.countryCode === "NL") {
    const rows = await nlAddresses(db, value.zipCode, value.houseNumber);
    if (rows.length === 0 && value.manual) {
      return {
        address: { street: value.street ?? "", houseNumber: value.houseNumber, houseNumberSuffix: value.suffix, zipCode: value.zipCode, city: value.city ?? "", countryCode: "NL" },
        violations: [],
        toBeChecked: true,
      };
    }
    if (rows.length === 0) {
      return (await nlZipCodeExists(db, value.zipCode))
        ? { address: null, violations: [violation("ADDRESS-NOT-FOUND", `Huisnummer ${value.houseNumber} bestaat niet bij postcode ${value.zipCode}. Controleer het huisnummer.`, "houseNumber")], toBeChecked: false }
        : { address: null, violations: [violation("UNKNOWN-ZIP-CODE", `Postcode ${value.zipCode} bestaat niet. Controleer de postcode.`, "zipCode")], toBeChecked: false };
    }
    const suffixes = rows.map((row) => row.house_number_suffix).filter(Boolean);
    const row = rows.find((candidate) => candidate.house_number_suffix === (value.suffix ?? ""));
    if (!row) {
      const street = `${rows[0]!.street} ${value.houseNumber}`;
      if (value.suffix === null) {
        return { address: null, violations: [violation("SUFFIX-REQUIRED", `Kies de toevoeging bij ${street}: ${suffixes.join(", ")}.`, "houseNumberSuffix")], toBeChecked: false };
      }
      const message = suffixes.length === 0 ? `${street} heeft geen toevoeging. Laat de toevoeging leeg.` : `${street} heeft geen toevoeging ${value.suffix}. Kies uit: ${suffixes.join(", ")}.`;
      return { address: null, violations: [violation("SUFFIX-NOT-FOUND", message, "houseNumberSuffix")], toBeChecked: false };
    }
    return {
      address: { street: row.street, houseNumber: value.houseNumber, houseNumberSuffix: value.suffix, zipCode: value.zipCode, city: row.city, countryCode: "NL" },
      violations: [],
      toBeChecked: false,
    };
  }
  const cities = await beCities(db, value.zipCode);
  if (cities.length === 0) return { address: null, violations: [violation("UNKNOWN-ZIP-CODE", `Postcode ${value.zipCode} bestaat niet in België. Controleer de postcode.`, "zipCode")], toBeChecked: false };
  const city = cities.find((name) => name.localeCompare(value.city ?? "", "nl", { sensitivity: "base" }) === 0);
  if (!city) return { address: null, violations: [violation("CITY-MISMATCH", `Postcode ${value.zipCode} hoort bij ${cities.join(" / ")}. Controleer de gemeente of de postcode.`, "city")], toBeChecked: false };
  return {
    address: { street: value.street ?? "", houseNumber: value.houseNumber, houseNumberSuffix: busSuffix(value.suffix), zipCode: value.zipCode, city, countryCode: "BE" },
    violations: [],
    toBeChecked: false,
  };
}

/** Whether each paper subscription's brand delivers at the address. */
async function areaChecks(db: D1Database, paper: PaperSubscriptionRow[], address: AddressShape) {
  const areas = await deliveryAreas(db, [...new Set(paper.map((row) => row.brand_key))]);
  return paper.map((row) => {
    const inDeliveryArea = delivers(areas.get(row.brand_key) ?? [], address.countryCode, address.zipCode);
    return { subscriptionId: row.id, inDeliveryArea, choices: deliveryChoices(inDeliveryArea) };
  });
}

/** The account's country (whose public holidays count) and today; moves whose date has come are completed first. */
async function context(db: D1Database, accountId: string) {
  const today = todayLocal();
  const account = found(await firstAfterDueMoves<AccountAddressRow>(db, today, nowIso(), accountId, accountAddressStatement(db, accountId)));
  return { today, country: countryOfCode(account.country_code), account };
}

export const resolvers: Resolvers = {
  Query: {
    movingHouseServicesOverview: async (_parent, _args, { db, auth }) => {
      const { today, country } = await context(db, auth.accountId);
      return { services: (await movesOf(db, auth.accountId)).map((move) => toService(move, today, country)) };
    },

    movingHouseOptions: async (_parent, _args, { db, auth }) => {
      const { today, country, account } = await context(db, auth.accountId);
      const window = moveDateWindow(today, country);
      const [paper, planned] = await Promise.all([paperSubscriptions(db, auth.accountId, today), plannedMove(db, auth.accountId)]);
      const publicHolidays: { date: string; name: string }[] = [];
      const last = window.latest.slice(0, 4) > String(CALENDAR_YEARS.last) ? `${CALENDAR_YEARS.last}-12-31` : window.latest;
      for (let day = today; day <= last; day = addDays(day, 1)) {
        const name = publicHolidayName(day, country);
        if (name) publicHolidays.push({ date: day, name });
      }
      const current = account.street && account.house_number && account.zip_code && account.city;
      return {
        earliestMoveDate: window.earliest,
        latestMoveDate: window.latest,
        leadWorkingDays: LEAD_WORKING_DAYS,
        countryCode: country.toUpperCase(),
        publicHolidays,
        subscriptions: paper.map(subscriptionOption),
        currentAddress: current
          ? {
              street: account.street!,
              houseNumber: account.house_number!,
              houseNumberSuffix: account.house_number_suffix,
              zipCode: account.zip_code!,
              city: account.city!,
              countryCode: account.country_code,
            }
          : null,
        plannedMove: planned ? toService(found(await moveById(db, auth.accountId, planned.id)), today, country) : null,
        firstEditionMaxDays: FIRST_EDITION_MAX_DAYS,
      };
    },

    movingHouseAddressLookup: async (_parent, { input }, { db, auth }) => {
      const { address, violations, toBeChecked } = await lookupAddress(db, input);
      if (!address) throw validationFailed(violations);
      const paper = await paperSubscriptions(db, auth.accountId, todayLocal());
      return { address, addressToBeChecked: toBeChecked, deliveryAreas: await areaChecks(db, paper, address) };
    },
  },

  Mutation: {
    submitMovingHouseV2: async (_parent, { input }, { db, auth }) => {
      const repeated = await moveByKey(db, auth.accountId, input.idempotencyKey);
      const { today, country, account } = await context(db, auth.accountId);
      if (repeated) return toService(repeated, today, country);
      // A change replaces the caller's own planned move, while it may still be cancelled.
      if (input.replacesMoveId) {
        const replaced = await moveById(db, auth.accountId, input.replacesMoveId);
        if (!replaced) throw notFound();
        if (!isCancellable(replaced.move.move_date, replaced.move.status, today, country)) {
          throw conflict("MOVE-NOT-CANCELLABLE", "Deze verhuizing kan niet meer gewijzigd worden: wij zetten uw bezorging al om. Neem contact op met de klantenservice.");
        }
      }
      const paper = await paperSubscriptions(db, auth.accountId, today);
      const chosen = input.subscriptions ?? paper.map((row) => ({ subscriptionId: row.id, delivery: null, firstEditionDate: null }));
      const ids = [...new Set(chosen.map((item) => item.subscriptionId))];
      // Ownership first: someone else's (or an unknown) subscription is NOT-FOUND, whatever else is wrong.
      if (ids.length > 0) {
        const { results } = await db
          .prepare(`SELECT id FROM subscriptions WHERE account_id = ? AND id IN (${ids.map(() => "?").join(", ")})`)
          .bind(auth.accountId, ...ids)
          .all<{ id: string }>();
        if (results.length !== ids.length) throw notFound();
      }
      const violations: Violation[] = [];
      const { address, violations: addressViolations, toBeChecked } = await lookupAddress(db, input.address);
      violations.push(...prefixed(addressViolations, "address."));
      violations.push(...validateMoveDate(input.moveDate, moveDateWindow(today, country), (date) => dutchDate(date, country)));
      if (ids.length === 0 && paper.length > 0) {
        violations.push(violation("CHOOSE-SUBSCRIPTION", "Kies welke abonnementen meeverhuizen.", "subscriptions"));
      }
      const checks = address ? await areaChecks(db, paper, address) : [];
      const moving: Array<{ subscriptionId: string; delivery: MoveDelivery; firstEditionDate: string | null }> = [];
      for (const subscriptionId of ids) {
        const item = chosen.find((candidate) => candidate.subscriptionId === subscriptionId)!;
        if (!paper.some((row) => row.id === subscriptionId)) {
          violations.push(violation("NOT-ON-PAPER", "Dit abonnement komt niet op papier: er verhuist niets mee.", "subscriptions"));
          continue;
        }
        const field = `subscriptions.${subscriptionId}`;
        violations.push(...validateFirstEdition(item.firstEditionDate, input.moveDate, `${field}.firstEditionDate`));
        const check = checks.find((candidate) => candidate.subscriptionId === subscriptionId);
        if (!check) continue;
        const delivery = validateDelivery(check.inDeliveryArea, item.delivery, `${field}.delivery`);
        violations.push(...delivery.violations);
        if (delivery.value) moving.push({ subscriptionId, delivery: delivery.value, firstEditionDate: item.firstEditionDate || null });
      }
      if (violations.length > 0 || !address) throw validationFailed(violations);
      const alreadyPlanned = () => conflict("MOVE-ALREADY-PLANNED", "Er staat al een verhuizing gepland. Wijzig of annuleer die eerst.");
      const current = await plannedMove(db, auth.accountId);
      if (current && current.id !== input.replacesMoveId) throw alreadyPlanned();
      const id = `MV-${crypto.randomUUID()}`;
      const stored = await insertMove(db, {
        id,
        accountId: auth.accountId,
        moveDate: input.moveDate,
        address,
        addressToBeChecked: toBeChecked,
        replaces: input.replacesMoveId ?? null,
        subscriptions: moving,
        idempotencyKey: input.idempotencyKey,
        now: nowIso(),
        event: {
          accountId: auth.accountId,
          sessionId: auth.sessionId,
          type: "MOVING_HOUSE_SUBMITTED",
          details: {
            moveId: id,
            moveDate: input.moveDate,
            zipCode: address.zipCode,
            countryCode: address.countryCode,
            subscriptionIds: moving.map((item) => item.subscriptionId).join(","),
            ...(input.replacesMoveId ? { replacesMoveId: input.replacesMoveId } : {}),
          },
        },
        message: moveMail("planned", {
          to: account,
          country: countryOfCode(address.countryCode),
          moveDate: input.moveDate,
          address,
          subscriptions: moving.map((item) => ({ ...item, row: paper.find((row) => row.id === item.subscriptionId)! })),
        }),
      });
      if (!stored) {
        // The same form sent twice at once: the other request stored it. Otherwise another move was planned meanwhile.
        const twin = await moveByKey(db, auth.accountId, input.idempotencyKey);
        if (twin) return toService(twin, today, country);
        throw alreadyPlanned();
      }
      return toService(found(await moveById(db, auth.accountId, id)), today, country);
    },

    cancelMovingHouseV2: async (_parent, { input }, { db, auth }) => {
      const { today, country, account } = await context(db, auth.accountId);
      const move = await moveById(db, auth.accountId, input.id);
      if (!move) throw notFound();
      if (move.move.status === "CANCELLED") return toService(move, today, country);
      if (!isCancellable(move.move.move_date, move.move.status, today, country)) {
        throw conflict(
          "MOVE-NOT-CANCELLABLE",
          move.move.status === "COMPLETED"
            ? "Deze verhuizing is al doorgevoerd."
            : "Deze verhuizing is al te dichtbij om te annuleren: wij zetten uw bezorging al om. Neem contact op met de klantenservice.",
        );
      }
      const to = move.move;
      const message = moveMail("cancelled", {
        to: account,
        country: countryOfCode(to.country_code),
        moveDate: to.move_date,
        address: { street: to.street ?? "", houseNumber: to.house_number ?? "", houseNumberSuffix: to.house_number_suffix, zipCode: to.zip_code ?? "", city: to.city ?? "" },
        subscriptions: move.changes.map((change) => ({ row: { id: change.subscription_id, brand_key: change.brand_key, title: change.title, sub_title: change.sub_title }, delivery: change.delivery, firstEditionDate: change.first_edition_date })),
      });
      const cancelled = await cancelMove(
        db,
        auth.accountId,
        move.move.id,
        nowIso(),
        { accountId: auth.accountId, sessionId: auth.sessionId, type: "MOVING_HOUSE_CANCELLED", details: { moveId: move.move.id, moveDate: move.move.move_date } },
        message,
      );
      if (!cancelled && (await moveById(db, auth.accountId, move.move.id))?.move.status !== "CANCELLED") {
        throw new OriginError("CONFLICT", [{ code: "CHANGED-MEANWHILE", message: "Dit is intussen al gewijzigd. Vernieuw de pagina." }]);
      }
      return toService(found(await moveById(db, auth.accountId, move.move.id)), today, country);
    },
  },
};
