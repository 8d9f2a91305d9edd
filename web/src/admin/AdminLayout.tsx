import AdminPanelSettingsOutlined from "@mui/icons-material/AdminPanelSettingsOutlined";
import DashboardOutlined from "@mui/icons-material/DashboardOutlined";
import Inventory2Outlined from "@mui/icons-material/Inventory2Outlined";
import MenuRounded from "@mui/icons-material/MenuRounded";
import LocalOfferOutlined from "@mui/icons-material/LocalOfferOutlined";
import ChatOutlined from "@mui/icons-material/ChatOutlined";
import MailOutlined from "@mui/icons-material/MailOutlined";
import PeopleAltOutlined from "@mui/icons-material/PeopleAltOutlined";
import LocalShippingOutlined from "@mui/icons-material/LocalShippingOutlined";
import PercentOutlined from "@mui/icons-material/PercentOutlined";
import ReceiptLongOutlined from "@mui/icons-material/ReceiptLongOutlined";
import AssignmentReturnOutlined from "@mui/icons-material/AssignmentReturnOutlined";
import RateReviewOutlined from "@mui/icons-material/RateReviewOutlined";
import StraightenOutlined from "@mui/icons-material/StraightenOutlined";
import AppBar from "@mui/material/AppBar";
import Box from "@mui/material/Box";
import ButtonBase from "@mui/material/ButtonBase";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Toolbar from "@mui/material/Toolbar";
import Typography from "@mui/material/Typography";
import { useState, type ReactNode } from "react";
import { Outlet, useLocation, useNavigate } from "react-router";
import { ROUTES } from "../app/guard";
import { LogoutButton } from "../auth/LogoutButton";
import { mainContentProps, SkipLink } from "../common/SkipLink";
import { texts } from "../common/texts";
import { adminTexts } from "../common/adminTexts";

const SIDEBAR_WIDTH = 264;

interface MenuEntry {
  label: string;
  path: string;
  icon: ReactNode;
}

/** Spec §2 "Admin layout": Dashboard, Products, Orders; then (not in the spec) Customers, Emails and GST rates. */
const menu: MenuEntry[] = [
  { label: adminTexts.menu.dashboard, path: "/admin/dashboard", icon: <DashboardOutlined /> },
  { label: adminTexts.menu.products, path: "/admin/products", icon: <Inventory2Outlined /> },
  { label: adminTexts.menu.orders, path: "/admin/orders", icon: <ReceiptLongOutlined /> },
  { label: adminTexts.menu.returns, path: "/admin/returns", icon: <AssignmentReturnOutlined /> },
  { label: adminTexts.menu.customers, path: "/admin/customers", icon: <PeopleAltOutlined /> },
  { label: adminTexts.menu.promotions, path: "/admin/promotions", icon: <LocalOfferOutlined /> },
  { label: adminTexts.menu.reviews, path: "/admin/reviews", icon: <RateReviewOutlined /> },
  { label: adminTexts.menu.sizeGuides, path: "/admin/size-guides", icon: <StraightenOutlined /> },
  { label: adminTexts.menu.emails, path: "/admin/emails", icon: <MailOutlined /> },
  { label: adminTexts.menu.messages, path: "/admin/messages", icon: <ChatOutlined /> },
  { label: adminTexts.menu.gst, path: "/admin/gst", icon: <PercentOutlined /> },
  { label: adminTexts.menu.delivery, path: "/admin/delivery", icon: <LocalShippingOutlined /> },
];

function SidebarContent({ onNavigate }: { onNavigate: (path: string) => void }) {
  const { pathname } = useLocation();
  return (
    <Box sx={{ display: "flex", flexDirection: "column", height: "100%", p: 2 }}>
      <ButtonBase
        onClick={() => onNavigate(ROUTES.adminHome)}
        sx={{ justifyContent: "flex-start", gap: 1.5, px: 1.5, py: 1.5, mb: 2, borderRadius: 2 }}
      >
        <AdminPanelSettingsOutlined sx={{ color: "secondary.main" }} />
        <Typography variant="h6" component="h2">
          {adminTexts.panelTitle}
        </Typography>
      </ButtonBase>
      <nav aria-label={texts.app.mainNavigation}>
        <List disablePadding sx={{ display: "grid", gap: 0.5 }}>
          {menu.map((entry) => {
            const selected = pathname.startsWith(entry.path);
            return (
              <ListItem key={entry.path} disablePadding>
                <ListItemButton selected={selected} aria-current={selected ? "page" : undefined} onClick={() => onNavigate(entry.path)}>
                  <ListItemIcon sx={{ minWidth: 40, color: "inherit" }}>{entry.icon}</ListItemIcon>
                  <ListItemText primary={entry.label} />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </nav>
    </Box>
  );
}

/**
 * Admin shell: sidebar titled 'Admin Panel' (fixed on large screens, a sliding drawer on small ones) and
 * a header with the Logout button. Choosing an entry navigates and closes the drawer.
 */
export function AdminLayout() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const navigate = useNavigate();

  function go(path: string) {
    setDrawerOpen(false);
    void navigate(path);
  }

  return (
    <Box sx={{ display: "flex", minHeight: "100vh", bgcolor: "background.default" }}>
      <SkipLink />
      {/* The aside stretches to the page's full height (its background and border run down a long page); the menu
          inside it stays in view while the page scrolls. */}
      <Box
        component="aside"
        sx={{
          display: { xs: "none", lg: "block" },
          width: SIDEBAR_WIDTH,
          flexShrink: 0,
          alignSelf: "stretch",
          borderRight: 1,
          borderColor: "divider",
          bgcolor: "background.paper",
        }}
      >
        <Box sx={{ position: "sticky", top: 0, height: "100vh", overflowY: "auto" }}>
          <SidebarContent onNavigate={go} />
        </Box>
      </Box>
      <Drawer
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        sx={{ display: { lg: "none" } }}
        slotProps={{ paper: { "aria-label": adminTexts.panelTitle, sx: { width: SIDEBAR_WIDTH } } as object }}
      >
        <SidebarContent onNavigate={go} />
      </Drawer>

      <Box sx={{ flex: 1, minWidth: 0, display: "flex", flexDirection: "column" }}>
        <AppBar position="sticky">
          <Toolbar sx={{ gap: 1 }}>
            <IconButton
              edge="start"
              aria-label={texts.app.openMenu}
              onClick={() => setDrawerOpen(true)}
              sx={{ display: { lg: "none" } }}
            >
              <MenuRounded />
            </IconButton>
            <Box sx={{ flex: 1 }} />
            <LogoutButton size="small" />
          </Toolbar>
        </AppBar>
        <Box component="main" {...mainContentProps} sx={{ flex: 1, p: { xs: 2, sm: 3, md: 4 }, "&:focus": { outline: "none" } }}>
          <Outlet />
        </Box>
      </Box>
    </Box>
  );
}
