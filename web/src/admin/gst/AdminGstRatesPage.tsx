import { useMutation, useQuery } from "@apollo/client/react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Skeleton from "@mui/material/Skeleton";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useSnackbar } from "../../common/toasts";
import { useId, useState, type FormEvent } from "react";
import { adminTexts } from "../../common/adminTexts";
import { errorField, serverMessage } from "../../common/errors";
import { formatDateTime } from "../../common/format";
import type { AdminGstRatesQuery } from "../../gql/graphql";
import { PageHeader } from "../PageHeader";
import { AdminGstRatesDocument, UpdateGstRateDocument } from "./operations";

const t = adminTexts.gst;
type Rate = AdminGstRatesQuery["gstRates"][number];
type Field = "hsn" | "threshold" | "rateUpTo" | "rateAbove";

/** "12.5" → 12.5; "" → null (no threshold); anything else → undefined (not a number). */
function parseNumber(text: string): number | null | undefined {
  const trimmed = text.trim().replace(/,/g, "");
  if (!trimmed) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

/** One category's row: its HSN code, threshold and two rates, saved together; the server's message under the field it blames. */
function RateForm({ rate }: { rate: Rate }) {
  const { enqueueSnackbar } = useSnackbar();
  const name = t.categories[rate.category] ?? rate.category;
  const headingId = useId();
  const [values, setValues] = useState({
    hsn: rate.hsn,
    threshold: rate.threshold === null ? "" : String(rate.threshold),
    rateUpTo: String(rate.rateUpTo),
    rateAbove: String(rate.rateAbove),
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [save, { loading }] = useMutation(UpdateGstRateDocument);
  const oneRate = values.threshold.trim() === "";

  const change = (field: Field) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const threshold = parseNumber(values.threshold);
    const rateUpTo = parseNumber(values.rateUpTo);
    const rateAbove = oneRate ? rateUpTo : parseNumber(values.rateAbove);
    // Numbers are read here; every rule on them (range, decimals) is the server's.
    const local: Partial<Record<Field, string>> = {};
    if (threshold === undefined) local.threshold = t.notNumber;
    if (rateUpTo === undefined || rateUpTo === null) local.rateUpTo = t.notNumber;
    if (rateAbove === undefined || rateAbove === null) local.rateAbove = t.notNumber;
    if (Object.keys(local).length) return setErrors(local);
    try {
      await save({ variables: { input: { category: rate.category, hsn: values.hsn, threshold: threshold!, rateUpTo: rateUpTo!, rateAbove: rateAbove! } } });
      setErrors({});
      enqueueSnackbar(t.saved(name), { variant: "success" });
    } catch (error) {
      const field = errorField(error) as Field | undefined;
      if (field && ["hsn", "threshold", "rateUpTo", "rateAbove"].includes(field)) setErrors({ [field]: serverMessage(error) });
      else setFormError(serverMessage(error));
    }
  }

  const fieldProps = (field: Field) => ({
    value: values[field],
    onChange: change(field),
    error: Boolean(errors[field]),
    helperText: errors[field],
    size: "small" as const,
    fullWidth: true,
  });

  return (
    <Card component="form" variant="outlined" onSubmit={submit} aria-labelledby={headingId} noValidate sx={{ p: 2 }}>
      <Box sx={{ display: "flex", alignItems: "baseline", justifyContent: "space-between", gap: 1, mb: 1.5, flexWrap: "wrap" }}>
        <Typography id={headingId} variant="h6" component="h2">
          {name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t.updated(formatDateTime(rate.updatedAt))}
        </Typography>
      </Box>
      <Box sx={{ display: "grid", gap: 1.5, gridTemplateColumns: { xs: "1fr 1fr", md: "repeat(4, 1fr) auto" }, alignItems: "start" }}>
        <TextField label={t.hsn} {...fieldProps("hsn")} slotProps={{ htmlInput: { inputMode: "numeric" } }} />
        <TextField label={t.threshold} {...fieldProps("threshold")} helperText={errors.threshold ?? t.thresholdHint} slotProps={{ htmlInput: { inputMode: "decimal" } }} />
        <TextField label={oneRate ? t.rateOnly : t.rateUpTo} {...fieldProps("rateUpTo")} slotProps={{ htmlInput: { inputMode: "decimal" } }} />
        <TextField label={t.rateAbove} {...fieldProps("rateAbove")} disabled={oneRate} slotProps={{ htmlInput: { inputMode: "decimal" } }} />
        <Button type="submit" variant="contained" disabled={loading} aria-label={t.save(name)} sx={{ gridColumn: { xs: "1 / -1", md: "auto" }, height: 40 }}>
          Save
        </Button>
      </Box>
      {formError ? (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {formError}
        </Alert>
      ) : null}
    </Card>
  );
}

/** /admin/gst: the GST rate table, one form per category. */
export function AdminGstRatesPage() {
  const { data, loading, error } = useQuery(AdminGstRatesDocument, { fetchPolicy: "cache-and-network" });
  return (
    <>
      <PageHeader title={adminTexts.pages.gst} subtitle={t.subtitle} />
      <Alert severity="info" sx={{ mb: 2 }}>
        {t.rule}
      </Alert>
      {error ? <Alert severity="error">{serverMessage(error)}</Alert> : null}
      <Box sx={{ display: "grid", gap: 2 }}>
        {loading && !data
          ? [0, 1, 2, 3, 4].map((i) => <Skeleton key={i} variant="rounded" height={120} />)
          : data?.gstRates.map((rate) => <RateForm key={`${rate.category}-${rate.updatedAt}`} rate={rate} />)}
      </Box>
    </>
  );
}
