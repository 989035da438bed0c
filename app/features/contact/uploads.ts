import type { Translate } from "~/forms/translate";
import { portalApi } from "~/platform/origin/portal-api";
import { type UploadFn, UploadRefusedError, xhrUpload } from "~/ui/file-upload/upload";
import { UPLOAD_PROXY_PATH } from "./intent";
import { attachmentType } from "./rules";

// In the browser: each file asks the portal for an upload link (the origin's signed, single-use
// ContactFormUploadLinkResult), then is PUT to it with the design system's xhrUpload (XMLHttpRequest: real
// progress). A retry asks for a new link (a used or expired one is refused).

interface UploadLink {
  uploadId: string;
  uploadUrl: string;
}

async function messageOf(response: { text(): Promise<string> } | string, fallback: string): Promise<string> {
  try {
    const body = JSON.parse(typeof response === "string" ? response : await response.text()) as { message?: unknown };
    return typeof body.message === "string" && body.message ? body.message : fallback;
  } catch {
    return fallback;
  }
}

/** The FileUpload's upload function: resolves with the upload id the form sends along. */
export function contactUpload(t: Translate): UploadFn {
  const failed = t("contactFormUploadFailed", "Uploaden is mislukt. Probeer het opnieuw.");
  return async (file, onProgress, signal) => {
    const contentType = attachmentType(file) ?? file.type;
    const response = await portalApi(UPLOAD_PROXY_PATH, { method: "POST", json: { fileName: file.name, contentType, size: file.size }, signal });
    if (!response.ok) throw new UploadRefusedError(await messageOf(response, failed));
    const link = (await response.json()) as UploadLink;
    const put = xhrUpload(link.uploadUrl, {
      method: "PUT",
      raw: true,
      headers: { "content-type": contentType, accept: "application/json" },
      refusal: async (_status, text) => new UploadRefusedError(await messageOf(text, failed)),
    });
    await put(file, onProgress, signal);
    return link.uploadId;
  };
}
