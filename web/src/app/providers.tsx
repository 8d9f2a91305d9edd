import type { ApolloClient } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider, styled } from "@mui/material/styles";
import { MaterialDesignContent, SnackbarProvider } from "notistack";
import type { ReactNode } from "react";
import { theme } from "./theme";

/** Spec §9: toasts stay 4000 ms, 3 visible at once. */
export const TOAST_MAX_SNACK = 3;
export const TOAST_AUTO_HIDE_MS = 4000;

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

export function AppProviders({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <ApolloProvider client={client}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <SnackbarProvider
          maxSnack={TOAST_MAX_SNACK}
          autoHideDuration={TOAST_AUTO_HIDE_MS}
          anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
          Components={{ default: Toast, success: Toast, error: Toast, warning: Toast, info: Toast }}
        >
          {children}
        </SnackbarProvider>
      </ThemeProvider>
    </ApolloProvider>
  );
}
