import { parseWithZod } from "@conform-to/zod/v4";
import { type AccountRequest, loaded } from "~/forms/account-request.server";
import { invalid, rejected, succeeded } from "~/forms/form-reply.server";
import { PreferencesDocument, type PreferencesScreenFragment, UpdateCommunicationPreferencesDocument, UpdateLanguagePreferenceDocument } from "~/graphql/generated/graphql";
import { originGraphQL } from "~/platform/origin/graphql.server";
import { type LanguageChoice, languageChoice, storedLanguage } from "./choices";
import { preferencesFormSchema } from "./schema";

export interface BrandPreferences {
  brand: string;
  name: string;
  email: boolean;
  sms: boolean;
  post: boolean;
  phone: boolean;
  /** Service notices (delivery incidents), apart from the marketing channels above (ADR 50). */
  serviceNotices: boolean;
}

export interface PreferencesView {
  brands: BrandPreferences[];
  language: LanguageChoice;
}

/** The communication preferences of every brand the account has, and its language preference. */
export async function loadPreferences({ app, session }: AccountRequest): Promise<PreferencesView> {
  return preferencesView(app, await originGraphQL(app, session, PreferencesDocument, {}));
}

function preferencesView(app: AccountRequest["app"], { communicationPreferences, account }: PreferencesScreenFragment): PreferencesView {
  const names = new Map(app.brands.map((brand) => [brand.key, brand.name]));
  return {
    brands: communicationPreferences.map(({ brand, email, sms, post, phone, serviceNotices }) => ({ brand, name: names.get(brand) ?? brand, email, sms, post, phone, serviceNotices })),
    language: languageChoice(account?.languagePreference),
  };
}

/** The page's two forms: communication preferences (all brands at once) and the language preference. */
export async function handlePreferencesAction(account: AccountRequest, formData: FormData) {
  const { app, session, sessionState, t } = account;
  const submission = parseWithZod(formData, { schema: preferencesFormSchema(account.t) });
  const intent = String(formData.get("intent") ?? "");
  if (submission.status !== "success") return invalid(intent, submission);
  const form = submission.value;

  switch (form.intent) {
    case "communication": {
      let answer;
      try {
        // The origin refuses the whole list (NOT-FOUND) when one brand is not the account's: nothing is stored.
        answer = await originGraphQL(app, session, UpdateCommunicationPreferencesDocument, { input: form.preferences });
      } catch (error) {
        return rejected(account, intent, submission, error, { fields: [] });
      }
      // The page as the save left it, from the same answer: nothing is read again (issue 59).
      return succeeded(intent, submission, t("preferencesSaved", "Uw communicatievoorkeuren zijn opgeslagen."), null, loaded(preferencesView(app, answer.after)));
    }
    case "language": {
      try {
        await originGraphQL(app, session, UpdateLanguagePreferenceDocument, { language: storedLanguage(form.language) });
      } catch (error) {
        return rejected(account, intent, submission, error, { fields: ["language"] });
      }
      // The mo-site-language cookie follows at once (the session middleware writes it on this answer). The
      // page's texts change language, so the page and its shell are read again (no screen in the answer).
      sessionState.setLanguagePreference(storedLanguage(form.language));
      return succeeded(intent, submission, t("languagePreferenceSaved", "Uw taalvoorkeur is opgeslagen."));
    }
  }
}
