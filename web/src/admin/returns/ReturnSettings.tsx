import { useMutation, useQuery } from "@apollo/client/react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { adminTexts } from "../../common/adminTexts";
import { serverMessage } from "../../common/errors";
import { useSnackbar } from "../../common/toasts";
import { ReturnSettingsDocument, SetNonReturnableDocument } from "./operations";

const t = adminTexts.returns;
const CATEGORIES = adminTexts.gst.categories;

/** What cannot be returned (whole categories, single products) and the window, as the server holds them. */
export function ReturnSettings() {
  const { data } = useQuery(ReturnSettingsDocument);
  const [save, { loading }] = useMutation(SetNonReturnableDocument, { refetchQueries: [ReturnSettingsDocument] });
  const [productId, setProductId] = useState("");
  const [error, setError] = useState<string | null>(null);
  const { enqueueSnackbar } = useSnackbar();
  const settings = data?.returnSettings;
  if (!settings) return null;

  async function set(input: { productId?: string; category?: string; nonReturnable: boolean }) {
    setError(null);
    try {
      await save({ variables: { input } });
      enqueueSnackbar(t.settingsSaved, { variant: "success" });
      return true;
    } catch (e) {
      setError(serverMessage(e));
      return false;
    }
  }

  return (
    <Paper variant="outlined" component="section" aria-label={t.settings} sx={{ p: 2, mt: 3, borderRadius: 3 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {t.settings}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t.windowDays(settings.windowDays)}
      </Typography>
      {error ? <Alert severity="error" sx={{ mb: 1 }}>{error}</Alert> : null}
      <FormGroup row aria-label={t.categoriesLabel}>
        {Object.entries(CATEGORIES).map(([id, name]) => (
          <FormControlLabel
            key={id}
            label={name}
            control={<Checkbox checked={settings.nonReturnableCategories.includes(id)} disabled={loading} onChange={(e) => void set({ category: id, nonReturnable: e.target.checked })} />}
          />
        ))}
      </FormGroup>
      <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
        {t.productsLabel}
      </Typography>
      <Stack component="ul" spacing={0.5} sx={{ listStyle: "none", p: 0, m: 0, mt: 0.5 }}>
        {settings.nonReturnableProducts.length === 0 ? <li>{t.noProducts}</li> : null}
        {settings.nonReturnableProducts.map((p) => (
          <Box component="li" key={p.id} sx={{ display: "flex", alignItems: "center", gap: 1 }}>
            <span>{p.title}</span>
            <Button size="small" onClick={() => void set({ productId: p.id, nonReturnable: false })} aria-label={t.makeReturnable(p.title)}>
              ✕
            </Button>
          </Box>
        ))}
      </Stack>
      <Box
        component="form"
        sx={{ display: "flex", gap: 1, mt: 1 }}
        onSubmit={async (e) => {
          e.preventDefault();
          if (await set({ productId: productId.trim(), nonReturnable: true })) setProductId("");
        }}
      >
        <TextField size="small" label={t.productId} value={productId} onChange={(e) => setProductId(e.target.value)} />
        <Button type="submit" variant="outlined" disabled={loading || !productId.trim()}>
          {t.markProduct}
        </Button>
      </Box>
    </Paper>
  );
}
