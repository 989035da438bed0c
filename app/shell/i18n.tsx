import { useCallback } from "react";
import { useRouteLoaderData } from "react-router";
import { emptyTranslations, translate } from "~/platform/translations";
import type { RootData } from "~/root";

/** `t(key, dutchDefault)`: the content's text for the key, else the Dutch default beside it. */
export function useT() {
  const root = useRouteLoaderData("root") as RootData | undefined;
  const translations = root?.translations ?? emptyTranslations;
  return useCallback(
    (key: string, fallback: string, values?: Record<string, string | number>) => translate(translations, key, fallback, values),
    [translations],
  );
}

export function useRichText(key: string) {
  const root = useRouteLoaderData("root") as RootData | undefined;
  return root?.translations.richText[key];
}
