/**
 * REST of cancellation (contracts/cancellation.ts, ADR 39): identify and cancel without a login, and
 * the receipt's PDF copy for the logged-in owner.
 */
import { cancellationService, CANCELLATION_REASONS } from "../../../../contracts/cancellation";
import { notFound, validationFailed } from "../../request/errors";
import { optionalTextField, portalClientIp, readJsonObject, textField } from "../../request/http";
import { contractRoute, reply } from "../../rest/contract";
import { emailHint, violation } from "../../rules/validation";
import type { RestRoute } from "../area";
import { cancelOnce, describeSubscription, receiptOf, termsOf } from "./cancel";
import { identify, issueTicket, redeemTicket } from "../subscriptions";
import { currentCancellation, ownedSubscription, subscriptionOfBrand } from "./data";
import { receiptFileName, receiptPdf } from "./receipt";


export const rest: RestRoute[] = [
  contractRoute(cancellationService.identify, {
    optionalAuth: true,
    handler: async ({ request, env }) => {
      const body = await readJsonObject(request, { requireJsonType: true });
      const subscription = await identify(env.DB, "cancellation", {
        brand: textField(body.brand),
        subscriptionNumber: textField(body.subscriptionNumber),
        zipCode: textField(body.zipCode),
        houseNumber: textField(body.houseNumber),
        clientIp: portalClientIp(request, env),
      }, subscriptionOfBrand);
      const [terms, current] = await Promise.all([termsOf(env.DB, subscription), currentCancellation(env.DB, subscription.id)]);
      return reply(cancellationService.identify, {
        ticket: await issueTicket(env.TOKEN_SIGNING_SECRET, "cancellation", subscription),
        subscriptionId: subscription.id,
        brand: subscription.brand_key,
        title: describeSubscription(subscription).title,
        earliestEndDate: terms.date,
        basis: terms.basis,
        cancelledEndDate: subscription.status === "PENDING_CANCELLATION" ? (current?.end_date ?? subscription.end_date) : null,
        emailHint: emailHint(subscription.email),
      });
    },
  }),
  contractRoute(cancellationService.cancel, {
    optionalAuth: true,
    handler: async ({ request, env }) => {
      const body = await readJsonObject(request, { requireJsonType: true });
      const subscription = await redeemTicket(env.DB, env.TOKEN_SIGNING_SECRET, "cancellation", textField(body.ticket), subscriptionOfBrand);
      const reason = optionalTextField(body.reason);
      if (reason !== null && !(CANCELLATION_REASONS as readonly string[]).includes(reason)) {
        throw validationFailed([violation("UNKNOWN-REASON", "Kies een van de redenen, of geen.", "reason")]);
      }
      const { cancellation, created } = await cancelOnce(env.DB, subscription, { channel: "IDENTIFIED", sessionId: null, reason, comment: optionalTextField(body.comment) });
      return reply(
        cancellationService.cancel,
        {
          subscriptionId: subscription.id,
          title: describeSubscription(subscription).title,
          endDate: cancellation.end_date,
          basis: cancellation.basis,
          receivedAt: cancellation.created_at,
          emailHint: emailHint(subscription.email),
          created,
        },
        created ? 201 : 200,
      );
    },
  }),
  contractRoute(cancellationService.receiptPdf, {
    handler: async ({ env, auth, params }) => {
      const subscription = await ownedSubscription(env.DB, auth.accountId, params[0]!);
      const cancellation = subscription ? await currentCancellation(env.DB, subscription.id) : null;
      if (!subscription || !cancellation) throw notFound();
      const receipt = receiptOf(subscription, cancellation);
      return new Response((await receiptPdf(receipt)) as Uint8Array<ArrayBuffer>, {
        headers: {
          "content-type": "application/pdf",
          "content-disposition": `attachment; filename="${receiptFileName(receipt)}"`,
          "cache-control": "private, no-store",
        },
      });
    },
  }),
];
