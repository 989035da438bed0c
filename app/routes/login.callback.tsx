import { css } from "styled-system/css";
import { data } from "react-router";
import type { Route } from "./+types/login.callback";
import { completeLogin } from "~/features/identity/login.server";
import { appContext } from "~/platform/request/context";
import { sessionContext } from "~/platform/session/session.server";
import { useT } from "~/shell/i18n";

export async function loader({ request, context }: Route.LoaderArgs) {
  const outcome = await completeLogin(context.get(appContext), context.get(sessionContext), request);
  if (outcome.ok) return outcome.response;
  return data({ reason: outcome.reason }, { status: outcome.reason === "failed" ? 502 : 400 });
}

export default function LoginCallback({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const messages = {
    expired: t("loginExpired", "Het inloggen duurde te lang of is al afgerond. Probeer het opnieuw."),
    denied: t("loginDenied", "Het inloggen is afgebroken."),
    failed: t("loginFailed", "Inloggen lukt op dit moment niet door een storing. Probeer het over enkele minuten opnieuw."),
  } as const;
  return (
    <div className={css({ maxW: "container", mx: "auto", px: "4", py: "10" })}>
      <h1 className={css({ fontSize: "2xl", fontWeight: "bold", mb: "3" })}>{t("loginProblemHeading", "Inloggen niet gelukt")}</h1>
      <p role="alert" className={css({ mb: "4" })}>{messages[(loaderData as { reason: keyof typeof messages }).reason]}</p>
      <a href="/login">{t("loginRetry", "Opnieuw inloggen")}</a>
    </div>
  );
}
