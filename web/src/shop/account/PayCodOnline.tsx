import { useMutation } from "@apollo/client/react";
import Button from "@mui/material/Button";
import { useRef, useState } from "react";
import { useSession } from "../../app/session";
import { accountTexts } from "../../common/accountTexts";
import { serverMessage } from "../../common/errors";
import { formatRupees } from "../../common/format";
import { useSnackbar } from "../../common/toasts";
import { graphql } from "../../gql";
import { VerifyPaymentDocument } from "../checkout/documents";
import { loadRazorpay, type RazorpayFailure } from "../checkout/razorpay";
import { PAYMENT_THEME_COLOUR } from "../checkout/useCheckoutPayment";

export const PayCodOrderOnlineDocument = graphql(`
  mutation PayCodOrderOnline($orderId: ID!) {
    payCodOrderOnline(orderId: $orderId) {
      provider
      keyId
      providerOrderId
      amount
      currency
      checkoutScriptUrl
      name
    }
  }
`);

const t = accountTexts.codConfirmation;

/**
 * "Pay online and save ₹50" on an unshipped cash-on-delivery order's page (issue 43): opens the payment window for what
 * the server says (the goods less the prepaid discount, no COD fee), verifies the payment, and the order is prepaid.
 * Closing the window or a failed payment changes nothing: the order stays cash on delivery. `discount`: the order's
 * payOnlineDiscount (rupees; 0 for none).
 */
export function PayCodOnlineButton({ orderId, discount, phone, onPaid }: { orderId: string; discount: number; phone: string; onPaid?: () => void }) {
  const { user } = useSession();
  const { enqueueSnackbar } = useSnackbar();
  const [open] = useMutation(PayCodOrderOnlineDocument);
  const [verify] = useMutation(VerifyPaymentDocument);
  const running = useRef(false);
  const [busy, setBusy] = useState(false);

  function finish() {
    running.current = false;
    setBusy(false);
  }

  async function pay() {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      const payment = (await open({ variables: { orderId } })).data?.payCodOrderOnline;
      if (!payment) return finish();
      const Razorpay = await loadRazorpay(payment.checkoutScriptUrl);
      let settled = false;
      const window = new Razorpay({
        key: payment.keyId,
        amount: payment.amount,
        currency: payment.currency || "INR",
        name: payment.name,
        description: accountTexts.payment.description,
        order_id: payment.providerOrderId,
        prefill: { name: user?.name ?? "", email: user?.email ?? "", contact: phone },
        theme: { color: PAYMENT_THEME_COLOUR },
        handler: (response) => {
          if (settled) return;
          settled = true;
          verify({
            variables: {
              input: { orderId, razorpayOrderId: response.razorpay_order_id, razorpayPaymentId: response.razorpay_payment_id, razorpaySignature: response.razorpay_signature },
            },
          })
            .then(() => {
              enqueueSnackbar(t.switched, { variant: "success" });
              onPaid?.();
            })
            .catch((error: unknown) => enqueueSnackbar(serverMessage(error), { variant: "error" }))
            .finally(finish);
        },
        modal: {
          ondismiss: () => {
            if (settled) return;
            settled = true;
            enqueueSnackbar(t.stillCod, { variant: "info" });
            finish();
          },
        },
      });
      window.on("payment.failed", (response: RazorpayFailure) => {
        if (settled) return;
        settled = true;
        try {
          window.close?.();
        } catch {
          // Closing is a courtesy: nothing changed on the order.
        }
        const reason = response?.error?.description;
        enqueueSnackbar(reason ? t.paymentFailed(reason) : t.stillCod, { variant: "error" });
        finish();
      });
      window.open();
    } catch (error) {
      enqueueSnackbar(serverMessage(error), { variant: "error" });
      finish();
    }
  }

  return (
    <Button variant="outlined" loading={busy} onClick={() => void pay()} data-testid="pay-cod-online">
      {discount > 0 ? t.payOnlineAndSave(formatRupees(discount)) : t.payOnline}
    </Button>
  );
}
