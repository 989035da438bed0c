/** Which client and which redirect URIs the identity provider accepts. */
import { isProduction } from "../request/env";

/** The one (public) OAuth client: the portal. */
export const CLIENT_ID = "mijn-omgeving";

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1"]);
const DEV_ALIAS_HOST = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.localhost$/;

export function allowedRedirectHosts(env: Pick<OriginEnv, "ALLOWED_REDIRECT_HOSTS">): string[] {
  return env.ALLOWED_REDIRECT_HOSTS.split(",")
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
}

/** The portal's one callback path: a code is only ever sent there. */
export const CALLBACK_PATH = "/login/callback";

/**
 * Where an authorization code may be sent: an allowed URI (below) that is exactly the portal's
 * callback — no other page, no query — so a code can never land on a page that could leak it
 * (through a Referer, an open redirect or a script).
 */
export function isAllowedCallbackUri(value: string | null, env: Pick<OriginEnv, "ALLOWED_REDIRECT_HOSTS" | "ENVIRONMENT">): boolean {
  if (!isAllowedRedirectUri(value, env)) return false;
  const url = new URL(value!);
  return url.pathname === CALLBACK_PATH && url.search === "" && !value!.includes("?");
}

/**
 * Production: https on a listed host (default port only). Outside production also http(s) on a
 * listed host, and http on localhost, 127.0.0.1 or <key>.localhost with any port. Never user info
 * or a fragment.
 */
export function isAllowedRedirectUri(value: string | null, env: Pick<OriginEnv, "ALLOWED_REDIRECT_HOSTS" | "ENVIRONMENT">): boolean {
  if (!value || value.length > 2000) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password || url.hash || value.includes("#")) return false;
  const listed = allowedRedirectHosts(env).includes(url.hostname);
  if (isProduction(env)) return url.protocol === "https:" && url.port === "" && listed;
  if (url.protocol !== "https:" && url.protocol !== "http:") return false;
  if (listed) return true;
  return url.protocol === "http:" && (LOCAL_HOSTS.has(url.hostname) || DEV_ALIAS_HOST.test(url.hostname));
}
