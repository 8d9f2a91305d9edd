import { globSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { constants } from "node:zlib";
import react from "@vitejs/plugin-react";
import { compression, defineAlgorithm } from "vite-plugin-compression2";
import { defaultClientConditions } from "vite";
import { defineConfig } from "vitest/config";
import { graphqlDocuments } from "./build-plugins/graphql-documents.ts";
import { muiWithoutCssVariables } from "./build-plugins/mui-without-css-variables.ts";
import { sideEffectFree } from "./build-plugins/side-effect-free.ts";

// The API server (api/) listens on 4000; in development Vite serves the app on 5173 and forwards
// every server-owned path to it, so the browser only ever talks to one origin (cookies just work).
const API_ORIGIN = process.env.SUTRA_API_ORIGIN ?? "http://localhost:4000";
const proxiedPaths = ["/graphql", "/api", "/media", "/healthz", "/__sandbox", "/sandbox"];

/** The test files that replace a module with vi.mock (found by reading them, so a new one is never missed). */
const webRoot = fileURLToPath(new URL(".", import.meta.url));
const TESTS = "src/**/*.test.{ts,tsx}";
const MOCKS_MODULES = globSync(TESTS, { cwd: webRoot }).filter((file) =>
  /\bvi\.(mock|doMock)\(/.test(readFileSync(join(webRoot, file), "utf8")),
);

/** Chunks holding any code of src/admin are named admin-…: a shopper must never fetch one (e2e and bench check it). */
const ADMIN_SOURCE = /[\\/]src[\\/]admin[\\/]/;

/**
 * The small modules every storefront landing page runs (money and paths, the light controls, the product card, MUI's
 * theme plumbing), in one chunk instead of a dozen of a few hundred bytes each: over HTTP/1.1 a browser fetches six
 * files at a time, and on a phone's 150 ms round trip each wave of tiny chunks cost the first screen (issue 29).
 */
const STOREFRONT_SHARED = new RegExp(
  [
    String.raw`[\/]src[\/]common[\/](format|errors|brand|catalogue|SkipLink|BrandLogo|Placeholder|useDebouncedValue|light[\/]Light(Button|Chip|TextField))\.tsx?$`,
    String.raw`[\/]src[\/]shop[\/](paths|common[\/](deferred|toast|visuallyHidden)|listing[\/]filters|cart[\/](limits|useAddToCart)|product[\/](badge|variants|Price|ProductImage|ProductCard|ProductGrid|ProductCardGrid|BadgeChip))\.tsx?$`,
    // The icons the header and a shared product link's dialog show (each was a chunk of its own, fetched with its
    // headers: about 0.7 kB a phone paid for a 0.4 kB icon, issue 46).
    String.raw`[\/]node_modules[\/]@mui[\/]icons-material[\/](MenuRounded|CloseRounded|ChevronRightRounded|LocalShippingOutlined)\.m?js$`,
    String.raw`[\/]src[\/]shop[\/]product[\/]stockAlertDocuments\.ts$`,
    String.raw`[\/]node_modules[\/]@mui[\/](material[\/](GlobalStyles|Paper|Card|useMediaQuery|styles[\/](useTheme|getOverlayAlpha)|utils[\/]createSimplePaletteValueFilter)|system[\/](useThemeProps|useMediaQuery|GlobalStyles)|styled-engine[\/]GlobalStyles|utils[\/]visuallyHidden)[\/]`,
  ].join("|"),
);

export default defineConfig({
  plugins: [
    react(),
    graphqlDocuments({ gqlDir: "src/gql" }),
    muiWithoutCssVariables(),
    sideEffectFree(["hoist-non-react-statics"]),
    // Every text asset of the build also as .br (brotli, highest quality) and .gz (gzip level 9); the server sends
    // the one the browser accepts (api/src/http/web-app.ts). index.html is rewritten at runtime, so the server
    // compresses it itself; source maps are never served.
    compression({
      include: /\.(js|mjs|css|svg|json|txt|webmanifest|wasm)$/i,
      exclude: /\.map$/i,
      // Small chunks too: a first load fetches a dozen of them (skipIfLargerOrEqual keeps a copy only when smaller).
      threshold: 256,
      skipIfLargerOrEqual: true,
      algorithms: [
        defineAlgorithm("brotliCompress", { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
        defineAlgorithm("gzip", { level: constants.Z_BEST_COMPRESSION }),
      ],
      logLevel: "silent",
    }),
  ],
  resolve: {
    // rxjs (Apollo Client's) ships an ES2015 build behind this condition; the default is ES5 with tslib helpers.
    conditions: ["es2015", ...defaultClientConditions],
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(
      proxiedPaths.map((path) => [path, { target: API_ORIGIN, changeOrigin: false }]),
    ),
  },
  preview: {
    port: 4173,
    proxy: Object.fromEntries(
      proxiedPaths.map((path) => [path, { target: API_ORIGIN, changeOrigin: false }]),
    ),
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // Maps are written (to read a production stack trace) but no bundle points at them, and the server never
    // serves them.
    sourcemap: "hidden",
    // Every browser the shop supports preloads modules natively.
    modulePreload: { polyfill: false },
    // dist/.vite/manifest.json (never served: a dot folder): the server reads it to hint a signed-in shopper's
    // browser at the storefront's chunks with the page itself (api/src/http/web-app.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        chunkFileNames: (chunk) => (chunk.moduleIds.some((id) => ADMIN_SOURCE.test(id)) && !chunk.name.startsWith("admin") ? `assets/admin-${chunk.name}-[hash].js` : "assets/[name]-[hash].js"),
        // Long-lived vendor chunks (they change far less often than the app); the shop and the admin
        // panel stay separate lazy chunks (src/app/routes.tsx).
        codeSplitting: {
          groups: [
            { name: "react", test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 3 },
            {
              name: "apollo",
              test: /[\\/]node_modules[\\/](@apollo|graphql|graphql-tag|rxjs|@wry|optimism|tslib|@graphql-typed-document-node)[\\/]/,
              priority: 2,
            },
            {
              name: "storefront",
              test: STOREFRONT_SHARED,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: "jsdom",
    setupFiles: ["./test/setup.ts"],
    restoreMocks: true,
    // One file per core (vitest's default leaves one of the CI machine's two idle: 389 s → 236 s with both). The
    // timeout only bounds a hang (the admin's variant grid test takes 9–13 s there with both cores busy, several
    // times that on a machine loaded beside another build); findBy… gives up first (test/setup.ts).
    maxWorkers: Math.max(2, availableParallelism()),
    testTimeout: 120_000,
    // A worker keeps its modules from one file to the next (a fresh module graph and jsdom per file made the suite
    // 269 s against 154 s, docs/testing.md), except for the files that replace a module with vi.mock: a module another file
    // loaded first would stay real for them, and theirs would reach the next file (vitest's "Per-File Isolation
    // Settings" recipe). What a test leaves in the DOM, the handlers and session storage is cleared by
    // test/setup.ts after every test.
    projects: [
      { extends: true, test: { name: "shared", isolate: false, include: [TESTS], exclude: MOCKS_MODULES } },
      // (Only with files of its own: an empty include would mean vitest's default, every test file again.)
      ...(MOCKS_MODULES.length > 0 ? [{ extends: true, test: { name: "isolated", include: MOCKS_MODULES } }] : []),
    ],
  },
});
