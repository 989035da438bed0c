/** Subscriptions (S2*) with their product (Pcs*), contract and payment option. */
import { brandIdOf, brandLogoUrl, BRANDS } from "../../demo/brands";
import type {
  PcsFulfilment,
  PcsProductType,
  PcsWeekday,
  S2BillingPeriod,
  S2ContractPhase,
  S2ContractRenewal,
  ResolversParentTypes,
  S2LinkedSubscriptionRole,
  S2PaymentMethod,
  S2PaymentStatus,
  S2SubscriptionStatus,
} from "../../graphql/generated/resolvers";

/** A subscription as this area builds it: fields other areas add to S2Subscription are resolved by them. */
type Subscription = ResolversParentTypes["S2Subscription"];
type LinkedSubscription = ResolversParentTypes["S2LinkedSubscription"];
import { maskIban } from "./rules";
import { prefixedAddressColumns, toAddress } from "../../rules/address";

export interface SubscriptionRow {
  id: string;
  account_id: string;
  brand_key: string;
  product_code: string;
  title: string;
  sub_title: string | null;
  status: S2SubscriptionStatus;
  start_date: string;
  end_date: string | null;
  renewal: S2ContractRenewal;
  payment_method: S2PaymentMethod | null;
  payment_status: S2PaymentStatus;
  iban: string | null;
  account_holder: string | null;
  card_brand: string | null;
  card_last4: string | null;
  delivery_street: string | null;
  delivery_house_number: string | null;
  delivery_house_number_suffix: string | null;
  delivery_zip_code: string | null;
  delivery_city: string | null;
  delivery_country_code: string | null;
}

interface ProductRow {
  code: string;
  title: string;
  type: PcsProductType;
  descriptor_name: string;
  descriptor_description: string | null;
  fulfilments: string;
}

interface PhaseRow {
  subscription_id: string;
  seq: number;
  start_date: string;
  end_date: string | null;
  price_cents: number;
  billing_period: S2BillingPeriod;
  description: string;
}

type Fulfilment =
  | { kind: "PAPER"; deliveryDays: PcsWeekday[] }
  | { kind: "DIGITAL"; platforms: string[] }
  | { kind: "MAGAZINE_PAPER"; issuesPerYear: number };

function toFulfilment(f: Fulfilment): PcsFulfilment {
  switch (f.kind) {
    case "PAPER":
      return { __typename: "PcsPaperFulfilment", deliveryDays: f.deliveryDays, daysPerWeek: f.deliveryDays.length };
    case "DIGITAL":
      return { __typename: "PcsDigitalFulfilment", platforms: f.platforms };
    case "MAGAZINE_PAPER":
      return { __typename: "PcsMagazinePaperFulfilment", issuesPerYear: f.issuesPerYear };
  }
}

function toPhase(row: PhaseRow): S2ContractPhase {
  return {
    startDate: row.start_date,
    endDate: row.end_date,
    price: row.price_cents / 100,
    currency: "EUR",
    billingPeriod: row.billing_period,
    description: row.description,
  };
}

/**
 * Builds the GraphQL shape. `role` CO_READER hides what is the owner's business: payment details
 * and the delivery address.
 */
function toSubscription(
  row: SubscriptionRow,
  product: ProductRow,
  phases: PhaseRow[],
  role: S2LinkedSubscriptionRole,
  today: string,
): Subscription {
  const contractPhases = phases.sort((a, b) => a.seq - b.seq).map(toPhase);
  const currentPhase =
    contractPhases.find((p) => p.startDate <= today && (!p.endDate || p.endDate >= today)) ??
    contractPhases.at(-1) ??
    null;
  const owner = role === "OWNER";
  return {
    id: row.id,
    brandId: brandIdOf(row.brand_key),
    brandKey: row.brand_key,
    title: row.title,
    subTitle: row.sub_title,
    logoUrl: brandLogoUrl(row.brand_key),
    status: row.status,
    startDate: row.start_date,
    endDate: row.end_date,
    product: {
      code: product.code,
      title: product.title,
      type: product.type,
      descriptor: { name: product.descriptor_name, description: product.descriptor_description },
      fulfilments: (JSON.parse(product.fulfilments) as Fulfilment[]).map(toFulfilment),
    },
    contract: {
      startDate: row.start_date,
      endDate: row.end_date,
      renewal: row.renewal,
      phases: contractPhases,
      currentPhase,
    },
    paymentOption:
      owner && row.payment_method
        ? {
            method: row.payment_method,
            maskedIban: row.iban ? maskIban(row.iban) : null,
            accountHolder: row.account_holder,
            cardBrand: row.card_brand,
            maskedCardNumber: row.card_last4 ? `**** **** **** ${row.card_last4}` : null,
            paymentStatus: row.payment_status,
          }
        : null,
    paymentStatus: row.payment_status,
    deliveryAddress: owner ? toAddress(prefixedAddressColumns(row, "delivery_")) : null,
  };
}

/** A subscription as linked to the caller: their role, and for a co-reader the owner's name. */
type LinkedRow = SubscriptionRow & { role: S2LinkedSubscriptionRole; shared_by: string | null };

function assemble(rows: LinkedRow[], products: ProductRow[], phases: PhaseRow[], today: string): LinkedSubscription[] {
  const productByCode = new Map(products.map((p) => [p.code, p]));
  return rows.map((row) => ({
    subscriptionId: row.id,
    brand: row.brand_key,
    brandId: brandIdOf(row.brand_key),
    role: row.role,
    sharedBy: row.shared_by,
    subscription: toSubscription(
      row,
      productByCode.get(row.product_code)!,
      phases.filter((p) => p.subscription_id === row.id),
      row.role,
      today,
    ),
  }));
}

/** The subscriptions linked to account ?1: those it owns, then those shared with it (active co-reader access). */
const LINKED = `SELECT s.*, 'OWNER' AS role, NULL AS shared_by FROM subscriptions s WHERE s.account_id = ?1
       UNION ALL
       SELECT s.*, 'CO_READER' AS role, NULLIF(TRIM(COALESCE(o.first_name, '') || ' ' || COALESCE(o.last_name, '')), '') AS shared_by
         FROM subscriptions s
         JOIN co_readers c ON c.subscription_id = s.id
         JOIN accounts o ON o.id = s.account_id
       WHERE c.co_reader_account_id = ?1 AND c.revoked_at IS NULL AND s.status != 'CANCELLED'`;

/**
 * Subscriptions the account owns plus those shared with it (active co-reader access), with their
 * products and contract phases: one D1 batch (one round trip, one consistent read).
 */
export async function linkedSubscriptions(db: D1Database, accountId: string, today: string): Promise<LinkedSubscription[]> {
  const [linked, products, phases] = await db.batch([
    db.prepare(`${LINKED} ORDER BY role DESC, start_date`).bind(accountId),
    db.prepare(`WITH linked AS (${LINKED}) SELECT * FROM products WHERE code IN (SELECT product_code FROM linked)`).bind(accountId),
    db.prepare(`WITH linked AS (${LINKED}) SELECT * FROM contract_phases WHERE subscription_id IN (SELECT id FROM linked)`).bind(accountId),
  ]);
  return assemble(
    (linked?.results ?? []) as unknown as LinkedRow[],
    (products?.results ?? []) as unknown as ProductRow[],
    (phases?.results ?? []) as unknown as PhaseRow[],
    today,
  );
}

/** One subscription linked to the account, or null (also when it belongs to someone else). */
export async function linkedSubscription(
  db: D1Database,
  accountId: string,
  subscriptionId: string,
  today: string,
): Promise<LinkedSubscription | null> {
  const all = await linkedSubscriptions(db, accountId, today);
  return all.find((l) => l.subscriptionId === subscriptionId) ?? null;
}

/** Minimal facts of subscriptions the account owns, by id (for invoices, holiday, sharing). */
export async function ownedSubscriptionSummaries(
  db: D1Database,
  accountId: string,
): Promise<Map<string, { id: string; brandKey: string; brandId: string; title: string; subTitle: string | null }>> {
  const { results } = await db
    .prepare("SELECT id, brand_key, title, sub_title FROM subscriptions WHERE account_id = ?")
    .bind(accountId)
    .all<{ id: string; brand_key: string; title: string; sub_title: string | null }>();
  return new Map(
    results.map((r) => [
      r.id,
      { id: r.id, brandKey: r.brand_key, brandId: brandIdOf(r.brand_key), title: r.title, subTitle: r.sub_title },
    ]),
  );
}

/**
 * Keys of the brands the account has a linked subscription with (the same set as
 * linkedSubscriptions: every owned subscription, plus active co-reader access), in BRANDS order.
 */
export async function linkedBrandKeys(db: D1Database, accountId: string): Promise<string[]> {
  const { results } = await db
    .prepare(
      `SELECT brand_key FROM subscriptions WHERE account_id = ?1
       UNION
       SELECT s.brand_key FROM subscriptions s JOIN co_readers c ON c.subscription_id = s.id
       WHERE c.co_reader_account_id = ?1 AND c.revoked_at IS NULL AND s.status != 'CANCELLED'`,
    )
    .bind(accountId)
    .all<{ brand_key: string }>();
  const order = Object.keys(BRANDS);
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  return results.map((r) => r.brand_key).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** Where a subscription number stands, for linkSubscriptionAsOwner. */
export type SubscriptionNumberState =
  | { state: "unknown" }
  | { state: "linked"; toCaller: boolean; zipCode: string; countryCode: string }
  | { state: "unlinked"; zipCode: string; countryCode: string };

export async function subscriptionNumberState(db: D1Database, accountId: string, id: string): Promise<SubscriptionNumberState> {
  const [linked, unlinked] = await db.batch([
    db.prepare("SELECT account_id, delivery_zip_code, delivery_country_code FROM subscriptions WHERE id = ?").bind(id),
    db.prepare("SELECT delivery_zip_code, delivery_country_code FROM unlinked_subscriptions WHERE id = ?").bind(id),
  ]);
  const owned = linked!.results[0] as { account_id: string; delivery_zip_code: string | null; delivery_country_code: string | null } | undefined;
  if (owned) return { state: "linked", toCaller: owned.account_id === accountId, zipCode: owned.delivery_zip_code ?? "", countryCode: owned.delivery_country_code ?? "NL" };
  const row = unlinked!.results[0] as { delivery_zip_code: string; delivery_country_code: string } | undefined;
  return row ? { state: "unlinked", zipCode: row.delivery_zip_code, countryCode: row.delivery_country_code } : { state: "unknown" };
}

/**
 * Moves an unlinked subscription (and its contract phases) to the account, in one batch; the first
 * statement matches nothing once another request linked it, and then nothing else happens.
 */
export function linkSubscriptionStatements(db: D1Database, accountId: string, id: string, now: string): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `INSERT INTO subscriptions (id, account_id, brand_key, product_code, title, sub_title, status, start_date, end_date, renewal,
           payment_method, payment_status, iban, account_holder, card_brand, card_last4, delivery_street, delivery_house_number,
           delivery_house_number_suffix, delivery_zip_code, delivery_city, delivery_country_code, created_at)
         SELECT id, ?1, brand_key, product_code, title, sub_title, status, start_date, end_date, renewal,
           payment_method, 'OK', iban, account_holder, NULL, NULL, delivery_street, delivery_house_number,
           delivery_house_number_suffix, delivery_zip_code, delivery_city, delivery_country_code, ?3
         FROM unlinked_subscriptions WHERE id = ?2`,
      )
      .bind(accountId, id, now),
    db
      .prepare(
        `INSERT INTO contract_phases (subscription_id, seq, start_date, end_date, price_cents, billing_period, description)
         SELECT u.id, json_extract(p.value, '$.seq'), json_extract(p.value, '$.start_date'), json_extract(p.value, '$.end_date'),
           json_extract(p.value, '$.price_cents'), json_extract(p.value, '$.billing_period'), json_extract(p.value, '$.description')
         FROM unlinked_subscriptions u, json_each(u.phases) p WHERE u.id = ?1 AND changes() > 0`,
      )
      .bind(id),
    db.prepare("DELETE FROM unlinked_subscriptions WHERE id = ?1 AND EXISTS (SELECT 1 FROM subscriptions WHERE id = ?1)").bind(id),
  ];
}
