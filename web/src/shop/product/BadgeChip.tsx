import Box from "@mui/material/Box";
import type { ProductBadge } from "./badge";

const colours: Record<ProductBadge["kind"], { bg: string; fg: string }> = {
  "out-of-stock": { bg: "#3b3946", fg: "#ffffff" },
  "low-stock": { bg: "#b3261e", fg: "#ffffff" },
  sale: { bg: "#d8894b", fg: "#1b1208" },
};

/** The card's corner badge ('Out Of Stock', 'Only N left', 'N% OFF'). */
export function BadgeChip({ badge, sx }: { badge: ProductBadge; sx?: object }) {
  const c = colours[badge.kind];
  return (
    <Box
      component="span"
      data-badge={badge.kind}
      sx={{
        display: "inline-block",
        px: 1.1,
        py: 0.4,
        borderRadius: 1.5,
        fontSize: 12,
        fontWeight: 800,
        letterSpacing: "0.02em",
        lineHeight: 1.4,
        bgcolor: c.bg,
        color: c.fg,
        boxShadow: "0 2px 6px rgba(0,0,0,0.18)",
        ...sx,
      }}
    >
      {badge.label}
    </Box>
  );
}
