import CloseRounded from "@mui/icons-material/CloseRounded";
import LoginRounded from "@mui/icons-material/LoginRounded";
import LogoutRounded from "@mui/icons-material/LogoutRounded";
import PersonOutlineRounded from "@mui/icons-material/PersonOutlineRounded";
import SearchRounded from "@mui/icons-material/SearchRounded";
import ShoppingBagOutlined from "@mui/icons-material/ShoppingBagOutlined";
import Badge from "@mui/material/Badge";
import Box from "@mui/material/Box";
import Divider from "@mui/material/Divider";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import { useLocation, useNavigate } from "react-router";
import { ROUTES } from "../../app/guard";
import { useSession } from "../../app/session";
import { useLogout } from "../../auth/LogoutButton";
import { BrandLogo } from "../../common/BrandLogo";
import { texts } from "../../common/texts";
import { useCartDrawer } from "../cart/CartDrawerContext";
import { SHOP_PATHS } from "../paths";
import { UserSummary } from "./UserSummary";
import { activeMenuItem, SHOP_MENU } from "./menu";
import { useMenuNavigation } from "./useMenuNavigation";

const h = texts.shop.header;

/** The phone menu (spec §2): the menu items plus Search, Cart, Account and Logout, or Sign In when signed out. */
export function MobileMenu({ open, onClose, cartCount }: { open: boolean; onClose: () => void; cartCount: number }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const choose = useMenuNavigation();
  const { openCart } = useCartDrawer();
  const { logout } = useLogout();
  const active = activeMenuItem(location.pathname, location.search);

  function go(path: string) {
    onClose();
    void navigate(path);
  }

  return (
    <Drawer anchor="left" open={open} onClose={onClose} slotProps={{ paper: { "aria-label": h.menu, sx: { width: 300, maxWidth: "86vw" } } as object }}>
      <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", px: 2, py: 1.5 }}>
        <BrandLogo size="small" />
        <IconButton onClick={onClose} aria-label={h.closeMenu}>
          <CloseRounded />
        </IconButton>
      </Box>
      {user ? (
        <UserSummary user={user} sx={{ mx: 2, mb: 1, p: 1.5, borderRadius: 3, bgcolor: "background.default" }} />
      ) : null}
      <Box component="nav" aria-label={h.categories}>
        <List sx={{ px: 1 }}>
          {SHOP_MENU.map((item) => (
            <ListItem key={item.id} disablePadding>
              <ListItemButton
                selected={active === item.id}
                aria-current={active === item.id ? "page" : undefined}
                onClick={() => {
                  onClose();
                  choose(item);
                }}
              >
                <ListItemText primary={item.label} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
      <Divider sx={{ mx: 2 }} />
      <List sx={{ px: 1 }}>
        <ListItem disablePadding>
          <ListItemButton onClick={() => go(SHOP_PATHS.search)}>
            <ListItemIcon>
              <SearchRounded />
            </ListItemIcon>
            <ListItemText primary={h.search} />
          </ListItemButton>
        </ListItem>
        {user ? (
          <>
            <ListItem disablePadding>
              <ListItemButton
                onClick={() => {
                  onClose();
                  openCart();
                }}
              >
                <ListItemIcon>
                  <Badge badgeContent={cartCount} color="secondary">
                    <ShoppingBagOutlined />
                  </Badge>
                </ListItemIcon>
                <ListItemText primary={h.cart} />
              </ListItemButton>
            </ListItem>
            <ListItem disablePadding>
              <ListItemButton onClick={() => go(SHOP_PATHS.account)}>
                <ListItemIcon>
                  <PersonOutlineRounded />
                </ListItemIcon>
                <ListItemText primary={h.account} />
              </ListItemButton>
            </ListItem>
            <ListItem disablePadding>
              <ListItemButton
                onClick={() => {
                  onClose();
                  void logout();
                }}
              >
                <ListItemIcon>
                  <LogoutRounded />
                </ListItemIcon>
                <ListItemText primary={h.logout} />
              </ListItemButton>
            </ListItem>
          </>
        ) : (
          <ListItem disablePadding>
            <ListItemButton onClick={() => go(ROUTES.login)}>
              <ListItemIcon>
                <LoginRounded />
              </ListItemIcon>
              <ListItemText primary={h.signIn} />
            </ListItemButton>
          </ListItem>
        )}
      </List>
    </Drawer>
  );
}
