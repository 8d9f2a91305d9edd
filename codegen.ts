import type { CodegenConfig } from "@graphql-codegen/cli";

// One schema, two generated outputs: resolver types for the API, typed documents for the web app.
const config: CodegenConfig = {
  schema: "schema.graphql",
  documents: ["web/src/**/*.{ts,tsx}", "!web/src/gql/**/*"],
  ignoreNoDocuments: true,
  generates: {
    "api/src/graphql/generated/resolvers.ts": {
      plugins: ["typescript", "typescript-resolvers"],
      config: {
        contextType: "../context.js#GraphQLContext",
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: "Date" },
        // The database stores roles lower-case; the schema's enum maps to them.
        enumValues: { Role: { ADMIN: "admin", CUSTOMER: "customer" } },
        mappers: {
          User: "../../entities/user.entity.js#UserEntity",
        },
      },
    },
    "web/src/gql/": {
      preset: "client",
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: "string" },
      },
    },
  },
};

export default config;
