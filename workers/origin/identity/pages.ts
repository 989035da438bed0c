/**
 * The identity provider's Dutch HTML pages: login form, registration form, error page, logout
 * confirmation, logged-out page.
 */
import { FORGOT_PASSWORD_SCREEN_HINT } from "../../../contracts/identity";
import { PASSWORD_RULES } from "../rules/validation";
import { brandByKey, DEFAULT_THEME } from "../demo/brands";
import { callerCountry, callerMessage, words } from "../rules/words";
import { randomToken } from "../request/crypto";
import { escapeHtml, html } from "../request/http";
import { withCsrfForm } from "./cookies";

export interface AuthorizeParams {
  client_id: string;
  redirect_uri: string;
  state: string;
  code_challenge: string;
  code_challenge_method: string;
  response_type: string;
  brand: string;
}

interface Theme {
  name: string;
  primaryColor: string;
  onPrimaryColor: string;
  country?: "nl" | "be";
}

export function themeFor(brandKey: string | null | undefined): Theme {
  return brandByKey(brandKey) ?? DEFAULT_THEME;
}

/** How a brand's pages say "log in": "aanmelden" on a Belgian brand (nl-BE, ../words.ts), "inloggen" on a Dutch one or none. */
export function loginWords(theme: Theme) {
  return words(theme.country ?? "nl");
}

/** The tab icon: a dot in the brand's colour, inline (browsers otherwise ask this host for /favicon.ico and get a 404). */
function brandIcon(theme: Theme): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="14" fill="${theme.primaryColor}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export function layout(title: string, theme: Theme, nonce: string, content: string): string {
  return `<!doctype html>
<html lang="${loginWords(theme).lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="${brandIcon(theme)}">
<style nonce="${nonce}">
:root{--primary:${theme.primaryColor};--on-primary:${theme.onPrimaryColor}}
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f4f4;color:#1a1a1a;line-height:1.5}
header{background:var(--primary);color:var(--on-primary);padding:1rem}
header p{margin:0 auto;max-width:28rem;font-weight:700;font-size:1.25rem}
main{margin:2rem auto;max-width:28rem;padding:0 1rem}
.card{background:#fff;border-radius:.75rem;padding:1.5rem;box-shadow:0 1px 3px rgba(0,0,0,.15);overflow-wrap:anywhere}
h1{margin:0 0 .5rem;font-size:1.5rem}
.field{margin:1rem 0}
label{display:block;font-weight:600;margin-bottom:.25rem}
input[type=text],input[type=email],input[type=password]{width:100%;padding:.75rem;font-size:1rem;border:1px solid #6b6b6b;border-radius:.5rem;background:#fff;color:#1a1a1a}
input[aria-invalid=true]{border:2px solid #b00020}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #1a1a1a;outline-offset:2px}
button,.button{display:inline-block;width:100%;padding:.75rem 1rem;font-size:1rem;font-weight:700;border:0;border-radius:.5rem;background:var(--primary);color:var(--on-primary);cursor:pointer;text-align:center;text-decoration:none}
.alert{border-left:4px solid #b00020;background:#fdecee;color:#5c0011;padding:.75rem 1rem;border-radius:.25rem;margin:1rem 0}
.hint{color:#4a4a4a;font-size:.9rem}
.hint ul,.alert ul{margin:.25rem 0 0;padding-left:1.25rem}
.field .hint{margin:.25rem 0 0}
.field-error{color:#b00020;font-weight:600;margin:.25rem 0 0}
.alert a{color:inherit}
.switch{margin:1.5rem 0 0;text-align:center}
.notice{border-left:4px solid #1a5fb4;background:#eef4fc;color:#0b2e59;padding:.75rem 1rem;border-radius:.25rem;margin:1rem 0}
.rules{list-style:none;padding-left:0}
.rules li::before{content:"\\2022";display:inline-block;width:1.25rem}
.rules li[data-state=passed]{color:#1b6e2e}
.rules li[data-state=passed]::before{content:"\\2713"}
.rules li[data-state=failed]{color:#b00020}
.rules li[data-state=failed]::before{content:"\\2717"}
.state{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.secondary{background:#fff;color:#1a1a1a;border:1px solid #6b6b6b}
form+form{margin-top:1rem}
</style>
</head>
<body>
<header><p>${escapeHtml(theme.name)}</p></header>
<main>
<div class="card">
${content}
</div>
</main>
</body>
</html>`;
}


export interface LoginPageInput {
  params: AuthorizeParams;
  csrfToken: string;
  email?: string;
  error?: string;
  status?: number;
  /** Origin of the redirect URI, allowed as a form-action target (the POST redirects there). */
  redirectOrigin: string;
}

/** The authorization request's parameters as hidden fields, so the form post carries them. */
export function hiddenParams(params: AuthorizeParams): string {
  return (Object.entries(params) as [string, string][])
    .filter(([, value]) => value !== "")
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join("\n");
}

/**
 * The same authorization request with other extras (`prompt`, `login_hint`): the links between the
 * login and registration pages. HTML-escaped, ready for an href.
 */
export function authorizeHref(params: AuthorizeParams, extra: Record<string, string>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params) as [string, string][]) if (value !== "") query.set(name, value);
  for (const [name, value] of Object.entries(extra)) if (value !== "") query.set(name, value);
  return escapeHtml(`/oauth/authorize?${query}`);
}

export function loginPage(input: LoginPageInput): Response {
  const nonce = randomToken(16);
  const theme = themeFor(input.params.brand);
  const errorId = "inlogfout";
  const describedBy = input.error ? ` aria-describedby="${errorId}" aria-invalid="true"` : "";
  const hidden = hiddenParams(input.params);
  const w = loginWords(theme);
  const content = `<h1>${w.login}</h1>
<p class="hint">${w.logIn} met het e-mailadres en wachtwoord van uw account${theme === DEFAULT_THEME ? "" : ` bij ${escapeHtml(theme.name)}`}.</p>
${input.error ? `<div id="${errorId}" class="alert" role="alert">${escapeHtml(input.error)}</div>` : ""}
<form method="post" action="/oauth/authorize">
<input type="hidden" name="csrf_token" value="${escapeHtml(input.csrfToken)}">
${hidden}
<div class="field">
<label for="email">E-mailadres</label>
<input id="email" name="email" type="email" autocomplete="username" inputmode="email" required maxlength="254" value="${escapeHtml(input.email ?? "")}"${describedBy}>
</div>
<div class="field">
<label for="password">Wachtwoord</label>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="200"${describedBy}>
</div>
<button type="submit">${w.login}</button>
</form>
<p class="switch"><a href="${authorizeHref(input.params, { screen_hint: FORGOT_PASSWORD_SCREEN_HINT, login_hint: input.email ?? "" })}">Ik ben mijn wachtwoord vergeten</a></p>
<p class="switch">Nog geen account? <a href="${authorizeHref(input.params, { prompt: "create", login_hint: input.email ?? "" })}">Account maken</a></p>`;
  return html(layout(`${w.login} – ${theme.name}`, theme, nonce, content), input.status ?? 200, {
    nonce,
    formAction: [input.redirectOrigin],
  });
}

/** The fields of the registration form (their names are the OpenID Connect claims they become). */
export const REGISTRATION_FIELDS = ["given_name", "family_name", "email", "password"] as const;

export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

export interface RegistrationPageInput {
  params: AuthorizeParams;
  csrfToken: string;
  /** What was typed, shown again (never the password). */
  values?: Partial<Record<Exclude<RegistrationField, "password">, string>>;
  /** A message per field, shown under it and linked from it. */
  errors?: Partial<Record<RegistrationField, string>>;
  /** A message about the form as a whole (an expired form). */
  formError?: string;
  /** Offer to log in with this address instead (it has an account already). */
  loginHint?: string;
  status?: number;
  /** Origin of the redirect URI, allowed as a form-action target (the POST redirects there). */
  redirectOrigin: string;
}

/**
 * "Account maken" (`prompt=create`, after OpenID Connect's Initiating User Registration): the form
 * posts to /oauth/authorize with `intent=register` and the same request parameters, and a new
 * account is signed in at once.
 */
export function registrationPage(input: RegistrationPageInput): Response {
  const nonce = randomToken(16);
  const theme = themeFor(input.params.brand);
  const errors = input.errors ?? {};
  const values = input.values ?? {};
  const loginHref = authorizeHref(input.params, { prompt: "login", login_hint: input.loginHint ?? "" });
  const w = loginWords(theme);
  const content = `<h1>Account maken</h1>
<p class="hint">Met een account${theme === DEFAULT_THEME ? "" : ` bij ${escapeHtml(theme.name)}`} regelt u online zelf uw abonnement.</p>
${input.formError ? formAlert(input.formError) : errorSummary(REGISTRATION_FIELDS, errors)}
<form method="post" action="/oauth/authorize" novalidate>
<input type="hidden" name="csrf_token" value="${escapeHtml(input.csrfToken)}">
<input type="hidden" name="intent" value="register">
${hiddenParams(input.params)}
${field({ name: "given_name", label: "Voornaam", attributes: 'type="text" autocomplete="given-name" maxlength="100"', value: values.given_name, error: errors.given_name })}
${field({ name: "family_name", label: "Achternaam", attributes: 'type="text" autocomplete="family-name" maxlength="100"', value: values.family_name, error: errors.family_name })}
${field({ name: "email", label: "E-mailadres", attributes: EMAIL_ATTRIBUTES, value: values.email, error: errors.email })}${
    input.loginHint ? `\n<p class="hint"><a href="${loginHref}">${w.login} met ${escapeHtml(input.loginHint)}</a></p>` : ""
  }
${newPasswordField({ label: "Wachtwoord", error: errors.password })}
<button type="submit">Account maken</button>
</form>
<p class="switch">${w.haveYou} al een account? <a href="${loginHref}">${w.login}</a></p>`;
  return html(layout(`Account maken – ${theme.name}`, theme, nonce, content + passwordRulesScript(nonce)), input.status ?? 200, {
    nonce,
    formAction: [input.redirectOrigin],
  });
}

// --- Form parts shared by the registration, password reset and confirmation pages -------------------

export const EMAIL_ATTRIBUTES = 'type="email" autocomplete="email" inputmode="email" maxlength="254"';
export const CODE_ATTRIBUTES = 'type="text" autocomplete="one-time-code" inputmode="numeric" maxlength="7" pattern="[0-9 ]*"';

/** A message about the form as a whole. */
export function formAlert(message: string): string {
  return `<div class="alert" role="alert">${escapeHtml(message)}</div>`;
}

/** "Controleer uw gegevens:" with a link to each field that has an error, in the form's order. */
export function errorSummary<Name extends string>(order: readonly Name[], errors: Partial<Record<Name, string>>): string {
  const failed = order.filter((name) => errors[name]);
  if (failed.length === 0) return "";
  return `<div class="alert" role="alert">
<p>Controleer uw gegevens:</p>
<ul>
${failed.map((name) => `<li><a href="#${name}">${escapeHtml(errors[name]!)}</a></li>`).join("\n")}
</ul>
</div>`;
}

/** A labelled input with its error under it (linked by aria-describedby), and what was typed kept. */
export function field(input: { name: string; label: string; attributes: string; value?: string; error?: string; hintId?: string; required?: boolean }): string {
  const errorId = `${input.name}-fout`;
  const ids = [input.error ? errorId : null, input.hintId].filter(Boolean).join(" ");
  const describe = `${ids ? ` aria-describedby="${ids}"` : ""}${input.error ? ' aria-invalid="true"' : ""}`;
  return `<div class="field">
<label for="${input.name}">${input.label}</label>
<input id="${input.name}" name="${input.name}" ${input.attributes}${input.required === false ? "" : " required"} value="${escapeHtml(input.value ?? "")}"${describe}>${
    input.error ? `\n<p id="${errorId}" class="field-error">${escapeHtml(input.error)}</p>` : ""
  }
</div>`;
}

/**
 * The new-password field with the account area's rules under it. With script, each rule shows as met
 * or not while typing (passwordRulesScript), as on /account/wijzig-wachtwoord; without, it is a list.
 */
export function newPasswordField(input: { label: string; error?: string; email?: string }): string {
  return `<div class="field">
<label for="password">${input.label}</label>
<input id="password" name="password" type="password" autocomplete="new-password" required maxlength="200" aria-describedby="${input.error ? "password-fout " : ""}password-eisen"${input.error ? ' aria-invalid="true"' : ""}>${
    input.error ? `\n<p id="password-fout" class="field-error">${escapeHtml(input.error)}</p>` : ""
  }
<div id="password-eisen" class="hint"${input.email ? ` data-email="${escapeHtml(input.email)}"` : ""}>Uw wachtwoord moet bestaan uit:
<ul class="rules" aria-live="polite">
${PASSWORD_RULES.map((rule) => `<li data-rule="${rule.key}" data-state="untouched">${escapeHtml(rule.text)}<span class="state"></span></li>`).join("\n")}
</ul>
</div>
</div>`;
}

/**
 * The rules of PASSWORD_RULES as the browser checks them while typing (keyed like them). A unit test
 * holds them equal to PASSWORD_RULES on sample passwords, so the two cannot drift apart.
 */
export const CLIENT_PASSWORD_RULES = `{
  passwordRuleMinLength: (p) => [...p].length >= 10,
  passwordRuleLetters: (p) => /\\p{Ll}/u.test(p) && /\\p{Lu}/u.test(p),
  passwordRuleNumber: (p) => /\\p{Nd}/u.test(p),
  passwordRuleSpecial: (p) => /[^\\p{L}\\p{N}]/u.test(p),
  passwordRuleNotEmail: (p, email) => p.trim().toLowerCase() !== email.trim().toLowerCase(),
}`;

/** The requirements indicator: untouched (grey) until typed in or left, then met (✓) or not (✗) per rule. */
export function passwordRulesScript(nonce: string): string {
  return `<script nonce="${nonce}">
(() => {
  const input = document.getElementById("password");
  const list = document.getElementById("password-eisen");
  if (!input || !list) return;
  const rules = ${CLIENT_PASSWORD_RULES};
  let touched = false;
  const update = () => {
    const emailField = document.getElementById("email");
    const email = emailField ? emailField.value : list.dataset.email || "";
    for (const item of list.querySelectorAll("li[data-rule]")) {
      const rule = rules[item.dataset.rule];
      const state = !touched && input.value === "" ? "untouched" : rule && rule(input.value, email) ? "passed" : "failed";
      item.dataset.state = state;
      item.querySelector(".state").textContent = state === "untouched" ? "" : state === "passed" ? ": voldaan" : ": niet voldaan";
    }
  };
  input.addEventListener("input", update);
  input.addEventListener("blur", () => { touched = true; update(); });
})();
</script>`;
}

/**
 * A page of the identity provider with a form that posts to /oauth/authorize (password reset, e-mail
 * confirmation): branded, with this browser's CSRF token, and the password indicator's script where
 * the page has a new-password field.
 */
export function formPage(
  request: Request,
  env: OriginEnv,
  params: AuthorizeParams,
  title: string,
  content: (csrfToken: string) => string,
  status = 200,
): Promise<Response> {
  return withCsrfForm(request, env.TOKEN_SIGNING_SECRET, (csrfToken) => {
    const nonce = randomToken(16);
    const theme = themeFor(params.brand);
    const body = content(csrfToken);
    // The indicator's script only where there is a new-password field.
    const script = body.includes('id="password-eisen"') ? passwordRulesScript(nonce) : "";
    return html(layout(`${title} – ${theme.name}`, theme, nonce, body + script), status, {
      nonce,
      formAction: [new URL(params.redirect_uri).origin],
    });
  });
}

/** The hidden fields every form of /oauth/authorize carries: CSRF token, intent, the request's parameters. */
export function formHeader(csrfToken: string, intent: string, params: AuthorizeParams): string {
  return `<input type="hidden" name="csrf_token" value="${escapeHtml(csrfToken)}">
<input type="hidden" name="intent" value="${intent}">
${hiddenParams(params)}`;
}

/** A neutral message at the top of a page (a code was sent), announced politely. */
export function statusNotice(message: string | undefined): string {
  return message ? `<div class="notice" role="status">${escapeHtml(message)}</div>` : "";
}

/** Below a code form: "Stuur een nieuwe code" (its own form, by `intent`) and the way back to logging in. */
export function resendAndBack(csrfToken: string, intent: string, params: AuthorizeParams, email: string): string {
  return `<form method="post" action="/oauth/authorize">
${formHeader(csrfToken, intent, params)}
<input type="hidden" name="email" value="${escapeHtml(email)}">
<button type="submit" class="secondary">Stuur een nieuwe code</button>
</form>
<p class="switch"><a href="${authorizeHref(params, { prompt: "login", login_hint: email })}">Terug naar ${loginWords(themeFor(params.brand)).loggingIn}</a></p>`;
}

/** Shown instead of redirecting when the client or redirect URI cannot be trusted. */
export function errorPage(message: string, status = 400, brand?: string | null): Response {
  const nonce = randomToken(16);
  const theme = themeFor(brand);
  const content = `<h1>${loginWords(theme).login} is niet gelukt</h1>
<div class="alert" role="alert">${escapeHtml(message)}</div>
<p>Ga terug naar de website waar u vandaan kwam en probeer het opnieuw.</p>`;
  return html(layout(`Er ging iets mis – ${theme.name}`, theme, nonce, content), status, { nonce });
}

export interface LogoutConfirmPageInput {
  csrfToken: string;
  /** An allowed post-logout redirect URI (the POST redirects there), or null. */
  postLogoutRedirectUri: string | null;
  error?: string;
  status?: number;
}

/** Shown when a logout request carries no proof that the portal sent it: logging out takes a click here. */
export function logoutConfirmPage(input: LogoutConfirmPageInput): Response {
  const nonce = randomToken(16);
  const target = input.postLogoutRedirectUri;
  // No brand here (any of the group's sites may log out): the browser's language decides the words.
  const say = callerMessage;
  const content = `<h1>${say("Wilt u uitloggen?")}</h1>
<p>${say("U bent ingelogd bij Mijn Omgeving. Als u uitlogt, bent u op dit apparaat uitgelogd bij alle websites waar u met dit account bent ingelogd.")}</p>
${input.error ? `<div class="alert" role="alert">${escapeHtml(say(input.error))}</div>` : ""}
<form method="post" action="/oauth/logout">
<input type="hidden" name="csrf_token" value="${escapeHtml(input.csrfToken)}">
${target ? `<input type="hidden" name="post_logout_redirect_uri" value="${escapeHtml(target)}">` : ""}
<button type="submit">${say("Uitloggen")}</button>
</form>
<p class="hint">${say("Heeft u niet zelf op Uitloggen geklikt? Sluit dan deze pagina; u blijft ingelogd.")}</p>`;
  return html(layout(say("Uitloggen – Mijn Omgeving"), { ...DEFAULT_THEME, country: callerCountry() }, nonce, content), input.status ?? 200, {
    nonce,
    formAction: target ? [new URL(target).origin] : [],
  });
}

export function loggedOutPage(setCookies: string[]): Response {
  const nonce = randomToken(16);
  const say = callerMessage;
  const content = `<h1>${say("U bent uitgelogd")}</h1>
<p>${say("U bent veilig uitgelogd bij Mijn Omgeving. U kunt dit venster nu sluiten.")}</p>`;
  const response = html(layout(say("U bent uitgelogd – Mijn Omgeving"), { ...DEFAULT_THEME, country: callerCountry() }, nonce, content), 200, { nonce });
  for (const cookie of setCookies) response.headers.append("set-cookie", cookie);
  return response;
}
