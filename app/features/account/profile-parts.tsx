import type { AccountProfileQuery } from "~/graphql/generated/graphql";

// What the /account page (profile-page.tsx) and its lazy forms (profile-forms.tsx) share.

export type Account = NonNullable<AccountProfileQuery["account"]> & { phoneDisplay: string | null };

/** ?adres-verwijderen: the confirmation as its own page, for browsers without JavaScript. */
export const CONFIRM_DELETE_PARAM = "adres-verwijderen";

/** Hidden: the version the form was filled from (kept current by the loader, not by Conform). */
export function VersionField({ version }: { version: number }) {
  return <input type="hidden" name="expectedVersion" value={String(version)} readOnly />;
}
