import { variantLabel } from "../../common/sizes";
import { useMutation, useQuery } from "@apollo/client/react";
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
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { adminTexts } from "../../common/adminTexts";
import { serverMessage } from "../../common/errors";
import { formatAdminRupees, formatDate, formatDateTime } from "../../common/format";
import { orderReference } from "../../common/order/orderReference";
import { texts } from "../../common/texts";
import { useSnackbar } from "../../common/toasts";
import type { AdminReturnFieldsFragment, ReturnReason, ReturnStatus } from "../../gql/graphql";
import { PageHeader } from "../PageHeader";
import { ReturnSettings } from "./ReturnSettings";
import {
  AdminReturnRequestDocument,
  AdminReturnRequestsDocument,
  ApproveReturnDocument,
  MarkReturnPickedUpDocument,
  ReceiveReturnDocument,
  RecordManualRefundDocument,
  RejectReturnDocument,
  RetryReturnRefundDocument,
} from "./operations";

const t = adminTexts.returns;
const shopT = texts.shop.returns;
const STATUSES: ReturnStatus[] = ["REQUESTED", "APPROVED", "PICKED_UP", "RECEIVED", "REFUND_FAILED", "REFUNDED", "EXCHANGE_SHIPPED", "EXCHANGE_DELIVERED", "REJECTED", "CANCELLED"];
const REASONS: ReturnReason[] = ["SIZE_TOO_SMALL", "SIZE_TOO_LARGE", "DAMAGED", "NOT_AS_DESCRIBED", "CHANGED_MIND", "OTHER"];
const STATUS_LABELS: Record<string, string> = { ...shopT.statuses, REFUND_FAILED: "Refund failed" };

/** Admin → Returns (issue 26): the queue with filters (status, reason, age), newest first, and each request's detail. */
export function AdminReturnsPage() {
  const [status, setStatus] = useState<ReturnStatus | "">("");
  const [reason, setReason] = useState<ReturnReason | "">("");
  const [age, setAge] = useState(0);
  const filter = { status: status || null, reason: reason || null, olderThanDays: age || null };
  const { data, loading, error, fetchMore, refetch } = useQuery(AdminReturnRequestsDocument, { variables: { filter }, fetchPolicy: "cache-and-network" });
  const [openId, setOpenId] = useState<string | null>(null);
  const requests = data?.returnRequests.edges.map((e) => e.node) ?? [];

  return (
    <Box>
      <PageHeader title={t.heading} subtitle={t.subtitle} />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ mb: 2 }}>
        <TextField select size="small" label={t.status} value={status} onChange={(e) => setStatus(e.target.value as ReturnStatus | "")} sx={{ minWidth: 180 }}>
          <MenuItem value="">{t.any}</MenuItem>
          {STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {STATUS_LABELS[s]}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label={t.reason} value={reason} onChange={(e) => setReason(e.target.value as ReturnReason | "")} sx={{ minWidth: 180 }}>
          <MenuItem value="">{t.any}</MenuItem>
          {REASONS.map((r) => (
            <MenuItem key={r} value={r}>
              {shopT.reasons[r]}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label={t.age} value={age} onChange={(e) => setAge(Number(e.target.value))} sx={{ minWidth: 160 }}>
          {[0, 2, 7].map((d) => (
            <MenuItem key={d} value={d}>
              {t.ages[d]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {error ? <Alert severity="error">{serverMessage(error)}</Alert> : null}
      <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: 3 }}>
        <Table aria-label={t.heading} size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t.order}</TableCell>
              <TableCell>{t.customer}</TableCell>
              <TableCell>{t.kind}</TableCell>
              <TableCell>{t.items}</TableCell>
              <TableCell>{t.status}</TableCell>
              <TableCell>{t.requested}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {requests.map((r) => (
              <TableRow key={r.id} hover>
                <TableCell sx={{ fontWeight: 700 }}>{r.orderReference}</TableCell>
                <TableCell>{r.customer.email}</TableCell>
                <TableCell>{shopT.kind[r.kind]}</TableCell>
                <TableCell>
                  {r.lines.map((l) => (
                    <div key={l.id}>
                      {l.quantity} × {l.title} · {shopT.reasons[l.reason]}
                    </div>
                  ))}
                </TableCell>
                <TableCell>
                  <Chip size="small" label={STATUS_LABELS[r.status]} color={r.status === "REFUND_FAILED" ? "error" : r.status === "REQUESTED" ? "warning" : "default"} />
                </TableCell>
                <TableCell>{formatDate(r.createdAt)}</TableCell>
                <TableCell align="right">
                  <Button size="small" variant="outlined" onClick={() => setOpenId(r.id)} aria-label={t.openOf(r.orderReference)}>
                    {t.open}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
            {!loading && requests.length === 0 ? (
              <TableRow>
                <TableCell colSpan={7} sx={{ textAlign: "center", color: "text.secondary", py: 4 }}>
                  {t.empty}
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
      {data?.returnRequests.pageInfo.hasNextPage ? (
        <Box sx={{ display: "flex", justifyContent: "center", mt: 2 }}>
          <Button variant="outlined" onClick={() => void fetchMore({ variables: { after: data.returnRequests.pageInfo.endCursor } })}>
            {t.more}
          </Button>
        </Box>
      ) : null}
      <ReturnSettings />
      {openId ? <ReturnDetailLoader id={openId} onClose={() => setOpenId(null)} onChanged={() => void refetch()} /> : null}
    </Box>
  );
}

/** The opened request, read in full (photos, notes, history, refund), then shown. */
function ReturnDetailLoader({ id, onClose, onChanged }: { id: string; onClose: () => void; onChanged: () => void }) {
  const { data, error } = useQuery(AdminReturnRequestDocument, { variables: { id }, fetchPolicy: "cache-and-network" });
  if (error) return <Alert severity="error">{serverMessage(error)}</Alert>;
  return data ? <ReturnDetail request={data.returnRequest} onClose={onClose} onChanged={onChanged} /> : null;
}

/** One request: lines with photos, refund details, history and the next steps the status machine allows. */
function ReturnDetail({ request, onClose, onChanged }: { request: AdminReturnFieldsFragment; onClose: () => void; onChanged: () => void }) {
  const titleId = useId();
  const { enqueueSnackbar } = useSnackbar();
  const [error, setError] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [rejectReason, setRejectReason] = useState("");
  const [restock, setRestock] = useState<Record<string, boolean>>(() => Object.fromEntries(request.lines.map((l) => [l.orderLineId, true])));
  const [approve, approving] = useMutation(ApproveReturnDocument);
  const [reject, rejectingState] = useMutation(RejectReturnDocument);
  const [pickUp, pickingUp] = useMutation(MarkReturnPickedUpDocument);
  const [receive, receiving] = useMutation(ReceiveReturnDocument);
  const [retry, retrying] = useMutation(RetryReturnRefundDocument);
  const [recordManual, recording] = useMutation(RecordManualRefundDocument);
  const [reference, setReference] = useState("");
  const busy = approving.loading || rejectingState.loading || pickingUp.loading || receiving.loading || retrying.loading || recording.loading;
  const next = new Set(request.nextStatuses);

  async function run(action: () => Promise<unknown>) {
    setError(null);
    try {
      await action();
      enqueueSnackbar(t.saved, { variant: "success" });
      onChanged();
    } catch (e) {
      setError(serverMessage(e));
    }
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t.detailTitle(request.orderReference)}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          {error ? <Alert severity="error">{error}</Alert> : null}
          <Box sx={{ display: "flex", gap: 1, alignItems: "center" }}>
            <Chip label={STATUS_LABELS[request.status]} />
            <Typography variant="body2">
              {shopT.kind[request.kind]} · {request.customer.email}
            </Typography>
          </Box>
          {request.lines.map((l) => (
            <Paper key={l.id} variant="outlined" sx={{ p: 1.5 }}>
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {l.quantity} × {l.title}
                {variantLabel(l) ? ` (${variantLabel(l)})` : ""}
                {l.exchangeVariant ? ` → ${variantLabel(l.exchangeVariant)}` : ""}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {shopT.reasons[l.reason]}
                {l.note ? `: ${l.note}` : ""}
              </Typography>
              {l.photos.length ? (
                <Stack direction="row" spacing={1} sx={{ mt: 1 }} aria-label={t.photos}>
                  {l.photos.map((url) => (
                    <a key={url} href={url} target="_blank" rel="noreferrer">
                      <Box component="img" src={url} alt={`${t.photos}: ${l.title}`} sx={{ width: 72, height: 72, objectFit: "cover", borderRadius: 1 }} />
                    </a>
                  ))}
                </Stack>
              ) : null}
              {next.has("RECEIVED") ? (
                <RadioGroup
                  row
                  aria-label={`${l.title}: ${t.restock}`}
                  value={restock[l.orderLineId] ? "restock" : "damaged"}
                  onChange={(e) => setRestock((r) => ({ ...r, [l.orderLineId]: e.target.value === "restock" }))}
                >
                  <FormControlLabel value="restock" control={<Radio size="small" />} label={t.restock} />
                  <FormControlLabel value="damaged" control={<Radio size="small" />} label={t.damaged} />
                </RadioGroup>
              ) : l.restock !== null && l.restock !== undefined ? (
                <Typography variant="caption">{l.restock ? t.restock : t.damaged}</Typography>
              ) : null}
            </Paper>
          ))}
          {request.refundTo ? <Typography variant="body2">{t.refundTo(request.refundTo)}</Typography> : null}
          {request.status === "REFUNDED" || request.status === "REFUND_FAILED" || request.awaitingManualRefund ? (
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {t.refund(formatAdminRupees(request.refundAmount))}
            </Typography>
          ) : null}
          {request.manualRefundAmount > 0 ? (
            // How it goes back: the part paid online to where it came from, the cash part by hand (issue 43 item 6).
            <Typography variant="body2">
              {request.onlineRefundAmount > 0
                ? t.refundParts(formatAdminRupees(request.onlineRefundAmount), formatAdminRupees(request.manualRefundAmount))
                : t.refundByHand(formatAdminRupees(request.manualRefundAmount))}
            </Typography>
          ) : null}
          {request.awaitingManualRefund ? (
            <Stack spacing={1}>
              <Alert severity="info">{t.recordHint(formatAdminRupees(request.manualRefundAmount))}</Alert>
              <TextField size="small" label={t.manualReference} value={reference} onChange={(e) => setReference(e.target.value)} />
            </Stack>
          ) : null}
          {request.refundFailureReason ? <Alert severity="warning">{t.refundFailed(request.refundFailureReason)}</Alert> : null}
          {request.replacementOrderId ? (
            // An exchange's money is fixed only when its replacement is cancelled (then it is refunded instead).
            <Alert severity="info">{(request.refundMethod ? t.replacementCancelled : t.replacement)(orderReference(request.replacementOrderId))}</Alert>
          ) : null}
          {request.creditNoteNumber && request.status === "REFUNDED" ? (
            <Button variant="outlined" href={`/api/admin/returns/credit-note/${encodeURIComponent(request.id)}`} download sx={{ alignSelf: "flex-start" }}>
              {t.creditNote(request.creditNoteNumber)}
            </Button>
          ) : null}
          <Box component="ol" aria-label={t.history} sx={{ m: 0, pl: 2.5, fontSize: 13 }}>
            {request.history.map((h, i) => (
              <li key={i}>
                {formatDateTime(h.changedAt)}: {STATUS_LABELS[h.to]} — {h.note}
                {h.changedBy ? ` (${h.changedBy})` : ""}
              </li>
            ))}
          </Box>
          {rejecting ? (
            <TextField label={t.rejectReason} value={rejectReason} onChange={(e) => setRejectReason(e.target.value)} multiline minRows={2} autoFocus />
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: "wrap", gap: 1 }}>
        <Button onClick={onClose}>{t.close}</Button>
        {next.has("REJECTED") ? (
          rejecting ? (
            <Button color="error" variant="contained" disabled={busy} onClick={() => void run(() => reject({ variables: { id: request.id, reason: rejectReason } }))}>
              {t.confirmReject}
            </Button>
          ) : (
            <Button color="error" onClick={() => setRejecting(true)}>
              {t.reject}
            </Button>
          )
        ) : null}
        {next.has("APPROVED") ? (
          <Button variant="contained" disabled={busy} onClick={() => void run(() => approve({ variables: { id: request.id } }))}>
            {t.approve}
          </Button>
        ) : null}
        {next.has("PICKED_UP") ? (
          <Button variant="contained" disabled={busy} onClick={() => void run(() => pickUp({ variables: { id: request.id } }))}>
            {t.pickedUp}
          </Button>
        ) : null}
        {next.has("RECEIVED") ? (
          <Button
            variant="contained"
            disabled={busy}
            onClick={() =>
              void run(() =>
                receive({ variables: { input: { id: request.id, lines: request.lines.map((l) => ({ orderLineId: l.orderLineId, restock: restock[l.orderLineId] ?? true })) } } }),
              )
            }
          >
            {t.receive}
          </Button>
        ) : null}
        {request.awaitingManualRefund ? (
          <Button variant="contained" disabled={busy} onClick={() => void run(() => recordManual({ variables: { id: request.id, reference } }))}>
            {t.recordManual}
          </Button>
        ) : null}
        {request.status === "REFUND_FAILED" ? (
          <Button variant="contained" color="warning" disabled={busy} onClick={() => void run(() => retry({ variables: { id: request.id } }))}>
            {t.retry}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
