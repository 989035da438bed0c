/**
 * REST of delivery (contracts/delivery.ts, ADR 40): today's detected incidents for anyone, and
 * reporting a missing paper without logging in — identify with subscription number, postcode and
 * house number (the same answer for an unknown number and a wrong address, guesses limited), then one
 * report with the ticket, under the logged-in form's rules, confirmed at the account's own address.
 */
import { COMPLAINT_TYPES_WITHOUT_LOGIN, deliveryService } from "../../../../contracts/delivery";
import { conflict, found } from "../../request/errors";
import { optionalTextField, portalClientIp, readJsonObject, textField } from "../../request/http";
import { contractRoute, reply } from "../../rest/contract";
import { emailHint } from "../../rules/validation";
import { identify, issueTicket, redeemTicket } from "../subscriptions";
import type { RestRoute } from "../area";
import { complaintById, complaintByKey, subscriptionOfBrand, type ComplaintRow, type DeliverySubscriptionRow } from "./data";
import { fileComplaint, hasNothingDelivered, NO_DELIVERY_TEXT, optionsOf } from "./file";
import { todaysDetected } from "./incidents";
import { COMPLAINT_TYPES, MESSAGE_MAX, MESSAGE_REQUIRED_FOR } from "./rules";
import type { DeliveryComplaintType } from "../../graphql/generated/resolvers";

// The contract's complaint types are the SDL's: a difference fails the typecheck here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const typesAgree: Same<(typeof COMPLAINT_TYPES_WITHOUT_LOGIN)[number], DeliveryComplaintType> = true;
void typesAgree;


function reported(row: DeliverySubscriptionRow, complaint: ComplaintRow) {
  return {
    complaintId: complaint.id,
    title: row.title,
    type: complaint.type,
    editionDate: complaint.edition_date,
    issueNumber: complaint.issue_number,
    outcome: complaint.outcome,
    creditAmount: complaint.credit_amount_cents === null ? null : complaint.credit_amount_cents / 100,
    caseNumber: complaint.case_number,
    emailHint: emailHint(row.email),
  };
}

export const rest: RestRoute[] = [
  contractRoute(deliveryService.incidents, {
    optionalAuth: true,
    handler: async ({ url, env }) => reply(deliveryService.incidents, await todaysDetected(env.DB, env, url.searchParams.get("brand") ?? "")),
  }),
  contractRoute(deliveryService.identify, {
    optionalAuth: true,
    handler: async ({ request, env }) => {
      const body = await readJsonObject(request, { requireJsonType: true });
      const row = await identify(
        env.DB,
        "delivery-report",
        { brand: textField(body.brand), subscriptionNumber: textField(body.subscriptionNumber), zipCode: textField(body.zipCode), houseNumber: textField(body.houseNumber), clientIp: portalClientIp(request, env) },
        subscriptionOfBrand,
      );
      const options = await optionsOf(env.DB, row);
      if (hasNothingDelivered(options)) throw conflict("NO-DELIVERY", NO_DELIVERY_TEXT);
      return reply(deliveryService.identify, {
        ticket: await issueTicket(env.TOKEN_SIGNING_SECRET, "delivery-report", row),
        subscriptionId: row.id,
        brand: row.brand_key,
        title: [row.title, row.sub_title].filter(Boolean).join(" – "),
        category: options.category === "MAGAZINE" ? "MAGAZINE" : "NEWSPAPER",
        types: COMPLAINT_TYPES[options.category],
        messageRequiredFor: MESSAGE_REQUIRED_FOR,
        messageMaxLength: MESSAGE_MAX,
        editions: options.choices,
        todayDeliveredBy: options.todayDeliveredBy,
        creditPerEdition: options.creditCents / 100,
        emailHint: emailHint(row.email),
      });
    },
  }),
  contractRoute(deliveryService.report, {
    optionalAuth: true,
    handler: async ({ request, env }) => {
      const body = await readJsonObject(request, { requireJsonType: true });
      const row = await redeemTicket(env.DB, env.TOKEN_SIGNING_SECRET, "delivery-report", textField(body.ticket), subscriptionOfBrand);
      const idempotencyKey = `report-${textField(body.idempotencyKey).slice(0, 100)}`;
      const repeated = await complaintByKey(env.DB, row.account_id, idempotencyKey);
      if (repeated) return reply(deliveryService.report, reported(row, repeated));
      const id = await fileComplaint(
        env.DB,
        row,
        {
          type: textField(body.type) as DeliveryComplaintType,
          editionDate: textField(body.editionDate),
          message: optionalTextField(body.message),
          compensation: "CREDIT",
          idempotencyKey,
        },
        { accountId: row.account_id, sessionId: null, withoutLogin: true },
      );
      return reply(deliveryService.report, reported(row, found(await complaintById(env.DB, row.account_id, id))), 201);
    },
  }),
];
