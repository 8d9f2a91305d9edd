import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import type { ReactNode } from "react";
import { Placeholder } from "../../common/Placeholder";
import { texts } from "../../common/texts";

/** The product grid: 3 columns on desktops (spec §9), 2 on tablets and large phones, 1 on small phones. */
export function ProductGrid({ children, columns = 3, label }: { children: ReactNode; columns?: 3 | 4; label?: string }) {
  return (
    <Box
      role="list"
      aria-label={label}
      sx={{
        display: "grid",
        gridTemplateColumns: {
          xs: "repeat(2, minmax(0, 1fr))",
          md: columns === 4 ? "repeat(3, minmax(0, 1fr))" : "repeat(2, minmax(0, 1fr))",
          lg: `repeat(${columns}, minmax(0, 1fr))`,
        },
        gap: { xs: 1.25, sm: 2, md: 3 },
        // Very narrow screens (below 340 px): one column.
        "@media (max-width: 339.95px)": { gridTemplateColumns: "minmax(0, 1fr)" },
      }}
    >
      {children}
    </Box>
  );
}

export function ProductGridItem({ children }: { children: ReactNode }) {
  return (
    <Box role="listitem" sx={{ minWidth: 0 }}>
      {children}
    </Box>
  );
}

/** Placeholders while products load (spec §2 Shop home). */
export function ProductCardSkeleton() {
  return (
    <Card variant="outlined" sx={{ borderRadius: 3, overflow: "hidden" }} aria-hidden>
      <Placeholder variant="rectangular" sx={{ width: "100%", height: "auto", aspectRatio: "4 / 5" }} />
      <Box sx={{ p: 2 }}>
        <Placeholder width="85%" height={24} />
        <Placeholder width="55%" />
        <Placeholder width="40%" height={28} />
        <Placeholder variant="rounded" height={38} sx={{ mt: 1.5, borderRadius: 999 }} />
      </Box>
    </Card>
  );
}

export function ProductGridSkeleton({ count, columns }: { count: number; columns?: 3 | 4 }) {
  return (
    <Box role="status" aria-busy="true" aria-label={texts.shop.listing.loading}>
      <ProductGrid columns={columns}>
        {Array.from({ length: count }, (_, i) => (
          <ProductGridItem key={i}>
            <ProductCardSkeleton />
          </ProductGridItem>
        ))}
      </ProductGrid>
    </Box>
  );
}
