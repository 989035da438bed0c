import { displayPhoneNumber } from "~/forms/phone-display";
import { parseWithZod } from "@conform-to/zod/v4";
import { AccountProfileDocument, type AccountProfileScreenFragment, DeleteAccountProfileAddressDocument, UpdateAccountProfileDocument } from "~/graphql/generated/graphql";
import { originGraphQL } from "~/platform/origin/graphql.server";
import { type AccountRequest, loaded, loadFromOrigin } from "~/forms/account-request.server";
import { normalizePostcode } from "~/forms/field-rules";
import { invalid, rejected, succeeded } from "~/forms/form-reply.server";
import { ADDRESS_INTENT, DELETE_ADDRESS_INTENT, PERSONAL_INTENT } from "./intent";
import { addressSchema, deleteAddressSchema, personalInformationSchema } from "./profile-schema";

/** The account with its version: every form on /account sends the version it showed. */
export function loadAccountProfile(account: AccountRequest) {
  return loadFromOrigin(account, "account profile", async () => profileView(await originGraphQL(account.app, account.session, AccountProfileDocument, {})));
}

function profileView({ account: found }: AccountProfileScreenFragment) {
  // Formatted here, so the page does not ship libphonenumber's metadata just to show a number.
  const phone = found?.profile.contact_information.phone_number;
  return found ? { ...found, phoneDisplay: phone ? displayPhoneNumber(phone) : null } : found;
}

export async function updatePersonalInformationAction(account: AccountRequest, formData: FormData) {
  const { t } = account;
  const submission = parseWithZod(formData, { schema: personalInformationSchema(t) });
  if (submission.status !== "success") return invalid(PERSONAL_INTENT, submission);
  const { expectedVersion, gender, date_of_birth, ...names } = submission.value;
  let answer;
  try {
    answer = await originGraphQL(account.app, account.session, UpdateAccountProfileDocument, {
      // The form shows every personal field, so an empty choice clears it.
      input: { personal_information: { ...names, gender: gender ?? null, date_of_birth: date_of_birth ?? null } },
      expectedVersion,
    });
  } catch (error) {
    return rejected(account, PERSONAL_INTENT, submission, error, { fields: ["first_name", "last_name", "gender", "date_of_birth"] });
  }
  return succeeded(PERSONAL_INTENT, submission, t("personalInformationSaved", "Uw persoonlijke gegevens zijn opgeslagen."), null, loaded(profileView(answer.after)));
}

export async function updateAddressAction(account: AccountRequest, formData: FormData) {
  const { t } = account;
  const submission = parseWithZod(formData, { schema: addressSchema(t) });
  if (submission.status !== "success") return invalid(ADDRESS_INTENT, submission);
  const { expectedVersion, ...address } = submission.value;
  let answer;
  try {
    answer = await originGraphQL(account.app, account.session, UpdateAccountProfileDocument, {
      input: {
        address: {
          ...address,
          houseNumberSuffix: address.houseNumberSuffix ?? null,
          zipCode: normalizePostcode(address.zipCode, address.countryCode),
        },
      },
      expectedVersion,
    });
  } catch (error) {
    return rejected(account, ADDRESS_INTENT, submission, error, {
      fields: ["street", "houseNumber", "houseNumberSuffix", "zipCode", "city", "countryCode"],
    });
  }
  return succeeded(ADDRESS_INTENT, submission, t("addressSaved", "Uw adres is opgeslagen."), null, loaded(profileView(answer.after)));
}

export async function deleteAddressAction(account: AccountRequest, formData: FormData) {
  const { t } = account;
  const submission = parseWithZod(formData, { schema: deleteAddressSchema(t) });
  if (submission.status !== "success") return invalid(DELETE_ADDRESS_INTENT, submission);
  let answer;
  try {
    answer = await originGraphQL(account.app, account.session, DeleteAccountProfileAddressDocument, { expectedVersion: submission.value.expectedVersion });
  } catch (error) {
    return rejected(account, DELETE_ADDRESS_INTENT, submission, error, { fields: [] });
  }
  return succeeded(DELETE_ADDRESS_INTENT, submission, t("addressDeleted", "Uw adres is verwijderd."), null, loaded(profileView(answer.after)));
}
