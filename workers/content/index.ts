// The content emulator Worker: answers Sanity's query HTTP API
// (`GET|POST /v<YYYY-MM-DD>/data/query/<dataset>`) over the seeded `dataset.ndjson`, so the portal's
// real `@sanity/client` code path runs locally and in tests. See docs/content-model.md.
import datasetText from "./dataset.ndjson";
import { createContentHandler, parseNdjson, type ContentEnv } from "./handler";

// Parsed once per isolate, on the first request.
const handler = createContentHandler(() => parseNdjson(datasetText));

export default {
  fetch(request: Request, env: ContentEnv): Promise<Response> {
    return handler.fetch(request, env);
  },
};
