/** The intents of the change forms (apart from the schemas, which load after hydration). */
export const DIRECT_DEBIT_INTENT = "direct-debit";
export const HOSTED_PAYMENT_INTENT = "hosted-payment";

/** The methods of the change page, by their Dutch URL value (`?methode=`). */
export const METHOD_CHOICES = ["incasso", "creditcard", "ideal"] as const;
export type MethodChoice = (typeof METHOD_CHOICES)[number];

/** The hosted methods and what the origin calls them. */
export const HOSTED_METHODS = { creditcard: "CREDIT_CARD", ideal: "IDEAL" } as const;

/** The status pages the hosted payment page returns to (`/betaalservice/wijzigen/status/<type>`). */
export const STATUS_TYPES = ["success", "failed", "cancelled", "pending"] as const;
export type StatusType = (typeof STATUS_TYPES)[number];
