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
  /** Form field the file is sent under (multipart form data). */
  fieldName?: string;
  method?: "POST" | "PUT";
  headers?: Record<string, string>;
  /** Send the file's own bytes as the body (an upload link), not multipart form data. */
  raw?: boolean;
  /** The error for a refused upload (a non-2xx status), from the answer's text; default: an Error naming the status. */
  refusal?: (status: number, responseText: string) => Error | Promise<Error>;
}

/**
 * An UploadFn that sends the file with XMLHttpRequest, whose upload events give real progress (fetch has
 * none). Progress stays below 100 until the server has answered: the bytes are sent, the upload is not done.
 */
export function xhrUpload(url: string, { fieldName = "file", method = "POST", headers = {}, raw = false, refusal }: XhrUploadOptions = {}): UploadFn {
  return (file, onProgress, signal) =>
    new Promise<void>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(method, url);
      for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
      xhr.upload.addEventListener("progress", (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(Math.min(99, Math.round((event.loaded / event.total) * 100)));
      });
      xhr.addEventListener("load", () => {
        if (xhr.status >= 200 && xhr.status < 300) {
          onProgress(100);
          resolve();
        } else if (refusal) {
          void Promise.resolve(refusal(xhr.status, xhr.responseText)).then(reject);
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
      if (raw) {
        xhr.send(file);
        return;
      }
      const body = new FormData();
      body.append(fieldName, file);
      xhr.send(body);
    });
}
