import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { z } from "zod";
import { type VisitorRequest } from "~/forms/account-request.server";
import { subscriptionIdentityFields, unknownFormMessage } from "~/forms/field-rules";
import type { FormReply } from "~/forms/form-reply";
import { rejected, replyStatus, violationErrors } from "~/forms/form-reply.server";
import { dateSettings, dayKey, formatMoney } from "~/platform/locale/dates";
import { originRest } from "~/platform/origin/rest.server";
import { OriginError } from "~/platform/origin/violations";
import { deliveryService, identifiedDelivery } from "@contracts/delivery";
import type { ComplaintFlowView, ComplaintView } from "./delivery.server";
import { editionLabel, editionViews } from "./delivery.server";
import { COMPLAINT_INTENT, REPORT_IDENTIFY_INTENT, reportPath } from "./intent";
import { CARRIED_FIELD_NAME as CARRIED_FIELD } from "./report-fields";
import { complaintSchema } from "./schema";

// /bezorgservice/melden (and /bezorgservice/app/melden): reporting a missing paper without logging in
// (ADR 40). Identify with subscription number, postcode and house number; then the complaint form of
// the logged-in flow, fed by the origin's options for that subscription and carrying its ticket; then
// the outcome, confirmed at the account's own e-mail address. Nothing is kept between the steps but
// the ticket in the form (the origin checks it).

/** The identification carried from step to step (display only; the ticket is what the origin trusts). */
const carriedSchema = identifiedDelivery.omit({ ticket: true });
type Identified = z.infer<typeof identifiedDelivery>;

export interface ReportReply extends FormReply {
  /** After identifying: the complaint form's view, with the ticket and what it carries. */
  identified?: { flow: ComplaintFlowView; ticket: string; carried: string; emailHint: string };
  /** After reporting: what came of it. */
  receipt?: { complaint: ComplaintView; title: string; sentTo: string };
}

function reportIdentifySchema(t: VisitorRequest["t"], country: "NL" | "BE") {
  return z.object({ intent: z.literal(REPORT_IDENTIFY_INTENT, { error: unknownFormMessage(t) }), ...subscriptionIdentityFields(t, country) });
}

/** The complaint form's view of an identified subscription (the same form as logged in). */
function flowOf(request: VisitorRequest, identified: Omit<Identified, "ticket">, webview: boolean, idempotencyKey: string): ComplaintFlowView {
  const { t } = request;
  const settings = dateSettings(request.language);
  const today = dayKey(Date.now(), settings.timeZone);
  const brand = request.app.brands.find((item) => item.key === identified.brand);
  return {
    subscription: {
      subscriptionId: identified.subscriptionId,
      brandId: brand?.id ?? identified.brand,
      title: identified.title,
      logoUrl: "",
      category: identified.category,
      hasPhysicalDelivery: true,
      schedule: null,
      reportUrl: reportPath(webview),
      readOnlineUrl: null,
      contactUrl: null,
    },
    webview: webview,
    types: identified.types,
    messageRequiredFor: identified.messageRequiredFor,
    messageMaxLength: identified.messageMaxLength,
    editions: editionViews(identified.editions, settings, t, today),
    todayDeliveredBy: identified.todayDeliveredBy,
    creditPerEdition: formatMoney(identified.creditPerEdition, settings),
    redeliveryUntil: null,
    escalates: false,
    idempotencyKey,
    submitted: null,
    overviewUrl: reportPath(webview),
  };
}

function carriedFrom(formData: FormData): { ticket: string; carried: Omit<Identified, "ticket">; idempotencyKey: string } | null {
  const ticket = formData.get("ticket");
  const idempotencyKey = formData.get("idempotencyKey");
  if (typeof ticket !== "string" || !ticket || ticket.length > 500 || typeof idempotencyKey !== "string") return null;
  try {
    const parsed = carriedSchema.safeParse(JSON.parse(String(formData.get(CARRIED_FIELD) ?? "")));
    return parsed.success ? { ticket, carried: parsed.data, idempotencyKey } : null;
  } catch {
    return null;
  }
}

function identifiedReply(request: VisitorRequest, answer: Omit<Identified, "ticket">, ticket: string, webview: boolean, idempotencyKey: string): ReportReply["identified"] {
  return { flow: flowOf(request, answer, webview, idempotencyKey), ticket, carried: JSON.stringify(answer), emailHint: answer.emailHint };
}

function expired(request: VisitorRequest) {
  return data<ReportReply>(
    {
      intent: REPORT_IDENTIFY_INTENT,
      result: { status: "error", error: { "": [request.t("cancellationTicketExpired", "Deze stap is verlopen. Vul uw abonnementsnummer, postcode en huisnummer opnieuw in.")] } },
    },
    { status: 401 },
  );
}

export async function reportAction(request: VisitorRequest, httpRequest: Request, formData: FormData, webview: boolean) {
  const { t } = request;
  const brand = request.app.brand;
  if (!brand) throw new Response("Niet gevonden", { status: 404 });
  const intent = String(formData.get("intent") ?? "");
  if (intent === REPORT_IDENTIFY_INTENT) {
    const submission = parseWithZod(formData, { schema: reportIdentifySchema(t, brand.country === "be" ? "BE" : "NL") });
    if (submission.status !== "success") return data<ReportReply>({ intent, result: submission.reply() }, { status: 400 });
    try {
      const { ticket, ...answer } = await originRest(request.app, null, deliveryService.identify, {
        brand: brand.key,
        subscriptionNumber: submission.value.subscriptionNumber,
        zipCode: submission.value.zipCode,
        houseNumber: submission.value.houseNumber,
      });
      return data<ReportReply>({ intent, result: submission.reply(), identified: identifiedReply(request, answer, ticket, webview, crypto.randomUUID()) });
    } catch (error) {
      return rejected(request, intent, submission, error, {
        fields: ["subscriptionNumber", "zipCode", "houseNumber"],
        codeFields: { "NO-DELIVERY": "subscriptionNumber" },
        messages: {
          "TOO-MANY-REQUESTS": t(
            "deliveryReportTooManyGuesses",
            "U heeft te vaak gegevens ingevuld die niet bij een abonnement horen. Probeer het over 15 minuten opnieuw, of log in om uw melding te doen.",
          ),
        },
      });
    }
  }
  const carried = carriedFrom(formData);
  if (intent !== COMPLAINT_INTENT || !carried) return expired(request);
  const identified = identifiedReply(request, carried.carried, carried.ticket, webview, carried.idempotencyKey);
  const submission = parseWithZod(formData, { schema: complaintSchema(t, carried.carried.messageRequiredFor, carried.carried.messageMaxLength) });
  if (submission.status !== "success") return data<ReportReply>({ intent, result: submission.reply(), identified }, { status: 400 });
  const { type, editionDate, message } = submission.value;
  try {
    const done = await originRest(request.app, null, deliveryService.report, { ticket: carried.ticket, type, editionDate, message: message || null, idempotencyKey: carried.idempotencyKey });
    const settings = dateSettings(request.language);
    return data<ReportReply>({
      intent,
      result: submission.reply({ resetForm: true }),
      done: t("deliveryReportReceived", "Wij hebben uw melding ontvangen."),
      receipt: {
        title: done.title,
        sentTo: done.emailHint,
        complaint: {
          id: done.complaintId,
          type: done.type,
          edition: editionLabel(done.editionDate, done.issueNumber, settings, t),
          outcome: done.outcome,
          credit: done.creditAmount === null ? null : formatMoney(done.creditAmount, settings),
          creditInvoice: null,
          redeliveryBy: null,
          caseNumber: done.caseNumber,
          followUp: "NONE",
          message: message || null,
          reportedAt: "",
        },
      },
    });
  } catch (error) {
    if (!(error instanceof OriginError)) throw error;
    if (error.violation.status === 401) return expired(request);
    if (error.violation.status >= 500) request.app.report(error, "delivery report");
    const { fieldErrors, formErrors } = violationErrors(request, error.violation, { fields: ["type", "editionDate", "message"] });
    return data<ReportReply>({ intent, result: submission.reply({ fieldErrors, formErrors }), identified }, { status: replyStatus(error.violation) });
  }
}
