import AppBar from "@mui/material/AppBar";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Toolbar from "@mui/material/Toolbar";
import Typography from "@mui/material/Typography";
import { Link as RouterLink, Outlet } from "react-router";
import { ROUTES } from "../app/guard";
import { useSession } from "../app/session";
import { LogoutButton } from "../auth/LogoutButton";
import { BrandLogo } from "../common/BrandLogo";
import { texts } from "../common/texts";

/** Storefront shell: header (logo → /shop/home, the user's name, Logout) above the current shop page. */
export function ShopLayout() {
  const { user } = useSession();
  return (
    <Box sx={{ minHeight: "100vh", display: "flex", flexDirection: "column", bgcolor: "background.default" }}>
      <AppBar position="sticky">
        <Container maxWidth="xl">
          <Toolbar disableGutters sx={{ gap: 2, minHeight: { xs: 60, sm: 72 } }}>
            <Link component={RouterLink} to={ROUTES.shopHome} underline="none" aria-label={texts.shop.menu.home} sx={{ mr: "auto" }}>
              <BrandLogo size="small" />
            </Link>
            {user && (
              <Stack direction="row" spacing={1.25} sx={{ alignItems: "center", minWidth: 0 }}>
                <Avatar sx={{ width: 34, height: 34, bgcolor: "primary.main", fontSize: 15 }} aria-hidden>
                  {user.name.charAt(0).toUpperCase()}
                </Avatar>
                <Typography
                  variant="body2"
                  noWrap
                  sx={{ fontWeight: 600, maxWidth: { xs: 96, sm: 200 } }}
                  title={user.name}
                >
                  {user.name}
                </Typography>
              </Stack>
            )}
            <LogoutButton size="small" />
          </Toolbar>
        </Container>
      </AppBar>
      <Container component="main" maxWidth="xl" sx={{ flex: 1, py: { xs: 3, md: 5 } }}>
        <Outlet />
      </Container>
    </Box>
  );
}
