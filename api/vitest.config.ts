import { createRequire } from "node:module";
import { defineConfig } from "vitest/config";

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // One graphql instance, as under Node: Node resolves `graphql` to its CommonJS build (graphql-jit also loads
    // `graphql/…/*.js` files from it), while Vite would pick the ES build and make two instances.
    alias: [{ find: /^graphql$/, replacement: require.resolve("graphql") }],
  },
  test: {
    include: ["test/**/*.test.ts"],
    globalSetup: ["test/support/global-setup.ts"],
    setupFiles: ["test/support/strict-deprecations.ts"],
    // Each test file gets its own database cloned from a migrated template, so files run in parallel.
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
