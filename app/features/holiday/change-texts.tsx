import { css } from "styled-system/css";
import type { Translate } from "~/forms/translate";
import { useT } from "~/shell/i18n";
import { Tag } from "~/ui/tag/tag";
import type { ChangeStatus } from "./changes.server";
import type { HolidayKind } from "./intent";

// What the holiday service's pages share: the card, the kind of change, its status, the papers it skips.

export const cardClass = css({ display: "flex", flexDirection: "column", gap: "4", p: "4", bg: "bg.canvas", borderWidth: "1px", borderStyle: "solid", borderColor: "border.default", rounded: "lg" });

export function kindLabel(kind: HolidayKind, t: Translate): string {
  return kind === "SUSPENSION" ? t("holidayKindSuspension", "Bezorging gepauzeerd") : t("holidayKindAddress", "Vakantieadres");
}

export function StatusTag({ status }: { status: ChangeStatus }) {
  const t = useT();
  switch (status) {
    case "PLANNED":
      return <Tag color="blue">{t("holidayStatusPlanned", "Gepland")}</Tag>;
    case "ACTIVE":
      return <Tag color="green">{t("holidayStatusActive", "Loopt nu")}</Tag>;
    case "COMPLETED":
      return <Tag color="gray">{t("holidayStatusCompleted", "Voorbij")}</Tag>;
    default:
      return <Tag color="gray">{t("holidayStatusCancelled", "Geannuleerd")}</Tag>;
  }
}

/** "12 kranten worden niet bezorgd" / "3 nummers komen op uw vakantieadres". */
export function SkippedText({ kind, count, magazine }: { kind: HolidayKind; count: number; magazine: boolean }) {
  const t = useT();
  if (magazine) {
    if (kind === "SUSPENSION") {
      return count === 1 ? t("holidaySkippedIssueOne", "1 nummer wordt niet bezorgd.") : t("holidaySkippedIssues", "{count} nummers worden niet bezorgd.", { count });
    }
    return count === 1 ? t("holidayRedirectedIssueOne", "1 nummer komt op uw vakantieadres.") : t("holidayRedirectedIssues", "{count} nummers komen op uw vakantieadres.", { count });
  }
  if (kind === "SUSPENSION") {
    return count === 1 ? t("holidaySkippedPaperOne", "1 krant wordt niet bezorgd.") : t("holidaySkippedPapers", "{count} kranten worden niet bezorgd.", { count });
  }
  return count === 1 ? t("holidayRedirectedPaperOne", "1 krant komt op uw vakantieadres.") : t("holidayRedirectedPapers", "{count} kranten komen op uw vakantieadres.", { count });
}
