import { useLazyQuery, useMutation, useQuery } from "@apollo/client/react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { Link as RouterLink } from "react-router";
import { productPath } from "../../app/productRoute";
import { accountTexts } from "../../common/accountTexts";
import { serverMessage } from "../../common/errors";
import { formatDate, formatRupees } from "../../common/format";
import { graphql } from "../../gql";
import type { ShopWishlistQuery } from "../../gql/graphql";
import { AddToCartDocument } from "../cart/documents";
import { useShopToast } from "../common/toast";
import { MyStockAlertsDocument } from "../product/stockAlertDocuments";
import { Price } from "../product/Price";
import { RemoveFromWishlistDocument, WishlistIdsDocument } from "../wishlist/documents";

const t = accountTexts.wishlist;

export const WishlistDocument = graphql(`
  query ShopWishlist {
    wishlist {
      items {
        addedAt
        priceWhenAdded
        priceDrop
        product {
          id
          slug
          title
          price
          salePrice
          totalStock
          images {
            thumbnail
          }
        }
      }
    }
  }
`);

/** What "Move to cart" needs of one product, asked for when it is pressed (the list stays a light answer). */
const WishlistProductVariantsDocument = graphql(`
  query ShopWishlistProductVariants($id: ID!) {
    product(id: $id) {
      id
      options {
        sizes
        colours
      }
      variants {
        id
        size
        colour
        stock
      }
    }
  }
`);

const CancelStockAlertDocument = graphql(`
  mutation ShopCancelStockAlert($id: ID!) {
    cancelStockAlert(id: $id)
  }
`);

type Item = ShopWishlistQuery["wishlist"]["items"][number];
type Choice = { key: string; label: string; size: string | null; colour: string | null };

/** The variants a shopper can move to the cart: in stock, named by size (and colour) when the product has them. */
function buyable(variants: ReadonlyArray<{ id: string; size?: string | null; colour?: string | null; stock: number }>): Choice[] {
  return variants.filter((v) => v.stock > 0).map((v) => ({ key: v.id, label: [v.size, v.colour].filter(Boolean).join(" / "), size: v.size ?? null, colour: v.colour ?? null }));
}

/**
 * Account → Wishlist (issue 44): the products kept for later (newest first) with the price drop since each was added,
 * "Move to cart" (choosing a size where the product has several) and Remove; then the back-in-stock alerts, waiting
 * ones cancellable.
 */
export function WishlistPanel() {
  const { data, loading, error } = useQuery(WishlistDocument, { fetchPolicy: "cache-and-network" });
  const items = data?.wishlist.items ?? [];
  return (
    <Stack spacing={4}>
      <Box component="section" aria-labelledby="wishlist-heading">
        <Typography id="wishlist-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
          {t.heading}
        </Typography>
        {loading && !data ? (
          <Skeleton variant="rounded" height={120} />
        ) : error && !data ? (
          <Typography color="error">{serverMessage(error)}</Typography>
        ) : items.length === 0 ? (
          <Typography color="text.secondary">{t.empty}</Typography>
        ) : (
          <Stack component="ul" spacing={1.5} aria-labelledby="wishlist-heading" sx={{ listStyle: "none", m: 0, p: 0 }}>
            {items.map((item) => (
              <WishlistRow key={item.product.id} item={item} />
            ))}
          </Stack>
        )}
      </Box>
      <StockAlerts />
    </Stack>
  );
}

function WishlistRow({ item }: { item: Item }) {
  const { product } = item;
  const [choice, setChoice] = useState("");
  const toast = useShopToast();
  const [loadVariants, variants] = useLazyQuery(WishlistProductVariantsDocument);
  const [addToCart, { loading: adding }] = useMutation(AddToCartDocument);
  const [remove, { loading: removing }] = useMutation(RemoveFromWishlistDocument, {
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: WishlistIdsDocument, data: { wishlist: data.removeFromWishlist } });
    },
    refetchQueries: [{ query: WishlistDocument }],
  });
  const loaded = variants.data?.product;
  const choices = loaded ? buyable(loaded.variants) : null;
  const sized = Boolean(loaded && (loaded.options.sizes.length > 0 || loaded.options.colours.length > 0));

  async function move(chosen: Choice, withOptions: boolean) {
    try {
      await addToCart({ variables: { input: { productId: product.id, quantity: 1, ...(withOptions ? { size: chosen.size, colour: chosen.colour } : {}) } } });
      await remove({ variables: { productId: product.id } });
      toast.success(t.moved, product.title);
    } catch (e) {
      toast.error(serverMessage(e));
    }
  }

  /** The first press learns what can be bought: one choice goes straight to the cart, several ask which size. */
  async function moveToCart() {
    if (choices) {
      const chosen = choices.find((c) => c.key === choice);
      if (chosen) await move(chosen, sized);
      return;
    }
    const { data } = await loadVariants({ variables: { id: product.id } });
    const found = data?.product;
    if (!found) return;
    const options = buyable(found.variants);
    if (options.length === 1) await move(options[0]!, found.options.sizes.length > 0 || found.options.colours.length > 0);
  }

  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5, display: "grid", gridTemplateColumns: { xs: "64px minmax(0, 1fr)", sm: "80px minmax(0, 1fr) auto" }, gap: 1.5, alignItems: "center" }}>
      <Box component="img" src={product.images.thumbnail} alt="" sx={{ width: { xs: 64, sm: 80 }, height: { xs: 80, sm: 100 }, objectFit: "cover", borderRadius: 1.5 }} />
      <Box sx={{ minWidth: 0 }}>
        <Typography component={RouterLink} to={productPath(product.slug)} sx={{ fontWeight: 700, color: "text.primary", textDecoration: "none", "&:hover": { textDecoration: "underline" } }}>
          {product.title}
        </Typography>
        <Price price={product.price} salePrice={product.salePrice} />
        {item.priceDrop ? (
          <Typography variant="body2" sx={{ color: "success.dark", fontWeight: 700 }}>
            {t.priceDrop(formatRupees(item.priceDrop))}
          </Typography>
        ) : null}
        <Typography variant="caption" color="text.secondary">
          {t.addedOn(formatDate(item.addedAt))}
        </Typography>
      </Box>
      <Box sx={{ gridColumn: { xs: "1 / -1", sm: "auto" }, display: "flex", gap: 1, alignItems: "center", flexWrap: "wrap", justifyContent: { sm: "flex-end" } }}>
        {product.totalStock <= 0 || choices?.length === 0 ? (
          <Chip label={t.soldOut} size="small" />
        ) : (
          <>
            {choices && choices.length > 1 ? (
              <TextField select size="small" label={t.size} value={choice} onChange={(e) => setChoice(e.target.value)} sx={{ minWidth: 120 }}>
                {choices.map((c) => (
                  <MenuItem key={c.key} value={c.key}>
                    {c.label}
                  </MenuItem>
                ))}
              </TextField>
            ) : null}
            <Button
              variant="contained"
              size="small"
              disabled={Boolean(choices && choices.length > 1 && !choice)}
              loading={adding || variants.loading}
              onClick={() => void moveToCart()}
              aria-label={t.moveToCartOf(product.title)}
            >
              {t.moveToCart}
            </Button>
          </>
        )}
        <Button size="small" loading={removing && !adding} onClick={() => void remove({ variables: { productId: product.id } }).catch((e: unknown) => toast.error(serverMessage(e)))} aria-label={t.removeOf(product.title)}>
          {t.remove}
        </Button>
      </Box>
    </Paper>
  );
}

function StockAlerts() {
  const { data } = useQuery(MyStockAlertsDocument, { fetchPolicy: "cache-and-network" });
  const toast = useShopToast();
  const [cancel] = useMutation(CancelStockAlertDocument, { refetchQueries: [{ query: MyStockAlertsDocument }] });
  const alerts = data?.myStockAlerts ?? [];
  return (
    <Box component="section" aria-labelledby="stock-alerts-heading">
      <Typography id="stock-alerts-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
        {t.alertsHeading}
      </Typography>
      {alerts.length === 0 ? (
        <Typography color="text.secondary">{t.alertsEmpty}</Typography>
      ) : (
        <Stack component="ul" spacing={1} aria-labelledby="stock-alerts-heading" sx={{ listStyle: "none", m: 0, p: 0 }}>
          {alerts.map((alert) => {
            const what = t.alertWhat(alert.product.title, alert.size ?? null, alert.colour ?? null);
            return (
              <Box component="li" key={alert.id} sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap", justifyContent: "space-between" }}>
                <Typography component={RouterLink} to={productPath(alert.product.slug)} variant="body2" sx={{ color: "text.primary" }}>
                  {what}
                </Typography>
                <Box sx={{ display: "flex", alignItems: "center", gap: 1 }}>
                  <Chip size="small" label={t.alertStatus[alert.status] ?? alert.status} color={alert.status === "WAITING" ? "warning" : alert.status === "SENT" ? "success" : "default"} variant="outlined" />
                  {alert.status === "WAITING" ? (
                    <Button
                      size="small"
                      aria-label={t.cancelAlertOf(what)}
                      onClick={() =>
                        void cancel({ variables: { id: alert.id } }).then(
                          () => toast.success(t.alertCancelled),
                          (e: unknown) => toast.error(serverMessage(e)),
                        )
                      }
                    >
                      {t.cancelAlert}
                    </Button>
                  ) : null}
                </Box>
              </Box>
            );
          })}
        </Stack>
      )}
    </Box>
  );
}
