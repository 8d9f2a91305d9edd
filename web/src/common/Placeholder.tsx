import Box from "@mui/material/Box";
import { alpha, keyframes, type SxProps, type Theme } from "@mui/material/styles";

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.4; }
  100% { opacity: 1; }
`;

/**
 * A loading placeholder that looks like MUI's Skeleton (same tint, shapes and pulse) for the first screen's
 * placeholders (banner, product cards), so the first visit does not load the Skeleton component for them.
 */
export function Placeholder({
  variant = "text",
  width,
  height,
  sx,
}: {
  variant?: "text" | "rectangular" | "rounded";
  width?: number | string;
  height?: number | string;
  sx?: SxProps<Theme>;
}) {
  return (
    <Box
      component="span"
      sx={[
        (theme) => ({
          display: "block",
          width,
          height: height ?? (variant === "text" ? "auto" : undefined),
          bgcolor: alpha(theme.palette.text.primary, 0.11),
          animation: `${pulse} 2s ease-in-out 0.5s infinite`,
          "@media (prefers-reduced-motion: reduce)": { animation: "none" },
          ...(variant === "rounded" && { borderRadius: `${theme.shape.borderRadius}px` }),
          ...(variant === "text" && {
            mt: 0,
            mb: 0,
            transform: "scale(1, 0.60)",
            transformOrigin: "0 55%",
            borderRadius: "4px / 6.7px",
            "&:empty:before": { content: '"\\00a0"' },
          }),
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
