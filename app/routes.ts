import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { benchRoutes } from "./bench/routes";

// Every URL of the product, Dutch paths, explicit.
export default [
  layout("routes/_shell.tsx", [
    index("routes/service-home.tsx"),
    route("onderhoud", "routes/onderhoud.tsx"),
    route("myaccount", "routes/myaccount.tsx"),
    route("login/callback", "routes/login.callback.tsx"),
    // Every screen below needs an account: one guard, the pathless layout _account-required (ADR 35).
    layout("routes/_account-required.tsx", [
      route("account", "routes/account.tsx", [
        index("routes/account._index.tsx"),
        // account: e-mail, phone, password
        route("e-mailadres", "routes/account.e-mailadres.tsx"),
        route("telefoonnummer", "routes/account.telefoonnummer.tsx"),
        route("wijzig-wachtwoord", "routes/account.wijzig-wachtwoord.tsx"),
        // account: sessions, activity, preferences, newsletters
        route("sessies", "routes/account.sessies.tsx"),
        route("activiteit", "routes/account.activiteit.tsx"),
        route("voorkeuren", "routes/account.voorkeuren.tsx"),
        route("nieuwsbrieven", "routes/account.nieuwsbrieven.tsx"),
        // privacy: download the account's data, delete the account (ADR 42)
        route("privacy", "routes/account.privacy.tsx"),
      ]),
      // subscriptions and invoices
      route("abonnementen", "routes/abonnementen.tsx"),
      route("abonnementen/:subscriptionId/opzeggen", "routes/abonnementen.$subscriptionId.opzeggen.tsx"),
      // changing the edition or the billing period (issue 57, ADR 53)
      route("abonnementen/:subscriptionId/wijzigen", "routes/abonnementen.$subscriptionId.wijzigen.tsx", { id: "routes/abonnementen-wijzigen" }),
      route("abonnementen/app/:subscriptionId/wijzigen", "routes/abonnementen.$subscriptionId.wijzigen.tsx", { id: "routes/abonnementen-app-wijzigen" }),
      // shared access: the owner's page (the invitee's is below, open to everyone)
      route("abonnementen/delen", "routes/abonnementen.delen.tsx"),
      route("facturen", "routes/facturen.tsx"),
      // paying open invoices on the hosted payment page (issue 56, ADR 52)
      route("facturen/betalen", "routes/facturen.betalen.tsx"),
      route("facturen/betalen/status/*", "routes/facturen.betalen.status.$.tsx"),
      route("betaalservice", "routes/betaalservice.tsx", { id: "routes/betaalservice" }),
      route("betaalservice/wijzigen", "routes/betaalservice.tsx", { id: "routes/betaalservice-wijzigen" }),
      route("betaalservice/wijzigen/:brandId/:subscriptionId", "routes/betaalservice.wijzigen.$brandId.$subscriptionId.tsx"),
      route("betaalservice/wijzigen/status/*", "routes/betaalservice.wijzigen.status.$.tsx"),
      // delivery service: complaint flow (web and app webview), an incident's page (ADR 40)
      route("bezorgservice/storing/:incidentId", "routes/bezorgservice.storing.$incidentId.tsx"),
      route("bezorgservice/klacht", "routes/bezorgservice.klacht.tsx", { id: "routes/bezorgservice-klacht" }),
      route("bezorgservice/app/klacht", "routes/bezorgservice.klacht.tsx", { id: "routes/bezorgservice-app-klacht" }),
      route("bezorgservice/:brandId/:subscriptionId", "routes/bezorgservice.$brandId.$subscriptionId.tsx", { id: "routes/bezorgservice-klacht-web" }),
      route("bezorgservice/app/:brandId/:subscriptionId", "routes/bezorgservice.$brandId.$subscriptionId.tsx", { id: "routes/bezorgservice-klacht-app" }),
      // moving service: overview, pass on a move (web and app webview)
      route("verhuisservice", "routes/verhuisservice.tsx"),
      route("verhuisservice/doorgeven", "routes/verhuisservice.doorgeven.tsx", { id: "routes/verhuisservice-doorgeven" }),
      route("verhuisservice/app/doorgeven", "routes/verhuisservice.doorgeven.tsx", { id: "routes/verhuisservice-app-doorgeven" }),
      // holiday service: overview, pass on a pause or a holiday address (web and app webview)
      route("vakantieservice", "routes/vakantieservice.tsx"),
      route("vakantieservice/doorgeven", "routes/vakantieservice.doorgeven.tsx", { id: "routes/vakantieservice-doorgeven" }),
      route("vakantieservice/app/doorgeven", "routes/vakantieservice.doorgeven.tsx", { id: "routes/vakantieservice-app-doorgeven" }),
    ]),
    // delivery service: the overview (logged out: today's incidents), reporting without a login (ADR 40)
    route("bezorgservice", "routes/bezorgservice.tsx"),
    route("bezorgservice/melden", "routes/bezorgservice.melden.tsx", { id: "routes/bezorgservice-melden" }),
    route("bezorgservice/app/melden", "routes/bezorgservice.melden.tsx", { id: "routes/bezorgservice-app-melden" }),
    route("abonnementen/uitnodiging/:inviteKey", "routes/abonnementen.uitnodiging.$inviteKey.tsx"),
    // after "Account verwijderen": logged out, told when and how to undo it (ADR 42)
    route("account/verwijderd", "routes/account.verwijderd.tsx"),
    // "Abonnement opzeggen" from every page (Art. 11a CRD, ADR 39): open to everyone
    route("opzeggen", "routes/opzeggen.tsx"),
    // customer service: FAQ, contact (topics → self-service → contact), e-mail service
    route("klantenservice/veelgestelde-vragen", "routes/klantenservice.veelgestelde-vragen.tsx"),
    route("klantenservice/contact", "routes/klantenservice.contact.tsx"),
    route("klantenservice/email", "routes/klantenservice.email.tsx"),
    // the accessibility statement (European Accessibility Act), linked in every footer
    route("toegankelijkheid", "routes/toegankelijkheid.tsx"),
    // contact form (ADR 25): web and app webview, no login needed
    route("klantenservice/contact/formulier", "routes/klantenservice.contact.formulier.tsx", { id: "routes/klantenservice-contact-formulier" }),
    route("klantenservice/contact/app/basis-formulier", "routes/klantenservice.contact.formulier.tsx", { id: "routes/klantenservice-contact-app-basis-formulier" }),
    // "Uitloggen?": a GET asks, the page's POST logs out (ADR 46)
    route("api/logout", "routes/api.logout.tsx"),
    route("404", "routes/not-found.tsx", { id: "routes/404" }),
    route("500", "routes/server-error.tsx"),
    route("dev/componenten", "routes/dev.componenten.tsx"),
    // the app developers' tool: every webview entry point, a URL per brand, a phone-sized preview (ADR 31)
    route("app-integration", "routes/app-integration.tsx"),
    route("*", "routes/not-found.tsx", { id: "routes/catch-all" }),
  ]),
  // Resources that need an account: the same guard.
  layout("routes/_account-required.tsx", { id: "routes/_account-required-resources" }, [
    route("facturen/:invoiceId/pdf", "routes/facturen.$invoiceId.pdf.ts"),
    route("abonnementen/:subscriptionId/opzeggen/bevestiging.pdf", "routes/abonnementen.$subscriptionId.opzeggen.bevestiging.ts"),
    route("verhuisservice/adres", "routes/verhuisservice.adres.ts"),
    route("account/privacy/download/:exportId", "routes/account.privacy.download.$exportId.ts"),
  ]),
  route("klantenservice/contact/formulier/bijlage", "routes/klantenservice.contact.formulier.bijlage.ts", { id: "routes/contact-formulier-bijlage-link" }),
  route("klantenservice/contact/formulier/bijlage/:uploadId", "routes/klantenservice.contact.formulier.bijlage.ts", { id: "routes/contact-formulier-bijlage-upload" }),
  route("login", "routes/login.ts"),
  route("api/chat", "routes/api.chat.ts"),
  route("api/preview", "routes/api.preview.ts"),
  route("api/preview/exit", "routes/api.preview.exit.ts"),
  ...benchRoutes,
] satisfies RouteConfig;
