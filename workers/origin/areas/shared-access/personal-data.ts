/**
 * The shared-access area's personal data (ADR 42): whom the account shares with, with whom it reads
 * along, its invitations and requests. Erasure ends all of it: a co-reader's access to others'
 * subscriptions ends (the owner sees CO_READER_LEFT), and the co-readers of the account's own
 * subscriptions are told by e-mail that they no longer read along.
 */
import { activityStatement } from "../../records/activity";
import { sendMessageStatement } from "../../records/outbox";
import { countText, deleteRowsOf, rows } from "../../records/personal-data";
import type { PersonalData } from "../area";
import { noticeEmail } from "./resolvers";

export const personalData: PersonalData = {
  tables: ["co_readers", "shared_access_invites", "shared_access_requests"],
  export: async (db, accountId) => {
    const sharedWith = await rows(
      db,
      `SELECT c.subscription_id, a.email AS co_reader_email, c.created_at, c.revoked_at
       FROM co_readers c JOIN accounts a ON a.id = c.co_reader_account_id WHERE c.owner_account_id = ? ORDER BY c.created_at`,
      accountId,
    );
    const readingAlong = await rows(
      db,
      `SELECT c.subscription_id, s.title, c.created_at, c.revoked_at
       FROM co_readers c JOIN subscriptions s ON s.id = c.subscription_id WHERE c.co_reader_account_id = ? ORDER BY c.created_at`,
      accountId,
    );
    const invitations = await rows(
      db,
      "SELECT subscription_id, email, status, source, created_at, expires_at, accepted_at, revoked_at FROM shared_access_invites WHERE account_id = ? ORDER BY created_at",
      accountId,
    );
    const requests = await rows(
      db,
      `SELECT CASE WHEN requester_account_id = ?1 THEN 'SENT' ELSE 'RECEIVED' END AS direction, owner_email, brand_key, message, status, created_at, decided_at
       FROM shared_access_requests WHERE requester_account_id = ?1 OR owner_account_id = ?1 ORDER BY created_at`,
      accountId,
    );
    return {
      data: { sharedWith, readingAlong, invitations, requests },
      summary: [
        `${countText(sharedWith.length, "meelezer", "meelezers")} van uw abonnementen, ${countText(readingAlong.length, "gedeeld abonnement", "gedeelde abonnementen")} waarmee u meeleest`,
        `${countText(invitations.length, "uitnodiging", "uitnodigingen")} en ${countText(requests.length, "verzoek", "verzoeken")} om mee te lezen`,
      ],
    };
  },
  erase: async (db, accountId) => {
    const coReaders = await rows(
      db,
      `SELECT a.email, s.title, s.brand_key, o.first_name || ' ' || o.last_name AS owner_name
       FROM co_readers c JOIN accounts a ON a.id = c.co_reader_account_id JOIN subscriptions s ON s.id = c.subscription_id
         JOIN accounts o ON o.id = c.owner_account_id
       WHERE c.owner_account_id = ? AND c.revoked_at IS NULL`,
      accountId,
    );
    const owners = await rows(db, "SELECT owner_account_id, subscription_id FROM co_readers WHERE co_reader_account_id = ? AND revoked_at IS NULL", accountId);
    return {
      statements: [
        ...coReaders.map((row) =>
          sendMessageStatement(
            db,
            noticeEmail(String(row.email), String(row.brand_key), `U leest niet meer mee met ${String(row.title)}`, [
              `${String(row.owner_name).trim() || "De eigenaar van het abonnement"} heeft het account verwijderd waarmee ${String(row.title)} met u werd gedeeld. U leest daarom niet meer mee.`,
            ]),
          ),
        ),
        ...owners.map((row) =>
          activityStatement(db, {
            accountId: String(row.owner_account_id),
            sessionId: null,
            type: "CO_READER_LEFT",
            details: { subscriptionId: String(row.subscription_id), reason: "ACCOUNT_DELETED" },
          }),
        ),
        db.prepare("UPDATE shared_access_invites SET accepted_by_account_id = NULL WHERE accepted_by_account_id = ?").bind(accountId),
        db.prepare("DELETE FROM shared_access_requests WHERE requester_account_id = ?1 OR owner_account_id = ?1").bind(accountId),
        ...deleteRowsOf(db, accountId, ["co_readers"], "owner_account_id"),
        ...deleteRowsOf(db, accountId, ["co_readers"], "co_reader_account_id"),
        ...deleteRowsOf(db, accountId, ["shared_access_invites"]),
      ],
    };
  },
};
