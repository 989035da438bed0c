/** The intent of the direct-debit form (apart from the schema, which loads after hydration). */
export const DIRECT_DEBIT_INTENT = "direct-debit";
