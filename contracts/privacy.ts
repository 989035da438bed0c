/** REST of the privacy area (ADR 42): the archive of "Download mijn gegevens" (asking for it is GraphQL). */
import { z } from "zod";
import { endpoint } from "./rest";

export const privacyService = {
  /** The archive (`application/zip`); 404 for another account's, an expired or an unfinished one. */
  exportArchive: endpoint({ method: "GET", path: "/api/pass/privacy/exports/{exportId}", input: z.object({ exportId: z.string() }), output: "binary" }),
};
