import LockOutlined from "@mui/icons-material/LockOutlined";
import ShoppingCartCheckoutRounded from "@mui/icons-material/ShoppingCartCheckoutRounded";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useMutation, useQuery } from "@apollo/client/react";
import { useEffect, useState } from "react";
import { track, trackOnce } from "../../common/analytics";
import { useSession } from "../../app/session";
import { texts } from "../../common/texts";
import { accountTexts } from "../../common/accountTexts";
import { AccountProfileDocument } from "../../common/accountDocuments";
import { ProfileDetails } from "../account/ProfileDetails";
import { AddressBook } from "../address/AddressBook";
import { AddressesDocument } from "../address/documents";
import { cartParams } from "../cart/cartAnalytics";
import { CartTotals } from "../cart/CartDrawer";
import { CartLineItem } from "../cart/CartLineItem";
import { CouponBox } from "../cart/CouponBox";
import { RemoveCouponDocument } from "../cart/drawerDocuments";
import { useCart } from "../cart/useCart";
import { useCartLineActions } from "../cart/useCartLineActions";
import { PageBanner } from "../common/PageBanner";
import { WhatsAppUpdates } from "../consent/WhatsAppUpdates";
import { type CouponConflict, type PaymentChoice, PaymentMethodChoice, useCheckoutOptions } from "./PaymentMethodChoice";
import { checkoutBlocker, useCheckoutPayment } from "./useCheckoutPayment";

const c = accountTexts.checkout;

/** /shop/checkout (spec §2): banner, the address book with selection, the cart lines, the Total and Checkout. */
export function CheckoutPage() {
  const { user } = useSession();
  const { cart, loading } = useCart();
  const { data: addressData } = useQuery(AddressesDocument, { skip: !user });
  // Issue 43: a new number is asked its name before its first order (the server refuses the order until then).
  const { data: profile } = useQuery(AccountProfileDocument, { skip: !user });
  const nameNeeded = profile?.me?.needsName ?? false;
  const { changeQuantity, remove, isBusy } = useCartLineActions();
  const { checkout, processing } = useCheckoutPayment();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // What the shopper chose; `paymentMethod` below is what checkout uses.
  const [chosenMethod, setChosenMethod] = useState<PaymentChoice>("ONLINE");
  // The coupon the cart had when the shopper chose cash on delivery.
  const [codChosenWith, setCodChosenWith] = useState<string | null>(null);
  const [removeCoupon, { loading: removingCoupon }] = useMutation(RemoveCouponDocument);
  const lines = cart?.lines ?? [];
  // A deleted address is no longer selected.
  const selected = addressData?.addresses.find((a) => a.id === selectedId) ?? null;
  const { options, fresh, awaiting } = useCheckoutOptions(selected?.id ?? null, cart?.total ?? 0);
  const coupon = cart?.appliedCoupon?.code ?? null;
  // Cash on delivery chosen, then a coupon it cannot go with: the shopper keeps one of the two, nothing changes by itself.
  const conflict: CouponConflict | null =
    fresh && options && chosenMethod === "COD" && !options.cod.available && coupon !== null && coupon !== codChosenWith
      ? { code: coupon, busy: removingCoupon, payOnline: () => setChosenMethod("ONLINE"), keepCod: () => void removeCoupon().catch(() => undefined) }
      : null;
  // Otherwise a method the address does not allow gives way to the other one (its reason shows beside it).
  const paymentMethod: PaymentChoice =
    !conflict && fresh && options && !options[chosenMethod === "COD" ? "cod" : "online"].available && options[chosenMethod === "COD" ? "online" : "cod"].available
      ? chosenMethod === "COD"
        ? "ONLINE"
        : "COD"
      : chosenMethod;

  function choose(method: PaymentChoice) {
    if (method === "COD") setCodChosenWith(coupon);
    setChosenMethod(method);
  }
  // GA4's checkout events: begin_checkout once a visit (as soon as the cart is here), add_shipping_info once per
  // address chosen, add_payment_info when Checkout goes ahead with a payment method.
  const [visit] = useState(() => `checkout:${Math.random()}`);
  useEffect(() => {
    if (cart && cart.lines.length > 0) trackOnce(`${visit}:begin`, "begin_checkout", cartParams(cart));
  }, [cart, visit]);
  useEffect(() => {
    if (cart && cart.lines.length > 0 && selected) trackOnce(`${visit}:shipping:${selected.id}`, "add_shipping_info", { ...cartParams(cart), shipping_tier: "Standard" });
  }, [cart, selected, visit]);

  function start() {
    if (!processing && checkoutBlocker({ lineCount: lines.length, addressId: selected?.id ?? null }) === null) {
      track("add_payment_info", { ...cartParams(cart), payment_type: paymentMethod === "COD" ? "Cash on delivery" : "Online" });
    }
    void checkout({
      addressId: selected?.id ?? null,
      lineCount: lines.length,
      phone: selected?.phone ?? "",
      customer: { name: user?.name ?? "", email: user?.email ?? "" },
      paymentMethod,
    });
  }

  return (
    <Box>
      <PageBanner title={c.heading} subtitle={c.subheading} icon={<ShoppingCartCheckoutRounded />} />
      <Box sx={{ display: "grid", gap: { xs: 3, md: 4 }, gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "minmax(0, 7fr) minmax(0, 5fr)" }, alignItems: "start" }}>
        <Box component="section" aria-labelledby="checkout-address">
          <ProfileDetails place="checkout" />
          <Typography id="checkout-address" variant="h5" component="h2" sx={{ mb: 2 }}>
            {c.deliveryAddress}
          </Typography>
          <AddressBook selectable selectedId={selected?.id ?? null} onSelect={setSelectedId} />
        </Box>
        <Paper variant="outlined" component="section" aria-labelledby="checkout-summary" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, position: { md: "sticky" }, top: { md: 96 } }}>
          <Typography id="checkout-summary" variant="h5" component="h2" sx={{ mb: 2 }}>
            {c.orderSummary}
          </Typography>
          {loading && !cart ? (
            <Stack spacing={1.5}>
              <Skeleton variant="rounded" height={110} />
              <Skeleton variant="rounded" height={110} />
            </Stack>
          ) : lines.length === 0 ? (
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {texts.shop.cart.emptyTitle}
            </Typography>
          ) : (
            <Box component="ul" aria-label={c.orderSummary} sx={{ listStyle: "none", p: 0, m: 0, mb: 2, display: "flex", flexDirection: "column", gap: 1.5 }}>
              {lines.map((line) => (
                <CartLineItem
                  key={line.id}
                  line={line}
                  busy={isBusy(line) || processing}
                  onDecrease={() => changeQuantity(line, -1)}
                  onIncrease={() => changeQuantity(line, 1)}
                  onRemove={() => remove(line)}
                />
              ))}
            </Box>
          )}
          {cart && lines.length ? <CouponBox cart={cart} disabled={processing} /> : null}
          <CartTotals
            subtotal={cart?.subtotal ?? 0}
            discount={cart?.discount ?? 0}
            shipping={cart?.shipping ?? 0}
            freeShippingShortfall={cart?.freeShippingShortfall ?? null}
            total={cart?.total ?? 0}
          />
          <PaymentMethodChoice addressId={selected?.id ?? null} options={options} awaiting={awaiting} value={paymentMethod} onChange={choose} conflict={conflict} disabled={processing} />
          {/* Issue 43: the number and consent for order updates (and a COD order's confirmation) on WhatsApp. */}
          <Box sx={{ mt: 2 }}>
            <WhatsAppUpdates source="CHECKOUT" />
          </Box>
          <Button
            variant="contained"
            size="large"
            fullWidth
            sx={{ mt: 2.5 }}
            onClick={start}
            // Not while the chosen address's delivery date and methods are on their way: they appear above the button
            // and would move it from under a tap (a tap then lands on whatever took its place).
            disabled={processing || conflict !== null || nameNeeded || awaiting}
            loading={processing}
            startIcon={<LockOutlined />}
            aria-describedby={conflict ? "checkout-conflict" : undefined}
          >
            {c.checkout}
          </Button>
          <Typography id="checkout-conflict" variant="caption" color="text.secondary" sx={{ display: "block", textAlign: "center", mt: 1 }}>
            {conflict ? c.couponConflict(conflict.code) : paymentMethod === "COD" ? (options?.codAdvance ? c.codAdvanceHint : c.cashOnDeliveryHint) : c.securePayment}
          </Typography>
        </Paper>
      </Box>
    </Box>
  );
}
