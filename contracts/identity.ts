// The identity provider's extensions of the authorization request that the portal sends (ADR 42).
// A contract like the REST modules beside it (ADR 35): the portal's /login and the origin's
// /oauth/authorize import the same names.

/**
 * `screen_hint` (as Auth0 and others call it) of an authorization request that opens "Ik ben mijn
 * wachtwoord vergeten" instead of the login form. The portal sends it for /login?screen_hint=….
 */
export const FORGOT_PASSWORD_SCREEN_HINT = "forgot_password";

/** The portal path that starts a login straight into "Ik ben mijn wachtwoord vergeten". */
export const FORGOT_PASSWORD_PATH = `/login?screen_hint=${FORGOT_PASSWORD_SCREEN_HINT}`;
