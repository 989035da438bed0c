/** The intent of the "Nu betalen" form (apart from its schema). */
export const PAY_INVOICES_INTENT = "pay-invoices";

/** Where the hosted payment page returns to (`/facturen/betalen/status/<type>?ref=…`). */
export const PAY_STATUS_PATH = "/facturen/betalen/status";
