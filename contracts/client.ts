// The portal as the origin's trusted client (ADR 46). Every origin call the portal makes names the
// visitor's address as the platform saw it (Cloudflare's cf-connecting-ip) and carries the portal's
// client key; the origin believes an address only beside the right key. What a caller writes into a
// body or a header of its own is never an address the origin limits by.

/** The visitor's address, as the portal's platform saw it. */
export const CLIENT_IP_HEADER = "mo-client-ip";

/** The portal's key as the origin's client (ORIGIN_CLIENT_KEY on both Workers). */
export const CLIENT_KEY_HEADER = "mo-client-key";
