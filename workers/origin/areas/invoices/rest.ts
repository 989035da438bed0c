/** REST of the invoices area: the list and one invoice as PDF. */
import { notFound } from "../../errors";
import { json } from "../../http";
import { SEGMENT } from "../../rest/params";
import { getAccount } from "../account/data";
import { getInvoice, listInvoices } from "./data";
import { invoicePdf } from "./pdf";
import { invoiceFilterFromQuery } from "./rules";
import type { RestRoute } from "../area";

export const rest: RestRoute[] = [
  {
    method: "GET",
    pattern: /^\/api\/pass\/invoices$/,
    handler: async ({ env, auth, url }) => json(await listInvoices(env.DB, auth.accountId, invoiceFilterFromQuery(url))),
  },
  {
    method: "GET",
    pattern: new RegExp(`^/api/pass/invoices/${SEGMENT}/pdf$`),
    handler: async ({ env, auth, params }) => {
      const invoice = await getInvoice(env.DB, auth.accountId, params[0]!);
      if (!invoice) throw notFound();
      const account = await getAccount(env.DB, auth.accountId);
      const name = [account?.profile.personal_information.first_name, account?.profile.personal_information.last_name]
        .filter(Boolean)
        .join(" ");
      return new Response(invoicePdf(invoice, name), {
        headers: {
          "content-type": "application/pdf",
          "content-disposition": `attachment; filename="factuur-${invoice.invoiceNumber}.pdf"`,
          "cache-control": "private, no-store",
        },
      });
    },
  },
];
