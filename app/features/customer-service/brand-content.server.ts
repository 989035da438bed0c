import type { AppContext } from "~/platform/request/context";
import { LazyContentErrorPanel, LazyRichText } from "./lazy";

/**
 * The current brand's document of a content type made of one document per brand (the e-mail service, the
 * accessibility statement), cached in KV and in the build's screen snapshot under `name`. undefined: the
 * brand has none; null: the content API failed and nothing is cached (reported; the page shows the panel).
 */
export async function brandContent(app: AppContext, name: string, query: string): Promise<Record<string, unknown> | undefined | null> {
  let docs: unknown;
  try {
    docs = await app.content.documents<unknown[]>(name, query, (value) => !Array.isArray(value) || value.length === 0);
  } catch (error) {
    app.report(error, `${name} content`);
    await LazyContentErrorPanel.preload();
    return null;
  }
  await LazyRichText.preload();
  return (Array.isArray(docs) ? docs : []).find((candidate) => (candidate as { brand?: unknown })?.brand === app.brand?.key) as Record<string, unknown> | undefined;
}
