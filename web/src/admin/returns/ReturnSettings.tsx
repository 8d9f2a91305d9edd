import { useMutation, useQuery } from "@apollo/client/react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { adminTexts } from "../../common/adminTexts";
import { serverMessage } from "../../common/errors";
import { useSnackbar } from "../../common/toasts";
import { type PickedProduct, ProductPicker } from "../ProductPicker";
import { ReturnSettingsDocument, SetNonReturnableDocument } from "./operations";

const t = adminTexts.returns;
const CATEGORIES = adminTexts.gst.categories;

/** What cannot be returned (whole categories, single products) and the window, as the server holds them. */
export function ReturnSettings() {
  const { data } = useQuery(ReturnSettingsDocument);
  // The answer is the settings as they now stand: the page shows them without reading them again.
  const [save, { loading }] = useMutation(SetNonReturnableDocument, {
    update: (cache, { data: answer }) => {
      if (answer) cache.writeQuery({ query: ReturnSettingsDocument, data: { returnSettings: answer.setNonReturnable } });
    },
  });
  const [error, setError] = useState<string | null>(null);
  const { enqueueSnackbar } = useSnackbar();
  const settings = data?.returnSettings;
  if (!settings) return null;

  async function set(input: { productId?: string; category?: string; nonReturnable: boolean }) {
    setError(null);
    try {
      await save({ variables: { input } });
      enqueueSnackbar(t.settingsSaved, { variant: "success" });
    } catch (e) {
      setError(serverMessage(e));
    }
  }

  /** The picker's new list against the server's: each product picked is marked, each chip removed unmarked. */
  async function changeProducts(products: PickedProduct[]) {
    const current = settings?.nonReturnableProducts ?? [];
    for (const p of products) if (!current.some((c) => c.id === p.id)) await set({ productId: p.id, nonReturnable: true });
    for (const c of current) if (!products.some((p) => p.id === c.id)) await set({ productId: c.id, nonReturnable: false });
  }

  return (
    <Paper variant="outlined" component="section" aria-label={t.settings} sx={{ p: 2, mt: 3, borderRadius: 3 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {t.settings}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t.windowDays(settings.windowDays)}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        {t.windowDaysHint}
      </Typography>
      {error ? <Alert severity="error" sx={{ mb: 1 }}>{error}</Alert> : null}
      <Typography id="non-returnable-categories" variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        {t.categoriesLabel}
      </Typography>
      <FormGroup row role="group" aria-labelledby="non-returnable-categories">
        {Object.entries(CATEGORIES).map(([id, name]) => (
          <FormControlLabel
            key={id}
            label={name}
            control={<Checkbox checked={settings.nonReturnableCategories.includes(id)} disabled={loading} onChange={(e) => void set({ category: id, nonReturnable: e.target.checked })} />}
          />
        ))}
      </FormGroup>
      <Box sx={{ mt: 2 }}>
        <ProductPicker label={t.productsLabel} value={settings.nonReturnableProducts} onChange={(products) => void changeProducts(products)} clearable={false} />
      </Box>
    </Paper>
  );
}
