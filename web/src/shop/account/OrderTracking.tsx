import { useMutation, useQuery } from "@apollo/client/react";
import LocalShippingOutlined from "@mui/icons-material/LocalShippingOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { accountTexts } from "../../common/accountTexts";
import { serverMessage } from "../../common/errors";
import { formatDateTime, formatDay } from "../../common/format";
import { useSnackbar } from "../../common/toasts";
import { graphql } from "../../gql";

const t = accountTexts.tracking;

export const OrderShipmentsDocument = graphql(`
  query ShopOrderShipments($id: ID!) {
    order(id: $id) {
      id
      shipments {
        id
        direction
        awb
        courierName
        status
        trackingUrl
        expectedDeliveryDate
        deliveryFailureReason
        deliveryFailureAnswer
        rescheduleDates
        events {
          status
          at
          location
          note
        }
      }
    }
  }
`);

export const RescheduleDeliveryDocument = graphql(`
  mutation ShopRescheduleDelivery($id: ID!, $date: String!, $note: String) {
    rescheduleDelivery(shipmentId: $id, date: $date, note: $note) {
      id
      status
      deliveryFailureAnswer
      rescheduleDates
    }
  }
`);

/** A failed delivery's answer: one of the next three working days (the server's list), and a note for the courier. */
function Reschedule({ shipment }: { shipment: { id: string; rescheduleDates: string[]; deliveryFailureReason?: string | null; deliveryFailureAnswer?: string | null } }) {
  const { enqueueSnackbar } = useSnackbar();
  const [date, setDate] = useState(shipment.rescheduleDates[0] ?? "");
  const [note, setNote] = useState("");
  const [reschedule, { loading }] = useMutation(RescheduleDeliveryDocument);
  return (
    <Box component="form" aria-label={t.chooseDay} onSubmit={(e) => {
      e.preventDefault();
      void reschedule({ variables: { id: shipment.id, date, note: note.trim() || null } })
        .then(() => enqueueSnackbar(t.rescheduled, { variant: "success" }))
        .catch((error: unknown) => enqueueSnackbar(serverMessage(error), { variant: "error" }));
    }}>
      <Alert severity="warning" sx={{ mb: 1.5 }}>
        {t.failed(shipment.deliveryFailureReason ?? null)}
        {shipment.deliveryFailureAnswer ? <Box>{t.answered(shipment.deliveryFailureAnswer)}</Box> : null}
      </Alert>
      <Typography variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
        {t.chooseDay}
      </Typography>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1}>
        <TextField select size="small" label={t.day} value={date} onChange={(e) => setDate(e.target.value)} sx={{ minWidth: 200 }}>
          {shipment.rescheduleDates.map((d) => (
            <MenuItem key={d} value={d}>
              {formatDay(d)}
            </MenuItem>
          ))}
        </TextField>
        <TextField size="small" label={t.note} value={note} onChange={(e) => setNote(e.target.value)} slotProps={{ htmlInput: { maxLength: 300 } }} sx={{ flex: 1 }} />
      </Stack>
      <Button type="submit" variant="contained" loading={loading} disabled={!date} sx={{ mt: 1.5 }}>
        {t.reschedule}
      </Button>
    </Box>
  );
}

/** The order's parcel on the shopper's order page (issue 42): courier, AWB, expected date, tracking link, timeline. */
export function OrderTracking({ orderId }: { orderId: string }) {
  const { data } = useQuery(OrderShipmentsDocument, { variables: { id: orderId }, fetchPolicy: "cache-and-network" });
  const shipments = (data?.order.shipments ?? []).filter((s) => s.status !== "CANCELLED");
  if (shipments.length === 0) return null;
  return (
    <Box component="section" aria-label={t.heading}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1, display: "flex", alignItems: "center", gap: 1 }}>
        <LocalShippingOutlined fontSize="small" aria-hidden /> {t.heading}
      </Typography>
      <Stack spacing={2}>
        {shipments.map((s) => (
          <Box key={s.id}>
            <Typography sx={{ fontWeight: 700 }}>
              {s.direction === "REVERSE" ? `${t.returnPickup}: ` : ""}
              {t.status[s.status]}
            </Typography>
            <Box component="dl" sx={{ m: 0, display: "grid", gridTemplateColumns: "auto 1fr", columnGap: 2, rowGap: 0.25, fontSize: 14 }}>
              <Box component="dt" sx={{ color: "text.secondary" }}>{t.courier}</Box>
              <Box component="dd" sx={{ m: 0 }}>{s.courierName}</Box>
              <Box component="dt" sx={{ color: "text.secondary" }}>{t.awb}</Box>
              <Box component="dd" sx={{ m: 0, fontFamily: "monospace", overflowWrap: "anywhere" }}>{s.awb}</Box>
              {s.expectedDeliveryDate && s.status !== "DELIVERED" ? (
                <>
                  <Box component="dt" sx={{ color: "text.secondary" }}>{t.expected}</Box>
                  <Box component="dd" sx={{ m: 0 }}>{formatDay(s.expectedDeliveryDate)}</Box>
                </>
              ) : null}
            </Box>
            <Link href={s.trackingUrl} target="_blank" rel="noopener" variant="body2" sx={{ display: "inline-block", mt: 0.5 }}>
              {t.track}
            </Link>
            {s.rescheduleDates.length ? (
              <Box sx={{ mt: 1.5 }}>
                <Reschedule shipment={s} />
              </Box>
            ) : null}
            <Typography variant="body2" sx={{ fontWeight: 600, mt: 1.5 }}>
              {t.timeline}
            </Typography>
            <Box component="ol" aria-label={t.timeline} sx={{ m: 0, pl: 2.5 }}>
              {[...s.events].reverse().map((e, i) => (
                <li key={i}>
                  <Typography variant="body2">
                    <strong>{t.status[e.status]}</strong> · {formatDateTime(e.at)}
                    {e.location ? ` · ${e.location}` : ""}
                    {e.note ? ` · ${e.note}` : ""}
                  </Typography>
                </li>
              ))}
            </Box>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
