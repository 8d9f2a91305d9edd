import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

/**
 * The banner of the checkout and account pages: a generated hero (layered gradients and a fine pattern in the
 * brand's colours), so it needs no image download and reads well at every width.
 */
export function PageBanner({ title, subtitle, icon }: { title: string; subtitle?: string; icon?: ReactNode }) {
  return (
    <Box
      component="header"
      sx={(theme) => ({
        position: "relative",
        overflow: "hidden",
        borderRadius: { xs: 3, md: 4 },
        px: { xs: 3, md: 6 },
        py: { xs: 4, md: 6 },
        mb: { xs: 3, md: 4 },
        color: "common.white",
        background: `radial-gradient(circle at 85% 20%, ${theme.palette.secondary.main}cc 0, transparent 38%),
          radial-gradient(circle at 10% 120%, ${theme.palette.secondary.dark}99 0, transparent 45%),
          linear-gradient(120deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 55%, ${theme.palette.primary.light} 100%)`,
        "&::after": {
          content: '""',
          position: "absolute",
          inset: 0,
          opacity: 0.12,
          backgroundImage:
            "repeating-linear-gradient(45deg, #fff 0 1px, transparent 1px 14px), repeating-linear-gradient(-45deg, #fff 0 1px, transparent 1px 14px)",
          pointerEvents: "none",
        },
      })}
    >
      <Box sx={{ position: "relative", zIndex: 1, display: "flex", alignItems: "center", gap: 2 }}>
        {icon ? (
          <Box
            aria-hidden
            sx={{
              display: { xs: "none", sm: "grid" },
              placeItems: "center",
              width: 56,
              height: 56,
              borderRadius: "50%",
              bgcolor: "rgba(255,255,255,0.14)",
              "& svg": { fontSize: 30 },
            }}
          >
            {icon}
          </Box>
        ) : null}
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h3" component="h1" sx={{ fontSize: { xs: "1.9rem", md: "2.6rem" } }}>
            {title}
          </Typography>
          {subtitle ? (
            <Typography variant="body1" sx={{ mt: 0.75, opacity: 0.88 }}>
              {subtitle}
            </Typography>
          ) : null}
        </Box>
      </Box>
    </Box>
  );
}
