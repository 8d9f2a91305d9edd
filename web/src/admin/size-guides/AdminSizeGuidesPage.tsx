import { useMutation, useQuery } from "@apollo/client/react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import DeleteOutlineRounded from "@mui/icons-material/DeleteOutlineRounded";
import { useState, type FormEvent } from "react";
import { adminTexts } from "../../common/adminTexts";
import { useCatalogueOptions } from "../../common/catalogue";
import { serverMessage } from "../../common/errors";
import { useSnackbar } from "../../common/toasts";
import { graphql } from "../../gql";
import type { AdminSizeChartFieldsFragment } from "../../gql/graphql";
import { PageHeader } from "../PageHeader";

const t = adminTexts.sizeGuides;

const AdminSizeChartFields = graphql(`
  fragment AdminSizeChartFields on SizeChart {
    id
    category
    brand
    measurements
    note
    rows {
      size
      cm
    }
  }
`);

export const AdminSizeChartsDocument = graphql(`
  query AdminSizeCharts {
    sizeCharts {
      ...AdminSizeChartFields
    }
  }
`);

const SaveSizeChartDocument = graphql(`
  mutation AdminSaveSizeChart($input: SizeChartInput!) {
    saveSizeChart(input: $input) {
      ...AdminSizeChartFields
    }
  }
`);

const DeleteSizeChartDocument = graphql(`
  mutation AdminDeleteSizeChart($id: ID!) {
    deleteSizeChart(id: $id) {
      id
    }
  }
`);

type Chart = AdminSizeChartFieldsFragment;
interface Draft {
  category: string;
  brand: string;
  measurements: string;
  rows: Array<{ size: string; cm: string[] }>;
  note: string;
}

const NEW: Draft = { category: "women", brand: "", measurements: "Chest, Waist, Length", rows: [{ size: "S", cm: ["", "", ""] }], note: "" };

function draftOf(chart: Chart): Draft {
  return { category: chart.category, brand: chart.brand ?? "", measurements: chart.measurements.join(", "), rows: chart.rows.map((r) => ({ size: r.size, cm: r.cm.map(String) })), note: chart.note };
}

const namesOf = (measurements: string) =>
  measurements
    .split(",")
    .map((m) => m.trim())
    .filter(Boolean);

/** Admin → Size guides (issue 44): a chart of body measurements per category, or per brand in it; cm (shoppers may read inches). */
export function AdminSizeGuidesPage() {
  const { data, loading, error } = useQuery(AdminSizeChartsDocument);
  const { categoryLabel, brandLabel } = useCatalogueOptions();
  const [editing, setEditing] = useState<Draft | null>(null);
  const { enqueueSnackbar } = useSnackbar();
  const [remove] = useMutation(DeleteSizeChartDocument, { refetchQueries: [AdminSizeChartsDocument] });
  const charts = data?.sizeCharts ?? [];
  const name = (c: Pick<Chart, "category" | "brand">) => t.chartOf(categoryLabel(c.category), c.brand ? brandLabel(c.brand) : null);
  return (
    <Box>
      <PageHeader
        title={adminTexts.menu.sizeGuides}
        subtitle={t.subtitle}
        actions={
          <Button variant="contained" onClick={() => setEditing(NEW)} disabled={editing !== null}>
            {t.add}
          </Button>
        }
      />
      {editing ? <ChartForm draft={editing} onDone={() => setEditing(null)} /> : null}
      {error ? (
        <Alert severity="error">{serverMessage(error)}</Alert>
      ) : loading && !data ? (
        <Skeleton variant="rounded" height={160} />
      ) : charts.length === 0 ? (
        <Typography color="text.secondary">{t.empty}</Typography>
      ) : (
        <Stack spacing={2} component="ul" aria-label={adminTexts.menu.sizeGuides} sx={{ listStyle: "none", m: 0, p: 0 }}>
          {charts.map((chart) => (
            <Paper component="li" key={chart.id} variant="outlined" sx={{ p: 2 }}>
              <Box sx={{ display: "flex", justifyContent: "space-between", alignItems: "center", gap: 1, flexWrap: "wrap", mb: 1 }}>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
                  {name(chart)}
                </Typography>
                <Box sx={{ display: "flex", gap: 1 }}>
                  <Button size="small" onClick={() => setEditing(draftOf(chart))} aria-label={t.editOf(name(chart))}>
                    {t.edit}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    aria-label={t.deleteOf(name(chart))}
                    onClick={() =>
                      void remove({ variables: { id: chart.id } }).then(
                        () => enqueueSnackbar(t.deleted, { variant: "success" }),
                        (e: unknown) => enqueueSnackbar(serverMessage(e), { variant: "error" }),
                      )
                    }
                  >
                    {t.delete}
                  </Button>
                </Box>
              </Box>
              <Box sx={{ overflowX: "auto" }}>
                <Table size="small" aria-label={name(chart)}>
                  <TableHead>
                    <TableRow>
                      <TableCell component="th" scope="col">
                        {t.size}
                      </TableCell>
                      {chart.measurements.map((m) => (
                        <TableCell key={m} component="th" scope="col" align="right">{`${m} (cm)`}</TableCell>
                      ))}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {chart.rows.map((row) => (
                      <TableRow key={row.size}>
                        <TableCell component="th" scope="row">
                          {row.size}
                        </TableCell>
                        {row.cm.map((v, i) => (
                          <TableCell key={chart.measurements[i]} align="right">
                            {v}
                          </TableCell>
                        ))}
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Box>
              {chart.note ? (
                <Typography variant="caption" color="text.secondary">
                  {chart.note}
                </Typography>
              ) : null}
            </Paper>
          ))}
        </Stack>
      )}
    </Box>
  );
}

/** The editor of one chart: category, brand, the measurements' names, a row per size with a value per measurement. */
function ChartForm({ draft, onDone }: { draft: Draft; onDone: () => void }) {
  const [values, setValues] = useState(draft);
  const { categories, brands } = useCatalogueOptions();
  const { enqueueSnackbar } = useSnackbar();
  const [save, { loading }] = useMutation(SaveSizeChartDocument, { refetchQueries: [AdminSizeChartsDocument] });
  const names = namesOf(values.measurements);
  const width = (cm: string[]) => names.map((_n, i) => cm[i] ?? "");

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await save({
        variables: {
          input: {
            category: values.category,
            brand: values.brand || null,
            measurements: names,
            rows: values.rows.map((r) => ({ size: r.size.trim(), cm: width(r.cm).map((v) => Number(v)) })),
            note: values.note,
          },
        },
      });
      enqueueSnackbar(t.saved, { variant: "success" });
      onDone();
    } catch (e) {
      enqueueSnackbar(serverMessage(e), { variant: "error" });
    }
  }

  const setRow = (i: number, row: { size: string; cm: string[] }) => setValues((v) => ({ ...v, rows: v.rows.map((r, k) => (k === i ? row : r)) }));
  return (
    <Paper component="form" variant="outlined" onSubmit={submit} aria-label={t.add} sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" }, gap: 2, mb: 2 }}>
        <TextField select label={t.category} value={values.category} onChange={(e) => setValues((v) => ({ ...v, category: e.target.value }))}>
          {categories.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label={t.brand} value={values.brand} onChange={(e) => setValues((v) => ({ ...v, brand: e.target.value }))}>
          <MenuItem value="">{t.everyBrand}</MenuItem>
          {brands.map((b) => (
            <MenuItem key={b.id} value={b.id}>
              {b.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField label={t.measurements} helperText={t.measurementsHint} value={values.measurements} onChange={(e) => setValues((v) => ({ ...v, measurements: e.target.value }))} sx={{ gridColumn: { sm: "1 / -1" } }} />
      </Box>
      <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {t.sizes}
      </Typography>
      <Stack spacing={1} sx={{ mb: 2 }}>
        {values.rows.map((row, i) => (
          <Box key={i} sx={{ display: "flex", gap: 1, alignItems: "center", flexWrap: "wrap" }}>
            <TextField size="small" label={t.size} value={row.size} onChange={(e) => setRow(i, { ...row, size: e.target.value })} sx={{ width: 90 }} />
            {names.map((n, k) => (
              <TextField
                key={n}
                size="small"
                label={n}
                value={row.cm[k] ?? ""}
                inputMode="decimal"
                slotProps={{ htmlInput: { "aria-label": t.valueOf(row.size || String(i + 1), n) } }}
                onChange={(e) => setRow(i, { ...row, cm: width(row.cm).map((v, j) => (j === k ? e.target.value : v)) })}
                sx={{ width: 100 }}
              />
            ))}
            <IconButton aria-label={t.removeSize(row.size)} onClick={() => setValues((v) => ({ ...v, rows: v.rows.filter((_r, k) => k !== i) }))} disabled={values.rows.length === 1}>
              <DeleteOutlineRounded />
            </IconButton>
          </Box>
        ))}
        <Box>
          <Button size="small" onClick={() => setValues((v) => ({ ...v, rows: [...v.rows, { size: "", cm: names.map(() => "") }] }))}>
            {t.addSize}
          </Button>
        </Box>
      </Stack>
      <TextField label={t.note} value={values.note} onChange={(e) => setValues((v) => ({ ...v, note: e.target.value }))} fullWidth multiline minRows={1} sx={{ mb: 2 }} />
      <Box sx={{ display: "flex", gap: 1 }}>
        <Button type="submit" variant="contained" loading={loading}>
          {t.save}
        </Button>
        <Button onClick={onDone}>{t.cancel}</Button>
      </Box>
    </Paper>
  );
}

export { AdminSizeChartFields };
