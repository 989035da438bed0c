import { type ReactNode, useState } from "react";
import { css } from "styled-system/css";
import type { Route } from "./+types/dev.componenten";
import { appContext } from "~/platform/context";
import type { Tile } from "~/platform/brand";
import { Accordion } from "~/ui/accordion/accordion";
import { Breadcrumbs } from "~/ui/breadcrumbs/breadcrumbs";
import { Button } from "~/ui/button/button";
import { Dialog, DialogClose } from "~/ui/dialog/dialog";
import { ErrorPanel } from "~/ui/error-panel/error-panel";
import { FileUpload } from "~/ui/file-upload/file-upload";
import type { UploadFn } from "~/ui/file-upload/upload";
import { DateField } from "~/ui/forms/date-field";
import { TextField } from "~/ui/forms/field";
import { MaskedTextField } from "~/ui/forms/masked-text-field";
import { dateMask, numberMask, patternMask } from "~/ui/forms/masks";
import { PasswordField } from "~/ui/forms/password-field";
import type { PasswordRule } from "~/ui/forms/password-requirements";
import { Icon, ICON_NAMES } from "~/ui/icon/icon";
import { InvoiceCard } from "~/ui/invoice-card/invoice-card";
import { Marquee } from "~/ui/marquee/marquee";
import { Notification, type NotificationVariant } from "~/ui/notification/notification";
import { NotificationOutlet, useNotifications } from "~/ui/notification/notification-provider";
import { PhoneInput } from "~/ui/phone/phone-input";
import { Placeholder } from "~/ui/placeholder/placeholder";
import { ProgressBar } from "~/ui/progress-bar/progress-bar";
import { RichText } from "~/ui/rich-text/rich-text";
import { Select } from "~/ui/select/select";
import { ServiceTiles } from "~/ui/service-tiles/service-tiles";
import { Steps } from "~/ui/steps/steps";
import { Tag, TAG_COLORS } from "~/ui/tag/tag";
import { Tooltip } from "~/ui/tooltip/tooltip";
import { VerificationCodeInput } from "~/ui/verification-code/verification-code-input";

// Every app/ui block in every state, for designers, reviewers and the axe check. Not in production.

export function loader({ context }: Route.LoaderArgs) {
  if (context.get(appContext).env.ENVIRONMENT === "production") throw new Response("Not Found", { status: 404 });
  return null;
}

export const meta: Route.MetaFunction = () => [{ title: "Componenten — Mijn Omgeving" }];

const stack = css({ display: "flex", flexDirection: "column", gap: "4" });
const row = css({ display: "flex", flexWrap: "wrap", gap: "3", alignItems: "center" });

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={css({ py: "8", borderTopWidth: "1px", borderTopStyle: "solid", borderColor: "border.default" })}>
      <h2 className={css({ fontSize: "2xl", fontWeight: "bold", mb: "4" })}>{title}</h2>
      <div className={stack}>{children}</div>
    </section>
  );
}

function Example({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={stack}>
      <h3 className={css({ fontSize: "lg", fontWeight: "semibold" })}>{title}</h3>
      {children}
    </div>
  );
}

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

const PASSWORD_RULES: PasswordRule[] = [
  { id: "length", label: "Minimaal 8 tekens", test: (value) => value.length >= 8 },
  { id: "case", label: "Een hoofdletter en een kleine letter", test: (value) => /[A-Z]/.test(value) && /[a-z]/.test(value) },
  { id: "digit", label: "Minimaal 1 cijfer", test: (value) => /\d/.test(value) },
];

/** A pretend upload for the gallery: progress in steps, and files named "fout…" fail. */
const demoUpload: UploadFn = (file, onProgress, signal) =>
  new Promise<void>((resolve, reject) => {
    let percent = 0;
    const timer = setInterval(() => {
      percent += 20;
      onProgress(percent);
      if (percent >= 100) {
        clearInterval(timer);
        if (file.name.toLowerCase().startsWith("fout")) reject(new Error("demo failure"));
        else resolve();
      }
    }, 400);
    signal.addEventListener("abort", () => {
      clearInterval(timer);
      reject(new DOMException("Upload aborted", "AbortError"));
    });
  });

const TILES: Tile[] = [
  { label: "Bezorgservice", url: "/bezorgservice", icon: "truck" },
  { label: "Vakantieservice", url: "/vakantieservice", icon: "calendar" },
  { label: "Verhuisservice", url: "/verhuisservice", icon: "home" },
  { label: "Betaalservice", url: "/betaalservice", icon: "payment" },
  { label: "Mijn account", url: "/account", icon: "user" },
  { label: "Contact", url: "/klantenservice/contact", icon: "comments" },
];

function span(text: string, marks: string[] = []) {
  return { _type: "span", _key: `${text}-${marks.join()}`, text, marks };
}

const RICH_TEXT = [
  { _type: "block", _key: "h2", style: "h2", markDefs: [], children: [span("Uw abonnement")] },
  {
    _type: "block",
    _key: "intro",
    style: "normal",
    markDefs: [
      { _type: "variable", _key: "name", variableName: "firstName" },
      { _type: "link", _key: "faq", href: "/klantenservice/veelgestelde-vragen" },
      { _type: "link", _key: "ext", href: "https://www.example.com/voorwaarden", openInNewTab: true },
      { _type: "link", _key: "bad", href: "javascript:alert(1)" },
    ],
    children: [
      span("Beste "),
      span("{voornaam}", ["name"]),
      span(", lees de "),
      span("veelgestelde vragen", ["faq"]),
      span(" of de "),
      span("voorwaarden", ["ext"]),
      span(". Een "),
      span("onveilige link", ["bad"]),
      span(" wordt gewone tekst. "),
      span("Vet", ["strong"]),
      span(" en "),
      span("schuin", ["em"]),
      span("."),
    ],
  },
  { _type: "block", _key: "h3", style: "h3", markDefs: [], children: [span("Wat zit erin")] },
  { _type: "block", _key: "c1", style: "normal", listItem: "check", level: 1, markDefs: [], children: [span("Digitale krant")] },
  { _type: "block", _key: "c2", style: "normal", listItem: "check", level: 1, markDefs: [], children: [span("Zaterdageditie op papier")] },
  {
    _type: "block",
    _key: "x1",
    style: "normal",
    listItem: "xmark",
    level: 1,
    markDefs: [],
    children: [span("Doordeweekse papieren krant")],
  },
  { _type: "block", _key: "n1", style: "normal", listItem: "number", level: 1, markDefs: [], children: [span("Log in")] },
  { _type: "block", _key: "n2", style: "normal", listItem: "number", level: 1, markDefs: [], children: [span("Kies uw abonnement")] },
  { _type: "block", _key: "b1", style: "normal", listItem: "bullet", level: 2, markDefs: [], children: [span("Digitaal of papier")] },
  {
    _type: "block",
    _key: "quote",
    style: "blockquote",
    markDefs: [],
    children: [span("De krant lag elke ochtend om half zeven op de mat.")],
  },
  {
    _type: "block",
    _key: "cta",
    style: "normal",
    markDefs: [
      { _type: "link", _key: "btn", href: "/abonnementen", isButton: true },
      { _type: "brandLink", _key: "brand", brandId: "DK" },
      { _type: "brandLink", _key: "missing", brandId: "ONBEKEND" },
    ],
    children: [
      span("Naar mijn abonnementen", ["btn"]),
      span(" · Naar "),
      span("De Dagkoerier", ["brand"]),
      span(" · "),
      span("merk zonder link", ["missing"]),
    ],
  },
];

function Fragile({ broken }: { broken: boolean }) {
  if (broken) throw new Error("Gallery: deliberate render failure");
  return <p>De inhoud is geladen.</p>;
}

function ErrorPanelDemo() {
  const [broken, setBroken] = useState(false);
  return (
    <>
      <div>
        <Button variant="secondary" size="sm" onClick={() => setBroken(true)} disabled={broken}>
          Laat de inhoud mislukken
        </Button>
      </div>
      <ErrorPanel onReset={() => setBroken(false)}>
        <Fragile broken={broken} />
      </ErrorPanel>
    </>
  );
}

export default function ComponentGallery() {
  const [code, setCode] = useState("");
  const [phone, setPhone] = useState<{ value: string; bracket: boolean }>({ value: "", bracket: true });
  const [dialogOpen, setDialogOpen] = useState(false);

  // The shell (routes/_shell.tsx) provides the page's one NotificationProvider.
  return (
    <div className={css({ maxW: "containerWide", mx: "auto", px: "4", py: "8" })}>
      <h1 className={css({ fontSize: "3xl", fontWeight: "bold" })}>Componentengalerij</h1>
      <p className={css({ color: "fg.muted", mt: "2" })}>Alle bouwstenen uit app/ui in al hun toestanden. Alleen buiten productie.</p>

      <Section title="Notificatie">
        <NotificationDemo />
      </Section>

      <Section title="Stappen">
        <Example title="Horizontaal">
          <Steps
            orientation="horizontal"
            label="Verhuizing doorgeven"
            steps={[
              { id: "adres", label: "Nieuw adres", status: "completed" },
              { id: "datum", label: "Verhuisdatum", status: "active" },
              { id: "extra", label: "Verborgen stap", status: "inactive", hidden: true },
              { id: "controle", label: "Controleren", status: "inactive" },
            ]}
          />
        </Example>
        <Example title="Verticaal, bezig en fout">
          <Steps
            label="Betaalwijze wijzigen"
            steps={[
              { id: "keuze", label: "Betaalwijze kiezen", status: "completed" },
              { id: "bank", label: "Bank bevestigt", status: "loading" },
              { id: "mandaat", label: "Machtiging", status: "error" },
              { id: "klaar", label: "Klaar", status: "inactive" },
            ]}
          />
        </Example>
      </Section>

      <Section title="Verificatiecode">
        <Example title="Zes vakjes">
          <VerificationCodeInput autoFocus={false} onChange={setCode} name="code" />
          <p aria-live="polite">Gemelde waarde: {code ? code : "(nog niet compleet)"}</p>
        </Example>
        <Example title="Met scheidingsteken en fout">
          <VerificationCodeInput autoFocus={false} label="Code uit de sms" separator="·" errors={["Deze code klopt niet."]} />
        </Example>
      </Section>

      <Section title="Telefoonnummer">
        <PhoneInput label="Telefoonnummer" onChange={(value, bracket) => setPhone({ value, bracket })} hint="Bijvoorbeeld 6 12345678" />
        <p aria-live="polite">
          Waarde: {phone.value || "(leeg)"} — eindigt op haakje: {phone.bracket ? "ja" : "nee"}
        </p>
        <PhoneInput label="Telefoonnummer (België, ingevuld)" inputProps={{ defaultValue: "+32470123456" }} />
        <PhoneInput
          label="Telefoonnummer met fout"
          required={false}
          errors={["Vul een geldig Nederlands of Belgisch telefoonnummer in."]}
        />
      </Section>

      <Section title="Formuliervelden">
        <form noValidate className={stack} onSubmit={(event) => event.preventDefault()}>
          <TextField label="Voornaam" inputProps={{ autoComplete: "given-name" }} customValidity="Vul uw voornaam in." />
          <TextField label="Tussenvoegsel" required={false} />
          <TextField label="Straat" errors={["Dit veld is verplicht."]} hint="Zoals op uw post" />
          <MaskedTextField label="Bedrag" mask={numberMask()} hint="Twee decimalen, met komma" />
          <MaskedTextField label="Datum (getypt)" mask={dateMask()} hint="dd.mm.jjjj" />
          <MaskedTextField label="Postcode" mask={patternMask("0000 aa")} inputProps={{ autoComplete: "postal-code" }} />
          <PasswordField label="Nieuw wachtwoord" requirements={PASSWORD_RULES} inputProps={{ autoComplete: "new-password" }} />
          <PasswordField label="Wachtwoord met patroon" pattern=".{8,}" errors={["Uw wachtwoord is te kort."]} />
          <DateField label="Ingangsdatum" />
          <DateField label="Geboortedatum (tekst)" required={false} inputProps={{ type: "text" }} />
          <div>
            <Button type="submit">Versturen</Button>
          </div>
        </form>
      </Section>

      <Section title="Bestanden uploaden">
        <Example title="Maximaal 3, met voortgang (bestanden die met “fout” beginnen mislukken)">
          <FileUpload max={3} maxInfo upload={demoUpload} label="Bijlage toevoegen" />
        </Example>
        <Example title="Zonder upload en zonder maximum">
          <FileUpload label="Foto toevoegen" accept="image/*" />
        </Example>
      </Section>

      <Section title="Voortgangsbalk">
        <ProgressBar value={20} />
        <ProgressBar value={50} />
        <ProgressBar value={85} />
        <ProgressBar value={140} />
      </Section>

      <Section title="Tag">
        <div className={row}>
          {TAG_COLORS.map((color) => (
            <Tag key={color} color={color}>
              {color}
            </Tag>
          ))}
          <Tag color="paars">onbekend → grijs</Tag>
        </div>
      </Section>

      <Section title="Tooltip">
        <div className={row}>
          <Tooltip content="Uw klantnummer staat rechtsboven op elke factuur.">
            <Button variant="secondary">Waar vind ik mijn klantnummer?</Button>
          </Tooltip>
          <Tooltip content="Wordt onder de knop getoond" placement="bottom">
            <Button variant="ghost" size="icon" aria-label="Meer informatie">
              <Icon name="info" />
            </Button>
          </Tooltip>
        </div>
      </Section>

      <Section title="Dialoog">
        <div className={row}>
          <Dialog
            title="Adres wijzigen"
            description="Uw krant wordt vanaf de gekozen datum op het nieuwe adres bezorgd."
            trigger={<Button>Open dialoog</Button>}
            footer={
              <DialogClose>
                <Button variant="secondary">Annuleren</Button>
              </DialogClose>
            }
          >
            <TextField label="Nieuwe straat" />
          </Dialog>
          <Button variant="secondary" onClick={() => setDialogOpen(true)}>
            Open bevestiging
          </Button>
          <Dialog
            role="alertdialog"
            title="Abonnement opzeggen?"
            description="U leest dan na de einddatum niet meer mee."
            open={dialogOpen}
            onOpenChange={setDialogOpen}
            footer={
              <>
                <Button variant="secondary" onClick={() => setDialogOpen(false)}>
                  Nee, terug
                </Button>
                <Button onClick={() => setDialogOpen(false)}>Ja, opzeggen</Button>
              </>
            }
          />
        </div>
      </Section>

      <Section title="Accordeon">
        <Accordion
          items={[
            {
              value: "bezorging",
              title: "Hoe laat wordt mijn krant bezorgd?",
              content: <p>Voor 7.00 uur op werkdagen en voor 8.00 uur op zaterdag.</p>,
            },
            { value: "vakantie", title: "Kan ik mijn krant tijdelijk stopzetten?", content: <p>Ja, via de vakantieservice.</p> },
            { value: "premium", title: "Premium-archief", content: <p>Alleen voor abonnees met Premium.</p>, locked: true },
          ]}
        />
      </Section>

      <Section title="Keuzelijst">
        <Select
          label="Onderwerp"
          name="onderwerp"
          options={[
            { value: "account", label: "Account" },
            { value: "digital_reading", label: "Digitaal lezen" },
            { value: "subscription", label: "Abonnement" },
            { value: "payment", label: "Betaling" },
            { value: "delivery", label: "Bezorging" },
            { value: "other", label: "Overig" },
          ]}
          hint="Typ een beginletter om te springen."
        />
        <Select
          label="Land"
          required={false}
          defaultValue="be"
          options={[
            { value: "nl", label: "Nederland" },
            { value: "be", label: "België" },
          ]}
          errors={["Kies een land."]}
        />
      </Section>

      <Section title="Marquee">
        <Marquee label="Nieuws">
          <span>Nieuw: de puzzelbijlage elke zaterdag.</span>
          <span>Lees de krant ook in de app.</span>
        </Marquee>
      </Section>

      <Section title="Placeholder">
        <div className={stack}>
          <Placeholder width="60%" height="1.5rem" label="Gegevens worden geladen" />
          <Placeholder height="1rem" />
          <Placeholder width="80%" height="1rem" />
          <Placeholder width="3rem" height="3rem" shape="full" />
        </div>
      </Section>

      <Section title="Factuurkaart">
        <InvoiceCard
          title="Factuur maart 2026"
          price={24.95}
          status={{ label: "Betaald", color: "green" }}
          subscription={{ title: "De Dagkoerier", subTitle: "Digitaal + zaterdag" }}
          pdfUrl="/facturen/voorbeeld.pdf"
          pdfFileName="factuur-maart-2026.pdf"
          details={<p>Factuurnummer F-2026-03 · vervaldatum 1 april 2026</p>}
        />
        <InvoiceCard
          title="Factuur april 2026"
          price={1234.5}
          status={{ label: "Openstaand", color: "orange" }}
          subscription={{ title: "Wereldwijzer", subTitle: "Maandblad" }}
          pdfUrl="/facturen/voorbeeld-2.pdf"
        />
      </Section>

      <Section title="Kruimelpad">
        <Breadcrumbs
          items={[
            { label: "Service", path: "/" },
            { label: "Klantenservice", path: "/klantenservice/contact" },
            { label: "Veelgestelde vragen" },
          ]}
        />
      </Section>

      <Section title="Servicetegels">
        <Example title="Vier tegels">
          <ServiceTiles tiles={TILES.slice(0, 4)} />
        </Example>
        <Example title="Vijf tegels">
          <ServiceTiles tiles={TILES.slice(0, 5)} />
        </Example>
        <Example title="Zes tegels">
          <ServiceTiles tiles={TILES} />
        </Example>
      </Section>

      <Section title="Foutpaneel">
        <ErrorPanelDemo />
      </Section>

      <Section title="Iconen">
        <ul
          className={css({
            display: "grid",
            gridTemplateColumns: "repeat(auto-fill, minmax(8rem, 1fr))",
            gap: "3",
            listStyle: "none",
            p: "0",
          })}
        >
          {ICON_NAMES.map((name) => (
            <li key={name} className={css({ display: "flex", alignItems: "center", gap: "2" })}>
              <Icon name={name} size="1.5rem" />
              <code>{name}</code>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Rijke tekst">
        <RichText
          value={RICH_TEXT}
          variables={{ firstName: "Anna" }}
          brandLinks={{ DK: { homepageUrl: "https://www.dagkoerier.example" } }}
        />
      </Section>
    </div>
  );
}
