import Box from "@mui/material/Box";
import type { ReactNode } from "react";

/**
 * MUI's Badge look (a round count in the secondary colour on the corner of what it decorates; hidden at 0, "99+"
 * above 99) as two spans, without the Badge component (issue 29: every landing page's header carries one).
 */
export function LightBadge({ count, max = 99, children, badgeProps, sx }: {
  count: number;
  max?: number;
  children: ReactNode;
  /** Attributes of the count's own element (a test id). */
  badgeProps?: Record<string, string>;
  sx?: object;
}) {
  return (
    <Box component="span" sx={{ position: "relative", display: "inline-flex", verticalAlign: "middle", flexShrink: 0, ...sx }}>
      {children}
      <Box
        component="span"
        {...badgeProps}
        sx={(theme) => ({
          position: "absolute",
          top: 0,
          right: 0,
          zIndex: 1,
          display: "flex",
          alignItems: "center",
          justifyContent: "center",
          boxSizing: "border-box",
          minWidth: 20,
          height: 20,
          px: "6px",
          borderRadius: 10,
          fontFamily: theme.typography.fontFamily,
          fontWeight: theme.typography.fontWeightMedium,
          fontSize: theme.typography.pxToRem(12),
          lineHeight: 1,
          bgcolor: "secondary.main",
          color: "secondary.contrastText",
          transformOrigin: "100% 0%",
          transform: count > 0 ? "scale(1) translate(50%, -50%)" : "scale(0) translate(50%, -50%)",
          transition: theme.transitions.create("transform", { easing: theme.transitions.easing.easeInOut, duration: theme.transitions.duration.enteringScreen }),
        })}
      >
        {count > 0 ? (count > max ? `${max}+` : count) : null}
      </Box>
    </Box>
  );
}
