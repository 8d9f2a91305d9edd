import { useMutation, useQuery } from "@apollo/client/react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import MenuItem from "@mui/material/MenuItem";
import Skeleton from "@mui/material/Skeleton";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useSnackbar } from "../../common/toasts";
import { useId, useState, type FormEvent } from "react";
import { adminTexts } from "../../common/adminTexts";
import { errorField, serverMessage } from "../../common/errors";
import { formatDateTime } from "../../common/format";
import type { GstRateFieldsFragment } from "../../gql/graphql";
import { PageHeader } from "../PageHeader";
import { AdminGstRatesDocument, CreateGstRateDocument, SetCategoryGstRateDocument, UpdateGstRateDocument } from "./operations";

const t = adminTexts.gst;
type Rate = GstRateFieldsFragment;
type Field = "hsn" | "description" | "threshold" | "rateUpTo" | "rateAbove";
const FIELDS: readonly Field[] = ["hsn", "description", "threshold", "rateUpTo", "rateAbove"];
const CATEGORY_IDS = Object.keys(t.categories);

/** "12.5" → 12.5; "" → null (no threshold); anything else → undefined (not a number). */
function parseNumber(text: string): number | null | undefined {
  const trimmed = text.trim().replace(/,/g, "");
  if (!trimmed) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

const EMPTY = { hsn: "", description: "", threshold: "", rateUpTo: "", rateAbove: "" };

/**
 * One HSN row (its description, threshold and two rates, saved together), or the form that adds a row (its HSN
 * too); the server's message goes under the field it blames.
 */
function RateForm({ rate }: { rate: Rate | null }) {
  const { enqueueSnackbar } = useSnackbar();
  const headingId = useId();
  const [values, setValues] = useState(
    rate
      ? { hsn: rate.hsn, description: rate.description, threshold: rate.threshold === null ? "" : String(rate.threshold), rateUpTo: String(rate.rateUpTo), rateAbove: String(rate.rateAbove) }
      : EMPTY,
  );
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [update, updating] = useMutation(UpdateGstRateDocument);
  const [create, creating] = useMutation(CreateGstRateDocument, { refetchQueries: [AdminGstRatesDocument] });
  const oneRate = values.threshold.trim() === "";
  const heading = rate ? t.rowHeading(rate.hsn) : t.newHeading;

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
    const input = { hsn: values.hsn.trim(), description: values.description, threshold: threshold!, rateUpTo: rateUpTo!, rateAbove: rateAbove! };
    try {
      if (rate) {
        await update({ variables: { input } });
        enqueueSnackbar(t.saved(rate.hsn), { variant: "success" });
      } else {
        await create({ variables: { input } });
        enqueueSnackbar(t.added(input.hsn), { variant: "success" });
        setValues(EMPTY);
      }
      setErrors({});
    } catch (error) {
      const field = errorField(error) as Field | undefined;
      if (field && FIELDS.includes(field)) setErrors({ [field]: serverMessage(error) });
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
          {heading}
        </Typography>
        {rate ? (
          <Typography variant="caption" color="text.secondary">
            {rate.categories.length ? `${t.defaultOf(rate.categories.map((c) => t.categories[c] ?? c).join(", "))} · ` : ""}
            {t.updated(formatDateTime(rate.updatedAt))}
          </Typography>
        ) : null}
      </Box>
      <Box sx={{ display: "grid", gap: 1.5, gridTemplateColumns: { xs: "1fr 1fr", md: rate ? "2fr repeat(3, 1fr) auto" : "1fr 2fr repeat(3, 1fr) auto" }, alignItems: "start" }}>
        {rate ? null : <TextField label={t.hsn} {...fieldProps("hsn")} slotProps={{ htmlInput: { inputMode: "numeric" } }} />}
        {/* Long descriptions wrap instead of being cut (issue 41). */}
        <TextField label={t.description} {...fieldProps("description")} multiline minRows={1} maxRows={4} sx={{ gridColumn: { xs: "1 / -1", md: "auto" } }} />
        <TextField label={t.threshold} {...fieldProps("threshold")} helperText={errors.threshold ?? t.thresholdHint} slotProps={{ htmlInput: { inputMode: "decimal" } }} />
        <TextField label={oneRate ? t.rateOnly : t.rateUpTo} {...fieldProps("rateUpTo")} slotProps={{ htmlInput: { inputMode: "decimal" } }} />
        {/* Without a threshold there is one rate: no second field showing a greyed number nobody can change. */}
        {oneRate ? (
          <Typography variant="caption" color="text.secondary" sx={{ alignSelf: "center" }}>
            {t.oneRateNote}
          </Typography>
        ) : (
          <TextField label={t.rateAbove} {...fieldProps("rateAbove")} slotProps={{ htmlInput: { inputMode: "decimal" } }} />
        )}
        <Button
          type="submit"
          variant="contained"
          disabled={updating.loading || creating.loading}
          aria-label={rate ? t.save(rate.hsn) : undefined}
          sx={{ gridColumn: { xs: "1 / -1", md: "auto" }, height: 40 }}
        >
          {rate ? "Save" : t.add}
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

/** Which row each category's products are taxed by unless a product names its own: one select per category. */
function CategoryDefaults({ rates }: { rates: readonly Rate[] }) {
  const { enqueueSnackbar } = useSnackbar();
  const [setDefault, { loading }] = useMutation(SetCategoryGstRateDocument, { refetchQueries: [AdminGstRatesDocument] });
  const [error, setError] = useState<string | null>(null);
  const current = (category: string) => rates.find((r) => r.categories.includes(category))?.hsn ?? "";

  async function choose(category: string, hsn: string) {
    setError(null);
    try {
      await setDefault({ variables: { category, hsn } });
      enqueueSnackbar(t.defaultSaved(t.categories[category] ?? category, hsn), { variant: "success" });
    } catch (e) {
      setError(serverMessage(e));
    }
  }

  return (
    <Card variant="outlined" sx={{ p: 2 }} component="section" aria-label={t.defaultsHeading}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t.defaultsHeading}
      </Typography>
      <Box sx={{ display: "grid", gap: 1.5, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr", md: "repeat(5, 1fr)" } }}>
        {CATEGORY_IDS.map((category) => (
          <TextField
            key={category}
            select
            size="small"
            label={t.categories[category]}
            value={current(category)}
            disabled={loading}
            onChange={(event) => void choose(category, event.target.value)}
          >
            {rates.map((r) => (
              <MenuItem key={r.hsn} value={r.hsn}>
                {r.hsn} · {r.description}
              </MenuItem>
            ))}
          </TextField>
        ))}
      </Box>
      {error ? (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {error}
        </Alert>
      ) : null}
    </Card>
  );
}

/** /admin/gst: each category's default row, the GST rate table (one form per HSN code) and a form to add a row. */
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
        {loading && !data ? (
          [0, 1, 2, 3, 4].map((i) => <Skeleton key={i} variant="rounded" height={120} />)
        ) : data ? (
          <>
            <CategoryDefaults rates={data.gstRates} />
            {data.gstRates.map((rate) => (
              <RateForm key={`${rate.hsn}-${rate.updatedAt}`} rate={rate} />
            ))}
            <RateForm rate={null} />
          </>
        ) : null}
      </Box>
    </>
  );
}
