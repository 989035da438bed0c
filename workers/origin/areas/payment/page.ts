/**
 * The hosted payment page of a card or iDEAL change, as a payment provider would show it: served by
 * this origin outside production only (like /dev/outbox), at the paymentUrl of the change
 * (/dev/payment/<signed reference>). Its four buttons play the provider's outcomes; each returns the
 * browser to the portal's status page with the same signed reference. The portal reads the outcome
 * from the origin (paymentChange), never from the URL.
 */
import { activityStatement } from "../../records/activity";
import { brandByKey } from "../../demo/brands";
import { randomToken } from "../../request/crypto";
import { OriginError } from "../../request/errors";
import { escapeHtml, html, isSameOriginPost, readForm } from "../../request/http";
import { layout, themeFor } from "../../identity/pages";
import { isoIn, nowIso } from "../../calendar/time";
import type { PageRoute } from "../area";
import { advanceHostedChangeStatement, expireOpenChange, hostedChange, setHostedMethodStatement, type HostedChangeRow } from "./data";
import { approvedMethod, isPageChoice, OPEN_CHANGE_SECONDS, PAGE_CHOICES, statusPathSegment } from "./hosted";
import { verifyReference } from "./reference";

const PATTERN = /^\/dev\/payment\/([A-Za-z0-9._-]{1,200})$/;

/** The change behind a reference, or 404 (production, a wrong signature, an unknown change). */
async function changeFor(env: OriginEnv, reference: string): Promise<HostedChangeRow> {
  const id = await verifyReference(env.TOKEN_SIGNING_SECRET, reference);
  const row = id ? await hostedChange(env.DB, id) : null;
  if (!row) throw new OriginError("NOT_FOUND");
  return expireOpenChange(env.DB, row, isoIn(-OPEN_CHANGE_SECONDS), nowIso());
}

function backToPortal(change: HostedChangeRow, reference: string): Response {
  const target = `${change.return_url}/${statusPathSegment(change.status)}?ref=${encodeURIComponent(reference)}`;
  return new Response(null, { status: 303, headers: { location: target, "cache-control": "no-store" } });
}

const METHOD_LABEL = { CREDIT_CARD: "creditcard", IDEAL: "iDEAL" } as const;

function page(change: HostedChangeRow): Response {
  const nonce = randomToken(16);
  const theme = themeFor(change.brand_key);
  const subscription = [change.subscription_title, change.subscription_sub_title].filter(Boolean).join(" – ");
  const button = (choice: keyof typeof PAGE_CHOICES, label: string) => `<p><button type="submit" name="choice" value="${choice}">${label}</button></p>`;
  const content = `<h1>Betaalpagina (test)</h1>
<p>Dit is de nagebootste betaalpagina van de testomgeving. Er wordt niets betaald.</p>
<p>U wijzigt de betaalwijze van <strong>${escapeHtml(subscription)}</strong> naar <strong>${METHOD_LABEL[change.method]}</strong>.</p>
${change.status === "PENDING" ? `<p class="alert" role="status">De bank verwerkt deze betaling nog. Kies hieronder hoe het afloopt.</p>` : ""}
<form method="post">
${button("approve", "Betaling goedkeuren")}
${button("decline", "Betaling weigeren")}
${button("cancel", "Annuleren")}
${button("pending", "Bank verwerkt nog")}
</form>
<p class="hint">Na uw keuze gaat u terug naar ${escapeHtml(brandByKey(change.brand_key)?.name ?? "Mijn Omgeving")}.</p>`;
  // The form posts here and is then redirected to the portal: form-action must allow both.
  return html(layout(`Betalen – ${theme.name}`, theme, nonce, content), 200, { nonce, formAction: [new URL(change.return_url).origin] });
}


export const pages: PageRoute[] = [
  {
    method: "GET",
    pattern: PATTERN,
    handler: async ({ env, params }) => {
      const change = await changeFor(env, params[0]!);
      return change.status === "OPEN" || change.status === "PENDING" ? page(change) : backToPortal(change, params[0]!);
    },
  },
  {
    method: "POST",
    pattern: PATTERN,
    handler: async ({ request, url, env, params }) => {
      const reference = params[0]!;
      const change = await changeFor(env, reference);
      if (!isSameOriginPost(request)) throw new OriginError("FORBIDDEN");
      const choice = (await readForm(request))?.get("choice") ?? null;
      if (!isPageChoice(choice)) throw new OriginError("BAD_REQUEST");
      const status = PAGE_CHOICES[choice];
      const advance = advanceHostedChangeStatement(env.DB, change.id, status, nowIso());
      // Only the request that moves the change on applies it: a second click or a replay changes nothing.
      await env.DB.batch(
        status === "SUCCEEDED"
          ? [
              advance,
              setHostedMethodStatement(env.DB, change.subscription_id, change.method, approvedMethod(change.method)),
              activityStatement(
                env.DB,
                {
                  accountId: change.account_id,
                  sessionId: change.session_id,
                  type: "PAYMENT_METHOD_CHANGED",
                  details: { subscriptionId: change.subscription_id, method: change.method },
                },
                { ifPreviousChanged: true },
              ),
            ]
          : [advance],
      );
      return backToPortal((await hostedChange(env.DB, change.id))!, reference);
    },
  },
];
