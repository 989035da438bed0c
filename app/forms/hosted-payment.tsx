import { buttonRecipe } from "~/ui/button/button";

/**
 * A status page's way on while a hosted payment is unfinished (ADR 52): back to the payment page while it
 * is open, a refresh while the bank processes it; nothing once it is final. The labels are the page's own.
 */
export function HostedPaymentWayOn({ continueUrl, pending, labels }: { continueUrl: string | null; pending: boolean; labels: { continue: string; refresh: string } }) {
  if (continueUrl) {
    return (
      <a href={continueUrl} className={buttonRecipe()}>
        {labels.continue}
      </a>
    );
  }
  return pending ? (
    <a href="" className={buttonRecipe()}>
      {labels.refresh}
    </a>
  ) : null;
}
