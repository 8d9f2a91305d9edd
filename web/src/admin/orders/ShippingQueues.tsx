import { useMutation, useQuery } from "@apollo/client/react";
import LocalShippingOutlined from "@mui/icons-material/LocalShippingOutlined";
import PrintOutlined from "@mui/icons-material/PrintOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import CardHeader from "@mui/material/CardHeader";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { adminTexts } from "../../common/adminTexts";
import { serverMessage } from "../../common/errors";
import { formatAdminRupees, formatDate } from "../../common/format";
import { orderReference } from "../../common/order/orderReference";
import { useSnackbar } from "../../common/toasts";
import { CreateShipmentsDocument, ReadyToShipDocument, ResolveDeliveryFailureDocument } from "./shippingOperations";

const t = adminTexts.shipping;
const LABELS_PATH = "/api/admin/shipments/labels";

/** The labels of these shipments as one PDF (the server asks the courier for them). */
export const labelsHref = (ids: readonly string[]) => `${LABELS_PATH}?ids=${ids.join(",")}`;

/**
 * The orders page's shipping queues (issue 42): "Ready to ship" — confirmed orders not booked yet, chosen and booked
 * with the courier at once, then one PDF of their labels — and the failed deliveries (NDR) with the courier's reason,
 * the answer given, and the shop's answer: deliver again, or return to origin.
 */
export function ShippingQueues() {
  const { enqueueSnackbar } = useSnackbar();
  const { data, error, refetch } = useQuery(ReadyToShipDocument, { fetchPolicy: "cache-and-network" });
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [booked, setBooked] = useState<string[]>([]);
  const [refusals, setRefusals] = useState<string[]>([]);
  const [createShipments, creating] = useMutation(CreateShipmentsDocument);
  const [resolve, resolving] = useMutation(ResolveDeliveryFailureDocument);
  const ready = data?.readyToShip ?? [];
  const failures = data?.deliveryFailures ?? [];

  async function book() {
    try {
      const { data: result } = await createShipments({ variables: { orderIds: [...chosen] } });
      const results = result?.createShipments ?? [];
      const ok = results.flatMap((r) => (r.shipment ? [r.shipment.id] : []));
      setBooked(ok);
      setRefusals(results.filter((r) => r.error).map((r) => t.notBooked(orderReference(r.orderId), r.error!)));
      if (ok.length) enqueueSnackbar(t.booked(ok.length), { variant: "success" });
      setChosen(new Set());
      await refetch();
    } catch (e) {
      enqueueSnackbar(serverMessage(e), { variant: "error" });
    }
  }

  async function answer(id: string, action: "REATTEMPT" | "RETURN_TO_ORIGIN") {
    try {
      await resolve({ variables: { id, action } });
      enqueueSnackbar(t.answered, { variant: "success" });
      await refetch();
    } catch (e) {
      enqueueSnackbar(serverMessage(e), { variant: "error" });
    }
  }

  const toggle = (id: string) => setChosen((prev) => {
    const next = new Set(prev);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    return next;
  });

  return (
    <Stack spacing={2} sx={{ mb: 2 }}>
      <Card variant="outlined" component="section" aria-label={t.readyHeading}>
        <CardHeader title={t.readyHeading} subheader={t.readyHint} slotProps={{ title: { variant: "h6", component: "h2" } }} />
        <CardContent sx={{ pt: 0 }}>
          {error ? <Alert severity="error">{serverMessage(error)}</Alert> : null}
          {refusals.length ? (
            <Alert severity="warning" sx={{ mb: 1.5 }}>
              {refusals.map((r) => (
                <div key={r}>{r}</div>
              ))}
            </Alert>
          ) : null}
          {booked.length ? (
            <Box sx={{ mb: 1.5 }}>
              <Button component="a" href={labelsHref(booked)} target="_blank" rel="noopener" variant="outlined" startIcon={<PrintOutlined />}>
                {t.printLabels(booked.length)}
              </Button>
            </Box>
          ) : null}
          {ready.length === 0 ? (
            <Typography color="text.secondary">{t.readyEmpty}</Typography>
          ) : (
            <>
              <FormControlLabel
                control={<Checkbox checked={chosen.size === ready.length} indeterminate={chosen.size > 0 && chosen.size < ready.length} onChange={(e) => setChosen(e.target.checked ? new Set(ready.map((o) => o.id)) : new Set())} />}
                label={t.selectAll}
              />
              <Stack component="ul" spacing={1} sx={{ listStyle: "none", m: 0, p: 0 }}>
                {ready.map((order) => {
                  const reference = orderReference(order.id);
                  return (
                    <Paper component="li" key={order.id} variant="outlined" sx={{ p: 1, borderRadius: 2, display: "flex", gap: 1, alignItems: "flex-start" }}>
                      <Checkbox checked={chosen.has(order.id)} onChange={() => toggle(order.id)} slotProps={{ input: { "aria-label": t.selectOrder(reference) } }} sx={{ p: 0.5 }} />
                      <Box sx={{ minWidth: 0, flex: 1 }}>
                        <Typography sx={{ fontWeight: 700, fontFamily: "monospace" }}>{reference}</Typography>
                        <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
                          {order.customer.name} · {order.shippingAddress.city} {order.shippingAddress.pincode} · {formatAdminRupees(order.totalAmount)} · {order.paymentLabel} · {formatDate(order.orderDate)}
                        </Typography>
                        {order.bookingError ? (
                          <Typography variant="body2" color="error">
                            {t.lastError} {order.bookingError}
                          </Typography>
                        ) : null}
                      </Box>
                    </Paper>
                  );
                })}
              </Stack>
              <Button variant="contained" startIcon={<LocalShippingOutlined />} disabled={chosen.size === 0} loading={creating.loading} onClick={() => void book()} sx={{ mt: 1.5 }}>
                {t.book(chosen.size)}
              </Button>
            </>
          )}
        </CardContent>
      </Card>
      <Card variant="outlined" component="section" aria-label={t.ndrHeading}>
        <CardHeader title={t.ndrHeading} subheader={t.ndrHint} slotProps={{ title: { variant: "h6", component: "h2" } }} />
        <CardContent sx={{ pt: 0 }}>
          {failures.length === 0 ? (
            <Typography color="text.secondary">{t.ndrEmpty}</Typography>
          ) : (
            <Stack component="ul" spacing={1} sx={{ listStyle: "none", m: 0, p: 0 }}>
              {failures.map((s) => (
                <Paper component="li" key={s.id} variant="outlined" aria-label={`${s.orderReference} ${s.awb}`} sx={{ p: 1.5, borderRadius: 2 }}>
                  <Typography sx={{ fontWeight: 700 }}>
                    {s.orderReference} · {s.courierName} {s.awb}
                  </Typography>
                  <Typography variant="body2">
                    {t.reason}: {s.deliveryFailureReason ?? "—"}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t.answer}: {s.deliveryFailureAnswer ?? t.noAnswer}
                  </Typography>
                  <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ mt: 1 }}>
                    <Button size="small" variant="outlined" disabled={resolving.loading} onClick={() => void answer(s.id, "REATTEMPT")} aria-label={t.reattemptOf(s.awb)}>
                      {t.reattempt}
                    </Button>
                    <Button size="small" variant="outlined" color="warning" disabled={resolving.loading} onClick={() => void answer(s.id, "RETURN_TO_ORIGIN")} aria-label={t.rtoOf(s.awb)}>
                      {t.rto}
                    </Button>
                  </Stack>
                </Paper>
              ))}
            </Stack>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}
