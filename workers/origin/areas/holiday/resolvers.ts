/** Resolvers of the holiday service (ADR 22): overview, the pickers' options, plan, change, cancel. */
import { guardedChange } from "../../records/activity";
import { sendMessageStatement } from "../../records/outbox";
import { addressLine, holidayMails, type HolidayMailChange } from "./mail";
import type { AuthContext } from "../../request/auth";
import { brandByKey, brandCountry, brandIdOf } from "../../demo/brands";
import { addDays } from "../../calendar/calendar";
import { conflict, found, notFound, OriginError, validationFailed } from "../../request/errors";
import type { HolidayServiceSubscription, Resolvers } from "../../graphql/generated/resolvers";
import { dutchDate, nowIso, todayLocal } from "../../calendar/time";
import { violation, type Violation } from "../../rules/validation";
import { deliveryOf, ownSubscriptions, type DeliverySubscriptionRow } from "../delivery";
import {
  cancelStatement,
  changePeriod,
  deliveryAddresses,
  donationPartners,
  getChange,
  getSuspension,
  getTemporaryAddress,
  holidayOverview,
  keyUsed,
  paperSubscriptions,
  periodsOf,
  storeChanges,
  type NewSuspension,
  type NewTemporaryAddress,
} from "./data";
import {
  countryCodeOf,
  deliveryDates,
  donationOption,
  earliestStart,
  LEAD_WORKING_DAYS,
  latestStart,
  MAX_DAYS_PER_CHANGE,
  MAX_DAYS_PER_YEAR,
  nonDeliveryDays,
  validateDonation,
  validatePeriod,
  validateTemporaryAddress,
  yearUsage,
  type DeliveryAddress,
  type DonationPartner,
  type HolidayKind,
  type Period,
} from "./rules";

function categoryOf(brandKey: string): "NEWSPAPER" | "MAGAZINE" {
  return brandByKey(brandKey)?.category === "magazine" ? "MAGAZINE" : "NEWSPAPER";
}

function partnerOf(partner: DonationPartner) {
  return { id: partner.id, name: partner.name, description: partner.description, kind: partner.kind, city: partner.city, region: partner.region };
}

function optionsOf(
  row: DeliverySubscriptionRow,
  periods: Period[],
  today: string,
  address: DeliveryAddress | null,
  partners: readonly DonationPartner[],
): HolidayServiceSubscription {
  const country = brandCountry(row.brand_key);
  const delivery = deliveryOf(row);
  const earliest = earliestStart(today, country);
  const latest = latestStart(today);
  const year = Number(today.slice(0, 4));
  return {
    subscriptionId: row.id,
    brandId: brandIdOf(row.brand_key),
    brandKey: row.brand_key,
    title: row.title,
    subTitle: row.sub_title,
    countryCode: countryCodeOf(country),
    category: categoryOf(row.brand_key),
    deliveryDays: delivery.kind === "NEWSPAPER" ? delivery.deliveryDays : [],
    issueDates: delivery.kind === "MAGAZINE" ? deliveryDates(delivery, earliest, addDays(latest, MAX_DAYS_PER_CHANGE), country) : [],
    earliestStartDate: earliest,
    latestStartDate: latest,
    leadTimeWorkingDays: LEAD_WORKING_DAYS,
    maxDaysPerChange: MAX_DAYS_PER_CHANGE,
    maxDaysPerYear: MAX_DAYS_PER_YEAR,
    nonDeliveryDays: nonDeliveryDays(delivery, addDays(today, 1), addDays(latest, MAX_DAYS_PER_CHANGE), country),
    usage: yearUsage(periods, [year, year + 1]),
    changes: periods
      .filter((period) => period.endDate >= today)
      .map((period) => ({ ...period, status: period.startDate <= today ? ("ACTIVE" as const) : ("PLANNED" as const) })),
    donation: (({ offered, unavailableReason, partners: serving }) => ({ offered, unavailableReason, partners: serving.map(partnerOf) }))(
      donationOption(delivery, address, partners),
    ),
  };
}

/** The subscriptions of a form: every one the caller's own and on paper, else NOT-FOUND / NO-DELIVERY; no duplicates. */
async function formSubscriptions(db: D1Database, accountId: string, subscriptionIds: readonly string[], today: string) {
  const ids = [...new Set(subscriptionIds)];
  if (ids.length === 0) throw validationFailed([violation("REQUIRED", "Kies voor welk abonnement u dit doorgeeft.", "subscriptionIds")]);
  const own = await paperSubscriptions(db, accountId, today);
  const rows = ids.map((id) => own.find((row) => row.id === id));
  if (rows.some((row) => !row)) {
    // Another account's subscription, or one without paper: tell which without revealing whose it is.
    const all = await ownSubscriptions(db, accountId, today);
    if (ids.some((id) => !all.some((row) => row.id === id))) throw notFound();
    throw conflict("NO-DELIVERY", "Bij dit abonnement wordt niets op papier bezorgd, dus er valt niets door te geven.", "subscriptionIds");
  }
  return rows as DeliverySubscriptionRow[];
}

/** Validates the period for every chosen subscription; with several, each message names its title. */
async function checkPeriod(db: D1Database, rows: DeliverySubscriptionRow[], input: { startDate: string; endDate: string }, today: string) {
  const periods = await periodsOf(db, rows.map((row) => row.id));
  const violations: Violation[] = [];
  for (const row of rows) {
    const found = validatePeriod(input, { today, country: brandCountry(row.brand_key), delivery: deliveryOf(row), others: periods.get(row.id) ?? [] });
    for (const item of found) {
      const message = rows.length > 1 ? `${row.title}: ${item.message}` : item.message;
      if (!violations.some((known) => known.code === item.code && known.field === item.field && known.message === message)) {
        violations.push({ ...item, message });
      }
    }
  }
  if (violations.length > 0) throw validationFailed(violations);
}

/** DONATE: every chosen subscription may donate, to the partner chosen (violations on compensation and donationPartnerId). */
async function donationViolations(db: D1Database, accountId: string, rows: DeliverySubscriptionRow[], partnerId: string | null | undefined): Promise<Violation[]> {
  const [addresses, partners] = await Promise.all([deliveryAddresses(db, accountId, rows.map((row) => row.id)), donationPartners(db)]);
  return validateDonation(
    rows.map((row) => ({ title: row.title, delivery: deliveryOf(row), address: addresses.get(row.id) ?? null })),
    partnerId,
    partners,
  );
}

/** Runs a batch; a failed one is a double submit (answered with the overview) or a change stored meanwhile. */
async function storeOnce(db: D1Database, accountId: string, idempotencyKey: string, store: () => Promise<void>) {
  try {
    await store();
  } catch (error) {
    if (await keyUsed(db, accountId, idempotencyKey)) return;
    console.warn("holiday: batch refused", error);
    throw conflict("CHANGED-MEANWHILE", "Er is intussen al een vakantie doorgegeven voor deze periode. Vernieuw de pagina.");
  }
}

const changeId = (prefix: "HS" | "TA", subscriptionId: string) => `${prefix}-${subscriptionId}-${crypto.randomUUID().slice(0, 8)}`;

function cancelRefusal(kind: HolidayKind, startDate: string, country: "nl" | "be") {
  const what = kind === "SUSPENSION" ? "vakantiestop" : "vakantieadres";
  return conflict(
    kind === "SUSPENSION" ? "SUSPENSION-NOT-CANCELLABLE" : "TEMPORARY-ADDRESS-NOT-CANCELLABLE",
    `Deze ${what} begint op ${dutchDate(startDate, country)} of is al begonnen, voorbij of geannuleerd. Annuleren kan tot ${LEAD_WORKING_DAYS} werkdagen voor de begindatum.`,
  );
}

/** Cancels one of the account's changes of this kind (another kind or account: not found), until the lead time. */
async function cancelChange(db: D1Database, auth: AuthContext, kind: HolidayKind, changeId: string): Promise<void> {
  const stored = await getChange(db, auth.accountId, changeId);
  if (!stored || stored.kind !== kind) throw notFound();
  const country = brandCountry(stored.brandKey);
  if (!stored.change.cancellable) throw cancelRefusal(kind, stored.change.startDate, country);
  const row = (await ownSubscriptions(db, auth.accountId, todayLocal())).find((item) => item.id === stored.change.subscriptionId);
  const mails = row ? holidayMails("cancelled", [mailChange(row, stored)]) : [];
  await guardedChange(
    db,
    cancelStatement(db, kind, auth.accountId, changeId, earliestStart(todayLocal(), country), nowIso()),
    {
      accountId: auth.accountId,
      sessionId: auth.sessionId,
      type: kind === "SUSPENSION" ? "DELIVERY_SUSPENSION_CANCELLED" : "TEMPORARY_ADDRESS_CANCELLED",
      details: { changeId, subscriptionId: stored.change.subscriptionId },
    },
    mails.map((mail) => sendMessageStatement(db, mail, { ifPreviousChanged: true })),
  );
}

/** A stored change as its e-mail describes it (mail.ts). */
function mailChange(row: DeliverySubscriptionRow, stored: NonNullable<Awaited<ReturnType<typeof getChange>>>, dates?: { startDate: string; endDate: string }): HolidayMailChange {
  const address = stored.kind === "TEMPORARY_ADDRESS" ? addressLine((stored.change as { address: Parameters<typeof addressLine>[0] }).address) : undefined;
  return {
    row,
    kind: stored.kind,
    startDate: dates?.startDate ?? stored.change.startDate,
    endDate: dates?.endDate ?? stored.change.endDate,
    ...(address ? { address } : {}),
    ...(dates ? { was: { startDate: stored.change.startDate, endDate: stored.change.endDate } } : {}),
  };
}

export const resolvers: Resolvers = {
  HolidayServiceSubscription: {
    nonDeliveryDays: (subscription, { reasons }) =>
      reasons ? subscription.nonDeliveryDays.filter((day) => reasons.includes(day.reason)) : subscription.nonDeliveryDays,
  },

  Query: {
    holidayServicesOverview: (_parent, _args, { db, auth }) => holidayOverview(db, auth.accountId),

    holidayServiceOptions: async (_parent, _args, { db, auth }) => {
      const today = todayLocal();
      const rows = await paperSubscriptions(db, auth.accountId, today);
      const ids = rows.map((row) => row.id);
      const [periods, addresses, partners] = await Promise.all([periodsOf(db, ids), deliveryAddresses(db, auth.accountId, ids), donationPartners(db)]);
      return rows.map((row) => optionsOf(row, periods.get(row.id) ?? [], today, addresses.get(row.id) ?? null, partners));
    },
  },

  Mutation: {
    suspendDeliveryV2: async (_parent, { input }, { db, auth }) => {
      const today = todayLocal();
      if (await keyUsed(db, auth.accountId, input.idempotencyKey)) return holidayOverview(db, auth.accountId);
      const compensation = input.compensation ?? "NONE";
      const rows = await formSubscriptions(db, auth.accountId, input.subscriptionIds, today);
      const donation = compensation === "DONATE" ? await donationViolations(db, auth.accountId, rows, input.donationPartnerId) : [];
      try {
        await checkPeriod(db, rows, input, today);
      } catch (error) {
        // Date and donation problems are shown together, each next to its field.
        if (donation.length > 0 && error instanceof OriginError && error.code === "BAD_USER_INPUT") throw validationFailed([...error.violations, ...donation]);
        throw error;
      }
      if (donation.length > 0) throw validationFailed(donation);
      const donationPartnerId = compensation === "DONATE" ? input.donationPartnerId!.trim() : null;
      const now = nowIso();
      const changes = rows.map((row) => {
        const id = changeId("HS", row.id);
        const change: NewSuspension = {
          changeId: id,
          accountId: auth.accountId,
          subscriptionId: row.id,
          startDate: input.startDate,
          endDate: input.endDate,
          compensation,
          donationPartnerId,
          idempotencyKey: input.idempotencyKey,
          now,
          event: {
            accountId: auth.accountId,
            sessionId: auth.sessionId,
            type: "DELIVERY_SUSPENSION_PLANNED",
            details: { changeId: id, subscriptionId: row.id, startDate: input.startDate, endDate: input.endDate, compensation, ...(donationPartnerId ? { donationPartnerId } : {}) },
          },
        };
        return { kind: "SUSPENSION" as const, change };
      });
      const mails = holidayMails("planned", rows.map((row) => ({ row, kind: "SUSPENSION" as const, startDate: input.startDate, endDate: input.endDate })));
      await storeOnce(db, auth.accountId, input.idempotencyKey, () => storeChanges(db, changes, mails));
      return holidayOverview(db, auth.accountId);
    },

    submitTemporaryDeliveryAddressV2: async (_parent, { input }, { db, auth }) => {
      const today = todayLocal();
      if (await keyUsed(db, auth.accountId, input.idempotencyKey)) return holidayOverview(db, auth.accountId);
      const address = validateTemporaryAddress(input.address);
      const rows = await formSubscriptions(db, auth.accountId, input.subscriptionIds, today);
      try {
        await checkPeriod(db, rows, input, today);
      } catch (error) {
        // Date and address problems are shown together, each next to its field.
        if (address.violations.length > 0 && error instanceof OriginError && error.code === "BAD_USER_INPUT") {
          throw validationFailed([...error.violations, ...address.violations]);
        }
        throw error;
      }
      if (!address.value) throw validationFailed(address.violations);
      const now = nowIso();
      const changes = rows.map((row) => {
        const id = changeId("TA", row.id);
        const change: NewTemporaryAddress = {
          changeId: id,
          accountId: auth.accountId,
          subscriptionId: row.id,
          startDate: input.startDate,
          endDate: input.endDate,
          address: address.value!,
          idempotencyKey: input.idempotencyKey,
          now,
          event: {
            accountId: auth.accountId,
            sessionId: auth.sessionId,
            type: "TEMPORARY_ADDRESS_PLANNED",
            details: { changeId: id, subscriptionId: row.id, startDate: input.startDate, endDate: input.endDate, city: address.value!.city },
          },
        };
        return { kind: "TEMPORARY_ADDRESS" as const, change };
      });
      const mails = holidayMails(
        "planned",
        rows.map((row) => ({ row, kind: "TEMPORARY_ADDRESS" as const, startDate: input.startDate, endDate: input.endDate, address: addressLine(address.value!) })),
      );
      await storeOnce(db, auth.accountId, input.idempotencyKey, () => storeChanges(db, changes, mails));
      return holidayOverview(db, auth.accountId);
    },

    cancelDeliverySuspensionV2: async (_parent, { input }, { db, auth }) => {
      await cancelChange(db, auth, "SUSPENSION", input.changeId);
      return found(await getSuspension(db, auth.accountId, input.changeId));
    },

    cancelTemporaryDeliveryAddressV2: async (_parent, { input }, { db, auth }) => {
      await cancelChange(db, auth, "TEMPORARY_ADDRESS", input.changeId);
      return found(await getTemporaryAddress(db, auth.accountId, input.changeId));
    },

    changeHolidayServicePeriodV2: async (_parent, { input }, { db, auth }) => {
      const today = todayLocal();
      const stored = await getChange(db, auth.accountId, input.changeId);
      if (!stored) throw notFound();
      const { change, kind } = stored;
      if (!change.changeable) {
        throw conflict("NOT-CHANGEABLE", "Deze vakantie is voorbij, geannuleerd of eindigt morgen al en kan niet meer worden gewijzigd.");
      }
      const [row] = (await paperSubscriptions(db, auth.accountId, today)).filter((item) => item.id === change.subscriptionId);
      if (!row) throw conflict("NO-DELIVERY", "Bij dit abonnement wordt niets meer op papier bezorgd.");
      const country = brandCountry(row.brand_key);
      const startLocked = !change.startDateChangeable;
      const violations: Violation[] = [];
      if (startLocked) {
        if (input.startDate !== change.startDate) {
          violations.push(
            violation(
              "START-LOCKED",
              `Deze vakantie is al begonnen of begint binnen ${LEAD_WORKING_DAYS} werkdagen. De begindatum blijft ${dutchDate(change.startDate, country)}.`,
              "startDate",
            ),
          );
        }
        if (input.endDate >= change.endDate) {
          violations.push(
            violation("ONLY-SHORTER", `U kunt deze vakantie nu alleen inkorten. Kies een einddatum vóór ${dutchDate(change.endDate, country)}.`, "endDate"),
          );
        }
      }
      const others = ((await periodsOf(db, [row.id])).get(row.id) ?? []).filter((period) => period.changeId !== change.changeId);
      violations.push(...validatePeriod(input, { today, country, delivery: deliveryOf(row), others, startLocked }).filter((item) => !violations.some((v) => v.field === item.field)));
      if (violations.length > 0) throw validationFailed(violations);
      try {
        await changePeriod(db, {
          kind,
          accountId: auth.accountId,
          changeId: change.changeId,
          subscriptionId: row.id,
          was: { startDate: change.startDate, endDate: change.endDate },
          startDate: input.startDate,
          endDate: input.endDate,
          now: nowIso(),
          event: {
            accountId: auth.accountId,
            sessionId: auth.sessionId,
            type: "HOLIDAY_SERVICE_CHANGED",
            details: { changeId: change.changeId, subscriptionId: row.id, kind, startDate: input.startDate, endDate: input.endDate },
          },
          message: holidayMails("changed", [mailChange(row, stored, { startDate: input.startDate, endDate: input.endDate })])[0],
        });
      } catch (error) {
        console.warn("holiday: change refused", error);
        throw conflict("CHANGED-MEANWHILE", "Dit is intussen al gewijzigd. Vernieuw de pagina.");
      }
      return holidayOverview(db, auth.accountId);
    },
  },
};
