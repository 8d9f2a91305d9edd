import { useApolloClient, useMutation, useQuery } from "@apollo/client/react";
import AddRounded from "@mui/icons-material/AddRounded";
import FileDownloadOutlined from "@mui/icons-material/FileDownloadOutlined";
import FileUploadOutlined from "@mui/icons-material/FileUploadOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Checkbox from "@mui/material/Checkbox";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TablePagination from "@mui/material/TablePagination";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type ChangeEvent, type FormEvent, useId, useRef, useState } from "react";
import { adminTexts } from "../../common/adminTexts";
import { errorField, serverMessage } from "../../common/errors";
import { useSnackbar } from "../../common/toasts";
import { useDebouncedValue } from "../../common/useDebouncedValue";
import type { AdminImportServiceablePincodesMutation, AdminServiceablePincodesQuery } from "../../gql/graphql";
import { PageHeader } from "../PageHeader";
import {
  DeleteServiceablePincodeDocument,
  ExportServiceablePincodesDocument,
  ImportServiceablePincodesDocument,
  ServiceablePincodesDocument,
  UpsertServiceablePincodeDocument,
} from "./operations";

const t = adminTexts.delivery;
type Row = AdminServiceablePincodesQuery["serviceablePincodes"]["nodes"][number];
type State = AdminServiceablePincodesQuery["indianStates"][number];
type FormField = "pincode" | "state" | "city" | "deliveryDays";
interface FormValues {
  pincode: string;
  state: string;
  city: string;
  deliveryDays: string;
  prepaidAllowed: boolean;
  codAllowed: boolean;
}
const EMPTY: FormValues = { pincode: "", state: "", city: "", deliveryDays: "3", prepaidAllowed: true, codAllowed: true };
const PAGE = 25;

/** Add or edit one pincode; the server checks every field (and that the state is the pincode's) and names the wrong one. */
function PincodeDialog({ open, editing, initial, states, onClose }: { open: boolean; editing: boolean; initial: FormValues; states: readonly State[]; onClose: (saved: boolean) => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<FormField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [save, { loading }] = useMutation(UpsertServiceablePincodeDocument);
  const titleId = useId();
  const text = (field: FormField) => ({
    value: values[field],
    error: Boolean(errors[field]),
    helperText: errors[field],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setValues((v) => ({ ...v, [field]: e.target.value }));
      setErrors((old) => ({ ...old, [field]: undefined }));
    },
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const days = Number(values.deliveryDays);
    try {
      await save({
        variables: {
          input: { pincode: values.pincode.trim(), state: values.state, city: values.city.trim(), deliveryDays: Number.isInteger(days) ? days : -1, prepaidAllowed: values.prepaidAllowed, codAllowed: values.codAllowed },
        },
        refetchQueries: [ServiceablePincodesDocument],
      });
      enqueueSnackbar(t.saved(values.pincode.trim()), { variant: "success" });
      onClose(true);
    } catch (error) {
      const field = errorField(error)?.replace(/^input\./, "") as FormField | undefined;
      if (field && field in EMPTY) setErrors({ [field]: serverMessage(error) });
      else setFormError(serverMessage(error));
    }
  }

  return (
    <Dialog open={open} onClose={() => onClose(false)} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <Box component="form" onSubmit={submit} noValidate aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{t.formTitle(editing)}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {formError ? <Alert severity="error">{formError}</Alert> : null}
            <TextField label={t.fields.pincode} {...text("pincode")} disabled={editing} slotProps={{ htmlInput: { inputMode: "numeric", maxLength: 6 } }} />
            <TextField select label={t.fields.state} {...text("state")}>
              {states.map((s) => (
                <MenuItem key={s.id} value={s.id}>
                  {s.label}
                </MenuItem>
              ))}
            </TextField>
            <TextField label={t.fields.city} {...text("city")} />
            <TextField label={t.fields.deliveryDays} type="number" {...text("deliveryDays")} slotProps={{ htmlInput: { min: 0, max: 30, step: 1 } }} />
            <FormControlLabel control={<Checkbox checked={values.prepaidAllowed} onChange={(e) => setValues((v) => ({ ...v, prepaidAllowed: e.target.checked }))} />} label={t.fields.prepaidAllowed} />
            <FormControlLabel control={<Checkbox checked={values.codAllowed} onChange={(e) => setValues((v) => ({ ...v, codAllowed: e.target.checked }))} />} label={t.fields.codAllowed} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose(false)}>{t.cancel}</Button>
          <Button type="submit" variant="contained" loading={loading}>
            {t.save}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** Import a CSV or JSON Lines file: the counts, and each refused line with its number and reason. */
function ImportPanel() {
  const { enqueueSnackbar } = useSnackbar();
  const input = useRef<HTMLInputElement>(null);
  const [result, setResult] = useState<AdminImportServiceablePincodesMutation["importServiceablePincodes"] | null>(null);
  const [run, { loading }] = useMutation(ImportServiceablePincodesDocument);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const name = file.name.toLowerCase();
    const format = name.endsWith(".csv") ? "csv" : name.endsWith(".jsonl") || name.endsWith(".ndjson") || name.endsWith(".json") ? "jsonl" : null;
    if (!format) {
      enqueueSnackbar(t.unknownFormat, { variant: "error" });
      return;
    }
    try {
      const { data } = await run({ variables: { format, content: await file.text() }, refetchQueries: [ServiceablePincodesDocument] });
      if (!data) return;
      setResult(data.importServiceablePincodes);
      const r = data.importServiceablePincodes;
      enqueueSnackbar(t.imported(r.created, r.updated, r.unchanged), { variant: r.rejected.length ? "warning" : "success" });
    } catch (error) {
      enqueueSnackbar(serverMessage(error), { variant: "error" });
    }
  }

  return (
    <Card variant="outlined" component="section" aria-label={t.importTitle} sx={{ p: 2, borderRadius: 3 }}>
      <Typography variant="h6" component="h2">
        {t.importTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t.importHint}
      </Typography>
      <input ref={input} type="file" accept=".csv,.jsonl,.ndjson,.json,text/csv,application/x-ndjson" hidden onChange={(e) => void choose(e)} data-testid="pincode-import-file" />
      <Button variant="outlined" startIcon={<FileUploadOutlined />} loading={loading} onClick={() => input.current?.click()}>
        {t.chooseFile}
      </Button>
      {result ? (
        <Box role="status" sx={{ mt: 1.5 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t.imported(result.created, result.updated, result.unchanged)}
          </Typography>
          {result.rejected.length ? (
            <Alert severity="warning" sx={{ mt: 1 }}>
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {t.rejectedHeading(result.rejected.length)}
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {result.rejected.map((r) => (
                  <li key={r.line}>{t.rejectedLine(r.line, r.reason)}</li>
                ))}
              </Box>
            </Alert>
          ) : null}
        </Box>
      ) : null}
    </Card>
  );
}

/** /admin/delivery (issue 25): the serviceable pincodes: search, add, edit, remove, import and export. */
export function AdminDeliveryPage() {
  const client = useApolloClient();
  const { enqueueSnackbar } = useSnackbar();
  const [search, setSearch] = useState("");
  const debounced = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(0);
  const { data, error, loading } = useQuery(ServiceablePincodesDocument, { variables: { search: debounced || null, first: PAGE, offset: page * PAGE } });
  const [remove] = useMutation(DeleteServiceablePincodeDocument);
  // The dialog is unmounted when closed, so each opening starts from its own values.
  const [dialog, setDialog] = useState<{ editing: boolean; initial: FormValues } | null>(null);
  const rows = data?.serviceablePincodes.nodes ?? [];
  const states = data?.indianStates ?? [];

  async function download(format: "csv" | "jsonl") {
    try {
      const { data: file } = await client.query({ query: ExportServiceablePincodesDocument, variables: { format }, fetchPolicy: "network-only" });
      if (!file) return;
      const blob = new Blob([file.exportServiceablePincodes], { type: format === "csv" ? "text/csv" : "application/x-ndjson" });
      const link = document.createElement("a");
      link.href = URL.createObjectURL(blob);
      link.download = `serviceable-pincodes.${format}`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    } catch (e) {
      enqueueSnackbar(serverMessage(e), { variant: "error" });
    }
  }

  async function removeRow(row: Row) {
    try {
      await remove({ variables: { pincode: row.pincode }, refetchQueries: [ServiceablePincodesDocument] });
      enqueueSnackbar(t.removed(row.pincode), { variant: "success" });
    } catch (e) {
      enqueueSnackbar(serverMessage(e), { variant: "error" });
    }
  }

  const edit = (row: Row) =>
    setDialog({
      editing: true,
      initial: { pincode: row.pincode, state: row.state, city: row.city, deliveryDays: String(row.deliveryDays), prepaidAllowed: row.prepaidAllowed, codAllowed: row.codAllowed },
    });

  return (
    <Box>
      <PageHeader
        title={adminTexts.pages.delivery}
        subtitle={t.subtitle}
        actions={
          <Button variant="contained" startIcon={<AddRounded />} onClick={() => setDialog({ editing: false, initial: EMPTY })}>
            {t.add}
          </Button>
        }
      />
      <Stack spacing={2}>
        <Card variant="outlined" sx={{ borderRadius: 3 }}>
          <Box sx={{ display: "flex", gap: 1.5, p: 2, flexWrap: "wrap", alignItems: "center" }}>
            <TextField
              size="small"
              label={t.search}
              value={search}
              onChange={(e) => {
                setSearch(e.target.value);
                setPage(0);
              }}
              sx={{ flex: 1, minWidth: 220 }}
              slotProps={{ htmlInput: { type: "search" } }}
            />
            <Button size="small" variant="outlined" startIcon={<FileDownloadOutlined />} onClick={() => void download("csv")}>
              {t.exportCsv}
            </Button>
            <Button size="small" variant="outlined" startIcon={<FileDownloadOutlined />} onClick={() => void download("jsonl")}>
              {t.exportJsonl}
            </Button>
          </Box>
          {error && !data ? <Alert severity="error">{serverMessage(error)}</Alert> : null}
          <TableContainer>
            <Table size="small" aria-label={adminTexts.pages.delivery}>
              <TableHead>
                <TableRow>
                  <TableCell>{t.columns.pincode}</TableCell>
                  <TableCell>{t.columns.city}</TableCell>
                  <TableCell>{t.columns.state}</TableCell>
                  <TableCell align="right">{t.columns.days}</TableCell>
                  <TableCell>{t.columns.prepaid}</TableCell>
                  <TableCell>{t.columns.cod}</TableCell>
                  <TableCell align="right">{t.columns.actions}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.pincode}>
                    <TableCell sx={{ fontWeight: 700 }}>{row.pincode}</TableCell>
                    <TableCell>{row.city}</TableCell>
                    <TableCell>{row.stateName}</TableCell>
                    <TableCell align="right">{row.deliveryDays}</TableCell>
                    <TableCell>{row.prepaidAllowed ? t.yes : t.no}</TableCell>
                    <TableCell>{row.codAllowed ? t.yes : t.no}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                      <Button size="small" onClick={() => edit(row)} aria-label={t.editLabel(row.pincode)}>
                        {t.edit}
                      </Button>
                      <Button size="small" color="error" onClick={() => void removeRow(row)} aria-label={t.removeLabel(row.pincode)}>
                        {t.remove}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
                {!loading && data && rows.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={7}>{t.empty}</TableCell>
                  </TableRow>
                ) : null}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={data?.serviceablePincodes.totalCount ?? 0}
            page={page}
            onPageChange={(_e, next) => setPage(next)}
            rowsPerPage={PAGE}
            rowsPerPageOptions={[PAGE]}
          />
        </Card>
        <ImportPanel />
      </Stack>
      {dialog ? <PincodeDialog open editing={dialog.editing} initial={dialog.initial} states={states} onClose={() => setDialog(null)} /> : null}
    </Box>
  );
}
