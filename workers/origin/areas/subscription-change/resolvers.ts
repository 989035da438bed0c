/**
 * Resolvers of changing a subscription (issue 57): the options (the brand's catalog), the preview, the
 * confirmed change and its undo. Owner only; one pending change per subscription; every rule in rules.ts.
 */
import { brandByKey, brandCountry, brandIdOf, portalLink } from "../../demo/brands";
import type { Resolvers, S2BillingPeriod, S2SubscriptionChangePreview } from "../../graphql/generated/resolvers";
import { S2BillingPeriod as BILLING_PERIODS } from "../../../../contracts/generated/enums";
import { perRequest } from "../../graphql/context";
import { activityStatement } from "../../records/activity";
import { sendMessageStatement } from "../../records/outbox";
import { randomToken } from "../../request/crypto";
import { conflict, found, notFound, validationFailed } from "../../request/errors";
import { addDays } from "../../calendar/calendar";
import { dutchDate, dutchDateTime, nowIso, todayLocal } from "../../calendar/time";
import { violation } from "../../rules/validation";
import { sayIn } from "../../rules/words";
import { euro } from "../invoices";
import {
  catalogOf,
  changeById,
  changeByKey,
  type ChangeRow,
  coReaderCount,
  editionOf,
  ownedSubscription,
  pendingChange,
  pendingChangesOfAccount,
  phaseOn,
  withdrawableChange,
  plannedHolidays,
  plannedMove,
  type SubscriptionRow,
  toChange,
} from "./data";
import { addsPaidProduct, effectiveDate, nextInvoice, undoableUntil } from "./rules";
import { revertStatements } from "./apply";

const PERIOD_WORDS: Record<S2BillingPeriod, string> = { MONTH: "per maand", QUARTER: "per kwartaal", YEAR: "per jaar" };

/** Why this subscription cannot be changed here, or null. */
function notChangeable(subscription: SubscriptionRow, catalogSize: number): string | null {
  if (brandByKey(subscription.brand_key)?.category === "account" || catalogSize < 2) return "Voor dit abonnement is er niets anders om naar over te stappen.";
  if (subscription.status === "CANCELLED") return "Dit abonnement is beëindigd.";
  if (subscription.status === "PENDING_CANCELLATION") return "Dit abonnement is opgezegd. Maak de opzegging eerst ongedaan als u het wilt wijzigen.";
  return null;
}

interface Planned {
  subscription: SubscriptionRow;
  preview: S2SubscriptionChangePreview;
  row: Omit<ChangeRow, "id" | "account_id" | "session_id" | "status" | "idempotency_key" | "created_at" | "applied_at" | "undone_at" | "closed_phase_seq" | "product_name">;
}

/** The preview of a change, under every rule; the same computation the confirmation stores. */
async function plan(db: D1Database, accountId: string, input: { subscriptionId: string; productCode: string; billingPeriod: S2BillingPeriod }): Promise<Planned> {
  const subscription = await ownedSubscription(db, accountId, input.subscriptionId);
  if (!subscription) throw notFound();
  const today = todayLocal();
  const country = brandCountry(subscription.brand_key);
  // Everything else the rules read, at once (one D1 round trip for a query: graphql/read-batching.ts).
  const [catalog, phase, waiting, withdrawable, coReaders, holidays, move] = await Promise.all([
    catalogOf(db, subscription.brand_key),
    phaseOn(db, subscription.id, today),
    pendingChange(db, subscription.id, { waiting: true }),
    withdrawableChange(db, subscription.id, today),
    coReaderCount(db, subscription.id),
    plannedHolidays(db, subscription.id, today),
    plannedMove(db, subscription.id),
  ]);
  const reason = notChangeable(subscription, catalog.length);
  if (reason) throw conflict("NOT-CHANGEABLE", reason);
  if (waiting) {
    throw conflict("CHANGE-PENDING", "Er staat al een wijziging klaar voor dit abonnement. Maak die eerst ongedaan als u iets anders wilt.");
  }
  if (withdrawable) {
    throw conflict(
      "CHANGE-PENDING",
      `Uw vorige wijziging kunt u nog tot en met ${dutchDate(withdrawable.undoable_until, country)} herroepen. Een nieuwe wijziging kan daarna, of maak de vorige eerst ongedaan.`,
    );
  }
  const target = catalog.find((entry) => entry.product.code === input.productCode);
  const priceCents = target?.prices.get(input.billingPeriod);
  if (!target || priceCents === undefined) {
    throw validationFailed([violation("NOT-IN-CATALOG", "Deze keuze biedt dit merk niet aan. Kies een van de getoonde mogelijkheden.", "productCode")]);
  }
  if (!phase) throw conflict("NOT-CHANGEABLE", "Dit abonnement heeft nu geen lopend contract om te wijzigen.");
  if (target.product.code === subscription.product_code && input.billingPeriod === phase.billingPeriod) {
    throw validationFailed([violation("NO-CHANGE", "Dit is wat u nu al heeft. Kies iets anders om te wijzigen.", "productCode")]);
  }
  const from = editionOf({ code: subscription.product_code, fulfilments: subscription.product_fulfilments });
  const to = editionOf(target.product);
  const when = effectiveDate({ today, country, from, to, phase });
  if (subscription.end_date && subscription.end_date < when.date) {
    throw conflict("NOT-CHANGEABLE", `Dit abonnement loopt af op ${dutchDate(subscription.end_date, country)}, voordat de wijziging zou ingaan.`);
  }
  const invoice = nextInvoice({ effective: when.date, phase, toPeriod: input.billingPeriod, toPriceCents: priceCents });
  const withdrawal = addsPaidProduct(from, to);
  const undoUntil = undoableUntil(today, when.date, withdrawal);
  const say = (text: string) => sayIn(country, text);
  // Co-readers read along through the subscription's access; another edition without digital ends it.
  const losesDigital = from.code !== to.code && !to.digital;
  const date = (day: string) => dutchDate(day, country, { weekday: true });
  const keeps = [
    ...(holidays > 0 ? [say(to.paper ? "Uw geplande vakantie blijft staan en geldt ook voor de nieuwe editie." : "Uw geplande vakantiestop is met alleen digitaal lezen niet meer nodig; digitaal leest u gewoon door.")] : []),
    ...(move ? [say(`Uw verhuizing op ${dutchDate(move.move_date, country)} gaat gewoon door.`)] : []),
    ...(coReaders > 0 && !losesDigital ? [say(coReaders === 1 ? "Uw meelezer leest gewoon mee." : `Uw ${coReaders} meelezers lezen gewoon mee.`)] : []),
    say("Uw abonnementsnummer, betaalwijze en bezorgadres blijven hetzelfde."),
  ];
  const ends = [
    ...(coReaders > 0 && losesDigital
      ? [say(coReaders === 1 ? `De meelezer van dit abonnement kan vanaf ${date(when.date)} niet meer meelezen: de nieuwe editie heeft geen digitale toegang.` : `De ${coReaders} meelezers van dit abonnement kunnen vanaf ${date(when.date)} niet meer meelezen: de nieuwe editie heeft geen digitale toegang.`)]
      : []),
    ...(from.paper && to.paper && from.deliveryDays.join() !== to.deliveryDays.join() ? [say(`Vanaf ${date(when.date)} gaan meldingen over de bezorging over de nieuwe bezorgdagen.`)] : []),
    ...(from.paper && !to.paper ? [say(`De krant op papier stopt na ${date(addDays(when.date, -1))}.`)] : []),
  ];
  const preview: S2SubscriptionChangePreview = {
    productCode: target.product.code,
    productName: target.product.descriptor_name,
    billingPeriod: input.billingPeriod,
    price: priceCents / 100,
    effectiveDate: when.date,
    timing: when.timing,
    nextInvoiceDate: invoice.date,
    nextInvoiceAmount: invoice.amountCents / 100,
    settlement: invoice.settlementCents / 100,
    settlementDays: invoice.settlementDays,
    withdrawalUntil: withdrawal ? undoUntil : null,
    undoableUntil: undoUntil,
    keeps,
    ends,
    coReadersLosingAccess: losesDigital ? coReaders : 0,
  };
  return {
    subscription,
    preview,
    row: {
      subscription_id: subscription.id,
      from_product: subscription.product_code,
      from_period: phase.billingPeriod,
      from_price_cents: phase.priceCents,
      to_product: target.product.code,
      to_period: input.billingPeriod,
      to_price_cents: priceCents,
      effective_date: when.date,
      timing: when.timing,
      next_invoice_date: invoice.date,
      settlement_cents: invoice.settlementCents,
      undoable_until: undoUntil,
      withdrawal: withdrawal ? 1 : 0,
    },
  };
}

/** The e-mail with the new terms (a durable record, as the cancellation receipt), in the brand country's words. */
function changeMessage(env: OriginEnv, email: string, subscription: SubscriptionRow, preview: S2SubscriptionChangePreview, receivedAt: string) {
  const country = brandCountry(subscription.brand_key);
  const brand = brandByKey(subscription.brand_key)?.name ?? subscription.title;
  // The day with its year: a record read later, and a change may cross a year end.
  const on = `${dutchDate(preview.effectiveDate, country, { weekday: true })} ${preview.effectiveDate.slice(0, 4)}`;
  const settlement = preview.settlement === 0 ? "" : preview.settlement < 0 ? ` Daarop staat ${euro(-preview.settlement, country)} terug voor de dagen tot dan.` : ` Daarop staat ${euro(preview.settlement, country)} bij voor de dagen tot dan.`;
  const body = [
    "Beste abonnee,",
    "",
    `Uw abonnement ${subscription.id} op ${brand} wijzigt op ${on} naar ${preview.productName}, ${euro(preview.price, country)} ${PERIOD_WORDS[preview.billingPeriod]}.`,
    `Uw volgende factuur, van ${dutchDate(preview.nextInvoiceDate, country)}, is ${euro(preview.nextInvoiceAmount, country)}.${settlement}`,
    `Wij hebben uw wijziging ontvangen op ${dutchDateTime(receivedAt, country)}. Bewaar deze e-mail: zij legt de nieuwe voorwaarden vast.`,
    ...preview.keeps,
    ...preview.ends,
    "",
    preview.withdrawalUntil
      ? `U kunt deze wijziging tot en met ${dutchDate(preview.withdrawalUntil, country)} kosteloos ongedaan maken (herroepingsrecht):`
      : `Bedacht? Tot en met ${dutchDate(preview.undoableUntil, country)} maakt u de wijziging ongedaan:`,
    portalLink(env, subscription.brand_key, `/abonnementen/${encodeURIComponent(subscription.id)}/wijzigen`),
    "",
    `Met vriendelijke groet,\n${brand}`,
  ].join("\n");
  return { to: email, channel: "email" as const, subject: sayIn(country, `Bevestiging: uw abonnement op ${brand} wijzigt op ${dutchDate(preview.effectiveDate, country)}`), body };
}

/** The account's pending changes, read once per GraphQL request, for every card of a page. */
const pendingChangesOf = perRequest(({ db, auth }) => pendingChangesOfAccount(db, auth.accountId));

export const resolvers: Resolvers = {
  S2Subscription: {
    pendingChange: async (subscription, _args, context) => {
      const row = (await pendingChangesOf(context)).find((change) => change.subscription_id === subscription.id);
      return row ? toChange(row) : null;
    },
  },
  Query: {
    subscriptionChangeOptions: async (_parent, { subscriptionId }, { db, auth }) => {
      const subscription = await ownedSubscription(db, auth.accountId, subscriptionId);
      if (!subscription) throw notFound();
      const today = todayLocal();
      const [catalog, phase, pending, withdrawable] = await Promise.all([
        catalogOf(db, subscription.brand_key),
        phaseOn(db, subscription.id, today),
        pendingChange(db, subscription.id),
        withdrawableChange(db, subscription.id, today),
      ]);
      const reason = notChangeable(subscription, catalog.length) ?? (phase ? null : "Dit abonnement heeft nu geen lopend contract om te wijzigen.");
      return {
        subscriptionId: subscription.id,
        brandId: brandIdOf(subscription.brand_key),
        changeable: reason === null,
        reason,
        currentProductCode: subscription.product_code,
        currentBillingPeriod: phase?.billingPeriod ?? "MONTH",
        currentPrice: (phase?.priceCents ?? 0) / 100,
        editions: catalog.map(({ product, prices }) => {
          const edition = editionOf(product);
          return {
            productCode: product.code,
            name: product.descriptor_name,
            description: product.descriptor_description,
            type: product.type,
            deliveryDays: [...edition.deliveryDays],
            includesDigital: edition.digital,
            prices: Object.values(BILLING_PERIODS).flatMap((period) => (prices.has(period) ? [{ billingPeriod: period, price: prices.get(period)! / 100 }] : [])),
          };
        }),
        pending: pending ? toChange(pending) : null,
        withdrawable: withdrawable ? toChange(withdrawable) : null,
      };
    },
    subscriptionChangePreview: async (_parent, { input }, { db, auth }) => (await plan(db, auth.accountId, input)).preview,
  },
  Mutation: {
    changeSubscription: async (_parent, { input }, { db, env, auth }) => {
      if (!/^[A-Za-z0-9_-]{8,64}$/.test(input.idempotencyKey)) {
        throw validationFailed([violation("VALIDATION-ERROR", "Dit formulier is verlopen. Laad de pagina opnieuw.", "idempotencyKey")]);
      }
      // A repeat of the same form (double submit, reload) answers the change it made.
      const earlier = await changeByKey(db, auth.accountId, input.idempotencyKey);
      if (earlier) {
        if (earlier.subscription_id !== input.subscriptionId || earlier.to_product !== input.productCode || earlier.to_period !== input.billingPeriod) {
          throw conflict("IDEMPOTENCY-KEY-REUSED", "Dit formulier hoort bij een andere wijziging. Laad de pagina opnieuw.", "idempotencyKey");
        }
        return toChange(earlier);
      }
      const planned = await plan(db, auth.accountId, input);
      if (Math.round(planned.preview.price * 100) !== input.expectedPriceCents || planned.preview.effectiveDate !== input.expectedEffectiveDate) {
        throw conflict("PREVIEW-CHANGED", "De prijs of de ingangsdatum is intussen veranderd. Bekijk de nieuwe gegevens en bevestig opnieuw.");
      }
      const account = await db.prepare("SELECT email FROM accounts WHERE id = ?").bind(auth.accountId).first<{ email: string }>();
      const id = `sc_${randomToken(12)}`;
      const { row } = planned;
      const now = nowIso();
      // One batch: the change (the partial unique index refuses a second pending one), its event and e-mail.
      const [inserted] = await db.batch([
        db
          .prepare(
            `INSERT OR IGNORE INTO subscription_changes (id, account_id, subscription_id, session_id, from_product, from_period, from_price_cents, to_product,
               to_period, to_price_cents, effective_date, timing, next_invoice_date, settlement_cents, undoable_until, withdrawal, status, idempotency_key, created_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'PENDING', ?, ?)`,
          )
          .bind(
            id, auth.accountId, row.subscription_id, auth.sessionId, row.from_product, row.from_period, row.from_price_cents, row.to_product,
            row.to_period, row.to_price_cents, row.effective_date, row.timing, row.next_invoice_date, row.settlement_cents, row.undoable_until, row.withdrawal,
            input.idempotencyKey, now,
          ),
        activityStatement(
          db,
          { accountId: auth.accountId, sessionId: auth.sessionId, type: "SUBSCRIPTION_CHANGED", details: { subscriptionId: row.subscription_id, productCode: row.to_product, billingPeriod: row.to_period, effectiveDate: row.effective_date } },
          { ifPreviousChanged: true },
        ),
        ...(account ? [sendMessageStatement(db, changeMessage(env, account.email, planned.subscription, planned.preview, now), { ifPreviousChanged: true })] : []),
      ]);
      if (!inserted?.meta.changes) {
        const twin = await changeByKey(db, auth.accountId, input.idempotencyKey);
        if (twin) return toChange(twin);
        throw conflict("CHANGE-PENDING", "Er staat al een wijziging klaar voor dit abonnement. Maak die eerst ongedaan als u iets anders wilt.");
      }
      return toChange(found(await changeById(db, auth.accountId, id)));
    },

    undoSubscriptionChange: async (_parent, { changeId }, { db, env, auth }) => {
      const change = await changeById(db, auth.accountId, changeId);
      if (!change) throw notFound();
      if (change.status === "UNDONE") return toChange(change);
      // A pending change until its day; one that added a paid product also after it, inside its withdrawal window.
      const withdrawing = change.status === "APPLIED" && change.withdrawal === 1;
      if ((change.status !== "PENDING" && !withdrawing) || todayLocal() > change.undoable_until) {
        throw conflict("UNDO-TOO-LATE", "Deze wijziging is al ingegaan en kan niet meer ongedaan worden gemaakt.");
      }
      const subscription = found(await ownedSubscription(db, auth.accountId, change.subscription_id));
      const account = await db.prepare("SELECT email FROM accounts WHERE id = ?").bind(auth.accountId).first<{ email: string }>();
      const country = brandCountry(subscription.brand_key);
      const brand = brandByKey(subscription.brand_key)?.name ?? subscription.title;
      const now = nowIso();
      await db.batch([
        db.prepare("UPDATE subscription_changes SET status = 'UNDONE', undone_at = ? WHERE id = ? AND status = ?").bind(now, change.id, change.status),
        activityStatement(db, { accountId: auth.accountId, sessionId: auth.sessionId, type: "SUBSCRIPTION_CHANGE_UNDONE", details: { subscriptionId: change.subscription_id } }, { ifPreviousChanged: true }),
        ...(account
          ? [
              sendMessageStatement(
                db,
                {
                  to: account.email,
                  channel: "email",
                  subject: `Uw abonnement op ${brand} blijft zoals het was`,
                  body: sayIn(
                    country,
                    withdrawing
                      ? `Beste abonnee,\n\nU heeft de wijziging van uw abonnement ${subscription.id} naar ${change.product_name} herroepen. Uw abonnement is weer zoals het was voor ${dutchDate(change.effective_date, country)}.\n\nMet vriendelijke groet,\n${brand}`
                      : `Beste abonnee,\n\nU heeft de wijziging van uw abonnement ${subscription.id} naar ${change.product_name} ongedaan gemaakt. Uw abonnement blijft zoals het was.\n\nMet vriendelijke groet,\n${brand}`,
                  ),
                },
                { ifPreviousChanged: true },
              ),
            ]
          : []),
        // Last: the activity and the e-mail above follow the status update's own changes().
        ...(withdrawing ? revertStatements(db, change, now) : []),
      ]);
      return toChange(found(await changeById(db, auth.accountId, change.id)));
    },
  },
};
