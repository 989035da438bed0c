import { parseWithZod } from "@conform-to/zod/v4";
import { isWebviewPath } from "~/platform/request/request-context.server";
import { nanoid } from "nanoid";
import { data } from "react-router";
import { isContactTopicKey, subTopicBelongsTo, topicOfSubTopic } from "@contracts/contact-topics";
import { type VisitorRequest, visitorRequest } from "~/forms/account-request.server";
import { type FormReply } from "~/forms/form-reply";
import { invalid, refused, rejected } from "~/forms/form-reply.server";
import type { Translate } from "~/forms/translate";
import { ContactFormAccountDocument } from "~/graphql/generated/graphql";
import type { AppContext } from "~/platform/request/context";
import { readBytesLimited } from "~/platform/origin/request-body.server";
import { sign, verify } from "~/platform/session/crypto.server";
import { dateSettings, formatDate } from "~/platform/locale/dates";
import { isChatOpen } from "~/platform/locale/opening-hours";
import { OriginError } from "~/platform/origin/violations";
import { originRest } from "~/platform/origin/rest.server";
import { contactService } from "@contracts/contact";
import { originGraphQL } from "~/platform/origin/graphql.server";
import type { ViolationError } from "~/platform/origin/violations";
import { CONTACT_FORM_INTENT, SUB_TOPIC_PARAM, TOPIC_PARAM, UPLOAD_PROXY_PATH } from "./intent";
import { MAX_ATTACHMENT_BYTES } from "./rules";
import { contactFormSchema } from "./schema";
import { type FormHiddenReason, formHiddenReason } from "./visibility";

// The contact form (ADR 25): open to everyone — logged in, the contact details come from the
// account, a subscription can be chosen and the case lands on the activity timeline; logged out
// (e.g. "ik kan niet inloggen") the visitor types them. Cases and uploads go to the origin's REST
// (areas/contact); the browser uploads through this portal (same origin, the CSP's connect-src).

/** A loader's or action's request, with or without a login. */
export type ContactRequest = VisitorRequest;
export const contactRequest = visitorRequest;

export interface ContactFormView {
  webview: boolean;
  loggedIn: boolean;
  /** Why the form is not offered now (phone and chat are shown instead), or null. */
  hidden: FormHiddenReason | null;
  phone: { display: string; tel: string } | null;
  openingHours: Array<{ days: number[]; opens: string; closes: string }>;
  chatAvailable: boolean;
  attachmentsEnabled: boolean;
  serviceConditionsUrl: string | null;
  idempotencyKey: string;
  defaults: { topic: string; subTopic: string; name: string; email: string; phone: string };
  subscriptions: Array<{ id: string; label: string }>;
  loginUrl: string;
}

function serviceConditionsUrl(app: AppContext): string | null {
  if (!app.flags.general.isServiceConditionsEnabled) return null;
  const home = app.brand?.links.homepageUrl;
  return home ? `${home.replace(/\/$/, "")}/servicevoorwaarden` : null;
}

/**
 * What the form fills in for a logged-in visitor; null when the origin refuses the session (401): the
 * session check, answered by this read, then ends it and the page is shown logged out.
 */
async function accountOf({ app, session }: ContactRequest) {
  try {
    return await originGraphQL(app, session, ContactFormAccountDocument, {});
  } catch (error) {
    if (error instanceof OriginError && error.violation.status === 401) return null;
    throw error;
  }
}

/** The form's page: flags, the brand's phone and hours, what the account fills in, the topic from the link. */
export async function loadContactForm(request: ContactRequest, url: URL, now = new Date()): Promise<ContactFormView> {
  const { app, session } = request;
  const brand = app.brand;
  let topic = url.searchParams.get(TOPIC_PARAM) ?? "";
  const subTopic = url.searchParams.get(SUB_TOPIC_PARAM) ?? "";
  if (!isContactTopicKey(topic)) topic = topicOfSubTopic(subTopic) ?? "";
  const defaults = { topic, subTopic: subTopicBelongsTo(topic, subTopic) ? subTopic : "", name: "", email: "", phone: "" };
  let subscriptions: ContactFormView["subscriptions"] = [];
  const read = session ? await accountOf(request) : null;
  if (read) {
    const { account, linkedSubscriptions } = read;
    const person = account?.profile?.personal_information;
    const contact = account?.profile?.contact_information;
    defaults.name = [person?.first_name, person?.last_name].filter(Boolean).join(" ");
    defaults.email = contact?.email ?? "";
    defaults.phone = contact?.phone_number ?? "";
    subscriptions = linkedSubscriptions.map((linked) => ({
      id: linked.subscriptionId,
      label: `${[linked.subscription.title, linked.subscription.subTitle].filter(Boolean).join(" – ")} (${linked.subscriptionId})`,
    }));
  }
  const path = `${url.pathname}${url.search}`;
  return {
    webview: isWebviewPath(url),
    loggedIn: read !== null,
    hidden: formHiddenReason(brand, app.flags, now),
    phone: brand?.customerService?.phone ?? null,
    openingHours: brand?.customerService?.openingHours ?? [],
    // "the chat is bottom right" only when the launcher is there: the brand has a chat and it is open now.
    chatAvailable: isChatOpen(brand, now),
    attachmentsEnabled: app.flags.general.isContactFormAttachmentEnabled,
    serviceConditionsUrl: serviceConditionsUrl(app),
    idempotencyKey: nanoid(),
    defaults,
    subscriptions,
    loginUrl: `/login?callback_url=${encodeURIComponent(path)}`,
  };
}

/** What the page shows after a case was made. */
export interface SubmittedCase {
  caseNumber: string;
  /** "vrijdag 27 november 2026". */
  answerBy: string;
  attachments: string[];
  email: string;
}

export type ContactFormReply = FormReply & { submitted?: SubmittedCase };

const CASE_FIELDS = ["topic", "subTopic", "subscriptionId", "message", "name", "email", "phone", "attachments", "idempotencyKey"] as const;

/** Submit: validated with the form's schema, then sent by the route the flag isSalesforceThroughCISEnabled picks. */
export async function contactFormAction(request: ContactRequest, formData: FormData, now = new Date()) {
  const { app, t, session } = request;
  const submission = parseWithZod(formData, { schema: contactFormSchema(t) });
  if (submission.status !== "success") return invalid(CONTACT_FORM_INTENT, submission);
  if (formHiddenReason(app.brand, app.flags, now)) {
    return refused(CONTACT_FORM_INTENT, submission, 409, [t("contactFormHiddenNow", "Het formulier is nu niet beschikbaar. Bel of chat met ons.")]);
  }
  const value = submission.value;
  if (!app.flags.general.isContactFormAttachmentEnabled && value.attachments?.length) {
    return refused(CONTACT_FORM_INTENT, submission, 400, [t("contactFormAttachmentsOff", "Bijlagen meesturen kan nu niet. Verwijder de bijlagen en verstuur uw vraag opnieuw.")]);
  }
  if (value.subscriptionId && !session) {
    return refused(CONTACT_FORM_INTENT, submission, 400, [t("contactFormSubscriptionLogin", "Log in om een abonnement te kiezen.")]);
  }
  const route = app.flags.general.isSalesforceThroughCISEnabled ? contactService.salesforceCases : contactService.cases;
  try {
    const created = await originRest(app, session, route, {
      brand: app.brand?.key ?? "",
      topic: value.topic,
      subTopic: value.subTopic,
      subscriptionId: value.subscriptionId ?? null,
      message: value.message,
      name: value.name,
      email: value.email,
      phone: value.phone || null,
      attachments: value.attachments ?? [],
      idempotencyKey: value.idempotencyKey,
    });
    return data<ContactFormReply>({
      intent: CONTACT_FORM_INTENT,
      result: submission.reply({ resetForm: true }),
      done: t("contactFormDone", "Uw vraag is verstuurd."),
      submitted: {
        caseNumber: created.caseNumber,
        answerBy: formatDate(created.answerBy, dateSettings(request.language)),
        attachments: created.attachments.map((attachment) => attachment.fileName),
        email: value.email,
      },
    });
  } catch (error) {
    return rejected(request, CONTACT_FORM_INTENT, submission, error, {
      fields: CASE_FIELDS,
      codeFields: { "UNKNOWN-BRAND": "topic", "IDEMPOTENCY-KEY-USED": "message" },
    });
  }
}

// ── the upload proxy ───────────────────────────────────────────────────────────────────────────

function refusal(violation: ViolationError, t: Translate): Response {
  const message = violation.violations.find((item) => item.message)?.message ?? t("contactFormUploadFailed", "Uploaden is mislukt. Probeer het opnieuw.");
  return Response.json({ message, code: violation.violations[0]?.code ?? "GENERIC-ERROR" }, { status: violation.status >= 400 && violation.status < 600 ? violation.status : 500 });
}

/** POST /klantenservice/contact/formulier/bijlage: an upload link for one file, pointing at this proxy. */
export async function uploadLinkAction(request: ContactRequest, body: unknown): Promise<Response> {
  const { app, session, t } = request;
  if (!app.flags.general.isContactFormAttachmentEnabled || !app.brand) return Response.json({ message: t("contactFormAttachmentsOff", "Bijlagen meesturen kan nu niet. Verwijder de bijlagen en verstuur uw vraag opnieuw.") }, { status: 403 });
  const file = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
  try {
    const link = await originRest(app, session, contactService.uploadLinks, { brand: app.brand.key, fileName: file.fileName, contentType: file.contentType, size: file.size });
    const search = new URL(link.uploadUrl, "http://origin").searchParams;
    const expires = search.get("expires") ?? "";
    const signature = search.get("signature") ?? "";
    // The portal's own seal on the link, so the PUT is checked before its body is read (the origin's
    // signature needs the origin's secret): a made-up link costs the portal no 10 MB.
    const sealed = await sign(uploadLinkPayload(link.uploadId, expires, signature), app.env.SESSION_SECRET);
    const seal = sealed.slice(sealed.lastIndexOf(".") + 1);
    const query = new URLSearchParams({ expires, signature, seal });
    return Response.json({ ...link, uploadUrl: `${UPLOAD_PROXY_PATH}/${link.uploadId}?${query}` }, { status: 201, headers: { "cache-control": "no-store" } });
  } catch (error) {
    if (error instanceof OriginError) return refusal(error.violation, t);
    throw error;
  }
}

const uploadLinkPayload = (uploadId: string, expires: string, signature: string) => `contact-upload:${uploadId}:${expires}:${signature}`;

/**
 * PUT /klantenservice/contact/formulier/bijlage/<id>?expires=&signature=&seal=: the file, passed on to
 * the origin's signed link. The portal's seal and the expiry are checked before a byte is read.
 */
export async function uploadAction(request: ContactRequest, httpRequest: Request, uploadId: string): Promise<Response> {
  const { app, session, t } = request;
  if (!/^[A-Za-z0-9_-]{21}$/.test(uploadId)) return Response.json({ message: t("contactFormUploadFailed", "Uploaden is mislukt. Probeer het opnieuw.") }, { status: 404 });
  const search = new URL(httpRequest.url).searchParams;
  const expires = search.get("expires") ?? "";
  const sealed = await verify(`${uploadLinkPayload(uploadId, expires, search.get("signature") ?? "")}.${search.get("seal") ?? ""}`, app.env.SESSION_SECRET);
  if (!sealed || !(Number(expires) > Date.now())) {
    return Response.json({ message: t("contactFormUploadLinkInvalid", "Deze uploadlink is niet (meer) geldig. Voeg het bestand opnieuw toe.") }, { status: 403 });
  }
  const bytes = await readBytesLimited(httpRequest, MAX_ATTACHMENT_BYTES);
  if (bytes === null) return Response.json({ message: t("contactFormAttachmentTooLargeUpload", "Dit bestand is groter dan 10 MB.") }, { status: 413 });
  try {
    const stored = await originRest(app, session, contactService.upload, {
      uploadId,
      expires: search.get("expires") ?? "",
      signature: search.get("signature") ?? "",
      contentType: httpRequest.headers.get("content-type") ?? "application/octet-stream",
      body: bytes,
    });
    return Response.json(stored, { status: 201 });
  } catch (error) {
    if (error instanceof OriginError) return refusal(error.violation, t);
    throw error;
  }
}
