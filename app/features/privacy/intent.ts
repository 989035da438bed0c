// The intents of /account/privacy's forms, apart from their Zod schema (schema.ts) so that the page's
// own chunk does not carry Zod (ADR 13).
export const EXPORT_INTENT = "request-export";
export const DELETE_INTENT = "delete-account";
