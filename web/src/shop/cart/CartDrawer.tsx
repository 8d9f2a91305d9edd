import CloseRounded from "@mui/icons-material/CloseRounded";
import LocalShippingOutlined from "@mui/icons-material/LocalShippingOutlined";
import ShoppingBagOutlined from "@mui/icons-material/ShoppingBagOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { trackOnce } from "../../common/analytics";
import { useNavigate } from "react-router";
import { formatRupees } from "../../common/format";
import { useListFocus } from "../../common/useListFocus";
import { texts } from "../../common/texts";
import { SHOP_PATHS } from "../paths";
import { cartParams } from "./cartAnalytics";
import { CartLineItem } from "./CartLineItem";
import { CouponBox } from "./CouponBox";
import { useCartDrawer } from "./CartDrawerContext";
import { useCart } from "./useCart";
import { useCartLineActions } from "./useCartLineActions";

const t = texts.shop.cart;

/** The cart drawer (spec §2): title with count, empty state, lines, and the totals footer. */
export function CartDrawer() {
  const { isOpen, closeCart } = useCartDrawer();
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={isOpen}
      onClose={closeCart}
      slotProps={{
        paper: {
          role: "dialog",
          "aria-labelledby": titleId,
          sx: { width: { xs: "100%", sm: 440 }, maxWidth: "100%", bgcolor: "background.default" },
        } as object,
      }}
    >
      <CartPanel titleId={titleId} onClose={closeCart} />
    </Drawer>
  );
}

export function CartPanel({ titleId, onClose }: { titleId: string; onClose: () => void }) {
  const { cart, loading } = useCart();
  const { changeQuantity, remove, isBusy } = useCartLineActions();
  const navigate = useNavigate();
  // After − / + / remove, focus stays in the lines; once the cart is empty it goes to Continue Shopping.
  const continueRef = useRef<HTMLButtonElement>(null);
  const listRef = useListFocus<HTMLUListElement>(() => continueRef.current);
  const lines = cart?.lines ?? [];
  const count = cart?.itemCount ?? 0;
  // GA4's view_cart, once each time the drawer opens (the panel mounts with it), as soon as the cart is here.
  const [opening] = useState(() => `view_cart:${Math.random()}`);
  useEffect(() => {
    if (cart) trackOnce(opening, "view_cart", cartParams(cart));
  }, [cart, opening]);

  function go(path: string) {
    onClose();
    void navigate(path);
  }

  return (
    <Box sx={{ display: "flex", flexDirection: "column", height: "100%" }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, px: 2.5, py: 2, bgcolor: "background.paper", borderBottom: "1px solid", borderColor: "divider" }}>
        <Typography id={titleId} variant="h5" component="h2" sx={{ flex: 1 }}>
          {t.title}{" "}
          <Typography component="span" color="text.secondary" sx={{ fontWeight: 500, fontSize: "0.95rem" }}>
            ({t.itemCount(count)})
          </Typography>
        </Typography>
        <IconButton onClick={onClose} aria-label={t.close} edge="end">
          <CloseRounded />
        </IconButton>
      </Box>

      {loading && !cart ? (
        <Stack spacing={1.5} sx={{ p: 2.5 }} aria-busy="true">
          <Skeleton variant="rounded" height={110} />
          <Skeleton variant="rounded" height={110} />
        </Stack>
      ) : lines.length === 0 ? (
        <Box sx={{ flex: 1, display: "flex", flexDirection: "column", alignItems: "center", justifyContent: "center", textAlign: "center", gap: 1.5, p: 4 }}>
          <Box sx={{ width: 88, height: 88, borderRadius: "50%", display: "grid", placeItems: "center", bgcolor: "rgba(216,137,75,0.15)", color: "secondary.dark" }} aria-hidden>
            <ShoppingBagOutlined sx={{ fontSize: 44 }} />
          </Box>
          <Typography variant="h6" component="p">
            {t.emptyTitle}
          </Typography>
          <Typography color="text.secondary">{t.emptyText}</Typography>
          <Button ref={continueRef} variant="contained" size="large" sx={{ mt: 1 }} onClick={() => go(SHOP_PATHS.listing)}>
            {t.continueShopping}
          </Button>
        </Box>
      ) : (
        <>
          <Box sx={{ flex: 1, overflowY: "auto", p: 2 }}>
            <Box component="ul" ref={listRef} aria-label={t.title} sx={{ listStyle: "none", m: 0, p: 0, mb: 2, display: "flex", flexDirection: "column", gap: 1.5 }}>
              {lines.map((line) => (
                <CartLineItem
                  key={line.id}
                  line={line}
                  busy={isBusy(line)}
                  onDecrease={() => changeQuantity(line, -1)}
                  onIncrease={() => changeQuantity(line, 1)}
                  onRemove={() => remove(line)}
                />
              ))}
            </Box>
            {cart ? <CouponBox cart={cart} /> : null}
          </Box>
          <Box sx={{ p: 2.5, bgcolor: "background.paper", borderTop: "1px solid", borderColor: "divider" }}>
            <CartTotals
              subtotal={cart?.subtotal ?? 0}
              discount={cart?.discount ?? 0}
              shipping={cart?.shipping ?? 0}
              freeShippingShortfall={cart?.freeShippingShortfall ?? null}
              total={cart?.total ?? 0}
            />
            <Button variant="contained" size="large" fullWidth sx={{ mt: 2 }} onClick={() => go(SHOP_PATHS.checkout)}>
              {t.proceedToCheckout}
            </Button>
          </Box>
        </>
      )}
    </Box>
  );
}

/**
 * Subtotal, Discount (−₹…, when there is one), Shipping ('Free', or the fee: issue 42) and Total (spec §2, §9; issue
 * 24), with "Add ₹X more for free shipping" while the goods are below the shop's threshold (the server says how much).
 */
export function CartTotals({
  subtotal,
  discount = 0,
  shipping = 0,
  freeShippingShortfall = null,
  total,
}: {
  subtotal: number;
  discount?: number;
  shipping?: number;
  freeShippingShortfall?: number | null;
  total: number;
}) {
  return (
    <Stack spacing={1} component="dl" sx={{ m: 0 }}>
      <Row label={t.subtotal} value={formatRupees(subtotal)} />
      {discount > 0 ? (
        <Row
          label={t.discount}
          value={
            <Box component="span" sx={{ color: "success.dark" }}>
              −{formatRupees(discount)}
            </Box>
          }
        />
      ) : null}
      <Row
        label={t.shipping}
        value={
          shipping > 0 ? (
            formatRupees(shipping)
          ) : (
            <Box component="span" sx={{ color: "success.main", fontWeight: 700, display: "inline-flex", alignItems: "center", gap: 0.5 }}>
              <LocalShippingOutlined sx={{ fontSize: 18 }} aria-hidden />
              {t.free}
            </Box>
          )
        }
      />
      {freeShippingShortfall !== null && freeShippingShortfall > 0 ? (
        <Typography variant="body2" color="success.dark" sx={{ display: "flex", alignItems: "center", gap: 0.5 }}>
          <LocalShippingOutlined sx={{ fontSize: 18 }} aria-hidden />
          {t.freeShippingHint(formatRupees(freeShippingShortfall))}
        </Typography>
      ) : null}
      <Row label={t.total} value={formatRupees(total)} strong />
    </Stack>
  );
}

function Row({ label, value, strong = false }: { label: string; value: ReactNode; strong?: boolean }) {
  return (
    <Box
      sx={{
        display: "flex",
        justifyContent: "space-between",
        alignItems: "center",
        // The total stands apart from the lines above it (a border, not an <hr>: a <dl> holds only its groups).
        ...(strong ? { borderTop: "1px solid", borderColor: "divider", pt: 1 } : {}),
      }}
    >
      <Typography component="dt" sx={{ fontWeight: strong ? 800 : 500, fontSize: strong ? "1.1rem" : undefined }} color={strong ? "text.primary" : "text.secondary"}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: strong ? 800 : 600, fontSize: strong ? "1.1rem" : undefined }}>
        {value}
      </Typography>
    </Box>
  );
}
