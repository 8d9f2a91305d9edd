import { useMemo, type ReactNode } from "react";

/**
 * Toasts (spec §8, §9): every screen asks for one with `useSnackbar()`, which mirrors the part of notistack's hook
 * the app uses. notistack itself loads only when the first toast is asked for (app/toasts.tsx's `<ToastHost />`):
 * most visits never show one, and the first screen should not wait for it; what is asked meanwhile waits here.
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

/** Whether toasts were asked for before the toast layer was there. */
export const toastsWaiting = () => waiting.length > 0;

/** Calls `wake` when the first toast is asked for; returns the unsubscriber. */
export function whenToastWanted(wake: () => void): () => void {
  hostWanted.add(wake);
  if (waiting.length > 0) wake();
  return () => hostWanted.delete(wake);
}

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

