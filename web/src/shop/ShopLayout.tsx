import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useState, useSyncExternalStore } from "react";
import { Outlet } from "react-router";
import { usePageCoveredByProduct } from "../app/productRoute";
import { ga4Id, readConsent, subscribeConsent } from "../common/analytics";
import { getBrandName } from "../common/brand";
import { Pressable } from "../common/light/LightButton";
import { BrandLogo } from "../common/BrandLogo";
import { containerSx } from "../common/light/layout";
import { mainContentProps, SkipLink } from "../common/SkipLink";
import { texts } from "../common/texts";
import { CartDrawerProvider, useCartDrawer } from "./cart/CartDrawerContext";
import { lazyCartDrawer } from "./cart/lazyCartDrawer";
import { useCart } from "./cart/useCart";
import { deferredComponent, WhenOpened } from "./common/deferred";
import { useErrorToast } from "./common/useErrorToast";
import { ShopHeader } from "./header/ShopHeader";
import { lazyProductDetailsDialog } from "./product/lazyProductDetailsDialog";
import { useProductRoute } from "./product/useProductRoute";

/**
 * Storefront shell: the header (menu, search, cart, account), the current shop page, a footer, the cart drawer and
 * the details dialog of the product whose address is open (over the page, app/productRoute.tsx).
 */
export function ShopLayout() {
  return (
    <CartDrawerProvider>
      <ShopShell />
    </CartDrawerProvider>
  );
}

const CartDrawer = lazyCartDrawer.Component;
/** The consent banner: its code loads only where there is something to consent to and no answer yet (or on asking). */
const consentBanner = deferredComponent(() => import("./consent/ConsentBanner"), (m) => m.ConsentBanner);
const decided = () => readConsent() !== null;
const ProductDetailsDialog = lazyProductDetailsDialog.Component;

function ShopShell() {
  const { cart, error } = useCart();
  const { isOpen: cartOpen } = useCartDrawer();
  const productRoute = useProductRoute();
  const pageCovered = usePageCoveredByProduct();
  useErrorToast(error);
  // Analytics (ANALYTICS_GA4_ID) asks first (issue 45): the banner until the shopper answers, and from the footer.
  const analytics = ga4Id() !== undefined;
  const answered = useSyncExternalStore(subscribeConsent, decided, () => true);
  const [privacyChoices, setPrivacyChoices] = useState(false);
  const bannerOpen = analytics && (!answered || privacyChoices);
  return (
    <Box sx={{ minHeight: "100vh", display: "flex", flexDirection: "column", bgcolor: "background.default" }}>
      <SkipLink />
      <ShopHeader cartCount={cart?.itemCount ?? 0} />
      <Box component="main" {...mainContentProps} sx={{ ...containerSx, flex: 1, py: { xs: 2.5, md: 4 }, "&:focus": { outline: "none" } }}>
        {pageCovered ? null : <Outlet />}
      </Box>
      <Box component="footer" sx={{ mt: 6, borderTop: "1px solid", borderColor: "divider", bgcolor: "background.paper" }}>
        <Box sx={{ ...containerSx, py: 3, display: "flex", alignItems: "center", justifyContent: "space-between", gap: 2, flexWrap: "wrap" }}>
          <BrandLogo size="small" />
          <Typography variant="body2" color="text.secondary">
            © {new Date().getFullYear()} {getBrandName()} · {texts.app.trusted}
          </Typography>
          {analytics ? (
            <Pressable onClick={() => setPrivacyChoices(true)} sx={{ color: "text.secondary", fontSize: "0.875rem", textDecoration: "underline", minHeight: 44, px: 1 }}>
              {texts.shop.consent.footerLink}
            </Pressable>
          ) : null}
        </Box>
      </Box>
      {bannerOpen ? (
        <WhenOpened open>
          <consentBanner.Component choosing={privacyChoices} onDone={() => setPrivacyChoices(false)} />
        </WhenOpened>
      ) : null}
      <WhenOpened open={cartOpen}>
        <CartDrawer />
      </WhenOpened>
      <WhenOpened open={productRoute.slug !== null}>
        <ProductDetailsDialog slug={productRoute.slug} onClose={productRoute.close} />
      </WhenOpened>
    </Box>
  );
}
