import { useApolloClient, useMutation, useQuery } from "@apollo/client/react";
import LocalShippingOutlined from "@mui/icons-material/LocalShippingOutlined";
import PrintOutlined from "@mui/icons-material/PrintOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { adminTexts } from "../../common/adminTexts";
import { serverMessage } from "../../common/errors";
import { formatAdminRupees, formatDateTime } from "../../common/format";
import { useSnackbar } from "../../common/toasts";
import type { ShipmentStatus } from "../../gql/graphql";
import { CancelShipmentDocument, CreateShipmentDocument, OrderShipmentsDocument, SimulateShipmentEventDocument } from "./shippingOperations";
import { labelsHref } from "./ShippingQueues";

const t = adminTexts.shipping;
const SCANS: ShipmentStatus[] = [
  "PICKED_UP",
  "IN_TRANSIT",
  "OUT_FOR_DELIVERY",
  "DELIVERY_FAILED",
  "DELIVERED",
  "RTO_INITIATED",
  "RTO_DELIVERED",
];

/**
 * The order dialog's parcel (issue 42): booking it with the courier (or why the last try failed), its AWB, courier,
 * label, timeline and a cancel before pickup; with the offline courier, a scan acted out (a real webhook to the shop).
 */
export function OrderShipments({ orderId, status, awaitingCodConfirmation }: { orderId: string; status: string; awaitingCodConfirmation: boolean }) {
  const { enqueueSnackbar } = useSnackbar();
  const { data, refetch: refetchShipments } = useQuery(OrderShipmentsDocument, { variables: { id: orderId }, fetchPolicy: "cache-and-network" });
  // A scan moves the order too (shipped, delivered, collected): the dialog's order is read again with the parcel.
  const client = useApolloClient();
  const refetch = () => Promise.all([refetchShipments(), client.refetchQueries({ include: ["AdminOrder"] })]);
  const [create, creating] = useMutation(CreateShipmentDocument);
  const [cancel, cancelling] = useMutation(CancelShipmentDocument);
  const [simulate, simulating] = useMutation(SimulateShipmentEventDocument);
  const [scan, setScan] = useState<ShipmentStatus>("PICKED_UP");
  const order = data?.order;
  if (!order) return null;
  const live = order.shipments.filter((s) => s.status !== "CANCELLED");
  const unbooked = status === "CONFIRMED" && !live.some((s) => s.direction === "FORWARD");
  // The server refuses to book a COD order its shopper has not confirmed (shipmentBookingRefusal): no button to press.
  const canBook = unbooked && !awaitingCodConfirmation;

  async function run(action: () => Promise<string>) {
    try {
      enqueueSnackbar(await action(), { variant: "success" });
      await refetch();
    } catch (e) {
      enqueueSnackbar(serverMessage(e), { variant: "error" });
      await refetch();
    }
  }

  return (
    <Box component="section" aria-label={t.parcel}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {t.parcel}
      </Typography>
      {unbooked && awaitingCodConfirmation ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t.awaitingConfirmation}
        </Typography>
      ) : null}
      {canBook ? (
        <Stack spacing={1} sx={{ mb: 1.5 }}>
          <Typography variant="body2" color="text.secondary">
            {t.notBookedYet}
          </Typography>
          {order.bookingError ? <Alert severity="warning">{`${t.lastError} ${order.bookingError}`}</Alert> : null}
          <Button
            variant="contained"
            startIcon={<LocalShippingOutlined />}
            loading={creating.loading}
            onClick={() => void run(async () => t.bookedToast((await create({ variables: { orderId } })).data!.createShipment.awb))}
          >
            {t.bookOne}
          </Button>
        </Stack>
      ) : null}
      <Stack spacing={2}>
        {order.shipments.map((s) => (
          <Box key={s.id} aria-label={`${t.awb} ${s.awb}`} role="group" sx={{ border: 1, borderColor: "divider", borderRadius: 2, p: 1.5 }}>
            <Typography sx={{ fontWeight: 700 }}>
              {t.direction[s.direction]} · {t.status[s.status]}
            </Typography>
            <Typography variant="body2">
              {t.courier}: {s.courierName} · {t.awb}: <span style={{ fontFamily: "monospace" }}>{s.awb}</span>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {s.expectedDeliveryDate ? `${t.expected}: ${s.expectedDeliveryDate}` : null}
              {s.codAmount > 0 ? ` · ${t.cod}: ${formatAdminRupees(s.codAmount)}` : null}
            </Typography>
            <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ my: 1 }}>
              <Button size="small" variant="outlined" component="a" href={labelsHref([s.id])} target="_blank" rel="noopener" startIcon={<PrintOutlined />}>
                {t.label}
              </Button>
              {s.status === "BOOKED" || s.status === "PICKUP_SCHEDULED" ? (
                <Button size="small" color="warning" variant="outlined" loading={cancelling.loading} onClick={() => void run(async () => (await cancel({ variables: { id: s.id } }), t.cancelled))}>
                  {t.cancel}
                </Button>
              ) : null}
            </Stack>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t.timeline}
            </Typography>
            <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
              {s.events.map((e, i) => (
                <li key={i}>
                  <Typography variant="body2">
                    {t.status[e.status]} · {formatDateTime(e.at)}
                    {e.location ? ` · ${e.location}` : ""}
                    {e.note ? ` · ${e.note}` : ""}
                  </Typography>
                </li>
              ))}
            </Box>
            {data.shippingSandbox && s.status !== "CANCELLED" ? (
              <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ mt: 1 }}>
                <TextField select size="small" label={t.simulateStatus} value={scan} onChange={(e) => setScan(e.target.value as ShipmentStatus)} sx={{ minWidth: 200 }}>
                  {SCANS.map((status) => (
                    <MenuItem key={status} value={status}>
                      {t.status[status]}
                    </MenuItem>
                  ))}
                </TextField>
                <Button
                  size="small"
                  variant="outlined"
                  loading={simulating.loading}
                  onClick={() => void run(async () => (await simulate({ variables: { id: s.id, status: scan } }), t.simulated(t.status[scan]!)))}
                >
                  {t.simulateRun}
                </Button>
              </Stack>
            ) : null}
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
