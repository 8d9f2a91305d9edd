import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from "react";

/**
 * Toasts (spec §8, §9) with notistack, whose code loads only when the first toast is asked for: most visits never
 * show one, and the first screen should not wait for it. `useSnackbar()` mirrors the part of notistack's hook the
 * app uses; `<ToastHost />` (in the providers) mounts notistack on demand and hands it what was asked meanwhile.
 */
/** Spec §9: toasts stay 4000 ms, 3 visible at once. */
export const TOAST_MAX_SNACK = 3;
export const TOAST_AUTO_HIDE_MS = 4000;

export type ToastVariant = "default" | "success" | "error" | "warning" | "info";

export interface ToastOptions {
  variant?: ToastVariant;
}

export interface Toast {
  message: ReactNode;
  options: ToastOptions;
}

let deliver: ((toast: Toast) => void) | null = null;
let waiting: Toast[] = [];
const hostWanted = new Set<() => void>();

export function enqueueToast(message: ReactNode, options: ToastOptions = {}): void {
  const toast = { message, options };
  if (deliver) {
    deliver(toast);
    return;
  }
  waiting.push(toast);
  for (const wake of hostWanted) wake();
}

/** Called by the loaded toast layer: from now on toasts go straight to it; the ones asked meanwhile first. */
export function connectToasts(show: (toast: Toast) => void): () => void {
  deliver = show;
  const queued = waiting;
  waiting = [];
  queued.forEach(show);
  return () => {
    if (deliver === show) deliver = null;
  };
}

/** notistack's `useSnackbar()`, as much as the app uses of it. */
export function useSnackbar(): { enqueueSnackbar: (message: ReactNode, options?: ToastOptions) => void } {
  return useMemo(() => ({ enqueueSnackbar: enqueueToast }), []);
}

const ToastLayer = lazy(() => import("./ToastLayer"));

/** Mounts notistack when the first toast is asked for, and keeps it mounted. */
export function ToastHost() {
  const [wanted, setWanted] = useState(() => waiting.length > 0);
  useEffect(() => {
    if (wanted) return;
    const wake = () => setWanted(true);
    hostWanted.add(wake);
    if (waiting.length > 0) wake();
    return () => {
      hostWanted.delete(wake);
    };
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastLayer />
    </Suspense>
  );
}
