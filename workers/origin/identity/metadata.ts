/** GET /.well-known/oauth-authorization-server (RFC 8414): where everything is. */
import { json } from "../request/http";

export function authorizationServerMetadata(env: Pick<OriginEnv, "ISSUER">): Response {
  const issuer = env.ISSUER.replace(/\/$/, "");
  return json(
    {
      issuer,
      authorization_endpoint: `${issuer}/oauth/authorize`,
      token_endpoint: `${issuer}/oauth/token`,
      revocation_endpoint: `${issuer}/oauth/revoke`,
      userinfo_endpoint: `${issuer}/oauth/userinfo`,
      end_session_endpoint: `${issuer}/oauth/logout`,
      response_types_supported: ["code"],
      grant_types_supported: ["authorization_code", "refresh_token"],
      code_challenge_methods_supported: ["S256"],
      token_endpoint_auth_methods_supported: ["none"],
      revocation_endpoint_auth_methods_supported: ["none"],
      authorization_response_iss_parameter_supported: true,
      prompt_values_supported: ["none", "login", "create"],
      ui_locales_supported: ["nl"],
    },
    200,
    { "cache-control": "public, max-age=300" },
  );
}
