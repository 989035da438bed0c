/** REST of the invoices area: the list and one invoice as PDF. */
import { invoicesService } from "../../../../contracts/invoices";
import { contractRoute } from "../../rest/contract";
import { notFound } from "../../request/errors";
import { json } from "../../request/http";
import { getInvoice, listInvoices } from "./data";
import { invoicePdfOf } from "./pdf";
import { invoiceFilterFromQuery } from "./rules";
import type { RestRoute } from "../area";

export const rest: RestRoute[] = [
  {
    method: "GET",
    pattern: /^\/api\/pass\/invoices$/,
    handler: async ({ env, auth, url }) => json(await listInvoices(env.DB, auth.accountId, invoiceFilterFromQuery(url))),
  },
  contractRoute(invoicesService.pdf, {
    handler: async ({ env, auth, params }) => {
      const invoice = await getInvoice(env.DB, auth.accountId, params[0]!);
      if (!invoice) throw notFound();
      const pdf = await invoicePdfOf(env.DB, auth.accountId, invoice);
      return new Response(pdf as Uint8Array<ArrayBuffer>, {
        headers: {
          "content-type": "application/pdf",
          "content-disposition": `attachment; filename="factuur-${invoice.invoiceNumber}.pdf"`,
          "cache-control": "private, no-store",
        },
      });
    },
  }),
];
