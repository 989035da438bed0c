import { Button } from "~/ui/button/button";
import { Example, row } from "~/ui/gallery/example";
import { Notification, type NotificationVariant } from "./notification";
import { NotificationOutlet, useNotifications } from "./notification-provider";
import type { GalleryExample } from "~/ui/gallery/gallery";

const VARIANT_TEXT: Record<NotificationVariant, string> = {
  success: "Uw wijziging is opgeslagen.",
  info: "Uw krant wordt vanaf maandag op uw nieuwe adres bezorgd.",
  warning: "Uw betaalgegevens verlopen binnenkort.",
  error: "Er ging iets mis bij het opslaan. Probeer het opnieuw.",
};

function NotificationDemo() {
  const { notify, dismiss } = useNotifications();
  return (
    <>
      <Example title="Via de provider (inline, op de plek van de outlet)">
        <div className={row}>
          {(Object.keys(VARIANT_TEXT) as NotificationVariant[]).map((variant) => (
            <Button
              key={variant}
              variant="secondary"
              size="sm"
              onClick={() => notify({ variant, children: VARIANT_TEXT[variant], shouldAnnounce: true })}
            >
              Toon {variant}
            </Button>
          ))}
          <Button
            variant="secondary"
            size="sm"
            onClick={() =>
              notify({ variant: "info", children: "Zwevende melding bovenaan het scherm.", placement: "popover", shouldAnnounce: true })
            }
          >
            Toon popover
          </Button>
          <Button variant="ghost" size="sm" onClick={dismiss}>
            Verberg melding
          </Button>
        </div>
        <NotificationOutlet />
      </Example>
      <Example title="Varianten (blijven staan tot ze gesloten worden)">
        <Notification variant="info">{VARIANT_TEXT.info}</Notification>
        <Notification variant="warning">{VARIANT_TEXT.warning}</Notification>
        <Notification variant="error">{VARIANT_TEXT.error}</Notification>
        <Notification variant="error" showIcon={false}>
          Zonder icoon: {VARIANT_TEXT.error}
        </Notification>
        <Notification variant="success" hideAfterMs={600_000}>
          Succes met een lange timeout (verdwijnt na 10 minuten): {VARIANT_TEXT.success}
        </Notification>
      </Example>
    </>
  );
}

function Examples() {
  return (
    <>
      <NotificationDemo />
    </>
  );
}

export const example: GalleryExample = { title: "Notificatie", order: 10, Example: Examples };
