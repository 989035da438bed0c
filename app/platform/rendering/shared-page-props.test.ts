import { describe, expect, test } from "vitest";
import { registerSharedPageProps, type SharedPageProps, type SharedPagePropsText, withSharedPageProps } from "./shared-page-props";
import { emptyTranslations } from "../content/translations";

const shared: SharedPageProps = {
  brand: null,
  translations: { ...emptyTranslations, entries: { skipToContent: "Ga naar de inhoud </script>" } },
};
const text = JSON.stringify(shared) as SharedPagePropsText;

describe("withSharedPageProps", () => {
  test("the browser's root data (parsed from the HTML) reads as the server's: the shared part in place, its text gone", () => {
    const fromHtml = { lang: "nl-NL", shared: text };
    const data = withSharedPageProps(fromHtml);
    expect(data).toEqual({ lang: "nl-NL", ...shared });
    expect(data).not.toHaveProperty("shared");
    // The same object for the same root data: hooks that depend on it do not re-run.
    expect(withSharedPageProps(fromHtml)).toBe(data);
    expect(withSharedPageProps(fromHtml).translations).toBe(data.translations);
  });

  test("on the server it answers with the values the loader registered, without parsing its own text", () => {
    const rootData = { lang: "nl-BE", shared: "not parsed" as SharedPagePropsText };
    registerSharedPageProps(rootData, shared);
    const data = withSharedPageProps(rootData);
    expect(data.translations).toBe(shared.translations);
    expect(data.lang).toBe("nl-BE");
  });

  test("newer root data (another page's texts after a navigation) gives the newer values", () => {
    const first = withSharedPageProps({ shared: text });
    const next = withSharedPageProps({ shared: JSON.stringify({ ...shared, translations: emptyTranslations }) as SharedPagePropsText });
    expect(first.translations.entries).toHaveProperty("skipToContent");
    expect(next.translations.entries).toEqual({});
  });
});
