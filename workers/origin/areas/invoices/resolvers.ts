/** Resolvers of the invoices area. */
import { listInvoices, openBalances } from "./data";
import { validateInvoiceFilter } from "./rules";
import type { Resolvers } from "../../graphql/generated/resolvers";

export const resolvers: Resolvers = {
  Query: {
    invoices: (_parent, { filter }, { db, auth }) =>
      listInvoices(db, auth.accountId, validateInvoiceFilter(filter)),
    openBalances: (_parent, _args, { db, auth }) => openBalances(db, auth.accountId),
  },
};
