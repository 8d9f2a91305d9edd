import type { Plugin } from "vite";

/**
 * CommonJS packages a bundler must keep whole once imported, because they do not say they have no side effects
 * (package.json "sideEffects"), although these have none. Marked side-effect free here, they go from the bundle
 * when nothing uses what they export:
 *  - hoist-non-react-statics: imported by @emotion/react for its `withTheme`, which the app never calls; it brought
 *    react-is 16 along, about 1 kB compressed of every first load (issue 29).
 */
export function sideEffectFree(packages: readonly string[]): Plugin {
  return {
    name: "sutra:side-effect-free",
    apply: "build",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (!packages.includes(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && { ...resolved, moduleSideEffects: false };
    },
  };
}
