/** REST of the invoices area: one invoice as PDF (the list is GraphQL). */
import { z } from "zod";
import { endpoint } from "./rest";

export const invoicesService = {
  /** The PDF (`application/pdf`, with a content-disposition naming the file); 404 for another account's invoice. */
  pdf: endpoint({ method: "GET", path: "/api/pass/invoices/{invoiceId}/pdf", input: z.object({ invoiceId: z.string() }), output: "binary" }),
};
