import { fromBase64Url, toBase64Url } from "./crypto.server";
import { expireCookie, readCookie, serializeCookie } from "./cookies.server";

// Encrypted, authenticated cookies (AES-256-GCM, key derived from SESSION_SECRET with HKDF, the
// cookie name as additional data): the browser can neither read nor alter what they hold.

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const keys = new Map<string, Promise<CryptoKey>>();

function sealingKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle
      .importKey("raw", encoder.encode(secret), "HKDF", false, ["deriveKey"])
      .then((material) =>
        crypto.subtle.deriveKey(
          { name: "HKDF", hash: "SHA-256", salt: encoder.encode("mijn-omgeving"), info: encoder.encode("sealed-cookie-v1") },
          material,
          { name: "AES-GCM", length: 256 },
          false,
          ["encrypt", "decrypt"],
        ),
      );
    keys.set(secret, key);
  }
  return key;
}

export async function seal(name: string, value: unknown, secret: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const ciphertext = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv, additionalData: encoder.encode(name) },
    await sealingKey(secret),
    encoder.encode(JSON.stringify(value)),
  );
  const sealed = new Uint8Array(iv.length + ciphertext.byteLength);
  sealed.set(iv);
  sealed.set(new Uint8Array(ciphertext), iv.length);
  return toBase64Url(sealed);
}

export async function unseal<T>(name: string, sealed: string | null, secret: string): Promise<T | null> {
  if (!sealed) return null;
  const bytes = fromBase64Url(sealed);
  if (!bytes || bytes.length < 13) return null;
  try {
    const plaintext = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: bytes.slice(0, 12), additionalData: encoder.encode(name) },
      await sealingKey(secret),
      bytes.slice(12),
    );
    return JSON.parse(decoder.decode(plaintext)) as T;
  } catch {
    return null; // tampered, truncated or sealed with another secret
  }
}

export function sealedCookie<T>(name: string, maxAgeSeconds: number) {
  return {
    name,
    read: (request: Request, secret: string) => unseal<T>(name, readCookie(request, name), secret),
    write: async (value: T, secret: string) => serializeCookie(name, await seal(name, value, secret), maxAgeSeconds),
    clear: () => expireCookie(name),
  };
}
