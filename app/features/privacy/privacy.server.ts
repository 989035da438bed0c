import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { type AccountRequest, loaded, requestLanguage } from "~/forms/account-request.server";
import { invalid, rejected, succeeded } from "~/forms/form-reply.server";
import { PrivacyDocument, RequestAccountDeletionDocument, RequestDataExportDocument, type PrivacyQuery, type PrivacyScreenFragment } from "~/graphql/generated/graphql";
import { dateSettings, formatDate, formatDateTime, formatFileSize } from "~/platform/locale/dates";
import { originGraphQL } from "~/platform/origin/graphql.server";
import { DELETE_INTENT, EXPORT_INTENT } from "./intent";
import { privacyFormSchema } from "./schema";

// /account/privacy (ADR 42): "Download mijn gegevens" and "Account verwijderen".

type ExportStatus = PrivacyQuery["privacy"]["exports"][number]["status"];

export interface ExportView {
  id: string;
  status: ExportStatus;
  requestedText: string;
  /** Until when a ready archive can be downloaded. */
  expiresText: string | null;
  /** "1,2 MB" */
  sizeText: string | null;
  fileCount: number | null;
  downloadPath: string;
}

export interface PrivacyView {
  /** The newest request, if any. */
  latest: ExportView | null;
  availableDays: number;
  deletion: {
    graceDays: number;
    blockers: Array<{ message: string; path: string }>;
    /** "31 december 2033": the last day the invoices would be kept after deleting; null when nothing would be kept. */
    invoicesKeptUntilText: string | null;
  };
}

/** The path of the portal's download of an archive (the resource route passes the origin's bytes through). */
export const exportDownloadPath = (exportId: string) => `/account/privacy/download/${encodeURIComponent(exportId)}`;

export async function loadPrivacy(account: AccountRequest): Promise<PrivacyView> {
  return privacyView(account, await originGraphQL(account.app, account.session, PrivacyDocument, {}));
}

function privacyView(account: AccountRequest, { privacy }: PrivacyScreenFragment): PrivacyView {
  const settings = dateSettings(requestLanguage(account));
  const newest = privacy.exports[0];
  return {
    latest: newest
      ? {
          id: newest.id,
          status: newest.status,
          requestedText: formatDateTime(newest.requestedAt, settings),
          expiresText: newest.expiresAt ? formatDateTime(newest.expiresAt, settings) : null,
          sizeText: newest.sizeBytes === null || newest.sizeBytes === undefined ? null : formatFileSize(newest.sizeBytes, settings.locale),
          fileCount: newest.fileCount ?? null,
          downloadPath: exportDownloadPath(newest.id),
        }
      : null,
    availableDays: privacy.exportAvailableDays,
    deletion: {
      graceDays: privacy.deletion.graceDays,
      blockers: privacy.deletion.blockers.map(({ message, path }) => ({ message, path })),
      invoicesKeptUntilText: privacy.deletion.invoicesKeptUntil ? formatDate(privacy.deletion.invoicesKeptUntil, settings) : null,
    },
  };
}

/** Where the visitor lands after asking to delete the account: logged out, told when and how to undo it. */
export const DELETED_PATH = "/account/verwijderd";

export async function handlePrivacyAction(account: AccountRequest, formData: FormData) {
  const { app, session, t } = account;
  const submission = parseWithZod(formData, { schema: privacyFormSchema(t) });
  const intent = String(formData.get("intent") ?? "");
  // The password never goes back into the page.
  if (submission.status !== "success") return invalid(intent, submission, { hideFields: ["password"] });
  const form = submission.value;

  if (form.intent === EXPORT_INTENT) {
    try {
      const { requestDataExport, after } = await originGraphQL(app, session, RequestDataExportDocument, {});
      return succeeded(
        intent,
        submission,
        requestDataExport.status === "READY"
          ? t("privacyExportReady", "Uw gegevens staan klaar. Download ze hieronder.")
          : t("privacyExportPreparing", "We stellen uw gegevens samen. U krijgt een e-mail zodra u ze kunt downloaden."),
        null,
        // The page as the request left it (issue 59): nothing is read again.
        loaded(privacyView(account, after)),
      );
    } catch (error) {
      return rejected(account, intent, submission, error, { fields: [] });
    }
  }

  let scheduledFor: string | null | undefined;
  try {
    ({
      requestAccountDeletion: { scheduledFor },
    } = await originGraphQL(app, session, RequestAccountDeletionDocument, { password: form.password }));
  } catch (error) {
    return rejected(account, DELETE_INTENT, submission, error, {
      fields: ["password"],
      hideFields: ["password"],
      messages: {
        "ACCOUNT-DELETION-BLOCKED": t("privacyDeleteBlocked", "Uw account kan nu nog niet worden verwijderd. Hieronder staat wat u eerst moet regelen."),
      },
    });
  }
  // The origin ended every session of the account, this one too.
  account.sessionState.destroy();
  throw redirect(`${DELETED_PATH}${scheduledFor ? `?${new URLSearchParams({ op: scheduledFor.slice(0, 10) })}` : ""}`, 303);
}
