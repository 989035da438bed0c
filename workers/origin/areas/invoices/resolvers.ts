/** Resolvers of the invoices area. */
import { listInvoices } from "./data";
import { paymentText } from "./pdf";
import { subscriptionPayment } from "./payment";
import { validateInvoiceFilter } from "./rules";
import { brandById } from "../../demo/brands";
import { SELLERS } from "../../demo/sellers";
import type { Resolvers } from "../../graphql/generated/resolvers";

export const resolvers: Resolvers = {
  Query: {
    invoices: (_parent, { filter }, { db, auth }) =>
      listInvoices(db, auth.accountId, validateInvoiceFilter(filter)),
  },
  S2Invoice: {
    paymentInstruction: async (invoice, _args, { db, auth }) => {
      const country = brandById(invoice.brandId)?.country ?? "nl";
      const payment = await subscriptionPayment(db, auth.accountId, invoice.subscriptionId);
      return paymentText(invoice, { brandCountry: country, payment }, SELLERS[country]);
    },
  },
};
