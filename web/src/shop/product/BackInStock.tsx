import NotificationsActiveOutlined from "@mui/icons-material/NotificationsActiveOutlined";
import { useMutation, useQuery } from "@apollo/client/react";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { serverMessage } from "../../common/errors";
import { LightButton } from "../../common/light/LightButton";
import { texts } from "../../common/texts";
import { useShopToast } from "../common/toast";
import { MyStockAlertsDocument, NotifyWhenInStockDocument } from "./stockAlertDocuments";
import { hasColours, hasSizes } from "./variants";

const t = texts.shop.stockAlert;

interface Variant {
  id: string;
  size?: string | null;
  colour?: string | null;
  stock: number;
}

interface Product {
  id: string;
  options: { sizes: ReadonlyArray<string>; colours: ReadonlyArray<string> };
  variants: ReadonlyArray<Variant>;
}

/**
 * The variants a shopper may wait for with the current choice, and what to call each: the sizes sold out in the chosen
 * colour (or in every colour, for a product without colours); a product in colours only, its sold-out colours; a
 * product sold in one size and colour, itself when it is sold out.
 */
export function soldOutChoices(product: Product, colour: string | null): Array<{ variantId: string; label: string }> {
  if (hasSizes(product)) {
    return product.options.sizes.flatMap((size) => {
      const variants = product.variants.filter((v) => v.size === size && (!hasColours(product) || colour === null || v.colour === colour));
      const variant = variants.length === 1 ? variants[0] : undefined;
      return variant && variant.stock <= 0 ? [{ variantId: variant.id, label: size }] : [];
    });
  }
  if (hasColours(product)) return product.variants.filter((v) => v.stock <= 0).map((v) => ({ variantId: v.id, label: v.colour ?? "" }));
  const only = product.variants[0];
  return only && product.variants.length === 1 && only.stock <= 0 ? [{ variantId: only.id, label: "" }] : [];
}

/**
 * "Tell me when it's back" under the size picker: for a sold-out size (or a sold-out product), one email when its units
 * come back. Sizes the shopper already waits for say so instead.
 */
export function BackInStock({ product, colour }: { product: Product; colour: string | null }) {
  const choices = soldOutChoices(product, colour);
  const { data } = useQuery(MyStockAlertsDocument, { skip: choices.length === 0 });
  const [choosing, setChoosing] = useState(false);
  const toast = useShopToast();
  const [notify, { loading }] = useMutation(NotifyWhenInStockDocument, {
    update(cache, { data: result }) {
      const alert = result?.notifyWhenInStock;
      if (!alert) return;
      cache.updateQuery({ query: MyStockAlertsDocument }, (current) =>
        current ? { ...current, myStockAlerts: [alert, ...current.myStockAlerts.filter((a) => a.id !== alert.id)] } : { myStockAlerts: [alert] },
      );
    },
  });
  if (choices.length === 0) return null;
  const waitingFor = new Set((data?.myStockAlerts ?? []).filter((a) => a.status === "WAITING").map((a) => a.variantId));
  const waiting = choices.filter((c) => waitingFor.has(c.variantId));
  const open = choices.filter((c) => !waitingFor.has(c.variantId));

  async function ask(variantId: string) {
    try {
      await notify({ variables: { productId: product.id, variantId } });
      toast.success(t.subscribed);
      setChoosing(false);
    } catch (error) {
      toast.error(serverMessage(error));
    }
  }

  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 1 }}>
      {waiting.length ? (
        <Typography variant="body2" role="status" sx={{ color: "success.dark", fontWeight: 600 }}>
          {waiting.every((c) => c.label === "") ? t.waitingOne : t.waiting(waiting.map((c) => c.label).join(", "))}
        </Typography>
      ) : null}
      {open.length ? (
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
          <LightButton
            variant="outlined"
            size="small"
            startIcon={<NotificationsActiveOutlined />}
            loading={loading && !choosing}
            aria-expanded={open.length > 1 ? choosing : undefined}
            onClick={() => (open.length === 1 ? void ask(open[0]!.variantId) : setChoosing((c) => !c))}
          >
            {open.length === 1 && open[0]!.label ? `${t.notify} (${open[0]!.label})` : t.notify}
          </LightButton>
          {open.length > 1 && !choosing ? (
            <Typography variant="caption" color="text.secondary">
              {t.soldOutSizes(open.map((c) => c.label).join(", "))}
            </Typography>
          ) : null}
        </Box>
      ) : null}
      {choosing && open.length > 1 ? (
        <Box role="group" aria-label={t.chooseSize} sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t.chooseSize}
          </Typography>
          {open.map((c) => (
            <LightButton key={c.variantId} size="small" variant="contained" disabled={loading} onClick={() => void ask(c.variantId)}>
              {c.label}
            </LightButton>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
