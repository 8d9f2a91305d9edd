import { useMutation, useQuery } from "@apollo/client/react";
import CloseRounded from "@mui/icons-material/CloseRounded";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Dialog from "@mui/material/Dialog";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Divider from "@mui/material/Divider";
import IconButton from "@mui/material/IconButton";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useTheme } from "@mui/material/styles";
import { useSnackbar } from "../../common/toasts";
import { useId, useState } from "react";
import { serverMessage } from "../../common/errors";
import { formatAdminRupees, formatDateTime } from "../../common/format";
import { FormRenderer, type FormControl } from "../../common/form";
import { OrderDetails } from "../../common/order/OrderDetails";
import { orderReference } from "../../common/order/orderReference";
import { orderDetailsTexts } from "../../common/accountTexts";
import { adminTexts } from "../../common/adminTexts";
import type { AdminOrderQuery, OrderStatus } from "../../gql/graphql";
import { OrderStatusBadge } from "./OrderStatusBadge";
import { CustomerOtherOrders, InvoiceButton } from "./OrderDialogExtras";
import { CodActions } from "./CodActions";
import { CodConfirmation } from "./CodConfirmation";
import { CodRiskPanel } from "./CodRiskPanel";
import { OrderShipments } from "./OrderShipments";
import { AdminOrderDocument, UpdateOrderStatusDocument } from "./operations";

const t = adminTexts.orders;
const statusLabels = orderDetailsTexts.statuses;

type Order = AdminOrderQuery["order"];

/**
 * The statuses the select offers: the order's own, then exactly the moves the server allows next (its order table,
 * Order.nextStatuses), in the server's order. The server decides which moves exist; the dialog never narrows them.
 */
function statusControls(order: Order): ReadonlyArray<FormControl<"status">> {
  const options: OrderStatus[] = [order.status, ...order.nextStatuses.filter((id) => id !== order.status)];
  return [{ name: "status", label: t.orderStatus, componentType: "select", options: options.map((id) => ({ id, label: statusLabels[id] })) }];
}

/** The form 'Order Status' with its select and the 'Update Order status' button (spec §2). */
function StatusForm({ order }: { order: Order }) {
  const [values, setValues] = useState<{ status: string }>({ status: order.status });
  const { enqueueSnackbar } = useSnackbar();
  const [update, { loading }] = useMutation(UpdateOrderStatusDocument);

  async function submit({ status }: { status: string }) {
    try {
      const { data } = await update({ variables: { id: order.id, status: status as OrderStatus } });
      // Spec §7/§8: the server's message is toasted on both outcomes.
      if (data) enqueueSnackbar(data.updateOrderStatus.message, { variant: "success" });
    } catch (error) {
      enqueueSnackbar(serverMessage(error), { variant: "error" });
      setValues({ status: order.status });
    }
  }

  return (
    <Box component="section" aria-label={t.orderStatus}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1.5 }}>
        {t.orderStatus}
      </Typography>
      {order.nextStatuses.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t.finalStatus(statusLabels[order.status])}
        </Typography>
      ) : null}
      <FormRenderer
        aria-label={t.orderStatus}
        controls={statusControls(order)}
        values={values}
        onChange={setValues}
        onSubmit={(v) => void submit(v)}
        buttonText={t.updateStatus}
        disabled={!values.status || values.status === order.status}
        submitting={loading}
      />
    </Box>
  );
}

function StatusHistory({ order }: { order: Order }) {
  const history = order.statusHistory;
  return (
    <Box component="section" aria-label={t.statusHistory}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {t.statusHistory}
      </Typography>
      {history.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t.noHistory}
        </Typography>
      ) : (
        <Stack component="ol" spacing={1.5} sx={{ m: 0, p: 0, listStyle: "none" }}>
          {history.map((change, index) => (
            <Box
              component="li"
              key={`${change.changedAt}-${index}`}
              sx={{ display: "flex", gap: 1.5, alignItems: "flex-start" }}
            >
              <Box
                aria-hidden
                sx={{ width: 10, height: 10, mt: 0.75, borderRadius: "50%", bgcolor: "secondary.main", flexShrink: 0 }}
              />
              <Box sx={{ minWidth: 0 }}>
                <Stack direction="row" spacing={0.75} sx={{ alignItems: "center", flexWrap: "wrap", rowGap: 0.5 }}>
                  {change.from ? (
                    <>
                      <OrderStatusBadge status={change.from} />
                      <Typography component="span" variant="body2" aria-hidden>
                        →
                      </Typography>
                    </>
                  ) : null}
                  <OrderStatusBadge status={change.to} />
                </Stack>
                <Typography variant="caption" color="text.secondary" sx={{ display: "block", mt: 0.5 }}>
                  {formatDateTime(change.changedAt)} · {change.changedBy ? t.changedBy(change.changedBy) : t.byShop}
                </Typography>
                {change.note ? (
                  <Typography variant="body2" sx={{ mt: 0.25, overflowWrap: "anywhere" }}>
                    {change.note}
                  </Typography>
                ) : null}
              </Box>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}

function DialogBody({ orderId, onOpenOrder }: { orderId: string; onOpenOrder?: (id: string) => void }) {
  const { data, loading, error } = useQuery(AdminOrderDocument, { variables: { id: orderId } });
  if (loading && !data) {
    return (
      <Stack spacing={1.5} aria-busy>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} variant="text" height={28} />
        ))}
        <Skeleton variant="rounded" height={120} />
      </Stack>
    );
  }
  if (!data) return <Alert severity="error">{serverMessage(error)}</Alert>;
  const order = data.order;
  // The status form first: it is what an admin opens an order for, and it stays above the fold on every screen.
  return (
    <Stack spacing={2.5}>
      {order.codConfirmation === "AWAITING" && order.status === "CONFIRMED" ? <CodConfirmation order={order} /> : null}
      <StatusForm key={`${order.id}:${order.status}:${order.codConfirmation}`} order={order} />
      {order.collectedOnDelivery && order.status === "SHIPPED" ? <CodActions key={`cod:${order.id}`} order={order} /> : null}
      <Divider />
      <OrderDetails order={order} shippingName={order.customer.name} statusBadge={<OrderStatusBadge status={order.status} />} formatMoney={formatAdminRupees}>
        <Divider />
        <Box component="section" aria-label={t.customer}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
            {t.customer}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {order.customer.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
            {order.customer.email}
          </Typography>
        </Box>
        {order.codRisk ? <CodRiskPanel risk={order.codRisk} /> : null}
        <InvoiceButton order={order} />
        <OrderShipments orderId={order.id} status={order.status} awaitingCodConfirmation={order.codConfirmation === "AWAITING"} />
        <CustomerOtherOrders customerId={order.customer.id} currentId={order.id} onOpen={onOpenOrder} />
        <Divider />
        <StatusHistory order={order} />
      </OrderDetails>
    </Stack>
  );
}

/** The order's details dialog: the status form, then OrderDetails, the customer, the invoice, their other orders and the status history. */
export function AdminOrderDialog({ orderId, onClose, onOpenOrder }: { orderId: string | null; onClose: () => void; onOpenOrder?: (id: string) => void }) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down("sm"));
  const titleId = useId();
  // Keep the last order on screen while the dialog closes.
  const [shown, setShown] = useState(orderId);
  if (orderId && orderId !== shown) setShown(orderId);

  return (
    <Dialog open={orderId !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle id={titleId} sx={{ display: "flex", alignItems: "center", gap: 1, pr: 1.5 }}>
        <Box component="span" sx={{ flex: 1, minWidth: 0 }}>
          {t.details}
          {shown ? (
            <Typography component="span" color="text.secondary" sx={{ ml: 1, fontWeight: 600 }}>
              {orderReference(shown)}
            </Typography>
          ) : null}
        </Box>
        <IconButton onClick={onClose} aria-label={t.close}>
          <CloseRounded />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>{shown ? <DialogBody orderId={shown} onOpenOrder={onOpenOrder} /> : null}</DialogContent>
    </Dialog>
  );
}
