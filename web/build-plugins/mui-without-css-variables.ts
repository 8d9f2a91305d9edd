import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

/**
 * Sutra's theme does not use MUI's CSS theme variables (no `cssVariables`, no `colorSchemes`): for such a theme
 * MUI's `createTheme` returns `createThemeNoVars(options)` and its `ThemeProvider` renders `ThemeProviderNoVars`.
 * Both still import the CSS-variables machinery (CssVarsProvider, the colour-scheme script, createThemeWithVars),
 * about 8 kB brotli on every first load. This build-only plugin points MUI's own imports of the two (from
 * @mui/material/styles/index and, for the fallback theme used outside any ThemeProvider, styles/defaultTheme) at
 * their no-variables implementations: what runs for this theme anyway.
 *
 * It fails the build if MUI's files move, rather than silently doing nothing. Remove it the day the theme turns
 * CSS variables on (a test in src/app/theme.test.ts pins that the theme has none).
 */
export function muiWithoutCssVariables(): Plugin {
  const swaps: Record<string, Record<string, string>> = {
    "index.mjs": { "./ThemeProvider.mjs": "ThemeProviderNoVars.mjs", "./createTheme.mjs": "createThemeNoVars.mjs" },
    "defaultTheme.mjs": { "./createTheme.mjs": "createThemeNoVars.mjs" },
  };
  const expected = Object.values(swaps).reduce((n, s) => n + Object.keys(s).length, 0);
  const done = new Set<string>();
  return {
    name: "sutra:mui-without-css-variables",
    apply: "build",
    enforce: "pre",
    buildStart() {
      done.clear();
    },
    resolveId(source, importer) {
      const match = importer ? /[\\/]@mui[\\/]material[\\/]styles[\\/]([\w.]+)$/.exec(importer) : null;
      const target = match ? swaps[match[1]!]?.[source] : undefined;
      if (!importer || !match || !target) return null;
      const file = join(dirname(importer), target);
      if (!existsSync(file)) this.error(`@mui/material changed: ${file} is gone; drop or update build-plugins/mui-without-css-variables.ts`);
      done.add(`${match[1]} ${source}`);
      return file;
    },
    buildEnd(error) {
      if (!error && done.size !== expected) this.error(`@mui/material/styles changed (redirected only: ${[...done].join(", ")}); update build-plugins/mui-without-css-variables.ts`);
    },
  };
}
