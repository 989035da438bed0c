import { css } from "styled-system/css";
import { pageHeadingClass } from "~/forms/form-styles";
import { useT } from "~/shell/i18n";
import { Button } from "~/ui/button/button";
import { Link } from "~/ui/link";

/**
 * "Uitloggen?" (GET /api/logout): the question before logging out, whose button posts to the same
 * path. A plain form (no client-side navigation): the answer is a redirect to the identity provider.
 */
export function LogoutPage() {
  const t = useT();
  return (
    <>
      <h1 className={pageHeadingClass}>{t("logoutHeading", "Uitloggen?")}</h1>
      <div className={css({ display: "flex", flexDirection: "column", gap: "4", maxW: "prose" })}>
        <p>{t("logoutQuestion", "U logt uit op dit apparaat, ook bij de andere sites en apps waar u met dit account bent ingelogd.")}</p>
        <form method="post" action="/api/logout" className={css({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "4" })}>
          <Button type="submit">{t("logout", "Uitloggen")}</Button>
          <Link to="/" className={css({ color: "fg.link", textDecoration: "underline" })}>
            {t("logoutStay", "Ingelogd blijven")}
          </Link>
        </form>
      </div>
    </>
  );
}
