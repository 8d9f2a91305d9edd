import GlobalStyles from "@mui/material/GlobalStyles";
import { styled } from "@mui/material/styles";
import { MaterialDesignContent, SnackbarProvider, enqueueSnackbar } from "notistack";
import { useEffect } from "react";
import { connectToasts, TOAST_AUTO_HIDE_MS, TOAST_MAX_SNACK } from "../common/toasts";

/** notistack's toasts in the theme's colours and type. */
const Toast = styled(MaterialDesignContent)(({ theme: t }) => ({
  fontFamily: t.typography.fontFamily,
  borderRadius: 12,
  boxShadow: t.shadows[6],
  "&.notistack-MuiContent-success": { backgroundColor: t.palette.success.main },
  "&.notistack-MuiContent-error": { backgroundColor: t.palette.error.main },
  "&.notistack-MuiContent-warning": { backgroundColor: t.palette.warning.main },
  "&.notistack-MuiContent-info": { backgroundColor: t.palette.primary.main },
  "&.notistack-MuiContent-default": { backgroundColor: t.palette.primary.dark },
}));

/**
 * Where every toast shows, on every screen (one rule, no per-screen offsets): at the top, centred. The next step of
 * a screen sits at its bottom or beside what was just used (the cart drawer's totals and Proceed to Checkout, the
 * product dialog's Add to cart and review form, the listing's next row), never in the top bar. On phones the toasts
 * also leave the top-right corner free, where every screen keeps its close or cart button.
 */
const TOAST_ANCHOR = { vertical: "top", horizontal: "center" } as const;
const toastPlacement = (
  <GlobalStyles
    styles={{
      "@media (max-width:599.95px)": {
        ".notistack-SnackbarContainer.notistack-SnackbarContainer": { left: 16, right: 72, width: "auto", maxWidth: "none", transform: "none" },
      },
    }}
  />
);

/** The toast layer (its own chunk, loaded with the first toast): notistack, fed by `enqueueToast`. */
export default function ToastLayer() {
  useEffect(() => connectToasts(({ message, options }) => enqueueSnackbar(message, options)), []);
  return (
    <>
      {toastPlacement}
      <SnackbarProvider
        maxSnack={TOAST_MAX_SNACK}
        autoHideDuration={TOAST_AUTO_HIDE_MS}
        anchorOrigin={TOAST_ANCHOR}
        Components={{ default: Toast, success: Toast, error: Toast, warning: Toast, info: Toast }}
      />
    </>
  );
}
