import type { AccountRequest } from "~/forms/account-request.server";
import { requestLanguage } from "~/forms/account-request.server";
import { describePaymentOption } from "~/forms/payment-method";
import { describeDays } from "~/platform/locale/weekdays";
import type { Translate } from "~/forms/translate";
import { SubscriptionsOverviewDocument, type SubscriptionsOverviewQuery, type SubscriptionsScreenFragment } from "~/graphql/generated/graphql";
import type { Brand } from "~/platform/content/brand";
import { cancellationPath, changePagePath, UNDO_CANCELLATION_INTENT } from "~/platform/content/links";
import { type DateSettings, dateSettings, formatDate, formatMoney } from "~/platform/locale/dates";
import { originGraphQL } from "~/platform/origin/graphql.server";
import { type OpenBalanceView, openBalanceNotices } from "~/shell/open-balance";
import type { TagColor } from "~/ui/tag/tag";

type Linked = SubscriptionsOverviewQuery["linkedSubscriptions"][number];
type Subscription = Linked["subscription"];
type Phase = NonNullable<Subscription["contract"]["currentPhase"]>;

export interface StatusTag {
  label: string;
  color: TagColor;
}

export interface BrandLink {
  label: string;
  href: string;
}

export interface SubscriptionView {
  id: string;
  title: string;
  subTitle: string | null;
  logoUrl: string;
  owner: boolean;
  product: string;
  productDescription: string | null;
  /** What is delivered: paper days, issues per year, digital access. */
  delivery: string[];
  tags: StatusTag[];
  /** "€ 45,99 per maand", with the phase's description. */
  currentPrice: string | null;
  currentPhase: string | null;
  nextPhase: string | null;
  /** A confirmed change that has not taken effect yet: "Vanaf zaterdag 12 december 2026: Zaterdagkrant, € 14,50 per maand". */
  pendingChange: string | null;
  startDate: string;
  endDate: string | null;
  payment: string | null;
  deliveryAddress: string | null;
  links: BrandLink[];
  /** Cancelled, ending later: "Opzegging ongedaan maken" in one tap, posted to the cancellation path. */
  undoCancellation: { action: string; intent: string } | null;
  /** The cancellation was just undone (the undo lands here): the card says it runs on. */
  resumed: boolean;
}

export interface BrandGroup {
  brandKey: string;
  /** The brand's id (DK, OP…), as analytics counts brands. */
  brandId: string;
  brandName: string;
  subscriptions: SubscriptionView[];
}

function describeDelivery(fulfilments: Subscription["product"]["fulfilments"], t: Translate): string[] {
  return fulfilments.flatMap((fulfilment) => {
    if ("deliveryDays" in fulfilment) {
      return [t("subscriptionPaperDays", "De krant op {days}", { days: describeDays(fulfilment.deliveryDays, t) })];
    }
    if ("issuesPerYear" in fulfilment) {
      return [t("subscriptionMagazineIssues", "{count} nummers per jaar", { count: fulfilment.issuesPerYear })];
    }
    if ("platforms" in fulfilment) {
      const names: Record<string, string> = {
        WEB: t("platformWeb", "de website"),
        APP: t("platformApp", "de app"),
        E_PAPER: t("platformEPaper", "de digitale krant"),
      };
      const platforms = fulfilment.platforms.map((platform) => names[platform] ?? platform);
      const list = platforms.length > 1 ? t("listAnd", "{items} en {last}", { items: platforms.slice(0, -1).join(", "), last: platforms.at(-1)! }) : (platforms[0] ?? "");
      return [t("subscriptionDigitalAccess", "Digitaal lezen via {platforms}", { platforms: list })];
    }
    return [];
  });
}

function perPeriod(phase: Pick<Phase, "price" | "currency" | "billingPeriod">, settings: DateSettings, t: Translate): string {
  const periods: Record<string, [string, string]> = {
    MONTH: ["billingPeriodMonth", "per maand"],
    QUARTER: ["billingPeriodQuarter", "per kwartaal"],
    YEAR: ["billingPeriodYear", "per jaar"],
  };
  const [key, fallback] = periods[phase.billingPeriod] ?? ["billingPeriodMonth", "per maand"];
  return `${formatMoney(phase.price, settings, phase.currency)} ${t(key, fallback)}`;
}

function statusTags(linked: Linked, settings: DateSettings, today: string, t: Translate): StatusTag[] {
  const { subscription } = linked;
  const tags: StatusTag[] = [];
  const end = subscription.endDate ? formatDate(subscription.endDate, settings) : null;
  if (subscription.status === "ACTIVE") tags.push({ label: t("subscriptionStatusActive", "Actief"), color: "green" });
  else if (subscription.status === "PENDING_CANCELLATION" || (subscription.status === "CANCELLED" && subscription.endDate && subscription.endDate >= today)) {
    tags.push({ label: end ? t("subscriptionStatusCancelledPer", "Opgezegd per {date}", { date: end }) : t("subscriptionStatusCancelled", "Opgezegd"), color: "orange" });
  } else tags.push({ label: end ? t("subscriptionStatusEnded", "Beëindigd op {date}", { date: end }) : t("subscriptionStatusEndedShort", "Beëindigd"), color: "gray" });
  if (linked.role === "OWNER" && subscription.paymentStatus === "FAILED") tags.push({ label: t("subscriptionStatusPaymentFailed", "Betaling achterstallig"), color: "red" });
  if (linked.role === "CO_READER") {
    tags.push({
      label: linked.sharedBy ? t("subscriptionSharedBy", "Gedeeld door {name}", { name: linked.sharedBy }) : t("subscriptionRoleCoReader", "Meelezer"),
      color: "blue",
    });
  }
  return tags;
}

/**
 * The brand's links for a subscription. An ended subscription (issue 58) offers neither changing nor
 * cancelling it, nor reading it online; one already cancelled (ending later) is not offered for cancelling again.
 */
function brandLinks(brand: Brand | undefined, linked: Linked, today: string, t: Translate): BrandLink[] {
  if (!brand) return [];
  const owner = linked.role === "OWNER";
  const { status, endDate } = linked.subscription;
  const running = status === "ACTIVE" || (status === "PENDING_CANCELLATION" && (!endDate || endDate >= today));
  const candidates: [keyof Brand["links"], string, string, boolean][] = [
    ["subscriptionReadOnlineUrl", "subscriptionLinkReadOnline", "Online lezen", running],
    ["subscriptionTerminateLinkUrl", "subscriptionLinkTerminate", "Abonnement opzeggen", owner && status === "ACTIVE"],
    ["subscriptionOffersUrl", "subscriptionLinkOffers", "Aanbiedingen", true],
    ["brandWebshopLinkUrl", "subscriptionLinkWebshop", "Webshop", true],
  ];
  // "Abonnement wijzigen" is the portal's own page (issue 57): it says so where the brand sells nothing else.
  // With a change pending, the same page shows it and its undo.
  const changeLabel = linked.subscription.pendingChange ? t("subscriptionLinkChangePending", "Wijziging bekijken of ongedaan maken") : t("subscriptionLinkChange", "Abonnement wijzigen");
  const change = owner && status === "ACTIVE" ? [{ label: changeLabel, href: changePagePath(linked.subscriptionId) }] : [];
  // A brand link that the brand does not have renders nothing.
  return [
    ...change,
    ...candidates.flatMap(([key, labelKey, label, shown]) => {
      const href = brand.links[key];
      return shown && href ? [{ label: t(labelKey, label), href }] : [];
    }),
  ];
}

/**
 * Without an external terminate link the portal's own flow cancels (ADR 17): "Abonnement opzeggen"
 * for a running subscription; one cancelled whose end date lies ahead gets the one-tap undo instead.
 */
function cancellationLink(brand: Brand | undefined, linked: Linked, t: Translate): BrandLink[] {
  if (linked.role !== "OWNER" || brand?.links.subscriptionTerminateLinkUrl) return [];
  if (linked.subscription.status !== "ACTIVE") return [];
  return [{ label: t("subscriptionLinkTerminate", "Abonnement opzeggen"), href: cancellationPath(linked.subscriptionId) }];
}

/** Issue 58: undoing a cancellation took two taps and landed on step 1 of cancelling; now one, on the card. */
function undoCancellation(brand: Brand | undefined, linked: Linked, today: string): SubscriptionView["undoCancellation"] {
  if (linked.role !== "OWNER" || brand?.links.subscriptionTerminateLinkUrl) return null;
  const { status, endDate } = linked.subscription;
  if (status !== "PENDING_CANCELLATION" || !endDate || endDate <= today) return null;
  return { action: cancellationPath(linked.subscriptionId), intent: UNDO_CANCELLATION_INTENT };
}

function formatAddress(address: Subscription["deliveryAddress"]): string | null {
  if (!address) return null;
  const house = [address.houseNumber, address.houseNumberSuffix].filter(Boolean).join(" ");
  return `${address.street} ${house}, ${address.zipCode} ${address.city}`;
}

/** What /abonnementen shows: the groups, and the open-balance notice (issue 56). */
export interface SubscriptionsData {
  groups: BrandGroup[];
  notices: OpenBalanceView[];
}

/** The account's subscriptions, grouped by brand (in the order of the brand list), owned before shared. */
export async function loadSubscriptions(account: AccountRequest, today: string, resumedId: string | null = null): Promise<SubscriptionsData> {
  return subscriptionsView(account, await originGraphQL(account.app, account.session, SubscriptionsOverviewDocument, {}), today, resumedId);
}

/** The page's groups from its read, or from a write's answer (issue 59). */
export function subscriptionsView(account: AccountRequest, screen: SubscriptionsScreenFragment, today: string, resumedId: string | null = null): SubscriptionsData {
  const settings = dateSettings(requestLanguage(account));
  return { groups: brandGroups(account, screen, today, resumedId), notices: openBalanceNotices(screen, settings, account.t) };
}

function brandGroups(account: AccountRequest, { linkedSubscriptions }: SubscriptionsScreenFragment, today: string, resumedId: string | null): BrandGroup[] {
  const { app, t } = account;
  const settings = dateSettings(requestLanguage(account));
  const brands = new Map(app.brands.map((brand) => [brand.key, brand]));
  const groups = new Map<string, BrandGroup>();
  for (const linked of linkedSubscriptions) {
    const { subscription } = linked;
    const brand = brands.get(linked.brand);
    const owner = linked.role === "OWNER";
    const current = subscription.contract.currentPhase ?? null;
    const next = subscription.contract.phases.find((phase) => current && phase.startDate > current.startDate) ?? null;
    const view: SubscriptionView = {
      id: subscription.id,
      title: subscription.title,
      subTitle: subscription.subTitle ?? null,
      logoUrl: subscription.logoUrl,
      owner,
      product: subscription.product.descriptor.name,
      productDescription: subscription.product.descriptor.description ?? null,
      delivery: describeDelivery(subscription.product.fulfilments, t),
      tags: statusTags(linked, settings, today, t),
      currentPrice: current && owner ? perPeriod(current, settings, t) : null,
      currentPhase: current ? current.description : null,
      nextPhase:
        next && owner
          ? t("subscriptionNextPhase", "Vanaf {date}: {price} ({description})", { date: formatDate(next.startDate, settings), price: perPeriod(next, settings, t), description: next.description })
          : null,
      pendingChange: subscription.pendingChange
        ? t("subscriptionPendingChangeText", "Vanaf {date}: {product}, {price}", {
            date: formatDate(subscription.pendingChange.effectiveDate, settings, { weekday: true }),
            product: subscription.pendingChange.productName,
            price: perPeriod({ ...subscription.pendingChange, currency: "EUR" }, settings, t),
          })
        : null,
      startDate: formatDate(subscription.startDate, settings),
      endDate: subscription.endDate ? formatDate(subscription.endDate, settings) : null,
      payment: owner ? describePaymentOption(subscription.paymentOption, t) : null,
      deliveryAddress: owner ? formatAddress(subscription.deliveryAddress) : null,
      links: [...brandLinks(brand, linked, today, t), ...cancellationLink(brand, linked, t)],
      undoCancellation: undoCancellation(brand, linked, today),
      // Only what the origin says now: a running subscription whose undo just landed here.
      resumed: resumedId === subscription.id && owner && subscription.status === "ACTIVE",
    };
    const group = groups.get(linked.brand) ?? { brandKey: linked.brand, brandId: brand?.id ?? linked.brand, brandName: brand?.name ?? subscription.title, subscriptions: [] };
    group.subscriptions.push(view);
    groups.set(linked.brand, group);
  }
  const order = app.brands.map((brand) => brand.key);
  return [...groups.values()]
    .map((group) => ({ ...group, subscriptions: [...group.subscriptions].sort((a, b) => Number(b.owner) - Number(a.owner)) }))
    .sort((a, b) => order.indexOf(a.brandKey) - order.indexOf(b.brandKey));
}
