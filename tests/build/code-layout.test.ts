import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The layout rules of ADR 14 (origin product areas) and ADR 15 (portal features and the shared form
// kit), checked on the source: a rule that only lives in a document is broken by the first area that
// did not read it.
const root = path.resolve(import.meta.dirname, "../..");
const areasDir = path.join(root, "workers/origin/areas");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Module specifiers of static imports and re-exports. */
function imports(file: string): string[] {
  const source = readFileSync(file, "utf8");
  return [...source.matchAll(/^(?:import|export)\s[^;]*?from\s+"([^"]+)";/gms)].map((match) => match[1]!);
}

const areaNames = readdirSync(areasDir).filter((name) => statSync(path.join(areasDir, name)).isDirectory());

describe("origin product areas (ADR 14)", () => {
  it("has the areas of the spec, each with an index.ts", () => {
    expect(areaNames).toEqual(expect.arrayContaining(["account", "subscriptions", "invoices", "holiday", "moving", "shared-access", "sessions", "activity", "preferences", "newsletters"]));
    for (const name of areaNames) expect(statSync(path.join(areasDir, name, "index.ts")).isFile(), name).toBe(true);
  });

  it("lists every area folder in areas/index.ts", () => {
    const listed = imports(path.join(areasDir, "index.ts")).filter((specifier) => specifier.startsWith("./") && specifier !== "./area");
    expect(listed.map((specifier) => specifier.slice(2)).sort()).toEqual([...areaNames].sort());
  });

  it("lets an area read another area only through its published face (index.ts), never its data or rules (ADR 35)", () => {
    const offenders: string[] = [];
    for (const name of areaNames) {
      for (const file of sourceFiles(path.join(areasDir, name))) {
        for (const specifier of imports(file)) {
          if (!specifier.startsWith(".")) continue;
          const target = path.resolve(path.dirname(file), specifier);
          const relative = path.relative(areasDir, target);
          if (relative.startsWith("..") || !relative.includes(path.sep)) continue; // outside areas/, or areas/<file>
          const [targetArea, ...rest] = relative.split(path.sep);
          if (targetArea === name) continue;
          if (rest.length > 0 && rest.join("/") !== "index") offenders.push(`${path.relative(root, file)} → ${specifier}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it("gives the origin no clock to replace: time.ts keeps no state but the request's shift, and only tests move Date", () => {
    expect(readFileSync(path.join(root, "workers/origin/calendar/time.ts"), "utf8")).not.toMatch(/^let\s/m);
    const offenders = sourceFiles(path.join(root, "workers/origin"))
      .filter((file) => !/\.test\.ts$/.test(file) && !file.includes(`${path.sep}test${path.sep}`))
      .filter((file) => /\b(setClock|setSystemTime|useFakeTimers)\b|run-clock/.test(readFileSync(file, "utf8")))
      .map((file) => path.relative(root, file));
    expect(offenders).toEqual([]);
  });

  it("keeps cross-cutting code free of area internals (only the areas list is imported)", () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(path.join(root, "workers/origin"))) {
      if (file.startsWith(areasDir + path.sep) || /\.test\.ts$/.test(file) || file.includes(`${path.sep}test${path.sep}`)) continue;
      for (const specifier of imports(file)) {
        if (!specifier.startsWith(".")) continue;
        const relative = path.relative(areasDir, path.resolve(path.dirname(file), specifier));
        if (relative.startsWith("..")) continue;
        if (!["", "index", "base.graphql", "area"].includes(relative)) offenders.push(`${path.relative(root, file)} → ${specifier}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});

const featuresDir = path.join(root, "app/features");
const platformDir = path.join(root, "app/platform");
const contractsDir = path.join(root, "contracts");

describe("one name per area, one contract (ADR 35)", () => {
  it("has a portal feature of the same name for every origin area", () => {
    const features = new Set(readdirSync(featuresDir));
    expect(areaNames.filter((name) => !features.has(name))).toEqual([]);
  });

  it("calls fetch only inside the platform's origin client (and for error reports, which never go to the origin)", () => {
    // The browser's error reporter posts to the portal's monitoring tunnel, which forwards envelopes to Sentry.
    const allowed = new Set([
      "app/platform/observability/client-report.ts",
      "app/platform/observability/monitoring-tunnel.server.ts",
    ]);
    const offenders = sourceFiles(path.join(root, "app"))
      .filter((file) => !/\.test\.tsx?$/.test(file) && !file.startsWith(path.join(platformDir, "origin") + path.sep))
      .filter((file) => /(?<![\w.])(?:fetch|originFetch)\(/.test(readFileSync(file, "utf8").replace(/\/\/.*$/gm, "")))
      .map((file) => path.relative(root, file))
      .filter((file) => !allowed.has(file));
    expect(offenders).toEqual([]);
  });

  it("guards account screens in one place: only the pathless layout _account-required uses requireAccount", () => {
    const offenders = sourceFiles(path.join(root, "app/routes"))
      .filter((file) => !file.endsWith("_account-required.tsx") && /\brequireAccount\b/.test(readFileSync(file, "utf8")))
      .map((file) => path.relative(root, file));
    expect(offenders).toEqual([]);
  });

  it("keeps the platform in capability folders, with no loose source files", () => {
    const loose = readdirSync(platformDir).filter((name) => !statSync(path.join(platformDir, name)).isDirectory());
    expect(loose).toEqual([]);
  });

  it("keeps the origin's cross-cutting code in capability folders: at its root only the entry (index.ts, its test) and declarations", () => {
    const originDir = path.join(root, "workers/origin");
    const loose = readdirSync(originDir).filter(
      (name) => /\.(ts|json)$/.test(name) && !["index.ts", "test-hooks.test.ts"].includes(name) && !name.endsWith(".d.ts"),
    );
    expect(loose).toEqual([]);
  });

  it("keeps the contracts below both sides: they import only Zod, each other and the SDL's generated enums", () => {
    const offenders = sourceFiles(contractsDir).filter((file) => !file.endsWith(".test.ts")).flatMap((file) =>
      imports(file)
        .filter((specifier) => specifier !== "zod" && specifier !== "./generated/enums" && !(specifier.startsWith("./") && !specifier.includes("/", 2)))
        .map((specifier) => `${path.relative(root, file)} → ${specifier}`),
    );
    expect(offenders).toEqual([]);
  });

  it("keeps lib/ (runtime-neutral helpers both Workers use) free of imports", () => {
    expect(sourceFiles(path.join(root, "lib")).flatMap((file) => imports(file).map((specifier) => `${path.relative(root, file)} → ${specifier}`))).toEqual([]);
  });
});

describe("portal features (ADR 15)", () => {
  const featureOf = (file: string) => path.relative(featuresDir, file).split(path.sep)[0]!;
  /** The feature folder an import specifier points into, or null. */
  const targetFeature = (file: string, specifier: string): string | null => {
    const resolved = specifier.startsWith("~/") ? path.join(root, "app", specifier.slice(2)) : specifier.startsWith(".") ? path.resolve(path.dirname(file), specifier) : null;
    if (!resolved) return null;
    const relative = path.relative(featuresDir, resolved);
    return relative.startsWith("..") ? null : relative.split(path.sep)[0]!;
  };

  it("no feature imports another feature", () => {
    const offenders = sourceFiles(featuresDir).flatMap((file) =>
      imports(file)
        .filter((specifier) => {
          const target = targetFeature(file, specifier);
          return target !== null && target !== featureOf(file);
        })
        .map((specifier) => `${path.relative(root, file)} → ${specifier}`),
    );
    expect(offenders).toEqual([]);
  });

  it("nothing below features imports a feature (forms, shell, ui, platform point downwards)", () => {
    const offenders = ["forms", "shell", "ui", "platform"].flatMap((layer) =>
      sourceFiles(path.join(root, "app", layer)).flatMap((file) =>
        imports(file)
          .filter((specifier) => targetFeature(file, specifier) !== null)
          .map((specifier) => `${path.relative(root, file)} → ${specifier}`),
      ),
    );
    expect(offenders).toEqual([]);
  });

  it("takes links from ~/ui/link, which renders plain paths on the server without React Router's per-link work (ADR 26)", () => {
    const offenders = sourceFiles(path.join(root, "app"))
      .filter((file) => !file.endsWith(`${path.sep}ui${path.sep}link.tsx`) && !/\.test\.tsx?$/.test(file))
      .filter((file) => /import\s*\{[^}]*\b(?:Link|NavLink)\b[^}]*\}\s*from\s*"react-router"/.test(readFileSync(file, "utf8")))
      .map((file) => path.relative(root, file));
    expect(offenders).toEqual([]);
  });
});

describe("value lists from the schema (ADR 35)", () => {
  /** Every enum of the origin's SDL: name → values. */
  function sdlEnums(): Map<string, Set<string>> {
    const files = [path.join(areasDir, "base.graphql"), ...areaNames.map((name) => path.join(areasDir, name, "schema.graphql"))].filter((file) => {
      try {
        return statSync(file).isFile();
      } catch {
        return false;
      }
    });
    const enums = new Map<string, Set<string>>();
    for (const file of files) {
      const sdl = readFileSync(file, "utf8").replace(/"""[\s\S]*?"""/g, "").replace(/"[^"\n]*"/g, "").replace(/#.*$/gm, "");
      for (const match of sdl.matchAll(/\benum\s+(\w+)\s*\{([^}]*)\}/g)) {
        enums.set(match[1]!, new Set(match[2]!.split(/\s+/).filter((value) => /^[A-Z][A-Z0-9_]*$/.test(value))));
      }
    }
    return enums;
  }

  it("finds the SDL's enums", () => {
    const enums = sdlEnums();
    expect(enums.get("DeliveryCategory")).toEqual(new Set(["NEWSPAPER", "MAGAZINE", "ACCOUNT"]));
    expect(enums.size).toBeGreaterThan(20);
  });

  it("never types two values of one SDL enum side by side by hand in app/ or contracts/ (a union or a list): they come from contracts/generated/enums.ts", () => {
    const enums = [...sdlEnums().values()];
    const offenders: string[] = [];
    const files = [...sourceFiles(path.join(root, "app")), ...sourceFiles(path.join(root, "contracts"))].filter(
      (file) => !file.includes(`${path.sep}generated${path.sep}`) && !/\.(test|example)\.tsx?$/.test(file),
    );
    for (const file of files) {
      const source = readFileSync(file, "utf8");
      // Two string literals joined by | or , (across lines), not in a list whose completeness the type checks.
      for (const match of source.matchAll(/"([A-Z][A-Z0-9_]+)"\s*(?:\||,)\s*"([A-Z][A-Z0-9_]+)"/g)) {
        const [first, second] = [match[1]!, match[2]!];
        if (!enums.some((values) => values.has(first) && values.has(second))) continue;
        const line = source.slice(0, match.index).split("\n").length;
        const statement = source.slice(source.lastIndexOf("\n", match.index) + 1, source.indexOf(";", match.index));
        if (/\binOrder</.test(statement)) continue;
        offenders.push(`${path.relative(root, file)}:${line} "${first}", "${second}"`);
      }
    }
    expect(offenders).toEqual([]);
  });
});

describe("one word per meaning", () => {
  it("calls the request's context app (or ctx), a webview flag webview, and an AccountRequest account", () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(path.join(root, "app")).filter((name) => !name.includes(`${path.sep}generated${path.sep}`))) {
      const source = readFileSync(file, "utf8");
      for (const [pattern, says] of [
        [/\bapp\??:\s*boolean\b/g, "a boolean named app (webview)"],
        [/\brequest\??:\s*AccountRequest\b/g, "an AccountRequest named request (account)"],
        [/\bfunction isApp\b|\bconst isApp\b/g, "isApp (isWebviewPath from platform/request)"],
        [/from "(\.\.\/)+contracts\//g, "a relative path to the contracts (@contracts/…)"],
      ] as const) {
        for (const match of source.matchAll(pattern)) offenders.push(`${path.relative(root, file)}:${source.slice(0, match.index).split("\n").length} ${says}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});

describe("one name per idea in file names", () => {
  it("gives a feature's intents one intent.ts and its lazily loaded parts one lazy.ts, and no file a name that says nothing (parts)", () => {
    const offenders = sourceFiles(path.join(root, "app"))
      .map((file) => path.relative(root, file))
      .filter((file) => /(^|\/)(\w+-)?intents?\.ts$/.test(file) ? !file.endsWith("/intent.ts") : /\/lazy-[^/]+\.ts$/.test(file) ? file.startsWith("app/features/") : /\/parts\.tsx?$/.test(file));
    expect(offenders).toEqual([]);
  });
});
