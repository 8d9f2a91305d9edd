import ShoppingBagOutlined from "@mui/icons-material/ShoppingBagOutlined";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { getBrandName } from "./brand";

export interface BrandLogoProps {
  /** "light" on dark backgrounds. */
  tone?: "dark" | "light";
  size?: "small" | "medium";
}

/** The brand mark: a bag icon and the brand name (src/app/brand.ts). Purely presentational. */
export function BrandLogo({ tone = "dark", size = "medium" }: BrandLogoProps) {
  const brand = getBrandName();
  return (
    <Box
      component="span"
      sx={{
        display: "inline-flex",
        alignItems: "center",
        gap: 1,
        color: tone === "light" ? "common.white" : "primary.main",
      }}
    >
      <Box
        component="span"
        aria-hidden
        sx={{
          display: "grid",
          placeItems: "center",
          width: size === "small" ? 30 : 36,
          height: size === "small" ? 30 : 36,
          borderRadius: 2,
          bgcolor: tone === "light" ? "secondary.main" : "primary.main",
          color: tone === "light" ? "primary.dark" : "secondary.main",
        }}
      >
        <ShoppingBagOutlined fontSize="small" />
      </Box>
      <Typography
        component="span"
        sx={{
          fontFamily: (theme) => theme.typography.h1.fontFamily,
          fontWeight: 700,
          fontSize: size === "small" ? "1.2rem" : "1.45rem",
          letterSpacing: "0.01em",
          lineHeight: 1,
        }}
      >
        {brand}
      </Typography>
    </Box>
  );
}
