/** Accounts (Ums*): reading the profile and changing it. */
import { toAddress } from "../../rules/address";
import { notFound } from "../../request/errors";
import type { UmsAccount, UmsGender } from "../../graphql/generated/resolvers";
import { nowIso } from "../../calendar/time";
import type { AccountProfileChange } from "./rules";

export interface AccountRow {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  date_of_birth: string | null;
  /** One of UmsGender (CHECK constraint in the migration). */
  gender: UmsGender | null;
  phone_number: string | null;
  phone_verified: number;
  street: string | null;
  house_number: string | null;
  house_number_suffix: string | null;
  zip_code: string | null;
  city: string | null;
  country_code: string;
  version: number;
  language_preference: string | null;
}

const ACCOUNT_COLUMNS = `id, email, first_name, last_name, date_of_birth, gender, phone_number, phone_verified, street,
  house_number, house_number_suffix, zip_code, city, country_code, version, language_preference`;

/** Percentage of the profile that is filled in (names, birth date, gender, phone, verified phone, address). */
export function accountCompleteness(row: AccountRow): number {
  const checks = [
    Boolean(row.first_name),
    Boolean(row.last_name),
    Boolean(row.date_of_birth),
    Boolean(row.gender && row.gender !== "UNSPECIFIED"),
    Boolean(row.phone_number),
    row.phone_verified === 1,
    toAddress(row) !== null,
  ];
  return Math.round((checks.filter(Boolean).length / checks.length) * 100);
}

export function toAccount(row: AccountRow): UmsAccount {
  return {
    id: row.id,
    accountCompleteness: accountCompleteness(row),
    username: row.email,
    languagePreference: row.language_preference,
    version: row.version,
    profile: {
      contact_information: {
        address: toAddress(row),
        email: row.email,
        phone_number: row.phone_number,
        phone_verified: row.phone_verified === 1,
      },
      personal_information: {
        date_of_birth: row.date_of_birth,
        first_name: row.first_name,
        gender: row.gender,
        last_name: row.last_name,
      },
    },
  };
}

/** The account's row (read it with `.first<AccountRow>()` and `toAccount`). */
export function accountStatement(db: D1Database, accountId: string): D1PreparedStatement {
  return db.prepare(`SELECT ${ACCOUNT_COLUMNS} FROM accounts WHERE id = ?`).bind(accountId);
}

export async function getAccount(db: D1Database, accountId: string): Promise<UmsAccount | null> {
  const row = await accountStatement(db, accountId).first<AccountRow>();
  return row ? toAccount(row) : null;
}

/** The account after a change: it exists (the token names it), else NOT-FOUND rather than a null result. */
export async function requireAccount(db: D1Database, accountId: string): Promise<UmsAccount> {
  const account = await getAccount(db, accountId);
  if (!account) throw notFound();
  return account;
}

/**
 * Profile changes bump `version`. With `expectedVersion` (not null) the UPDATE only matches while the
 * stored version is still that one, so a stale form changes nothing (meta.changes 0 → STALE-DATA).
 */
const VERSION_GUARD = "(?2 IS NULL OR version = ?2)";

/** The UPDATE for a validated profile change (only the keys present are written). */
export function updateProfileStatement(
  db: D1Database,
  accountId: string,
  change: AccountProfileChange,
  expectedVersion: number | null = null,
): D1PreparedStatement {
  const sets: string[] = [];
  const values: (string | null)[] = [];
  const set = (column: string, value: string | null) => {
    // Numbered parameters: ?1 the account, ?2 the expected version, the SET values from ?3 on.
    sets.push(`${column} = ?${values.length + 3}`);
    values.push(value);
  };
  if (change.first_name !== undefined) set("first_name", change.first_name);
  if (change.last_name !== undefined) set("last_name", change.last_name);
  if (change.date_of_birth !== undefined) set("date_of_birth", change.date_of_birth);
  if (change.gender !== undefined) set("gender", change.gender);
  if (change.address) {
    set("street", change.address.street);
    set("house_number", change.address.houseNumber);
    set("house_number_suffix", change.address.houseNumberSuffix);
    set("zip_code", change.address.zipCode);
    set("city", change.address.city);
    set("country_code", change.address.countryCode);
  }
  set("updated_at", nowIso());
  return db
    .prepare(`UPDATE accounts SET ${sets.join(", ")}, version = version + 1 WHERE id = ?1 AND ${VERSION_GUARD}`)
    .bind(accountId, expectedVersion, ...values);
}

export function deleteAddressStatement(db: D1Database, accountId: string, expectedVersion: number | null = null): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE accounts SET street = NULL, house_number = NULL, house_number_suffix = NULL, zip_code = NULL, city = NULL,
       updated_at = ?3, version = version + 1 WHERE id = ?1 AND ${VERSION_GUARD} AND street IS NOT NULL`,
    )
    .bind(accountId, expectedVersion, nowIso());
}

/** The e-mail address (and so the username) of a verified challenge; only right after a statement that changed a row. */
export function changeEmailStatement(db: D1Database, accountId: string, email: string): D1PreparedStatement {
  return db
    .prepare("UPDATE accounts SET email = ?, updated_at = ?, version = version + 1 WHERE id = ? AND changes() > 0")
    .bind(email, nowIso(), accountId);
}

/** A verified mobile number; only right after a statement that changed a row. */
export function setVerifiedPhoneStatement(db: D1Database, accountId: string, phoneNumber: string): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE accounts SET phone_number = ?, phone_verified = 1, updated_at = ?, version = version + 1
       WHERE id = ? AND changes() > 0`,
    )
    .bind(phoneNumber, nowIso(), accountId);
}

/** Not a profile change: the version stays. */
export function setPasswordHashStatement(db: D1Database, accountId: string, passwordHash: string): D1PreparedStatement {
  return db.prepare("UPDATE accounts SET password_hash = ?, updated_at = ? WHERE id = ?").bind(passwordHash, nowIso(), accountId);
}

/** The stored password hash and e-mail address, for updatePassword. */
export async function getCredentials(db: D1Database, accountId: string): Promise<{ email: string; password_hash: string } | null> {
  return db.prepare("SELECT email, password_hash FROM accounts WHERE id = ?").bind(accountId).first<{ email: string; password_hash: string }>();
}

/** The account (other than `exceptAccountId`) that has this e-mail address, compared case-insensitively. */
export async function emailTakenByOther(db: D1Database, email: string, exceptAccountId: string): Promise<boolean> {
  const row = await db
    .prepare("SELECT 1 AS taken FROM accounts WHERE email = ? COLLATE NOCASE AND id != ?")
    .bind(email, exceptAccountId)
    .first<{ taken: number }>();
  return Boolean(row);
}
