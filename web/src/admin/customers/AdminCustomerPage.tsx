import { useMutation, useQuery } from "@apollo/client/react";
import ArrowBackRounded from "@mui/icons-material/ArrowBackRounded";
import BlockRounded from "@mui/icons-material/BlockRounded";
import LockOpenRounded from "@mui/icons-material/LockOpenRounded";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import CardHeader from "@mui/material/CardHeader";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useId, useState, type ReactNode } from "react";
import { Link as RouterLink, useParams } from "react-router";
import { useSnackbar } from "../../common/toasts";
import { adminTexts } from "../../common/adminTexts";
import { errorField, serverMessage } from "../../common/errors";
import { formatAdminRupees, formatDate, formatDateTime } from "../../common/format";
import { orderReference } from "../../common/order/orderReference";
import type { AdminCustomerFieldsFragment } from "../../gql/graphql";
import { ConfirmDialog } from "../ConfirmDialog";
import { AdminOrderDialog } from "../orders/AdminOrderDialog";
import { OrderStatusBadge } from "../orders/OrderStatusBadge";
import { PageHeader } from "../PageHeader";
import { BlockedChip, VerifiedChip } from "./CustomerChips";
import { AdminCustomerDocument, AdminCustomerPageOrdersDocument, SetCustomerBlockedDocument } from "./operations";

const t = adminTexts.customers;
const ORDERS_SHOWN = 20;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "140px 1fr" }, gap: { xs: 0, sm: 2 }, py: 0.75 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: "anywhere" }}>
        {children}
      </Typography>
    </Box>
  );
}

/** Blocking asks for the reason (required: the server refuses a block without one). */
function BlockDialog({ customer, open, onClose }: { customer: AdminCustomerFieldsFragment; open: boolean; onClose: () => void }) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [setBlocked, { loading }] = useMutation(SetCustomerBlockedDocument);
  const { enqueueSnackbar } = useSnackbar();
  const titleId = useId();
  const textId = useId();

  async function block() {
    try {
      await setBlocked({ variables: { id: customer.id, blocked: true, reason } });
      enqueueSnackbar(t.blockedToast(customer.name), { variant: "success" });
      setReason("");
      setError(null);
      onClose();
    } catch (failure) {
      if (errorField(failure) === "reason") setError(serverMessage(failure));
      else enqueueSnackbar(serverMessage(failure), { variant: "error" });
    }
  }

  return (
    <Dialog open={open} onClose={loading ? undefined : onClose} aria-labelledby={titleId} aria-describedby={textId} maxWidth="sm" fullWidth>
      <Box
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          void block();
        }}
      >
        <DialogTitle id={titleId}>{t.blockTitle(customer.name)}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId} sx={{ mb: 2 }}>
            {t.blockText}
          </DialogContentText>
          <TextField
            label={t.reasonLabel}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={error !== null}
            helperText={error ?? " "}
            required
            fullWidth
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} disabled={loading}>
            {t.cancel}
          </Button>
          <Button type="submit" color="error" variant="contained" loading={loading} disabled={!reason.trim()}>
            {t.confirmBlock}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

function BlockControls({ customer }: { customer: AdminCustomerFieldsFragment }) {
  const [blocking, setBlocking] = useState(false);
  const [unblocking, setUnblocking] = useState(false);
  const [setBlocked, { loading }] = useMutation(SetCustomerBlockedDocument);
  const { enqueueSnackbar } = useSnackbar();

  async function unblock() {
    try {
      await setBlocked({ variables: { id: customer.id, blocked: false } });
      enqueueSnackbar(t.unblockedToast(customer.name), { variant: "success" });
    } catch (error) {
      enqueueSnackbar(serverMessage(error), { variant: "error" });
    }
    setUnblocking(false);
  }

  return (
    <>
      {customer.blocked ? (
        <Button variant="outlined" startIcon={<LockOpenRounded />} onClick={() => setUnblocking(true)}>
          {t.unblock}
        </Button>
      ) : (
        <Button variant="outlined" color="error" startIcon={<BlockRounded />} onClick={() => setBlocking(true)}>
          {t.block}
        </Button>
      )}
      <BlockDialog customer={customer} open={blocking} onClose={() => setBlocking(false)} />
      <ConfirmDialog
        open={unblocking}
        title={t.unblockTitle(customer.name)}
        text={t.unblockText}
        confirmLabel={t.confirmUnblock}
        cancelLabel={t.cancel}
        busy={loading}
        onConfirm={() => void unblock()}
        onCancel={() => setUnblocking(false)}
      />
    </>
  );
}

function CustomerOrders({ customerId }: { customerId: string }) {
  const { data, loading, error } = useQuery(AdminCustomerPageOrdersDocument, { variables: { customerId, first: ORDERS_SHOWN, offset: 0 }, fetchPolicy: "cache-and-network" });
  const [openId, setOpenId] = useState<string | null>(null);
  const orders = data?.adminOrders.nodes ?? [];
  return (
    <Card variant="outlined">
      <CardHeader title={t.ordersHeading} slotProps={{ title: { variant: "h6", component: "h2" } }} />
      <CardContent sx={{ pt: 0 }}>
        {!data && loading ? (
          <Skeleton variant="rounded" height={96} />
        ) : !data ? (
          <Alert severity="error">{serverMessage(error)}</Alert>
        ) : orders.length === 0 ? (
          <Typography color="text.secondary">{t.noOrders}</Typography>
        ) : (
          <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: "none" }}>
            {orders.map((order) => {
              const reference = orderReference(order.id);
              return (
                <Box component="li" key={order.id} sx={{ display: "flex", alignItems: "center", gap: 1.5, flexWrap: "wrap" }}>
                  <Button size="small" onClick={() => setOpenId(order.id)} aria-label={adminTexts.orders.viewOrder(reference)} sx={{ fontFamily: "monospace", fontWeight: 700, minWidth: 0 }}>
                    {reference}
                  </Button>
                  <Typography variant="body2" color="text.secondary">
                    {formatDate(order.orderDate)}
                  </Typography>
                  <OrderStatusBadge status={order.status} />
                  <Typography sx={{ fontWeight: 600, ml: "auto" }}>{formatAdminRupees(order.totalAmount)}</Typography>
                </Box>
              );
            })}
          </Stack>
        )}
      </CardContent>
      <AdminOrderDialog orderId={openId} onClose={() => setOpenId(null)} onOpenOrder={setOpenId} />
    </Card>
  );
}

/** /admin/customers/:id (not in the spec): one customer's account, figures, addresses and orders; block or unblock. */
export function AdminCustomerPage() {
  const { id = "" } = useParams();
  const { data, loading, error } = useQuery(AdminCustomerDocument, { variables: { id }, fetchPolicy: "cache-and-network" });
  const customer = data?.customer;
  const back = (
    <Button component={RouterLink} to="/admin/customers" startIcon={<ArrowBackRounded />} sx={{ mb: 2 }}>
      {t.back}
    </Button>
  );
  if (!customer) {
    return (
      <>
        {back}
        {loading ? <Skeleton variant="rounded" height={320} /> : <Alert severity="error">{serverMessage(error)}</Alert>}
      </>
    );
  }
  return (
    <>
      {back}
      <PageHeader title={customer.name} subtitle={t.contactOf(customer)} actions={<BlockControls customer={customer} />} />
      {customer.blocked ? (
        <Alert severity="error" sx={{ mb: 3 }}>
          {t.blockedSince(formatDateTime(customer.blockedAt ?? customer.createdAt))}
          {customer.blockedReason ? ` · ${t.reason}: ${customer.blockedReason}` : ""}
        </Alert>
      ) : null}
      <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "1fr", lg: "1fr 1fr" }, alignItems: "start" }}>
        <Card variant="outlined">
          <CardHeader title={t.account} slotProps={{ title: { variant: "h6", component: "h2" } }} />
          <CardContent sx={{ pt: 0 }}>
            <Box component="dl" sx={{ m: 0 }}>
              <Fact label={t.username}>{customer.username}</Fact>
              <Fact label={t.email}>
                {customer.email ? (
                  <>
                    {customer.email} <VerifiedChip verified={customer.emailVerified} />
                  </>
                ) : (
                  t.noEmail
                )}
              </Fact>
              {customer.phone ? (
                <Fact label={t.phone}>
                  +91 {customer.phone} <VerifiedChip verified={customer.phoneVerified} />
                </Fact>
              ) : null}
              <Fact label={t.signedUp}>{formatDate(customer.createdAt)}</Fact>
              <Fact label={t.orders}>{customer.orderCount}</Fact>
              <Fact label={t.spent}>{formatAdminRupees(customer.totalSpent)}</Fact>
              <Fact label={t.columns.status}>
                <BlockedChip blocked={customer.blocked} />
              </Fact>
            </Box>
          </CardContent>
        </Card>
        <Card variant="outlined">
          <CardHeader title={t.addresses} slotProps={{ title: { variant: "h6", component: "h2" } }} />
          <CardContent sx={{ pt: 0 }}>
            {customer.addresses.length === 0 ? (
              <Typography color="text.secondary">{t.noAddresses}</Typography>
            ) : (
              <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0, listStyle: "none" }}>
                {customer.addresses.map((a) => (
                  <Box component="li" key={a.id}>
                    {a.name ? <Typography sx={{ fontWeight: 700 }}>{a.name}</Typography> : null}
                    <Typography sx={{ overflowWrap: "anywhere" }}>{a.address}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {a.city} {a.pincode} · {a.phone}
                    </Typography>
                  </Box>
                ))}
              </Stack>
            )}
          </CardContent>
        </Card>
        <Box sx={{ gridColumn: { lg: "1 / -1" } }}>
          <CustomerOrders customerId={customer.id} />
        </Box>
      </Box>
    </>
  );
}
