import { SubscriptionIdentityForm } from "~/forms/subscription-identity";
import { useT } from "~/shell/i18n";
import { REPORT_IDENTIFY_INTENT } from "./intent";
import type { ReportReply } from "./report.server";

// /bezorgservice/melden, step one (which subscription), loaded from its own chunk (lazy.ts).

const schema = (t: ReturnType<typeof useT>, country: "NL" | "BE") => () =>
  Promise.all([import("zod"), import("~/forms/field-rules")]).then(([{ z }, rules]) =>
    z.object({ intent: z.literal(REPORT_IDENTIFY_INTENT), ...rules.subscriptionIdentityFields(t, country) }),
  );

export function ReportIdentifyForm({ country, reply }: { country: "NL" | "BE"; reply: ReportReply | undefined }) {
  const t = useT();
  return <SubscriptionIdentityForm id="krant-melden" intent={REPORT_IDENTIFY_INTENT} schema={schema(t, country)} reply={reply} />;
}

