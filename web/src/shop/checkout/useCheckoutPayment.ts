import { useApolloClient, useMutation } from "@apollo/client/react";
import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { serverMessage } from "../../common/errors";
import { formatRupees } from "../../common/format";
import { texts } from "../../common/texts";
import { accountTexts } from "../../common/accountTexts";
import { CartDocument } from "../cart/documents";
import { useShopToast } from "../common/toast";
import { SHOP_PATHS } from "../paths";
import { AbandonPaymentDocument, PlaceOrderDocument, VerifyPaymentDocument } from "./documents";
import { reportPurchase } from "./purchaseAnalytics";
import { loadRazorpay, type RazorpayFailure, type RazorpaySuccess } from "./razorpay";

const toasts = texts.shop.toasts;
const c = accountTexts.checkout;

/** The payment window's theme colour: a blue (spec §7 Payment window). */
export const PAYMENT_THEME_COLOUR = "#1e40af";

/** Spec §5 Checkout: what stops a checkout before any call (empty cart first, then no address), or null. */
export function checkoutBlocker({ lineCount, addressId }: { lineCount: number; addressId: string | null }): string | null {
  if (lineCount === 0) return toasts.emptyCart;
  if (!addressId) return toasts.selectAddress;
  return null;
}

export interface CheckoutRequest {
  addressId: string | null;
  lineCount: number;
  /** The selected address's phone: the payment window's prefill contact. */
  phone: string;
  customer: { name: string; email: string };
  /** ONLINE (Razorpay's window) or COD (placed and confirmed at once, paid to the courier). */
  paymentMethod?: "ONLINE" | "COD";
}

/**
 * Checkout (spec §2, §7, §8): placeOrder → load the payment script the server names → open the payment window
 * with the spec's options. Success → verifyPayment → the server's message → /shop/account. The script failing to
 * load or start → 'Error initializing Razorpay'. A failed or dismissed payment → abandonPayment (the server
 * releases the stock) and the cart stays. While one checkout runs, another click does nothing.
 */
export function useCheckoutPayment() {
  const [placeOrder] = useMutation(PlaceOrderDocument);
  const [verifyPayment] = useMutation(VerifyPaymentDocument);
  const [abandonPayment] = useMutation(AbandonPaymentDocument);
  const client = useApolloClient();
  const navigate = useNavigate();
  const toast = useShopToast();
  const running = useRef(false);
  const [processing, setProcessing] = useState(false);

  function finish() {
    running.current = false;
    setProcessing(false);
  }

  function refreshCart() {
    void client.refetchQueries({ include: [CartDocument] }).catch(() => undefined);
  }

  async function checkout(request: CheckoutRequest): Promise<void> {
    if (running.current) return;
    const blocker = checkoutBlocker(request);
    if (blocker) {
      toast.error(blocker);
      return;
    }
    running.current = true;
    setProcessing(true);

    let placed;
    try {
      placed = (await placeOrder({ variables: { input: { addressId: request.addressId ?? "", paymentMethod: request.paymentMethod ?? "ONLINE" } } })).data?.placeOrder;
    } catch (error) {
      toast.error(serverMessage(error));
      refreshCart();
      finish();
      return;
    }
    if (!placed) {
      finish();
      return;
    }

    const orderId = placed.order.id;
    let settled = false;

    /** The order is placed (and paid, or to be paid on delivery): the cart and catalogue change; on to Account. */
    async function done(message: string | undefined) {
      if (message) toast.success(message);
      // GA4's purchase, with the shopper's consent only (purchaseAnalytics.ts); never in the way of the checkout.
      void reportPurchase(client, orderId).catch(() => undefined);
      // The order emptied the cart and changed stock: re-read the cart, forget cached catalogue pages.
      client.cache.evict({ id: "ROOT_QUERY", fieldName: "products" });
      client.cache.evict({ id: "ROOT_QUERY", fieldName: "search" });
      client.cache.evict({ id: "ROOT_QUERY", fieldName: "orderHistory" });
      client.cache.gc();
      refreshCart();
      finish();
      await navigate(SHOP_PATHS.account);
    }

    const payment = placed.payment;
    if (!payment) {
      // Cash on delivery: confirmed by the server, nothing to pay now.
      settled = true;
      await done(c.codPlaced(formatRupees(placed.order.totalAmount, { decimals: "always" })));
      return;
    }

    async function abandon(reason: string, message: string) {
      if (settled) return;
      settled = true;
      try {
        await abandonPayment({ variables: { input: { orderId, reason } } });
      } catch {
        // The server also expires unpaid orders; the shopper only needs to know the payment did not happen.
      }
      toast.error(message);
      refreshCart();
      finish();
    }

    async function verify(response: RazorpaySuccess) {
      if (settled) return;
      settled = true;
      try {
        const result = await verifyPayment({
          variables: {
            input: {
              orderId,
              razorpayOrderId: response.razorpay_order_id,
              razorpayPaymentId: response.razorpay_payment_id,
              razorpaySignature: response.razorpay_signature,
            },
          },
        });
        await done(result.data?.verifyPayment.message);
      } catch (error) {
        toast.error(serverMessage(error));
        refreshCart();
        finish();
      }
    }

    try {
      const Razorpay = await loadRazorpay(payment.checkoutScriptUrl);
      const window = new Razorpay({
        key: payment.keyId,
        amount: payment.amount,
        currency: payment.currency || "INR",
        name: payment.name,
        description: accountTexts.payment.description,
        order_id: payment.providerOrderId,
        prefill: { name: request.customer.name, email: request.customer.email, contact: request.phone },
        theme: { color: PAYMENT_THEME_COLOUR },
        handler: (response) => void verify(response),
        modal: { ondismiss: () => void abandon("dismissed", c.paymentCancelled) },
      });
      window.on("payment.failed", (response: RazorpayFailure) => {
        const reason = response?.error?.description;
        try {
          window.close?.();
        } catch {
          // Closing is a courtesy; the order is released either way.
        }
        void abandon(reason || "payment failed", reason ? c.paymentFailed(reason) : c.paymentFailedGeneric);
      });
      window.open();
    } catch {
      settled = true;
      toast.error(toasts.razorpayError);
      void abandonPayment({ variables: { input: { orderId, reason: "payment window failed to start" } } }).catch(() => undefined);
      finish();
    }
  }

  return { checkout, processing };
}
