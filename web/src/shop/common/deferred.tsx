import { Suspense, useState, type ComponentType, type ReactNode } from "react";
import { preloadableLazy } from "../../common/preloadableLazy";

/**
 * Overlays a first screen does not show (dialogs, drawers, menus) load their code when first opened, not with the
 * page: `deferredComponent` makes the lazy component plus a `preload` to call on intent (pointer over or focus on
 * the control that opens it), and `<WhenOpened>` mounts it from the first opening on (and keeps it mounted, so it
 * closes with its usual transition).
 */
export function deferredComponent<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  // Preloaded (a shared product link's dialog, before the first render), it renders without suspending.
  const Component = preloadableLazy(load, pick);
  return { Component, preload: Component.preload };
}

export function WhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened && !open) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
