/** The hidden field that carries the identification from step to step (reporting without a login). */
export const CARRIED_FIELD_NAME = "identified";
