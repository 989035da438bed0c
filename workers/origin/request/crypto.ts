/** Hashing, random tokens and password hashing on WebCrypto. */

const encoder = new TextEncoder();

export const PBKDF2_ITERATIONS = 100_000; // workerd's maximum

export function base64UrlEncode(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = "";
  for (const byte of view) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function base64UrlDecode(text: string): Uint8Array<ArrayBuffer> {
  const padded = text.replace(/-/g, "+").replace(/_/g, "/") + "===".slice((text.length + 3) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** A URL-safe random string with `bytes` bytes of entropy (default 32 → 43 characters). */
export function randomToken(bytes = 32): string {
  return base64UrlEncode(crypto.getRandomValues(new Uint8Array(bytes)));
}

function toHex(buffer: ArrayBuffer): string {
  return [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** SHA-256 of a UTF-8 string as lowercase hex: how tokens, codes and persisted queries are keyed. */
export async function sha256Hex(text: string): Promise<string> {
  return toHex(await crypto.subtle.digest("SHA-256", encoder.encode(text)));
}

/** PKCE S256: BASE64URL(SHA256(ASCII(code_verifier))). */
export async function pkceChallenge(verifier: string): Promise<string> {
  return base64UrlEncode(await crypto.subtle.digest("SHA-256", encoder.encode(verifier)));
}

export async function hmacSha256(secret: string, data: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  return base64UrlEncode(await crypto.subtle.sign("HMAC", key, encoder.encode(data)));
}

/** Constant-time comparison of two strings: the time depends on the length only, not on the content. */
export function timingSafeEqualText(a: string, b: string): boolean {
  const left = encoder.encode(a);
  const right = encoder.encode(b);
  let difference = left.byteLength ^ right.byteLength;
  for (let i = 0; i < left.byteLength; i++) difference |= left[i]! ^ (right[i % Math.max(right.byteLength, 1)] ?? 0);
  return difference === 0;
}

async function pbkdf2(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<string> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, 256);
  return base64UrlEncode(bits);
}

/** Hashes a password as `pbkdf2$<iterations>$<salt>$<hash>` (salt and hash base64url). */
export async function hashPassword(
  password: string,
  salt: Uint8Array<ArrayBuffer> = crypto.getRandomValues(new Uint8Array(16)),
): Promise<string> {
  const hash = await pbkdf2(password, salt, PBKDF2_ITERATIONS);
  return `pbkdf2$${PBKDF2_ITERATIONS}$${base64UrlEncode(salt)}$${hash}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, iterationsText, salt, expected] = stored.split("$");
  const iterations = Number(iterationsText);
  if (scheme !== "pbkdf2" || !salt || !expected || !Number.isInteger(iterations) || iterations < 1) return false;
  const actual = await pbkdf2(password, base64UrlDecode(salt), Math.min(iterations, PBKDF2_ITERATIONS));
  return timingSafeEqualText(actual, expected);
}

/** Burns the same CPU time as a real check, for unknown e-mail addresses. */
export async function dummyPasswordCheck(password: string): Promise<void> {
  await pbkdf2(password, new Uint8Array(16), PBKDF2_ITERATIONS);
}

/** Six uniformly random digits (rejection sampling, no modulo bias). */
export function generateCode(): string {
  const limit = 4_294_000_000; // the largest multiple of 10^6 below 2^32
  const buffer = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(buffer);
    if (buffer[0]! < limit) return String(buffer[0]! % 1_000_000).padStart(6, "0");
  }
}

/** What is stored of a one-time code: SHA-256("<challenge id>:<code>"), so equal codes of two challenges differ. */
export function codeHash(challengeId: string, code: string): Promise<string> {
  return sha256Hex(`${challengeId}:${code}`);
}
