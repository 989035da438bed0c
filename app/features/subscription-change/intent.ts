/** The intents of the change page's forms. */
export const CONFIRM_CHANGE_INTENT = "confirm-change";
export const UNDO_CHANGE_INTENT = "undo-change";

/** `/abonnementen/<nr>/wijzigen` on the web, `/abonnementen/app/<nr>/wijzigen` in the brand's app (webview). */
export function changePath(subscriptionId: string, webview: boolean): string {
  return `/abonnementen/${webview ? "app/" : ""}${encodeURIComponent(subscriptionId)}/wijzigen`;
}
