/** The intent of the "Abonnement koppelen" form (apart from the schema, which loads after hydration). */
export const LINK_INTENT = "link-subscription";
