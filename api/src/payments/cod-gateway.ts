import { type CreateOrderRequest, type GatewayOrder, type PaymentGateway, PaymentGatewayError } from "./gateway.js";

const NOTHING_ONLINE = "Cash on delivery is collected by the courier: there is no online payment to act on.";

/**
 * Cash on delivery as a payment method behind the same interface as Razorpay (issue 25). Nothing is paid online:
 * "opening" a payment only names it (`cod_<order id>`), the money is collected at the door and recorded by an admin
 * (markOrderCollected), so every call that would move money online is refused. The order services ask it for its
 * provider name and display name; they never import it by its concrete type.
 */
export function createCashOnDeliveryGateway(): PaymentGateway {
  const refuse = (operation: string) => {
    throw new PaymentGatewayError(NOTHING_ONLINE, { operation, failure: "provider", description: "cash on delivery has no online payment" });
  };
  return {
    provider: "cod",
    displayName: "Cash on delivery",
    publicKeyId: "",
    checkoutScriptUrl: "",
    async createOrder(request: CreateOrderRequest): Promise<GatewayOrder> {
      return { id: `cod_${request.receipt.replace(/-/g, "")}`, amount: request.amountPaise, currency: request.currency, receipt: request.receipt, status: "created" };
    },
    fetchPayment: async () => refuse("payments.fetch"),
    capturePayment: async () => refuse("payments.capture"),
    refundPayment: async () => refuse("payments.refund"),
    verifyCheckoutSignature: () => false,
    verifyWebhookSignature: () => false,
    parseWebhookEvent: () => refuse("webhook.parse"),
  };
}
