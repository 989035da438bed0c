import type { TestProject } from "vitest/node";
import { TEST_PORTS, TEST_SECRETS } from "../../scripts/stack-config.mjs";
import { startStack } from "../../scripts/stack.mjs";
import { startReportSink } from "./report-sink";

// The portal under test runs inside the vitest pool; its content emulator and origin run as real
// workerd processes on test-only ports with fresh state, so tests never touch `npm start`'s data.
export default async function setup(_project: TestProject) {
  const sink = await startReportSink(TEST_PORTS.worker.sink);
  const lines: string[] = [];
  const stack = await startStack({
    ports: TEST_PORTS.worker,
    // Per port offset (MO_TEST_PORT_OFFSET), so that two runs in one checkout never share a database.
    stateDir: `.wrangler/worker-test-state${TEST_PORTS.worker.origin === 18789 ? "" : `-${TEST_PORTS.worker.origin}`}`,
    fresh: true,
    portal: false,
    allowFaults: true,
    environment: "test",
    secrets: { ...TEST_SECRETS.portal, ...TEST_SECRETS.origin },
    log: (line: string) => lines.push(line),
  }).catch((error: unknown) => {
    console.error(lines.join("\n"));
    throw error;
  });
  return async () => {
    await sink.close();
    await stack.stop();
  };
}
