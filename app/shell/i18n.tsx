import { useCallback } from "react";
import { emptyTranslations, translate } from "~/platform/content/translations";
import { useRootData } from "./root-data";

/** `t(key, dutchDefault)`: the content's text for the key, else the Dutch default beside it. */
export function useT() {
  const root = useRootData();
  const translations = root?.translations ?? emptyTranslations;
  return useCallback(
    (key: string, fallback: string, values?: Record<string, string | number>) => translate(translations, key, fallback, values),
    [translations],
  );
}

export function useRichText(key: string) {
  return useRootData()?.translations.richText[key];
}
