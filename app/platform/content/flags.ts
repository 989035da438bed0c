// Feature flags (spec §3). General flags are booleans; brand flags are lists of brand ids.

export const GENERAL_FLAGS = [
  "isChangePaymentCreditCardEnabled",
  "isChangePaymentDirectDebitBEEnabled",
  "isChangePaymentDirectDebitNLEnabled",
  "isChangePaymentIdealThroughWalletEnabled",
  "isContactFormAttachmentEnabled",
  "isContactFormHiddenDuringOpeningHours",
  "isContactFormHiddenForNewspapers",
  "isHolidayCancellationEnabled",
  "isOnlineOauthAccountServiceV2Enabled",
  "isSalesforceThroughCISEnabled",
  "isServiceConditionsEnabled",
  "isSessionOverviewEnabled",
  "isSiteAlertsEnabled",
] as const;
export type GeneralFlag = (typeof GENERAL_FLAGS)[number];

export const BRAND_FLAGS = ["isContactEnabled"] as const;
export type BrandFlag = (typeof BRAND_FLAGS)[number];

export interface Flags {
  general: Record<GeneralFlag, boolean>;
  brand: Record<BrandFlag, boolean>;
}

/** Resolves the flags document for one brand. Invalid or missing flags count as false, with a warning. */
export function resolveFlags(document: unknown, brandId: string | null, warn: (message: string) => void = console.warn): Flags {
  const doc = (document && typeof document === "object" ? document : {}) as { general?: unknown; brand?: unknown };
  const generalDoc = (doc.general && typeof doc.general === "object" ? doc.general : {}) as Record<string, unknown>;
  const brandDoc = (doc.brand && typeof doc.brand === "object" ? doc.brand : {}) as Record<string, unknown>;

  const general = {} as Record<GeneralFlag, boolean>;
  for (const flag of GENERAL_FLAGS) {
    const value = generalDoc[flag];
    if (typeof value !== "boolean") warn(`Feature flag ${flag} is ${value === undefined ? "missing" : "invalid"}; treated as false`);
    general[flag] = value === true;
  }
  const brand = {} as Record<BrandFlag, boolean>;
  for (const flag of BRAND_FLAGS) {
    const list = brandDoc[flag];
    if (!Array.isArray(list)) warn(`Brand feature flag ${flag} is missing or invalid; treated as false`);
    brand[flag] = Boolean(brandId && Array.isArray(list) && list.includes(brandId));
  }
  return { general, brand };
}

/** Looks up a flag by name at runtime (e.g. from content); unknown names warn and are false. */
export function isFlagEnabled(flags: Flags, name: string, warn: (message: string) => void = console.warn): boolean {
  if ((GENERAL_FLAGS as readonly string[]).includes(name)) return flags.general[name as GeneralFlag];
  if ((BRAND_FLAGS as readonly string[]).includes(name)) return flags.brand[name as BrandFlag];
  warn(`Unknown feature flag key: ${name}`);
  return false;
}
