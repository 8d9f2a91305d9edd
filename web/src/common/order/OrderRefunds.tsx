import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { graphql } from "../../gql";
import type { OrderRefundsFieldsFragment } from "../../gql/graphql";
import { orderDetailsTexts } from "../accountTexts";
import { formatDate, formatRupees } from "../format";

/** What the refunds of an order show: the ledger's rows (spread into OrderDetailsFields). */
export const OrderRefundsFields = graphql(`
  fragment OrderRefundsFields on Order {
    refundedAmount
    refunds {
      id
      amount
      method
      status
      reason
      createdAt
      settledAt
      providerRefundId
      reference
      failureReason
    }
  }
`);

const t = orderDetailsTexts.refunds;
const STATUS_COLOUR = { PENDING: "warning", PROCESSED: "success", FAILED: "error" } as const;

/** The refund ledger of an order, oldest first: amount, how, when, its reference, and a failure's reason. Nothing without refunds. */
export function OrderRefunds({ order, formatMoney = formatRupees }: { order: OrderRefundsFieldsFragment; formatMoney?: (amount: number) => string }) {
  if (order.refunds.length === 0) return null;
  return (
    <section aria-label={t.heading}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {t.heading}
      </Typography>
      <Stack component="ul" spacing={1.25} sx={{ listStyle: "none", m: 0, p: 0 }}>
        {order.refunds.map((refund) => (
          <Box component="li" key={refund.id} sx={{ display: "flex", gap: 1.5, alignItems: "flex-start", justifyContent: "space-between", minWidth: 0 }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
                {refund.reason}
              </Typography>
              <Typography variant="caption" color="text.secondary" sx={{ display: "block" }}>
                {formatDate(refund.settledAt ?? refund.createdAt)} · {t.method[refund.method]}
              </Typography>
              {refund.providerRefundId || refund.reference ? (
                <Typography variant="caption" color="text.secondary" sx={{ display: "block", overflowWrap: "anywhere" }}>
                  {t.reference((refund.providerRefundId ?? refund.reference)!)}
                </Typography>
              ) : null}
              {refund.status === "FAILED" && refund.failureReason ? (
                <Typography variant="caption" color="error" sx={{ display: "block", overflowWrap: "anywhere" }}>
                  {t.failed(refund.failureReason)}
                </Typography>
              ) : null}
            </Box>
            <Stack spacing={0.5} sx={{ alignItems: "flex-end", flexShrink: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: "nowrap" }} aria-label={t.amount}>
                {formatMoney(refund.amount)}
              </Typography>
              <Chip size="small" color={STATUS_COLOUR[refund.status]} variant="outlined" label={t.status[refund.status]} />
            </Stack>
          </Box>
        ))}
      </Stack>
    </section>
  );
}
