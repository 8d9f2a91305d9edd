/**
 * The payment window's script (Razorpay's checkout.js, or the offline stand-in's /sandbox/checkout.js): loaded
 * once per URL by injecting a <script>, then reused. A failed load can be retried.
 */

export interface RazorpaySuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export interface RazorpayFailure {
  error?: { code?: string; description?: string; reason?: string };
}

export interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  order_id: string;
  prefill: { name: string; email: string; contact: string };
  theme: { color: string };
  handler: (response: RazorpaySuccess) => void;
  modal: { ondismiss: () => void };
}

export interface RazorpayInstance {
  on(event: "payment.failed", callback: (response: RazorpayFailure) => void): unknown;
  open(): unknown;
  close?(): unknown;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

/** How long a script may take before the payment counts as not starting. */
export const SCRIPT_TIMEOUT_MS = 20_000;

const loads = new Map<string, Promise<RazorpayConstructor>>();

export function loadRazorpay(url: string): Promise<RazorpayConstructor> {
  const pending = loads.get(url);
  if (pending) return pending;
  const promise = new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = url;
    script.async = true;
    const timer = window.setTimeout(() => fail(new Error(`The payment script took too long: ${url}`)), SCRIPT_TIMEOUT_MS);
    function fail(error: Error) {
      window.clearTimeout(timer);
      script.remove();
      reject(error);
    }
    script.onload = () => {
      window.clearTimeout(timer);
      if (typeof window.Razorpay === "function") resolve(window.Razorpay);
      else fail(new Error(`The payment script did not define Razorpay: ${url}`));
    };
    script.onerror = () => fail(new Error(`The payment script could not be loaded: ${url}`));
    document.head.appendChild(script);
  });
  loads.set(url, promise);
  promise.catch(() => loads.delete(url));
  return promise;
}
