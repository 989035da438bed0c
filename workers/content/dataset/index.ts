// The seeded dataset, like a `sanity dataset export` split into one NDJSON file per group of
// documents, so that each product area adds its own file (its translations and content documents)
// and one line here. `dataset.test.ts` checks that this list and the folder agree.
import account from "./account.ndjson";
import appIntegration from "./app-integration.ndjson";
import billing from "./billing.ndjson";
import brands from "./brands.ndjson";
import contactForm from "./contact-form.ndjson";
import customerService from "./customer-service.ndjson";
import delivery from "./delivery.ndjson";
import flags from "./flags.ndjson";
import holiday from "./holiday.ndjson";
import moving from "./moving.ndjson";
import sharedAccess from "./shared-access.ndjson";
import site from "./site.ndjson";
import translations from "./translations.ndjson";

export const datasetFiles: Record<string, string> = {
  "account.ndjson": account,
  "app-integration.ndjson": appIntegration,
  "billing.ndjson": billing,
  "brands.ndjson": brands,
  "contact-form.ndjson": contactForm,
  "customer-service.ndjson": customerService,
  "delivery.ndjson": delivery,
  "flags.ndjson": flags,
  "holiday.ndjson": holiday,
  "moving.ndjson": moving,
  "shared-access.ndjson": sharedAccess,
  "site.ndjson": site,
  "translations.ndjson": translations,
};
