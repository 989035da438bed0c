import type { Area } from "../area";
import typeDefs from "./schema.graphql";
import { resolvers } from "./resolvers";
import { rest } from "./rest";
import { seed } from "./seed";
import { personalData } from "./personal-data";

export const invoices: Area = { name: "invoices", typeDefs, resolvers, rest, seed, personalData };

// The area's published face: what other areas may use (ADR 35) — the payment area pays invoices (issue 56).
export { invoicesByIds, type Invoice } from "./data";
export { debitFailureWords, euro, invoiceDate, paidWithWords, payNowWords } from "./texts";
