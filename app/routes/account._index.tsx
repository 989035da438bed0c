import { css } from "styled-system/css";
import type { Route } from "./+types/account._index";
import { loadAccountOverview } from "~/features/account/account.server";
import { appContext } from "~/platform/context";
import { OriginError } from "~/platform/origin.server";
import { sessionContext } from "~/platform/session.server";
import { useT } from "~/shell/i18n";
import { ContentErrorPanel } from "~/shell/content-error-panel";

export async function loader({ context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const { session } = context.get(sessionContext);
  try {
    return { overview: await loadAccountOverview(app, session!), error: null };
  } catch (error) {
    if (!(error instanceof OriginError)) throw error;
    app.report(error, "account overview");
    return { overview: null, error: error.violation };
  }
}

export default function AccountPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const account = loaderData.overview?.account;
  const personal = account?.profile.personal_information;
  const contact = account?.profile.contact_information;
  return (
    <>
      <h1 className={css({ fontSize: { base: "2xl", tablet: "3xl" }, fontWeight: "bold", mb: "4" })}>{t("accountHeading", "Mijn account")}</h1>
      {loaderData.error || !account ? (
        <ContentErrorPanel />
      ) : (
        <section aria-labelledby="gegevens">
          <h2 id="gegevens" className={css({ fontSize: "xl", fontWeight: "semibold", mb: "2" })}>{t("accountPersonalHeading", "Uw gegevens")}</h2>
          <dl className={css({ display: "grid", gridTemplateColumns: "auto 1fr", columnGap: "4", rowGap: "1" })}>
            <dt>{t("nameLabel", "Naam")}</dt>
            <dd>{[personal?.first_name, personal?.last_name].filter(Boolean).join(" ") || "—"}</dd>
            <dt>{t("emailLabel", "E-mailadres")}</dt>
            <dd>{contact?.email}</dd>
          </dl>
          <h2 className={css({ fontSize: "xl", fontWeight: "semibold", mt: "6", mb: "2" })}>{t("navSubscriptions", "Abonnementen")}</h2>
          <ul>
            {loaderData.overview!.linkedSubscriptions.map((linked) => (
              <li key={linked.subscriptionId}>{linked.subscription.title}</li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
