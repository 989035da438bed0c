// The content emulator Worker: answers Sanity's query HTTP API
// (`GET|POST /v<YYYY-MM-DD>/data/query/<dataset>`) over the seeded dataset (`dataset/`), so the portal's
// real `@sanity/client` code path runs locally and in tests. See docs/content-model.md.
import { datasetFiles } from "./dataset";
import { createContentHandler, parseNdjson } from "./handler";

// Parsed once per isolate, on the first request.
const handler = createContentHandler(() => Object.values(datasetFiles).flatMap((text) => parseNdjson(text)));

export default {
  fetch(request: Request, env: ContentEnv): Promise<Response> {
    return handler.fetch(request, env);
  },
};
