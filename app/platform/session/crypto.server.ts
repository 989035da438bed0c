// Small WebCrypto helpers shared by the preview cookie and the session cookie.

const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
    keys.set(secret, key);
  }
  return key;
}

const BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/** Base64url without padding. A table walk: every request pays it for its CSP nonce and cookies. */
export function toBase64Url(bytes: ArrayBuffer | Uint8Array): string {
  const array = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  const parts: string[] = [];
  let out = "";
  let i = 0;
  for (; i + 2 < array.length; i += 3) {
    const n = (array[i]! << 16) | (array[i + 1]! << 8) | array[i + 2]!;
    out += BASE64URL.charAt(n >> 18) + BASE64URL.charAt((n >> 12) & 63) + BASE64URL.charAt((n >> 6) & 63) + BASE64URL.charAt(n & 63);
    if (out.length >= 0x4000) {
      parts.push(out);
      out = "";
    }
  }
  if (i < array.length) {
    const n = (array[i]! << 16) | ((array[i + 1] ?? 0) << 8);
    out += BASE64URL.charAt(n >> 18) + BASE64URL.charAt((n >> 12) & 63);
    if (i + 1 < array.length) out += BASE64URL.charAt((n >> 6) & 63);
  }
  parts.push(out);
  return parts.join("");
}

export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function randomToken(byteLength = 16): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(byteLength)));
}

/** `payload.signature`, HMAC-SHA256 over the payload. */
export async function sign(payload: string, secret: string): Promise<string> {
  const signature = await crypto.subtle.sign("HMAC", await hmacKey(secret), encoder.encode(payload));
  return `${payload}.${toBase64Url(signature)}`;
}

/** The payload when the signature is valid (constant-time via WebCrypto verify), else null. */
export async function verify(signed: string | null | undefined, secret: string): Promise<string | null> {
  if (!signed) return null;
  const dot = signed.lastIndexOf(".");
  if (dot <= 0) return null;
  const payload = signed.slice(0, dot);
  const signature = fromBase64Url(signed.slice(dot + 1));
  if (!signature) return null;
  const valid = await crypto.subtle.verify("HMAC", await hmacKey(secret), signature, encoder.encode(payload));
  return valid ? payload : null;
}
