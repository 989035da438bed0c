/** REST of the invoices area: the list and one invoice as PDF. */
import { invoicesService } from "../../../../contracts/invoices";
import { contractRoute } from "../../rest/contract";
import { brandById } from "../../brands";
import { notFound } from "../../errors";
import { json } from "../../http";
import { dutchDate } from "../../time";
import { getAccount } from "../account";
import { creditsOnInvoice } from "../delivery";
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
  contractRoute(invoicesService.pdf, {
    handler: async ({ env, auth, params }) => {
      const invoice = await getInvoice(env.DB, auth.accountId, params[0]!);
      if (!invoice) throw notFound();
      const [account, credits] = await Promise.all([getAccount(env.DB, auth.accountId), creditsOnInvoice(env.DB, auth.accountId, invoice.id)]);
      const brand = brandById(invoice.brandId);
      const pdf = await invoicePdf(invoice, {
        brandName: brand?.name ?? invoice.subscription.title,
        brandCountry: brand?.country ?? "nl",
        customerName: [account?.profile.personal_information.first_name, account?.profile.personal_information.last_name].filter(Boolean).join(" "),
        address: account?.profile.contact_information.address ?? null,
        deductions: credits.map((credit) => ({
          description: `Teruggave bezorging ${dutchDate(credit.edition_date)}`,
          amount: -credit.amount_cents / 100,
        })),
      });
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
