import Box from "@mui/material/Box";
import { keyframes, type SxProps, type Theme } from "@mui/material/styles";

const slide = keyframes`
  0% { transform: translateX(-100%) scaleX(0.35); }
  60% { transform: translateX(60%) scaleX(0.6); }
  100% { transform: translateX(200%) scaleX(0.35); }
`;

/**
 * A decorative indeterminate bar (the loading screen, a page's code loading): MUI's LinearProgress look in a few
 * lines of CSS, so the first screen does not load LinearProgress for a bar it shows for a moment. Hidden from
 * assistive technology, like the bars it replaces: the surrounding status says what is happening.
 */
export function ProgressBar({ sx }: { sx?: SxProps<Theme> }) {
  return (
    <Box
      aria-hidden
      sx={[
        {
          position: "relative",
          overflow: "hidden",
          height: 4,
          bgcolor: "rgba(216,137,75,0.25)",
          "&::after": {
            content: '""',
            position: "absolute",
            inset: 0,
            bgcolor: "secondary.main",
            transformOrigin: "left center",
            animation: `${slide} 1.6s ease-in-out infinite`,
            "@media (prefers-reduced-motion: reduce)": { animation: "none", transform: "scaleX(0.5)" },
          },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
