// Wipes the local state `npm start` serves (D1 + KV); the origin re-applies the seed on its next start.
import { rmSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { root } from "./stack.mjs";

const { values } = parseArgs({ options: { state: { type: "string", default: ".wrangler/state" } } });
const dir = path.resolve(root, values.state);
if (!dir.startsWith(path.join(root, ".wrangler"))) throw new Error(`Refusing to delete ${dir}: not under .wrangler/`);
rmSync(dir, { recursive: true, force: true });
console.log(`Lokale gegevens gewist (${path.relative(root, dir)}). 'npm start' zaait de demo-accounts opnieuw.`);
