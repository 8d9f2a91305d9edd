import MenuRounded from "@mui/icons-material/MenuRounded";
import SearchRounded from "@mui/icons-material/SearchRounded";
import ShoppingBagOutlined from "@mui/icons-material/ShoppingBagOutlined";
import Box from "@mui/material/Box";
import { alpha } from "@mui/material/styles";
import { useState } from "react";
import { Link as RouterLink, useLocation } from "react-router";
import { ROUTES } from "../../app/guard";
import { useSession } from "../../app/session";
import { BrandLogo } from "../../common/BrandLogo";
import { LightBadge } from "../../common/light/LightBadge";
import { LightButton, LightIconButton } from "../../common/light/LightButton";
import { containerSx } from "../../common/light/layout";
import { texts } from "../../common/texts";
import { useCartDrawer } from "../cart/CartDrawerContext";
import { lazyCartDrawer } from "../cart/lazyCartDrawer";
import { deferredComponent, WhenOpened } from "../common/deferred";
import { SHOP_PATHS } from "../paths";
import { AccountMenu } from "./AccountMenu";
import { activeMenuItem, SHOP_MENU } from "./menu";
import { useMenuNavigation } from "./useMenuNavigation";

/** The phone menu's code, loaded when it is first opened. */
const mobileMenu = deferredComponent(() => import("./MobileMenu"), (m) => m.MobileMenu);

const h = texts.shop.header;

/**
 * The shop header (spec §2): logo → /shop/home, the category menu, search, the cart with its item count and the
 * avatar menu; below the md breakpoint the menu moves into a drawer. MUI's AppBar, Toolbar and Container look (the
 * theme's translucent paper bar) from plain boxes: issue 29, every landing page's first load.
 */
export function ShopHeader({ cartCount }: { cartCount: number }) {
  const { user } = useSession();
  const location = useLocation();
  const choose = useMenuNavigation();
  const { openCart } = useCartDrawer();
  const [mobileOpen, setMobileOpen] = useState(false);
  const active = activeMenuItem(location.pathname, location.search);

  return (
    <Box
      component="header"
      sx={(theme) => ({
        position: "sticky",
        top: 0,
        zIndex: theme.zIndex.appBar,
        display: "flex",
        flexDirection: "column",
        width: "100%",
        boxSizing: "border-box",
        flexShrink: 0,
        backgroundColor: alpha(theme.palette.background.paper, 0.92),
        backdropFilter: "saturate(180%) blur(12px)",
        borderBottom: `1px solid ${theme.palette.divider}`,
      })}
    >
      <Box sx={containerSx}>
        <Box sx={{ position: "relative", display: "flex", alignItems: "center", gap: { xs: 0.5, sm: 1 }, minHeight: { xs: 60, sm: 72 } }}>
          <LightIconButton
            onClick={() => setMobileOpen(true)}
            onPointerEnter={mobileMenu.preload}
            onFocus={mobileMenu.preload}
            aria-label={h.openMenu}
            edge="start"
            sx={{ display: { xs: "inline-flex", md: "none" } }}
          >
            <MenuRounded />
          </LightIconButton>
          <Box component={RouterLink} to={SHOP_PATHS.home} sx={{ mr: { md: 3 }, display: "inline-flex", color: "primary.main", textDecoration: "none" }}>
            <BrandLogo size="small" />
          </Box>
          <Box component="nav" aria-label={h.categories} sx={{ display: { xs: "none", md: "flex" }, gap: 0.5, flex: 1 }}>
            {SHOP_MENU.map((item) => {
              const current = active === item.id;
              return (
                <LightButton
                  key={item.id}
                  color="inherit"
                  onClick={() => choose(item)}
                  aria-current={current ? "page" : undefined}
                  sx={{
                    px: 1.5,
                    borderRadius: 2,
                    fontWeight: current ? 800 : 600,
                    color: current ? "primary.main" : "text.primary",
                    position: "relative",
                    "&::after": {
                      content: '""',
                      position: "absolute",
                      left: 14,
                      right: 14,
                      bottom: 2,
                      height: 2,
                      borderRadius: 2,
                      bgcolor: "secondary.main",
                      transform: current ? "scaleX(1)" : "scaleX(0)",
                      transition: "transform .2s ease",
                    },
                    "&:hover::after": { transform: "scaleX(1)" },
                  }}
                >
                  {item.label}
                </LightButton>
              );
            })}
          </Box>
          <Box sx={{ flex: { xs: 1, md: 0 } }} />
          <LightIconButton component={RouterLink} to={SHOP_PATHS.search} aria-label={h.search}>
            <SearchRounded />
          </LightIconButton>
          {user ? (
            <>
              <LightIconButton
                onClick={openCart}
                onPointerEnter={lazyCartDrawer.preload}
                onFocus={lazyCartDrawer.preload}
                aria-label={h.cartWithCount(cartCount)}
                aria-haspopup="dialog"
              >
                <LightBadge count={cartCount} badgeProps={{ "data-testid": "cart-count" }}>
                  <ShoppingBagOutlined />
                </LightBadge>
              </LightIconButton>
              <Box sx={{ display: { xs: "none", md: "block" }, ml: 0.5 }}>
                <AccountMenu user={user} />
              </Box>
            </>
          ) : (
            <LightButton component={RouterLink} to={ROUTES.login} variant="contained" size="small">
              {h.signIn}
            </LightButton>
          )}
        </Box>
      </Box>
      <WhenOpened open={mobileOpen}>
        <mobileMenu.Component open={mobileOpen} onClose={() => setMobileOpen(false)} cartCount={cartCount} />
      </WhenOpened>
    </Box>
  );
}
