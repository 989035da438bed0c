import type { Translate } from "~/forms/translate";

// The contact form's limits, the same as the origin's (workers/origin/areas/contact/rules.ts): checked
// in the browser before a file is uploaded, and again by the origin.

export const MESSAGE_MAX = 2000;
export const NAME_MAX = 100;
export const MAX_ATTACHMENTS = 5;
export const MAX_ATTACHMENT_MB = 10;
export const MAX_ATTACHMENT_BYTES = MAX_ATTACHMENT_MB * 1024 * 1024;

/** Accepted types by MIME type and by extension (a browser may not know HEIC's MIME type). */
const TYPES: ReadonlyArray<{ mime: string; extensions: readonly string[] }> = [
  { mime: "application/pdf", extensions: ["pdf"] },
  { mime: "image/jpeg", extensions: ["jpg", "jpeg"] },
  { mime: "image/png", extensions: ["png"] },
  { mime: "image/heic", extensions: ["heic", "heif"] },
];

/** The `accept` attribute of the file input. */
export const ACCEPT = TYPES.flatMap((type) => [type.mime, ...type.extensions.map((extension) => `.${extension}`)]).join(",");

/** The MIME type the origin expects for a file, or null when it is not one of PDF, JPG, PNG, HEIC. */
export function attachmentType(file: { name: string; type: string }): string | null {
  const extension = /\.([A-Za-z0-9]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? "";
  const byExtension = TYPES.find((type) => type.extensions.includes(extension));
  if (!byExtension) return null;
  // The extension decides; a browser's type must not contradict it (HEIC often comes without one).
  const mime = file.type.toLowerCase();
  if (mime && mime !== byExtension.mime && !(byExtension.mime === "image/heic" && mime === "image/heif")) return null;
  return byExtension.mime;
}

/** Why a file cannot be added, or null: type first, then size. */
export function attachmentProblem(file: { name: string; type: string; size: number }, t: Translate): string | null {
  if (!attachmentType(file)) return t("contactFormAttachmentType", "dit type bestand kunnen we niet ontvangen. Stuur een PDF, JPG, PNG of HEIC.");
  if (file.size === 0) return t("contactFormAttachmentEmpty", "het bestand is leeg.");
  if (file.size > MAX_ATTACHMENT_BYTES) return t("contactFormAttachmentTooLarge", "het bestand is groter dan {max} MB.", { max: MAX_ATTACHMENT_MB });
  return null;
}
