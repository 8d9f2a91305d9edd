import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

// The API server (api/) listens on 4000; in development Vite serves the app on 5173 and forwards
// every server-owned path to it, so the browser only ever talks to one origin (cookies just work).
const API_ORIGIN = process.env.SUTRA_API_ORIGIN ?? "http://localhost:4000";
const proxiedPaths = ["/graphql", "/api", "/media", "/healthz", "/__sandbox", "/sandbox"];

export default defineConfig({
  plugins: [react()],
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
    sourcemap: true,
    rolldownOptions: {
      output: {
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
            { name: "mui", test: /[\\/]node_modules[\\/](@mui|@emotion|@babel[\\/]runtime|notistack|stylis|clsx|react-transition-group|react-is|hoist-non-react-statics|prop-types|goober)[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  test: {
    environment: "jsdom",
    setupFiles: ["./src/test/setup.ts"],
    include: ["src/**/*.test.{ts,tsx}"],
    restoreMocks: true,
    testTimeout: 15_000,
  },
});
