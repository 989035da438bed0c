/** REST of shared access: the invitee's page reads an invite by its key, with or without a login. */
import { z } from "zod";
import { endpoint } from "./rest";
import { SasInviteStatus, SasViewerRelation, valuesOf } from "./values";

/** A field the origin may leave out or send as null: the portal always sees null. */
const optional = <T extends z.ZodType>(schema: T) => schema.nullish().transform((value) => value ?? null);

export const INVITE_STATUSES = valuesOf(SasInviteStatus);
/** How the caller stands to an invite (null: anonymous). */
export const VIEWER_RELATIONS = valuesOf(SasViewerRelation);

export const invitation = z.object({
  inviteKey: z.string(),
  status: z.enum(INVITE_STATUSES),
  brandId: z.string(),
  subscriptionTitle: z.string(),
  productName: optional(z.string()),
  ownerName: optional(z.string()),
  emailHint: z.string(),
  expiresAt: z.string(),
  viewer: optional(z.enum(VIEWER_RELATIONS)),
});
export type InvitationDto = z.infer<typeof invitation>;

export const sharedAccessService = {
  invitation: endpoint({ method: "GET", path: "/api/pass/shared-access/invitations/{inviteKey}", input: z.object({ inviteKey: z.string() }), output: invitation }),
};
