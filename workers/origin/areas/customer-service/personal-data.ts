/**
 * The customer-service area's personal data (ADR 42): the account's votes on FAQ answers. Erasure
 * keeps the vote, anonymous, for the answer's score.
 */
import { countText, rows } from "../../records/personal-data";
import type { PersonalData } from "../area";

export const personalData: PersonalData = {
  tables: ["faq_feedback"],
  export: async (db, accountId) => {
    const votes = await rows(db, "SELECT brand_key, question_slug, helpful, created_at, updated_at FROM faq_feedback WHERE account_id = ? ORDER BY created_at", accountId);
    return { data: { faqVotes: votes }, summary: [`${countText(votes.length, "beoordeling", "beoordelingen")} van antwoorden in de veelgestelde vragen`] };
  },
  erase: async (db, accountId) => ({
    statements: [db.prepare("UPDATE faq_feedback SET account_id = NULL, voter = 'erased:' || id WHERE account_id = ?").bind(accountId)],
  }),
};
