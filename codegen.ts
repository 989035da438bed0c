import type { CodegenConfig } from "@graphql-codegen/cli";

// Typed documents and the persisted-documents manifest (hash → document) from every *.graphql
// operation of the app, against the origin's schema.
const config: CodegenConfig = {
  schema: "workers/origin/graphql/type-defs.ts",
  documents: ["app/**/*.graphql"],
  ignoreNoDocuments: true,
  generates: {
    "app/graphql/generated/": {
      preset: "client",
      presetConfig: {
        fragmentMasking: false,
        persistedDocuments: { mode: "embedHashInDocument", hashPropertyName: "hash", hashAlgorithm: "sha256" },
      },
      config: { enumsAsTypes: true, useTypeImports: true, skipTypename: true, avoidOptionals: false },
    },
  },
  silent: true,
};

export default config;
