import type { CodegenConfig } from "@graphql-codegen/cli";

// The origin's schema is the sum of its areas' SDL files (ADR 14): the root types in
// areas/base.graphql, each area's types and fields in areas/<area>/schema.graphql.
const originSchema = ["workers/origin/areas/base.graphql", "workers/origin/areas/*/schema.graphql"];

const config: CodegenConfig = {
  schema: originSchema,
  ignoreNoDocuments: true,
  generates: {
    // Typed documents and the persisted-documents manifest (hash → document) from every *.graphql
    // operation of the app.
    "app/graphql/generated/": {
      documents: ["app/**/*.graphql"],
      preset: "client",
      presetConfig: {
        fragmentMasking: false,
        persistedDocuments: { mode: "embedHashInDocument", hashPropertyName: "hash", hashAlgorithm: "sha256" },
      },
      config: { enumsAsTypes: true, useTypeImports: true, skipTypename: true, avoidOptionals: false },
    },
    // Resolver signatures of the origin: a resolver whose arguments or result disagree with its
    // area's schema.graphql fails `npm run typecheck`. Mappers name the row-level shapes that
    // field resolvers turn into the schema's types.
    "workers/origin/graphql/generated/resolvers.ts": {
      plugins: ["typescript", "typescript-resolvers"],
      config: {
        contextType: "../context#GraphqlContext",
        useTypeImports: true,
        enumsAsTypes: true,
        useIndexSignature: false,
        optionalResolveType: true,
        resolverTypeWrapperSignature: "T | Promise<T>",
        maybeValue: "T | null | undefined",
        inputMaybeValue: "T | null | undefined",
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
        // Fields another area adds to a type (\`extend type S2Invoice\` in areas/delivery) are resolved
        // by that area: the owning area's data returns the type without them.
        mappers: { S2Invoice: "Omit<S2Invoice, 'deliveryCredits'>" },
      },
    },
  },
  silent: true,
};

export default config;
