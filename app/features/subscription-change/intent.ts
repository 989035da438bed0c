/** The intents of the change page's forms. */
export const CONFIRM_CHANGE_INTENT = "confirm-change";
export const UNDO_CHANGE_INTENT = "undo-change";
