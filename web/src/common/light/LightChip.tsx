import Box from "@mui/material/Box";
import { alpha, styled, type SxProps, type Theme } from "@mui/material/styles";
import type { ReactNode } from "react";
import { base } from "./LightButton";

/**
 * MUI's Chip look for the first screens' two kinds (issue 29: Chip brings ButtonBase and its ripple): a label
 * (the dialog's '20% OFF') and a removable filter (the listing's chosen filters).
 */

/** A filled chip showing a label (MUI's Chip, `color`, not clickable). */
export function LabelChip({ label, color = "secondary", sx }: { label: ReactNode; color?: "primary" | "secondary"; sx?: SxProps<Theme> }) {
  return (
    <Box
      component="span"
      sx={[
        (theme) => ({
          display: "inline-flex",
          alignItems: "center",
          height: 32,
          px: "12px",
          borderRadius: 16,
          fontSize: theme.typography.pxToRem(13),
          whiteSpace: "nowrap",
          bgcolor: `${color}.main`,
          color: `${color}.contrastText`,
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {label}
    </Box>
  );
}

const RemovableRoot = styled("button")(({ theme }) => ({
  ...base(theme),
  height: 32,
  gap: 4,
  padding: "0 5px 0 11px",
  borderRadius: 16,
  fontSize: theme.typography.pxToRem(13),
  whiteSpace: "nowrap",
  border: `1px solid ${theme.palette.grey[400]}`,
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  transition: theme.transitions.create("background-color", { duration: theme.transitions.duration.shortest }),
  "& > svg": { width: 22, height: 22, color: alpha(theme.palette.text.primary, 0.26), transition: "color .15s" },
  "@media (hover: hover)": { "&:hover": { backgroundColor: alpha(theme.palette.text.primary, theme.palette.action.hoverOpacity) } },
  "&:hover > svg": { color: alpha(theme.palette.text.primary, 0.4) },
}));

/**
 * A chosen filter as an outlined chip whose button removes it: its name is the label (what the shopper chose), its
 * description says what pressing it does.
 */
export function RemovableChip({ label, onRemove, removeHint }: { label: string; onRemove: () => void; removeHint: string }) {
  return (
    <RemovableRoot type="button" onClick={onRemove} title={removeHint}>
      {label}
      {/* MUI's Cancel icon */}
      <svg viewBox="0 0 24 24" aria-hidden focusable="false">
        <path fill="currentColor" d="M12 2C6.47 2 2 6.47 2 12s4.47 10 10 10 10-4.47 10-10S17.53 2 12 2zm5 13.59L15.59 17 12 13.41 8.41 17 7 15.59 10.59 12 7 8.41 8.41 7 12 10.59 15.59 7 17 8.41 13.41 12 17 15.59z" />
      </svg>
    </RemovableRoot>
  );
}
