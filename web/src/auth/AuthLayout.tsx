import LocalShippingOutlined from "@mui/icons-material/LocalShippingOutlined";
import StarRounded from "@mui/icons-material/StarRounded";
import VerifiedUserOutlined from "@mui/icons-material/VerifiedUserOutlined";
import Avatar from "@mui/material/Avatar";
import AvatarGroup from "@mui/material/AvatarGroup";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { alpha } from "@mui/material/styles";
import { Outlet } from "react-router";
import { getBrandName } from "../common/brand";
import { BrandLogo } from "../common/BrandLogo";
import { texts } from "../common/texts";
import { authTexts } from "../common/authTexts";

const shoppers = ["#e8ad7d", "#8c88d6", "#d96f6f", "#5fae8f"];

/** The decorative left half of the authentication page (large screens only). */
function WelcomePanel() {
  return (
    <Box
      component="aside"
      sx={{
        display: { xs: "none", lg: "flex" },
        position: "relative",
        overflow: "hidden",
        flexDirection: "column",
        justifyContent: "space-between",
        p: 8,
        color: "common.white",
        background: (theme) =>
          `linear-gradient(150deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 55%, ${theme.palette.primary.light} 100%)`,
      }}
    >
      {/* Soft decorative shapes. */}
      <Box
        aria-hidden
        sx={{
          position: "absolute",
          width: 460,
          height: 460,
          borderRadius: "50%",
          top: -140,
          right: -160,
          background: (theme) => alpha(theme.palette.secondary.main, 0.22),
          filter: "blur(2px)",
        }}
      />
      <Box
        aria-hidden
        sx={{
          position: "absolute",
          width: 300,
          height: 300,
          borderRadius: "50%",
          bottom: -120,
          left: -80,
          border: (theme) => `40px solid ${alpha(theme.palette.secondary.light, 0.12)}`,
        }}
      />

      <Box sx={{ position: "relative" }}>
        <BrandLogo tone="light" />
      </Box>

      <Stack spacing={3} sx={{ position: "relative", maxWidth: 520 }}>
        <Typography variant="h2" component="h2">
          {authTexts.welcome(getBrandName())}
        </Typography>
        <Typography variant="h6" component="p" sx={{ fontWeight: 400, opacity: 0.85, lineHeight: 1.5 }}>
          {authTexts.tagline}
        </Typography>
        <Stack direction="row" spacing={3} sx={{ opacity: 0.8 }} aria-hidden>
          <LocalShippingOutlined />
          <VerifiedUserOutlined />
          <StarRounded />
        </Stack>
      </Stack>

      <Stack direction="row" spacing={2} sx={{ position: "relative", alignItems: "center" }}>
        <AvatarGroup
          max={4}
          sx={{ "& .MuiAvatar-root": { width: 36, height: 36, borderColor: "primary.main" } }}
          aria-hidden
        >
          {shoppers.map((color) => (
            <Avatar key={color} sx={{ bgcolor: color }} />
          ))}
        </AvatarGroup>
        <Box>
          <Stack direction="row" sx={{ color: "secondary.main" }} aria-hidden>
            {[0, 1, 2, 3, 4].map((star) => (
              <StarRounded key={star} fontSize="small" />
            ))}
          </Stack>
          <Typography variant="body2" sx={{ opacity: 0.85 }}>
            {texts.app.trusted}
          </Typography>
        </Box>
      </Stack>
    </Box>
  );
}

/** Split page: the welcome panel on the left (large screens), the login or register form on the right. */
export function AuthLayout() {
  return (
    <Box
      sx={{
        minHeight: "100vh",
        display: "grid",
        gridTemplateColumns: { xs: "1fr", lg: "1fr 1fr" },
        bgcolor: "background.default",
      }}
    >
      <WelcomePanel />
      <Box
        component="main"
        sx={{
          display: "flex",
          flexDirection: "column",
          alignItems: "center",
          justifyContent: "center",
          px: { xs: 2, sm: 4 },
          py: { xs: 4, sm: 6 },
        }}
      >
        <Box sx={{ display: { xs: "block", lg: "none" }, mb: 3 }}>
          <BrandLogo />
        </Box>
        <Paper
          elevation={0}
          sx={{
            width: "100%",
            maxWidth: 460,
            p: { xs: 3, sm: 5 },
            border: 1,
            borderColor: "divider",
            boxShadow: (theme) => `0 24px 60px -32px ${alpha(theme.palette.primary.dark, 0.35)}`,
          }}
        >
          <Outlet />
        </Paper>
      </Box>
    </Box>
  );
}

export default AuthLayout;
