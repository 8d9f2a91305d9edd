import { alpha, createTheme, responsiveFontSizes } from "@mui/material/styles";

/**
 * Sutra's look: a deep indigo-black ink for structure and text, a warm amber accent for calls to
 * action, an off-white "paper" background and an editorial serif for headings. System font stacks only
 * (no web-font download), so first paint never waits for a font.
 */
const ink = {
  main: "#1f1c48",
  light: "#3d3a7a",
  dark: "#121030",
  contrastText: "#ffffff",
};

const amber = {
  main: "#d8894b",
  light: "#e8ad7d",
  dark: "#b0642a",
  contrastText: "#1b1208",
};

const headingFont = '"Playfair Display", "Didot", "Bodoni 72", "Bodoni MT", Georgia, "Times New Roman", serif';
const bodyFont =
  '"Inter", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

const base = createTheme({
  palette: {
    mode: "light",
    primary: ink,
    secondary: amber,
    background: { default: "#faf8f5", paper: "#ffffff" },
    text: { primary: "#16142b", secondary: "#5b5870" },
    divider: "#e8e4dd",
    success: { main: "#2e7d4f" },
    // Darker than MUI's orange so white text on it (chips, toasts) reads at 5:1 (WCAG AA).
    warning: { main: "#b45309", contrastText: "#ffffff" },
    error: { main: "#c0392b" },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: bodyFont,
    h1: { fontFamily: headingFont, fontWeight: 700, letterSpacing: "-0.02em" },
    h2: { fontFamily: headingFont, fontWeight: 700, letterSpacing: "-0.015em" },
    h3: { fontFamily: headingFont, fontWeight: 700, letterSpacing: "-0.01em" },
    h4: { fontFamily: headingFont, fontWeight: 700 },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 700 },
    subtitle1: { fontWeight: 500 },
    button: { textTransform: "none", fontWeight: 600, letterSpacing: "0.01em" },
    overline: { fontWeight: 700, letterSpacing: "0.18em" },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        body: { WebkitFontSmoothing: "antialiased", MozOsxFontSmoothing: "grayscale" },
        "#root": { minHeight: "100vh" },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: { borderRadius: 999, paddingInline: 20 },
        sizeLarge: { paddingBlock: 12, fontSize: "1rem" },
      },
    },
    MuiTextField: {
      defaultProps: { variant: "outlined", fullWidth: true },
    },
    MuiOutlinedInput: {
      styleOverrides: {
        root: ({ theme }) => ({
          backgroundColor: theme.palette.background.paper,
          "&.Mui-focused .MuiOutlinedInput-notchedOutline": { borderWidth: 2 },
        }),
      },
    },
    MuiAppBar: {
      defaultProps: { elevation: 0, color: "inherit" },
      styleOverrides: {
        root: ({ theme }) => ({
          backgroundColor: alpha(theme.palette.background.paper, 0.92),
          backdropFilter: "saturate(180%) blur(12px)",
          borderBottom: `1px solid ${theme.palette.divider}`,
        }),
      },
    },
    MuiPaper: {
      styleOverrides: { rounded: { borderRadius: 16 } },
    },
    MuiLink: {
      defaultProps: { underline: "hover" },
      styleOverrides: { root: { fontWeight: 600 } },
    },
    MuiListItemButton: {
      styleOverrides: {
        root: ({ theme }) => ({
          borderRadius: 10,
          "&.Mui-selected": {
            backgroundColor: alpha(theme.palette.secondary.main, 0.16),
            color: theme.palette.primary.main,
          },
        }),
      },
    },
  },
});

export const theme = responsiveFontSizes(base);
