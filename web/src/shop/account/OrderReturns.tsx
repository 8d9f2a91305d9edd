import { variantLabel } from "../../common/sizes";
import { useMutation, useQuery } from "@apollo/client/react";
import AssignmentReturnOutlined from "@mui/icons-material/AssignmentReturnOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useId, useState, type ChangeEvent, type FormEvent } from "react";
import { serverMessage } from "../../common/errors";
import { formatDate, formatDateTime, formatRupees } from "../../common/format";
import { texts } from "../../common/texts";
import { useSnackbar } from "../../common/toasts";
import { graphql } from "../../gql";
import type { ShopOrderReturnsQuery } from "../../gql/graphql";

const t = texts.shop.returns;
const REASONS = ["SIZE_TOO_SMALL", "SIZE_TOO_LARGE", "DAMAGED", "NOT_AS_DESCRIBED", "CHANGED_MIND", "OTHER"] as const;

export const ShopOrderReturnsDocument = graphql(`
  query ShopOrderReturns($id: ID!) {
    order(id: $id) {
      id
      status
      returnRequested
      returnWindowEndsAt
      lines {
        id
        productId
        title
        size
        colour
        quantity
        listPrice
      }
      returns {
        id
        kind
        status
        refundAmount
        onlineRefundAmount
        manualRefundAmount
        creditNoteNumber
        rejectionReason
        createdAt
        lines {
          id
          orderLineId
          title
          size
          colour
          quantity
          reason
          exchangeVariant {
            id
            size
            colour
          }
        }
        history {
          to
          note
          changedAt
        }
      }
    }
  }
`);

const ReturnVariantsDocument = graphql(`
  query ShopReturnVariants($id: ID!) {
    product(id: $id) {
      id
      variants {
        id
        size
        colour
        stock
        price
      }
    }
  }
`);

const RequestReturnDocument = graphql(`
  mutation ShopRequestReturn($input: RequestReturnInput!) {
    requestReturn(input: $input) {
      id
      status
    }
  }
`);

const CancelReturnDocument = graphql(`
  mutation ShopCancelReturn($id: ID!) {
    cancelReturn(id: $id) {
      id
      status
    }
  }
`);

export const UploadReturnPhotoDocument = graphql(`
  mutation UploadReturnPhoto($file: Upload!) {
    uploadReturnPhoto(file: $file) {
      url
    }
  }
`);

type OrderData = NonNullable<ShopOrderReturnsQuery["order"]>;
type Line = OrderData["lines"][number];


/** "Return requested" beside an order's status badge while one of its requests is open. */
export function ReturnRequestedChip({ show }: { show: boolean | null | undefined }) {
  return show ? <Chip size="small" variant="outlined" color="warning" label={t.returnRequested} sx={{ fontWeight: 700 }} /> : null;
}

/**
 * The order details' returns part (issue 26): "Return or exchange" per line of a delivered order within the window,
 * and each request with its status, history, refund and credit note. The server decides every rule; its message shows.
 */
export function OrderReturns({ orderId }: { orderId: string }) {
  const { data, refetch } = useQuery(ShopOrderReturnsDocument, { variables: { id: orderId }, fetchPolicy: "cache-and-network" });
  const [dialogLine, setDialogLine] = useState<Line | null>(null);
  const [cancel] = useMutation(CancelReturnDocument);
  const { enqueueSnackbar } = useSnackbar();
  const order = data?.order;
  if (!order) return null;
  const windowOpen = order.status === "DELIVERED" && order.returnWindowEndsAt !== null && new Date(order.returnWindowEndsAt) > new Date();
  // A paid order on its way: the lines show now, their button saying when it can be used.
  const onItsWay = order.status === "CONFIRMED" || order.status === "SHIPPED";
  if (order.status !== "DELIVERED" && !onItsWay && order.returns.length === 0) return null;
  /** Why a line cannot be returned now, or null when it can. */
  const whyNot = (left: number): string | null =>
    onItsWay ? t.notDeliveredYet : !windowOpen ? (order.returnWindowEndsAt ? t.windowEnded(formatDate(order.returnWindowEndsAt)) : t.windowClosed) : left <= 0 ? t.alreadyAsked : null;

  const asked = (lineId: string) =>
    order.returns.filter((r) => r.status !== "REJECTED" && r.status !== "CANCELLED").flatMap((r) => r.lines.filter((l) => l.orderLineId === lineId)).reduce((n, l) => n + l.quantity, 0);

  return (
    <section aria-label={t.heading}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {t.heading}
      </Typography>
      {windowOpen ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t.windowOpen(formatDate(order.returnWindowEndsAt!))}
        </Typography>
      ) : null}
      {order.status === "DELIVERED" || onItsWay ? (
        <Stack spacing={1} sx={{ mb: 2 }}>
          {order.lines.map((line) => (
            <ReturnLine key={line.id} line={line} whyNot={whyNot(line.quantity - asked(line.id))} onOpen={() => setDialogLine(line)} />
          ))}
        </Stack>
      ) : null}
      <Stack spacing={1.5}>
        {order.returns.map((request) => (
          <Paper key={request.id} variant="outlined" sx={{ p: 1.5, borderRadius: 2 }} aria-label={`${t.kind[request.kind]} ${formatDate(request.createdAt)}`}>
            <Box sx={{ display: "flex", justifyContent: "space-between", alignItems: "center", gap: 1 }}>
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {t.kind[request.kind]} · {formatDate(request.createdAt)}
              </Typography>
              <Chip size="small" label={t.statuses[request.status] ?? request.status} data-status={request.status} />
            </Box>
            {request.lines.map((l) => (
              <Typography key={l.id} variant="body2" color="text.secondary">
                {l.quantity} × {l.title}
                {variantLabel(l) ? ` (${variantLabel(l)})` : ""}
                {l.exchangeVariant ? ` → ${variantLabel(l.exchangeVariant)}` : ""} · {t.reasons[l.reason]}
              </Typography>
            ))}
            {request.rejectionReason ? <Alert severity="info" sx={{ mt: 1 }}>{t.rejectedBecause(request.rejectionReason)}</Alert> : null}
            {request.status === "REFUNDED" ? (
              <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 600 }}>
                {t.refundOf(formatRupees(request.refundAmount))}
              </Typography>
            ) : null}
            {request.status === "REFUNDED" && request.onlineRefundAmount > 0 && request.manualRefundAmount > 0 ? (
              // A part-paid cash-on-delivery order's return: the advance back where it came from, the cash part by hand.
              <Typography variant="body2" color="text.secondary">
                {t.refundParts(formatRupees(request.onlineRefundAmount), formatRupees(request.manualRefundAmount))}
              </Typography>
            ) : null}
            <Box component="ol" aria-label={t.history} sx={{ m: 0, mt: 1, pl: 2.5, fontSize: 13, color: "text.secondary" }}>
              {request.history.map((h, i) => (
                <li key={i}>
                  {formatDateTime(h.changedAt)}: {t.statuses[h.to] ?? h.to}
                </li>
              ))}
            </Box>
            <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
              {request.creditNoteNumber && request.status === "REFUNDED" ? (
                <Button size="small" variant="text" href={`/api/shop/returns/credit-note/${encodeURIComponent(request.id)}`} download>
                  {t.creditNote(request.creditNoteNumber)}
                </Button>
              ) : null}
              {request.status === "REQUESTED" || request.status === "APPROVED" ? (
                <Button
                  size="small"
                  color="inherit"
                  onClick={async () => {
                    try {
                      await cancel({ variables: { id: request.id } });
                      enqueueSnackbar(t.cancelled, { variant: "success" });
                      await refetch();
                    } catch (error) {
                      enqueueSnackbar(serverMessage(error), { variant: "error" });
                    }
                  }}
                >
                  {t.cancelRequest}
                </Button>
              ) : null}
            </Stack>
          </Paper>
        ))}
      </Stack>
      {dialogLine ? (
        <ReturnDialog
          orderId={order.id}
          line={dialogLine}
          left={dialogLine.quantity - asked(dialogLine.id)}
          onClose={() => setDialogLine(null)}
          onDone={async () => {
            setDialogLine(null);
            await refetch();
          }}
        />
      ) : null}
    </section>
  );
}

/** A line with its "Return or exchange"; when it cannot be pressed, why, beside it (and as its description). */
function ReturnLine({ line, whyNot, onOpen }: { line: Line; whyNot: string | null; onOpen: () => void }) {
  const whyId = useId();
  const title = variantLabel(line) ? `${line.title} (${variantLabel(line)})` : line.title;
  return (
    <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 1, flexWrap: "wrap" }}>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2">{title}</Typography>
        {whyNot ? (
          <Typography id={whyId} variant="caption" color="text.secondary">
            {whyNot}
          </Typography>
        ) : null}
      </Box>
      <Button
        size="small"
        variant="outlined"
        startIcon={<AssignmentReturnOutlined />}
        disabled={whyNot !== null}
        onClick={onOpen}
        aria-label={t.actionOf(title)}
        aria-describedby={whyNot ? whyId : undefined}
      >
        {t.action}
      </Button>
    </Box>
  );
}

/** The request form for one line: refund or exchange, quantity, reason, note, photos, and the new size. */
function ReturnDialog({ orderId, line, left, onClose, onDone }: { orderId: string; line: Line; left: number; onClose: () => void; onDone: () => Promise<void> }) {
  const titleId = useId();
  const [kind, setKind] = useState<"refund" | "exchange">("refund");
  const [quantity, setQuantity] = useState(1);
  // No reason until the shopper picks one: a pre-filled reason would be the shop's guess, not theirs.
  const [reason, setReason] = useState<string>("");
  const [reasonMissing, setReasonMissing] = useState(false);
  const [note, setNote] = useState("");
  const [photos, setPhotos] = useState<string[]>([]);
  const [variantId, setVariantId] = useState("");
  const [error, setError] = useState<string | null>(null);
  const { enqueueSnackbar } = useSnackbar();
  const { data: productData } = useQuery(ReturnVariantsDocument, { variables: { id: line.productId }, skip: kind !== "exchange" });
  const [request, { loading }] = useMutation(RequestReturnDocument);
  const [upload, { loading: uploading }] = useMutation(UploadReturnPhotoDocument);
  const title = variantLabel(line) ? `${line.title} (${variantLabel(line)})` : line.title;
  // Same price, another size or colour: what the server accepts (it checks again).
  const choices = (productData?.product.variants ?? []).filter((v) => v.price === line.listPrice && !(v.size === (line.size ?? null) && v.colour === (line.colour ?? null)));

  async function addPhoto(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    try {
      const { data } = await upload({ variables: { file } });
      if (data) setPhotos((p) => [...p, data.uploadReturnPhoto.url].slice(0, 5));
    } catch (e) {
      setError(serverMessage(e));
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!reason) {
      setReasonMissing(true);
      return;
    }
    try {
      await request({
        variables: {
          input: {
            orderId,
            lines: [{ orderLineId: line.id, quantity, reason: reason as (typeof REASONS)[number], note: note || null, photos, exchangeVariantId: kind === "exchange" ? variantId || null : null }],
          },
        },
      });
      enqueueSnackbar(t.submitted, { variant: "success" });
      await onDone();
    } catch (e) {
      setError(serverMessage(e));
    }
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t.dialogTitle(title)}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            {error ? <Alert severity="error">{error}</Alert> : null}
            <RadioGroup aria-label={t.whatLabel} value={kind} onChange={(e) => setKind(e.target.value as "refund" | "exchange")}>
              <FormControlLabel value="refund" control={<Radio />} label={t.refund} />
              <FormControlLabel value="exchange" control={<Radio />} label={t.exchange} />
            </RadioGroup>
            <TextField select label={t.quantity} value={quantity} onChange={(e) => setQuantity(Number(e.target.value))}>
              {Array.from({ length: Math.max(1, left) }, (_, i) => i + 1).map((n) => (
                <MenuItem key={n} value={n}>
                  {n}
                </MenuItem>
              ))}
            </TextField>
            {kind === "exchange" ? (
              choices.length ? (
                <TextField select label={t.newSize} value={variantId} onChange={(e) => setVariantId(e.target.value)} required>
                  {choices.map((v) => (
                    <MenuItem key={v.id} value={v.id} disabled={v.stock <= 0}>
                      {variantLabel(v)}
                      {v.stock <= 0 ? ` (${t.soldOut})` : ""}
                    </MenuItem>
                  ))}
                </TextField>
              ) : productData ? (
                <Alert severity="info">{t.noOtherSize}</Alert>
              ) : null
            ) : null}
            <TextField
              select
              required
              label={t.reason}
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                setReasonMissing(false);
              }}
              error={reasonMissing}
              helperText={reasonMissing ? t.chooseReason : undefined}
            >
              {REASONS.map((r) => (
                <MenuItem key={r} value={r}>
                  {t.reasons[r]}
                </MenuItem>
              ))}
            </TextField>
            <TextField label={t.note} helperText={t.noteHint} value={note} onChange={(e) => setNote(e.target.value)} multiline minRows={2} slotProps={{ htmlInput: { maxLength: 500 } }} />
            <Box>
              <Typography variant="body2" sx={{ mb: 0.5 }}>
                {t.photos}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", alignItems: "center" }}>
                {photos.map((url) => (
                  <Box key={url} component="img" src={url} alt="" sx={{ width: 48, height: 48, objectFit: "cover", borderRadius: 1 }} />
                ))}
                {photos.length < 5 ? (
                  <Button component="label" size="small" variant="outlined" loading={uploading}>
                    {t.addPhoto}
                    <input hidden type="file" accept="image/jpeg,image/png,image/webp" onChange={(e) => void addPhoto(e)} />
                  </Button>
                ) : null}
              </Stack>
            </Box>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t.cancel}</Button>
          <Button type="submit" variant="contained" loading={loading} disabled={uploading}>
            {t.submit}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
