import { lazy, type ComponentType, type LazyExoticComponent } from "react";

export type PreloadableLazy<P extends object = object> = LazyExoticComponent<ComponentType<P>> & { preload: () => Promise<unknown> };

/**
 * A lazy component that renders at once when its code is already here (preloaded before the first render, or
 * loaded by an earlier page): React.lazy suspends on the first render of any lazy component, and every suspension
 * shows the fallback and then holds the page back for React's fallback throttle (300 ms) before it appears. React
 * takes a thenable that settles synchronously as already loaded.
 */
export function preloadableLazy<M, P extends object = object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>): PreloadableLazy<P> {
  let loading: Promise<M> | undefined;
  let loaded: { module: M } | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = { module };
      return module;
    }));
  const init = () => {
    if (!loaded) return preload().then((module) => ({ default: pick(module) }));
    const value = { default: pick(loaded.module) };
    return { status: "fulfilled", value, then: (resolve: (v: typeof value) => void) => resolve(value) } as unknown as Promise<typeof value>;
  };
  return Object.assign(lazy(init), { preload });
}
