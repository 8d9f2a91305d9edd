import { readdirSync } from "node:fs";
import { resolve } from "node:path";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: ["**/node_modules/**", "**/dist/**", "api/build/**", "api/base-dist/**", "web/src/gql/**", "api/src/graphql/generated/**", ".data/**", "test-results/**", "playwright-report/**", "e2e/artifacts/**", "web/public/mockServiceWorker.js"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": "off",
    },
  },
  {
    files: ["api/**/*.ts", "e2e/**/*.ts", "bench/**/*.{ts,mjs}", "scripts/**/*.mjs", "*.ts", "*.js"],
    languageOptions: { globals: globals.node },
  },
  {
    files: ["api/src/db/migrations/**/*.ts"],
    rules: { "@typescript-eslint/consistent-type-imports": "off" },
  },
  {
    files: ["**/test/**/*.ts", "**/*.test.ts", "**/*.test.tsx"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    files: ["web/**/*.{ts,tsx}"],
    languageOptions: { globals: globals.browser },
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // DESIGN.md's arrows, checked on every import (eslint-plugin-import-x resolves each one to its file).
  {
    files: ["api/src/**/*.ts", "web/src/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: resolve(import.meta.dirname, "tsconfig.json") })],
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      // Paths are relative to this file, wherever ESLint is run from.
      "import-x/no-restricted-paths": ["error", { basePath: import.meta.dirname, zones: [...apiZones(), ...webZones()] }],
    },
  },
);

/** The API's layers: http/ serves graphql/ and rest/, which call services/; services never look back. */
function apiZones() {
  const src = "./api/src";
  const adapters = [`${src}/graphql`, `${src}/rest`, `${src}/http`];
  // Modules with a folder of their own (every folder of services/ and payments/); other code reaches them only
  // through the folder's index.ts.
  const folderModules = ["services", "payments"].flatMap((layer) =>
    readdirSync(resolve(import.meta.dirname, src, layer), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${layer}/${entry.name}`),
  );
  return [
    {
      target: [`${src}/services`, `${src}/payments`, `${src}/entities`, `${src}/lib`, `${src}/db`],
      from: adapters,
      message: "Services, payments, entities, db and lib never import the transports (graphql/, rest/, http/).",
    },
    { target: `${src}/entities`, from: [`${src}/services`, `${src}/payments`], message: "Entities hold columns and relations only." },
    { target: [`${src}/graphql`, `${src}/rest`], from: `${src}/http`, message: "http/ mounts graphql/ and rest/; they never reach back into it." },
    { target: `${src}/graphql`, from: `${src}/rest`, message: "GraphQL and REST are siblings over the same services." },
    { target: `${src}/rest`, from: `${src}/graphql`, message: "GraphQL and REST are siblings over the same services." },
    { target: `${src}/payments`, from: `${src}/services`, message: "Payment gateways know nothing of the shop's services." },
    ...folderModules.map((folder) => ({
      target: everywhereBut(src, folder),
      from: [`${src}/${folder}/**`],
      except: [`${resolve(import.meta.dirname, src, folder)}/index.{ts,js}`],
      message: `Reach ${folder}/ through its public entry, ${folder}/index.ts.`,
    })),
  ];
}

/** Globs for every file under `root` outside `root/folder` (the rule's targets take no negations). */
function everywhereBut(root, folder) {
  const [head, ...rest] = folder.split("/");
  const others = readdirSync(resolve(import.meta.dirname, root), { withFileTypes: true }).filter((entry) => entry.name !== head);
  const here = others.map((entry) => (entry.isDirectory() ? `${root}/${entry.name}/**` : `${root}/${entry.name}`));
  return rest.length ? [...here, ...everywhereBut(`${root}/${head}`, rest.join("/"))] : here;
}

/** The web app: common/ is shared by every screen and knows none of them (nor the app shell). */
function webZones() {
  const src = "./web/src";
  return [
    { target: `${src}/common`, from: [`${src}/app`, `${src}/shop`, `${src}/admin`, `${src}/auth`], message: "common/ is shared by every screen: it never imports app/ or a screen." },
    { target: [`${src}/shop`, `${src}/auth`], from: `${src}/admin`, message: "A shopper never downloads admin code." },
  ];
}
