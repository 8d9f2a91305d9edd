import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
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
    // A file spends most of its time waiting on PostgreSQL and HTTP, not on a core: on the 2-core CI machine three
    // at once took the suite from 408 s to 220 s (vitest's default runs one file at a time there).
    maxWorkers: Math.max(3, availableParallelism()),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
