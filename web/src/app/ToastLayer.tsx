import { styled } from "@mui/material/styles";
import { MaterialDesignContent, SnackbarProvider, enqueueSnackbar } from "notistack";
import { useEffect } from "react";
import { connectToasts, TOAST_AUTO_HIDE_MS, TOAST_MAX_SNACK } from "./toasts";

/** notistack's toasts in the theme's colours and type. */
const Toast = styled(MaterialDesignContent)(({ theme: t }) => ({
  fontFamily: t.typography.fontFamily,
  borderRadius: 12,
  boxShadow: t.shadows[6],
  "&.notistack-MuiContent-success": { backgroundColor: t.palette.success.main },
  "&.notistack-MuiContent-error": { backgroundColor: t.palette.error.main },
  "&.notistack-MuiContent-warning": { backgroundColor: t.palette.secondary.dark },
  "&.notistack-MuiContent-info": { backgroundColor: t.palette.primary.main },
  "&.notistack-MuiContent-default": { backgroundColor: t.palette.primary.dark },
}));

/** The toast layer (its own chunk, loaded with the first toast): notistack, fed by `enqueueToast`. */
export default function ToastLayer() {
  useEffect(() => connectToasts(({ message, options }) => enqueueSnackbar(message, options)), []);
  return (
    <SnackbarProvider
      maxSnack={TOAST_MAX_SNACK}
      autoHideDuration={TOAST_AUTO_HIDE_MS}
      anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
      Components={{ default: Toast, success: Toast, error: Toast, warning: Toast, info: Toast }}
    />
  );
}
