/**
 * REST of the contact form (ADR 25), all without a required login (a subscriber who cannot log in
 * must be able to ask too); with a bearer token the case is the account's and shows on its timeline.
 *
 * - POST /api/pass/contact-form/upload-links          { brand, fileName, contentType, size } → ContactFormUploadLinkResult
 * - PUT  /api/pass/contact-form/uploads/{id}?expires&signature   the file's bytes → the stored attachment
 * - POST /api/pass/contact-form/cases                 the case, by the customer information system (CIS)
 * - POST /api/pass/contact-form/salesforce-cases      the same case, by Salesforce through CIS
 *   (the portal picks the route with the flag isSalesforceThroughCISEnabled)
 */
import { contactService, UPLOAD_ID_PATTERN } from "../../../../contracts/contact";
import { contractRoute, reply } from "../../rest/contract";
import { OriginError } from "../../request/errors";
import { portalClientIp, readJsonObject, textField, UNKNOWN_CLIENT } from "../../request/http";
import type { RestRoute } from "../area";
import { type CaseChannel, createCase, createUploadLink, receiveUpload } from "./cases";
import type { CaseInput } from "./rules";


function caseInput(body: Record<string, unknown>): CaseInput {
  return {
    brand: textField(body.brand),
    topic: textField(body.topic),
    subTopic: textField(body.subTopic),
    subscriptionId: typeof body.subscriptionId === "string" ? body.subscriptionId : null,
    message: textField(body.message),
    name: textField(body.name),
    email: textField(body.email),
    phone: typeof body.phone === "string" ? body.phone : null,
    attachments: body.attachments === undefined || body.attachments === null ? [] : (body.attachments as string[]),
    idempotencyKey: textField(body.idempotencyKey),
  };
}

function caseRoute(endpoint: typeof contactService.cases, channel: CaseChannel): RestRoute {
  return contractRoute(endpoint, {
    optionalAuth: true,
    handler: async ({ request, env, auth }) => {
      const input = caseInput(await readJsonObject(request, { requireJsonType: true }));
      const { created, value } = await createCase(env, auth, channel, input, portalClientIp(request, env) ?? UNKNOWN_CLIENT);
      return reply(endpoint, value, created ? 201 : 200);
    },
  });
}

export const rest: RestRoute[] = [
  contractRoute(contactService.uploadLinks, {
    optionalAuth: true,
    handler: async ({ request, env, auth }) =>
      reply(contactService.uploadLinks, await createUploadLink(env, auth, await readJsonObject(request, { requireJsonType: true }), portalClientIp(request, env) ?? UNKNOWN_CLIENT), 201),
  }),
  contractRoute(contactService.upload, {
    segments: { uploadId: UPLOAD_ID_PATTERN },
    optionalAuth: true,
    handler: async ({ request, url, env, params }) => reply(contactService.upload, await receiveUpload(env, request, url, params[0]!), 201),
  }),
  caseRoute(contactService.cases, "CIS"),
  caseRoute(contactService.salesforceCases, "SALESFORCE"),
];
