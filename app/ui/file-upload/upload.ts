/** Uploads one file, reporting progress in percent; resolves with what the upload gave back (e.g. an id); rejects on failure; aborts with the signal. */
export type UploadFn = (file: File, onProgress: (percent: number) => void, signal: AbortSignal) => Promise<unknown>;

/** A failure the subscriber should read (e.g. "Deze uploadlink is verlopen."); other failures show as "Uploaden mislukt". */
export class UploadRefusedError extends Error {
  override name = "UploadRefusedError";
}

/** The text of a failed upload: the reason of an UploadRefusedError, else undefined. */
export function uploadFailureText(failure: unknown): string | undefined {
  return failure instanceof UploadRefusedError ? failure.message : undefined;
}

export interface XhrUploadOptions {
  /** Form field the file is sent under. */
  fieldName?: string;
  method?: "POST" | "PUT";
  headers?: Record<string, string>;
}

/** An UploadFn that posts multipart form data with XMLHttpRequest, whose upload events give real progress (fetch has none). */
export function xhrUpload(url: string, { fieldName = "file", method = "POST", headers = {} }: XhrUploadOptions = {}): UploadFn {
  return (file, onProgress, signal) =>
    new Promise<void>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(method, url);
      for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
      xhr.upload.addEventListener("progress", (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
      });
      xhr.addEventListener("load", () => {
        if (xhr.status >= 200 && xhr.status < 300) {
          onProgress(100);
          resolve();
        } else {
          reject(new Error(`Upload failed with status ${xhr.status}`));
        }
      });
      xhr.addEventListener("error", () => reject(new Error("Upload failed: network error")));
      xhr.addEventListener("abort", () => reject(new DOMException("Upload aborted", "AbortError")));
      if (signal.aborted) {
        reject(new DOMException("Upload aborted", "AbortError"));
        return;
      }
      signal.addEventListener("abort", () => xhr.abort(), { once: true });
      const body = new FormData();
      body.append(fieldName, file);
      xhr.send(body);
    });
}
