import { describe, expect, it } from "vitest";
import { acceptRefusal, emailHint, INVITE_KEY, isShareable, validateAccessRequest, validateInvite, viewerRelation } from "./rules";

const facts = { ownerEmail: "jan@example.nl", openInvites: ["open@example.nl"], coReaderEmails: ["lezer@example.nl"], seats: 3, seatsUsed: 2 };

describe("shared-access rules", () => {
  it("validates an invite: address, self, co-reader, open invite, seats — in that order", () => {
    expect(validateInvite(" Nieuw@Example.NL ", facts)).toEqual({ value: "nieuw@example.nl", violations: [] });
    const code = (email: string, extra = {}) => validateInvite(email, { ...facts, ...extra }).violations[0]?.code;
    expect(code("")).toBe("REQUIRED");
    expect(code("nieuw@")).toBe("INVALID-EMAIL");
    expect(code("JAN@example.nl")).toBe("INVITE-SELF");
    expect(code("lezer@example.nl")).toBe("ALREADY-CO-READER");
    expect(code("open@example.nl")).toBe("ALREADY-INVITED");
    expect(code("nieuw@example.nl", { seatsUsed: 3 })).toBe("SEATS-FULL");
  });

  it("shares only products with seats while the subscription runs", () => {
    expect(isShareable({ productCode: "DK-KRANT-6", status: "ACTIVE" })).toBe(true);
    expect(isShareable({ productCode: "DK-KRANT-6", status: "PENDING_CANCELLATION" })).toBe(true);
    expect(isShareable({ productCode: "DK-KRANT-6", status: "CANCELLED" })).toBe(false);
    expect(isShareable({ productCode: "WW-MAGAZINE", status: "ACTIVE" })).toBe(false);
    expect(isShareable({ productCode: "ONBEKEND", status: "ACTIVE" })).toBe(false);
  });

  it("relates a viewer to an invite and says why accepting is refused", () => {
    const invite = { ownerAccountId: "jan", email: "tom@example.nl", acceptedBy: null };
    expect(viewerRelation(invite, { accountId: "jan", email: "jan@example.nl", readsAlong: false })).toBe("OWNER");
    expect(viewerRelation(invite, { accountId: "tom", email: "TOM@example.nl", readsAlong: false })).toBe("INVITEE");
    expect(viewerRelation(invite, { accountId: "an", email: "an@example.be", readsAlong: false })).toBe("OTHER_ACCOUNT");
    // Reading along already, but not the one it was sent to: the invitation is for someone else.
    expect(viewerRelation(invite, { accountId: "lisa", email: "lisa@example.nl", readsAlong: true })).toBe("OTHER_ACCOUNT");
    expect(viewerRelation(invite, { accountId: "tom", email: "tom@example.nl", readsAlong: true })).toBe("CO_READER");
    expect(viewerRelation({ ...invite, acceptedBy: "lotte" }, { accountId: "lotte", email: "lotte@example.be", readsAlong: true })).toBe("CO_READER");
    expect(acceptRefusal("PENDING", "INVITEE")).toBeNull();
    expect(acceptRefusal("EXPIRED", "INVITEE")?.code).toBe("INVITE-EXPIRED");
    expect(acceptRefusal("REVOKED", "INVITEE")?.code).toBe("INVITE-REVOKED");
    expect(acceptRefusal("ACCEPTED", "OTHER_ACCOUNT")?.code).toBe("INVITE-USED");
    expect(acceptRefusal("PENDING", "OWNER")?.code).toBe("INVITE-OWN");
    expect(acceptRefusal("PENDING", "OTHER_ACCOUNT")?.code).toBe("INVITE-OTHER-ACCOUNT");
    expect(acceptRefusal("EXPIRED", "CO_READER")).toBeNull();
  });

  it("hints an address and knows the shape of a key", () => {
    expect(emailHint("pieter.bakker@example.nl")).toBe("p•••@example.nl");
    expect(INVITE_KEY.test("k7Qm2xVb9PzL4sRtWd8Ny5TqE1gKaHc3x")).toBe(true);
    expect(INVITE_KEY.test("kort")).toBe(false);
    expect(INVITE_KEY.test("../graphql")).toBe(false);
  });

  it("validates a request for access", () => {
    const base = { requesterEmail: "tom@example.nl", openRequests: 0, alreadyAsked: false };
    expect(validateAccessRequest({ ownerEmail: " Jan@Example.nl ", message: "  Hoi  " }, base)).toEqual({ value: { ownerEmail: "jan@example.nl", message: "Hoi" }, violations: [] });
    expect(validateAccessRequest({ ownerEmail: "tom@example.nl" }, base).violations[0]?.code).toBe("REQUEST-SELF");
    expect(validateAccessRequest({ ownerEmail: "jan@example.nl" }, { ...base, openRequests: 5 }).violations[0]?.code).toBe("TOO-MANY-REQUESTS");
    expect(validateAccessRequest({ ownerEmail: "jan@example.nl", message: "x".repeat(301) }, base).violations[0]?.field).toBe("message");
  });
});
