import { useQuery } from "@apollo/client/react";
import ReceiptOutlined from "@mui/icons-material/ReceiptOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { adminTexts } from "../../common/adminTexts";
import { formatDate, formatRupees } from "../../common/format";
import { orderReference } from "../../common/order/orderReference";
import { OrderStatusBadge } from "./OrderStatusBadge";
import { CustomerOtherOrdersDocument } from "./operations";

const t = adminTexts.orders;

/** The order's tax invoice as PDF, while it stands (the server says so: Order.invoiceAvailable). */
export function InvoiceButton({ order }: { order: { id: string; invoiceAvailable?: boolean; invoiceNumber?: string | null } }) {
  if (!order.invoiceAvailable || !order.invoiceNumber) return null;
  return (
    <Box>
      <Button variant="outlined" size="small" startIcon={<ReceiptOutlined />} href={`/api/admin/orders/invoice/${encodeURIComponent(order.id)}`} download>
        {t.downloadInvoice} ({order.invoiceNumber})
      </Button>
    </Box>
  );
}

/** The customer's other orders (up to 10, newest first); choosing one opens it in the dialog. */
export function CustomerOtherOrders({ customerId, currentId, onOpen }: { customerId: string; currentId: string; onOpen?: (id: string) => void }) {
  const { data, loading } = useQuery(CustomerOtherOrdersDocument, { variables: { customerId } });
  const others = (data?.adminOrders.nodes ?? []).filter((o) => o.id !== currentId).slice(0, 10);
  return (
    <Box component="section" aria-label={t.otherOrders}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {t.otherOrders}
      </Typography>
      {loading && !data ? (
        <Skeleton variant="rounded" height={48} />
      ) : others.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t.noOtherOrders}
        </Typography>
      ) : (
        <Stack component="ul" spacing={0.5} sx={{ m: 0, p: 0, listStyle: "none" }}>
          {others.map((o) => {
            const reference = orderReference(o.id);
            return (
              <Box component="li" key={o.id} sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
                <Button size="small" onClick={() => onOpen?.(o.id)} disabled={!onOpen} aria-label={t.openOrder(reference)} sx={{ fontFamily: "monospace", fontWeight: 700, minWidth: 0 }}>
                  {reference}
                </Button>
                <Typography variant="body2" color="text.secondary">
                  {formatDate(o.orderDate)}
                </Typography>
                <OrderStatusBadge status={o.status} />
                <Typography variant="body2" sx={{ fontWeight: 600, ml: "auto" }}>
                  {formatRupees(o.totalAmount, { decimals: "always" })}
                </Typography>
              </Box>
            );
          })}
        </Stack>
      )}
    </Box>
  );
}
