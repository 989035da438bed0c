import { parseWithZod } from "@conform-to/zod/v4";
import { PreferencesDocument, UpdateCommunicationPreferencesDocument, UpdateLanguagePreferenceDocument } from "~/graphql/generated/graphql";
import { originGraphQL } from "~/platform/origin.server";
import { type SettingsRequest, invalidSubmission, originRefused, succeeded } from "./form-reply.server";
import { type LanguageChoice, PreferencesFormSchema, languageChoice, storedLanguage } from "./schema";

export interface BrandPreferences {
  brand: string;
  name: string;
  email: boolean;
  sms: boolean;
  post: boolean;
  phone: boolean;
}

export interface PreferencesView {
  brands: BrandPreferences[];
  language: LanguageChoice;
}

/** The communication preferences of every brand the account has, and its language preference. */
export async function loadPreferences({ app, session }: SettingsRequest): Promise<PreferencesView> {
  const { communicationPreferences, account } = await originGraphQL(app, session, PreferencesDocument, {});
  const names = new Map(app.brands.map((brand) => [brand.key, brand.name]));
  return {
    brands: communicationPreferences.map(({ brand, email, sms, post, phone }) => ({ brand, name: names.get(brand) ?? brand, email, sms, post, phone })),
    language: languageChoice(account?.languagePreference),
  };
}

/** The page's two forms: communication preferences (all brands at once) and the language preference. */
export async function handlePreferencesAction(request: SettingsRequest, formData: FormData) {
  const { app, session, t } = request;
  const submission = parseWithZod(formData, { schema: PreferencesFormSchema });
  const intent = typeof submission.payload.intent === "string" ? submission.payload.intent : null;
  if (submission.status !== "success") return invalidSubmission(submission, intent);
  const form = submission.value;

  switch (form.intent) {
    case "communication": {
      try {
        // The origin refuses the whole list (NOT-FOUND) when one brand is not the account's: nothing is stored.
        await originGraphQL(app, session, UpdateCommunicationPreferencesDocument, { input: form.preferences });
      } catch (error) {
        return originRefused(request, submission, form.intent, error);
      }
      return succeeded(submission, form.intent, t("preferencesSaved", "Uw communicatievoorkeuren zijn opgeslagen."), null, { resetForm: false });
    }
    case "language": {
      try {
        await originGraphQL(app, session, UpdateLanguagePreferenceDocument, { language: storedLanguage(form.language) });
      } catch (error) {
        return originRefused(request, submission, form.intent, error, { fields: { language: "language" } });
      }
      return succeeded(submission, form.intent, t("languagePreferenceSaved", "Uw taalvoorkeur is opgeslagen."), null, { resetForm: false });
    }
  }
}
