import { z } from "zod";
import { validateNlBePhone } from "~/ui/phone/phone";
import { requiredMessage } from "./field-rules";
import type { Translate } from "./translate";

// Apart from field-rules.ts: libphonenumber's metadata loads only on the pages that take a number.

/** Dutch mobile numbers start with 6, Belgian ones with 4 (after the country code). */
const NL_BE_MOBILE = /^(\+316\d{8}|\+324\d{8})$/;

/** A Dutch or Belgian mobile number (codes go by SMS), as E.164. */
export function phoneField(t: Translate) {
  return z.string({ error: requiredMessage(t) }).transform((value, ctx) => {
    const result = validateNlBePhone(value);
    if (!result.ok || !NL_BE_MOBILE.test(result.e164)) {
      ctx.addIssue({ code: "custom", message: t("validationPhoneNumber", "Vul een geldig mobiel nummer in.") });
      return z.NEVER;
    }
    return result.e164;
  });
}
