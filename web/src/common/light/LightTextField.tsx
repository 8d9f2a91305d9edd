import { styled, type SxProps, type Theme } from "@mui/material/styles";
import type { InputHTMLAttributes, ReactNode } from "react";
import { shouldForwardProp } from "./LightButton";

/**
 * MUI's outlined text field look (the theme's paper background, a 2 px outline when focused, a label that floats up
 * when the field has focus or a value) on a native `<input>` and `<label>`: the search box and the product page's
 * pincode field, where OutlinedInput, InputLabel and FormControl were about 7 kB compressed of the first load
 * (issue 29). Forms a shopper opens later keep MUI's TextField.
 */

interface OwnerState {
  size: "small" | "medium";
  error: boolean;
  labelled: boolean;
  adorned: boolean;
}

const Root = styled("div", { shouldForwardProp })<{ ownerState: OwnerState }>(({ theme, ownerState: o }) => {
  const p = theme.palette;
  const border = o.error ? p.error.main : "rgba(0, 0, 0, 0.23)";
  const focus = o.error ? p.error.main : p.primary.main;
  return {
    position: "relative",
    display: "flex",
    alignItems: "center",
    boxSizing: "border-box",
    width: "100%",
    minWidth: 0,
    ...theme.typography.body1,
    lineHeight: "1.4375em",
    color: p.text.primary,
    backgroundColor: p.background.paper,
    borderRadius: theme.shape.borderRadius,
    cursor: "text",
    paddingLeft: o.adorned ? 14 : 0,
    // The outline: 1 px, darker on hover, 2 px in the focus colour (theme.ts), drawn inside so nothing moves.
    boxShadow: `inset 0 0 0 1px ${border}`,
    "@media (hover: hover)": { "&:hover": { boxShadow: `inset 0 0 0 1px ${o.error ? p.error.main : p.text.primary}` } },
    "&:focus-within, &&:focus-within": { boxShadow: `inset 0 0 0 2px ${focus}` },
    "& > svg": { flexShrink: 0, marginRight: 8, color: p.action.active },
    "& input": {
      font: "inherit",
      letterSpacing: "inherit",
      color: "currentColor",
      boxSizing: "content-box",
      height: "1.4375em",
      margin: 0,
      minWidth: 0,
      width: "100%",
      border: 0,
      outline: 0,
      background: "none",
      padding: o.size === "small" ? "8.5px 14px" : "16.5px 14px",
      ...(o.adorned && { paddingLeft: 0 }),
      "&::placeholder": { color: "currentColor", opacity: 0.42 },
      "&[type=search]::-webkit-search-decoration": { WebkitAppearance: "none" },
    },
    ...(o.labelled && {
      // Until the field has focus or a value the label sits inside it, where the placeholder would be.
      "& input:not(:focus)::placeholder": { opacity: 0 },
      "& label": {
        position: "absolute",
        left: 0,
        top: 0,
        maxWidth: "calc(100% - 24px)",
        overflow: "hidden",
        whiteSpace: "nowrap",
        textOverflow: "ellipsis",
        padding: "0 4px",
        marginLeft: -4,
        color: o.error ? p.error.main : p.text.secondary,
        pointerEvents: "none",
        transformOrigin: "top left",
        transform: `translate(14px, -9px) scale(0.75)`,
        backgroundColor: p.background.paper,
        transition: theme.transitions.create(["color", "transform"], { duration: theme.transitions.duration.shorter }),
      },
      "& input:focus ~ label": { color: focus },
      "& input:not(:focus):placeholder-shown ~ label": { transform: `translate(14px, ${o.size === "small" ? 9 : 16}px) scale(1)`, backgroundColor: "transparent" },
    }),
  };
});

const Helper = styled("p")(({ theme }) => ({
  ...theme.typography.caption,
  color: theme.palette.text.secondary,
  margin: "3px 14px 0",
}));

export interface LightTextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "size"> {
  /** A visible label that floats over the outline (needs `id`); without it, name the input with `aria-label`. */
  label?: string;
  size?: "small" | "medium";
  error?: boolean;
  /** An icon before the text (the search box's magnifier). */
  startIcon?: ReactNode;
  helperText?: ReactNode;
  /** The helper line's id (the input's `aria-describedby` names it). */
  helperId?: string;
  sx?: SxProps<Theme>;
}

/** An outlined text field: `<input>` plus an optional floating `<label>` and helper line. */
export function LightTextField({ label, size = "medium", error = false, startIcon, helperText, helperId, sx, id, ...input }: LightTextFieldProps) {
  const field = (
    // A click on the outline or the icon puts the caret in the field, as MUI's does.
    <Root ownerState={{ size, error, labelled: Boolean(label), adorned: Boolean(startIcon) }} sx={sx} onClick={(e) => e.currentTarget.querySelector("input")?.focus()}>
      {startIcon}
      {/* A placeholder keeps :placeholder-shown meaningful for the floating label. */}
      <input id={id} aria-invalid={error || undefined} {...input} placeholder={input.placeholder ?? (label ? " " : undefined)} />
      {label ? <label htmlFor={id}>{label}</label> : null}
    </Root>
  );
  if (helperText === undefined) return field;
  return (
    <div>
      {field}
      <Helper id={helperId}>{helperText}</Helper>
    </div>
  );
}
