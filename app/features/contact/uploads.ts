import type { Translate } from "~/forms/translate";
import { type UploadFn, UploadRefusedError } from "~/ui/file-upload/upload";
import { UPLOAD_PROXY_PATH } from "./intent";
import { attachmentType } from "./rules";

// In the browser: each file asks the portal for an upload link (the origin's signed, single-use
// ContactFormUploadLinkResult), then is PUT to it with XMLHttpRequest, whose upload events give real
// progress. A retry asks for a new link (a used or expired one is refused).

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

function put(url: string, file: File, contentType: string, onProgress: (percent: number) => void, signal: AbortSignal, failed: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("PUT", url);
    xhr.setRequestHeader("content-type", contentType);
    xhr.setRequestHeader("accept", "application/json");
    xhr.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(99, Math.round((event.loaded / event.total) * 100)));
    });
    xhr.addEventListener("load", () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve();
      } else {
        void messageOf(xhr.responseText, failed).then((message) => reject(new UploadRefusedError(message)));
      }
    });
    xhr.addEventListener("error", () => reject(new Error("Upload failed: network error")));
    xhr.addEventListener("abort", () => reject(new DOMException("Upload aborted", "AbortError")));
    if (signal.aborted) {
      reject(new DOMException("Upload aborted", "AbortError"));
      return;
    }
    signal.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

/** The FileUpload's upload function: resolves with the upload id the form sends along. */
export function contactUpload(t: Translate): UploadFn {
  const failed = t("contactFormUploadFailed", "Uploaden is mislukt. Probeer het opnieuw.");
  return async (file, onProgress, signal) => {
    const contentType = attachmentType(file) ?? file.type;
    const response = await fetch(UPLOAD_PROXY_PATH, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ fileName: file.name, contentType, size: file.size }),
      signal,
    });
    if (!response.ok) throw new UploadRefusedError(await messageOf(response, failed));
    const link = (await response.json()) as UploadLink;
    await put(link.uploadUrl, file, contentType, onProgress, signal, failed);
    return link.uploadId;
  };
}
