import type { Route } from "./+types/klantenservice.contact.formulier.bijlage";
import { contactRequest, uploadAction, uploadLinkAction } from "~/features/contact/contact-form.server";

// The contact form's upload proxy (ADR 25), same origin as the page (CSP connect-src 'self'):
// POST …/bijlage { fileName, contentType, size } → an upload link of the origin, pointing here;
// PUT  …/bijlage/<uploadId>?expires=&signature= with the file's bytes → stored in R2 by the origin.

export async function action({ context, request, params }: Route.ActionArgs) {
  const contact = contactRequest(context);
  if (params.uploadId !== undefined) {
    if (request.method !== "PUT") return new Response(null, { status: 405, headers: { allow: "PUT" } });
    return uploadAction(contact, request, params.uploadId);
  }
  if (request.method !== "POST") return new Response(null, { status: 405, headers: { allow: "POST" } });
  if (!(request.headers.get("content-type") ?? "").includes("application/json")) return new Response(null, { status: 415 });
  return uploadLinkAction(contact, await request.json().catch(() => null));
}

export function loader() {
  return new Response(null, { status: 405, headers: { allow: "POST, PUT" } });
}
