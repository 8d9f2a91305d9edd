import { alpha, keyframes, styled, type SxProps, type Theme } from "@mui/material/styles";
import { forwardRef, type ButtonHTMLAttributes, type ElementType, type ReactNode } from "react";

/**
 * Buttons for the storefront's first screens (header, cards, banner, product dialog): MUI's Button, IconButton and
 * ButtonBase look (the theme's colours, shapes and type), built on a native `<button>` without ButtonBase's ripple,
 * focus-ripple and loading-spinner code (about 8 kB compressed that every landing page loaded; issue 29). Keyboard
 * focus shows as an outline (`:focus-visible`) instead of a ripple. Screens a shopper opens later (drawers, menus,
 * checkout, account) keep MUI's components.
 */

export type LightButtonVariant = "text" | "outlined" | "contained";
export type LightButtonColor = "primary" | "secondary" | "inherit";
export type LightButtonSize = "small" | "medium" | "large";

type NativeProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "color">;

/** What every light control takes besides a native button's attributes: another element (a router link) and sx. */
interface PolymorphicProps {
  /** Render as another element or component, e.g. react-router's `Link` (with `to`). */
  component?: ElementType;
  to?: string;
  href?: string;
  sx?: SxProps<Theme>;
}

const spin = keyframes`
  from { transform: rotate(0deg); }
  to { transform: rotate(360deg); }
`;

/** ButtonBase's reset: a bare, focusable, clickable box (a card's picture, a tile); keyboard focus outlined. */
export const base = (theme: Theme) =>
  ({
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    position: "relative",
    boxSizing: "border-box",
    WebkitTapHighlightColor: "transparent",
    backgroundColor: "transparent",
    outline: 0,
    border: 0,
    margin: 0,
    borderRadius: 0,
    padding: 0,
    cursor: "pointer",
    userSelect: "none",
    verticalAlign: "middle",
    appearance: "none",
    textDecoration: "none",
    color: "inherit",
    font: "inherit",
    "&::-moz-focus-inner": { borderStyle: "none" },
    "&:disabled, &[aria-disabled='true']": { pointerEvents: "none", cursor: "default" },
    "&:focus-visible": { outline: `3px solid ${theme.palette.secondary.main}`, outlineOffset: 2 },
  }) as const;

/** Props of the styled roots that are not attributes of the element (emotion's `as` is handled by emotion). */
export const shouldForwardProp = (prop: string) => prop !== "ownerState" && prop !== "theme" && prop !== "sx" && prop !== "as";

const PressableRoot = styled("button", { shouldForwardProp })(({ theme }) => base(theme));

/** An unstyled button (MUI's ButtonBase without the ripple). */
export const Pressable = forwardRef<HTMLButtonElement, NativeProps & PolymorphicProps>(function Pressable({ component, type, ...props }, ref) {
  return <PressableRoot ref={ref} as={component} type={component ? type : (type ?? "button")} {...props} />;
});

interface ButtonOwnerState {
  variant: LightButtonVariant;
  color: LightButtonColor;
  size: LightButtonSize;
  fullWidth: boolean;
  loading: boolean;
}

const PADDING: Record<LightButtonVariant, Record<LightButtonSize, string>> = {
  text: { small: "4px 5px", medium: "6px 8px", large: "8px 11px" },
  outlined: { small: "3px 9px", medium: "5px 15px", large: "7px 21px" },
  contained: { small: "4px 10px", medium: "6px 16px", large: "8px 22px" },
};

const ButtonRoot = styled("button", { shouldForwardProp })<{ ownerState: ButtonOwnerState }>(({ theme, ownerState: o }) => {
  const p = theme.palette;
  const main = o.color === "inherit" ? "currentColor" : p[o.color].main;
  const hoverBg = alpha(o.color === "inherit" ? p.text.primary : p[o.color].main, p.action.hoverOpacity);
  const large = o.size === "large";
  return {
    ...base(theme),
    ...theme.typography.button,
    minWidth: 64,
    padding: PADDING[o.variant][o.size],
    ...(o.size !== "medium" && { fontSize: theme.typography.pxToRem(o.size === "small" ? 13 : 15) }),
    // The theme's MuiButton overrides (theme.ts): pill-shaped, 20 px either side, a large one taller and 1rem.
    borderRadius: 999,
    paddingInline: 20,
    ...(large && { paddingBlock: 12, fontSize: "1rem" }),
    width: o.fullWidth ? "100%" : undefined,
    transition: theme.transitions.create(["background-color", "box-shadow", "border-color", "color"], { duration: theme.transitions.duration.short }),
    ...(o.variant === "contained"
      ? {
          color: o.color === "inherit" ? p.text.primary : p[o.color].contrastText,
          backgroundColor: o.color === "inherit" ? p.grey[300] : p[o.color].main,
          "@media (hover: hover)": { "&:hover": { backgroundColor: o.color === "inherit" ? p.grey.A100 : p[o.color].dark } },
          "&:disabled": { color: p.action.disabled, backgroundColor: p.action.disabledBackground },
        }
      : o.variant === "outlined"
        ? {
            color: o.color === "inherit" ? "inherit" : main,
            border: `1px solid ${o.color === "inherit" ? "currentColor" : alpha(main, 0.5)}`,
            "@media (hover: hover)": { "&:hover": { backgroundColor: hoverBg, borderColor: main } },
            "&:disabled": { color: p.action.disabled, border: `1px solid ${p.action.disabledBackground}` },
          }
        : {
            color: o.color === "inherit" ? "inherit" : main,
            "@media (hover: hover)": { "&:hover": { backgroundColor: hoverBg } },
            "&:disabled": { color: p.action.disabled },
          }),
    // The press: MUI's ripple is gone, so the button darkens a little under the finger.
    "&:active": { filter: "brightness(0.94)" },
    ...(o.loading && { "&&": { color: "transparent" } }),
  };
});

const Icon = styled("span", { shouldForwardProp })<{ ownerState: { side: "start" | "end"; size: LightButtonSize } }>(({ ownerState: o }) => ({
  display: "inherit",
  alignItems: "center",
  ...(o.side === "start" ? { marginRight: 8, marginLeft: o.size === "small" ? -2 : -4 } : { marginLeft: 8, marginRight: o.size === "small" ? -2 : -4 }),
  "& > *:nth-of-type(1)": { fontSize: o.size === "small" ? 18 : o.size === "large" ? 22 : 20 },
}));

/** MUI's CircularProgress look (16 px, the text's colour) as one spinning ring. */
const Spinner = styled("span")(({ theme }) => ({
  position: "absolute",
  left: "50%",
  top: "50%",
  width: 16,
  height: 16,
  margin: -8,
  borderRadius: "50%",
  border: "2px solid",
  borderColor: `${theme.palette.action.disabled} transparent ${theme.palette.action.disabled} ${theme.palette.action.disabled}`,
  animation: `${spin} 0.8s linear infinite`,
  "@media (prefers-reduced-motion: reduce)": { animationDuration: "2.4s" },
}));

export interface LightButtonProps extends NativeProps, PolymorphicProps {
  variant?: LightButtonVariant;
  color?: LightButtonColor;
  size?: LightButtonSize;
  fullWidth?: boolean;
  startIcon?: ReactNode;
  endIcon?: ReactNode;
  /** Busy: disabled, its label hidden behind a spinner (the label still names it), `aria-busy`. */
  loading?: boolean;
}

/** MUI's Button (contained, outlined or text; primary, secondary or inherit; three sizes) on a native button. */
export const LightButton = forwardRef<HTMLButtonElement, LightButtonProps>(function LightButton(
  { variant = "text", color = "primary", size = "medium", fullWidth = false, startIcon, endIcon, loading = false, disabled, children, component, type, ...props },
  ref,
) {
  const ownerState = { variant, color, size, fullWidth, loading };
  return (
    <ButtonRoot
      ref={ref}
      as={component}
      type={component ? type : (type ?? "button")}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      ownerState={ownerState}
      {...props}
    >
      {startIcon ? <Icon ownerState={{ side: "start", size }}>{startIcon}</Icon> : null}
      {children}
      {endIcon ? <Icon ownerState={{ side: "end", size }}>{endIcon}</Icon> : null}
      {loading ? <Spinner aria-hidden /> : null}
    </ButtonRoot>
  );
});

type IconButtonSize = "small" | "medium";

const IconButtonRoot = styled("button", { shouldForwardProp })<{ ownerState: { size: IconButtonSize; edge: "start" | "end" | false } }>(({ theme, ownerState: o }) => ({
  ...base(theme),
  flex: "0 0 auto",
  fontSize: theme.typography.pxToRem(o.size === "small" ? 18 : 24),
  padding: o.size === "small" ? 5 : 8,
  borderRadius: "50%",
  color: theme.palette.action.active,
  transition: theme.transitions.create("background-color", { duration: theme.transitions.duration.shortest }),
  ...(o.edge === "start" && { marginLeft: o.size === "small" ? -3 : -12 }),
  ...(o.edge === "end" && { marginRight: o.size === "small" ? -3 : -12 }),
  "@media (hover: hover)": { "&:hover": { backgroundColor: alpha(theme.palette.action.active, theme.palette.action.hoverOpacity) } },
  "&:active": { backgroundColor: alpha(theme.palette.action.active, theme.palette.action.hoverOpacity * 2) },
  "&:disabled": { color: theme.palette.action.disabled, backgroundColor: "transparent" },
}));

export interface LightIconButtonProps extends NativeProps, PolymorphicProps {
  size?: IconButtonSize;
  /** A negative margin on that side, so the icon lines up with the content's edge (as MUI's `edge`). */
  edge?: "start" | "end" | false;
}

/** MUI's IconButton (round, the icon's 40 px hit area) on a native button. */
export const LightIconButton = forwardRef<HTMLButtonElement, LightIconButtonProps>(function LightIconButton(
  { size = "medium", edge = false, component, type, ...props },
  ref,
) {
  return <IconButtonRoot ref={ref} as={component} type={component ? type : (type ?? "button")} ownerState={{ size, edge }} {...props} />;
});
