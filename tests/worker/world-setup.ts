// Every worker test file starts as if it were the only one (ADR 37). The files share one module graph
// (isolate: false, tests/worker/vitest.config.ts: the portal is imported once, not once per file), so
// before a file's tests:
// - a world of its own: a fresh copy of the demo people, made by the origin's test seeding API;
//   `logIn`, `portalFetch` and `inWorld` (helpers.ts) turn the demo's names into the world's, so a file
//   can change any account's state and still run alone, twice or in any order;
// - an empty content cache (the isolate's and KV), as a fresh isolate would have.
import { beforeAll } from "vitest";
import { resetRunClock } from "../fixtures/run-clock";
import { enterNewWorld, resetContentCache } from "./helpers";

// The portal runs in this isolate: on the calendar sweep's day it and the tests see that day (ADR 36),
// from before the test file is imported (a file may compute "today" at its top).
resetRunClock();

beforeAll(async () => {
  await resetContentCache();
  await enterNewWorld();
});
