import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { alpha } from "@mui/material/styles";
import { forwardRef, useId, type ReactNode } from "react";
import { Pressable } from "../../common/light/LightButton";

export interface PickerChoice {
  value: string;
  /** Shown but not choosable (a size out of stock in the chosen colour, a colour out of stock in every size). */
  disabled?: boolean;
  /** Said instead of the value (e.g. "M, out of stock"). */
  accessibleName?: string;
  adornment?: ReactNode;
}

/**
 * One option of a product (size or colour) as a row of toggle buttons (`aria-pressed`) in the order given, with its
 * label, the chosen value beside it, and a helper line under it ('Please select a size'). The ref is the group (a
 * caller moves focus into it). Native buttons, not MUI's ToggleButtonGroup (ButtonBase, its ripple and a roving
 * tab index: issue 29, the product link's first load); each is a Tab stop.
 */
export const OptionPicker = forwardRef<HTMLDivElement, {
  label: string;
  choices: ReadonlyArray<PickerChoice>;
  value: string | null;
  onChange: (value: string) => void;
  helper?: string | null;
  /** Beside the label, at the row's end (the size picker's "Size guide"). */
  action?: ReactNode;
}>(function OptionPicker({ label, choices, value, onChange, helper, action }, ref) {
  const labelId = useId();
  const helperId = useId();
  return (
    <Box>
      <Box sx={{ display: "flex", alignItems: "baseline", justifyContent: "space-between", gap: 1, mb: 0.75 }}>
        <Typography id={labelId} variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
          {label}
          {value ? (
            <Box component="span" sx={{ fontWeight: 500, color: "text.secondary" }}>
              : {value}
            </Box>
          ) : null}
        </Typography>
        {action}
      </Box>
      <Box
        ref={ref}
        role="group"
        aria-labelledby={labelId}
        aria-describedby={helper ? helperId : undefined}
        sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}
      >
        {choices.map((choice) => {
          const selected = choice.value === value;
          return (
            <Pressable
              key={choice.value}
              disabled={choice.disabled}
              aria-pressed={selected}
              aria-label={choice.accessibleName}
              onClick={() => onChange(choice.value)}
              sx={(theme) => ({
                minWidth: 48,
                p: "7px",
                px: 1.75,
                gap: 0.75,
                fontSize: theme.typography.pxToRem(13),
                fontWeight: 700,
                lineHeight: 1.75,
                border: "1px solid",
                borderColor: "divider",
                borderRadius: 999,
                color: "action.active",
                transition: theme.transitions.create(["background-color", "color"], { duration: theme.transitions.duration.shortest }),
                "@media (hover: hover)": { "&:hover": { bgcolor: alpha(theme.palette.text.primary, theme.palette.action.hoverOpacity) } },
                "&[aria-pressed='true'], &[aria-pressed='true']:hover": { bgcolor: "primary.main", color: "primary.contrastText", borderColor: "primary.main" },
                "&:disabled": { textDecoration: "line-through", color: "text.disabled", borderStyle: "dashed" },
              })}
            >
              {choice.adornment}
              {choice.value}
            </Pressable>
          );
        })}
      </Box>
      {helper ? (
        <Typography id={helperId} role="alert" variant="body2" sx={{ color: "error.main", fontWeight: 600, mt: 0.75 }}>
          {helper}
        </Typography>
      ) : null}
    </Box>
  );
});

// A diagonal line across a sold-out swatch: a faded dot alone could pass for a pale colour.
const crossed = "linear-gradient(to top right, transparent calc(50% - 1px), #000 calc(50% - 1px), #000 calc(50% + 1px), transparent calc(50% + 1px))";

/**
 * A dot in the colour a name says, when the browser knows that name ("Black", "Navy"); nothing otherwise. A sold-out
 * colour's dot is faded and crossed out.
 */
export function ColourSwatch({ colour, soldOut = false }: { colour: string; soldOut?: boolean }) {
  const css = colour.toLowerCase().replace(/\s+/g, "");
  const known = typeof CSS !== "undefined" && typeof CSS.supports === "function" && CSS.supports("color", css);
  if (!known) return null;
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        width: 14,
        height: 14,
        borderRadius: "50%",
        bgcolor: css,
        border: "1px solid rgba(0,0,0,0.25)",
        flexShrink: 0,
        ...(soldOut ? { opacity: 0.45, backgroundImage: crossed } : {}),
      }}
    />
  );
}
