import Box from "@mui/material/Box";
import { useSnackbar, type ToastVariant as VariantType } from "../../common/toasts";
import { useMemo, type ReactNode } from "react";

/** A toast's content: a title line and, optionally, a smaller description line under it. */
export function ToastMessage({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <Box component="span" sx={{ display: "flex", flexDirection: "column", gap: 0.25 }}>
      <Box component="span" sx={{ fontWeight: 700 }}>
        {title}
      </Box>
      {description ? (
        <Box component="span" sx={{ fontSize: "0.875em" }}>
          {description}
        </Box>
      ) : null}
    </Box>
  );
}

export interface ShopToast {
  success: (title: string, description?: ReactNode) => void;
  error: (title: string, description?: ReactNode) => void;
  warning: (title: string, description?: ReactNode) => void;
  info: (title: string, description?: ReactNode) => void;
}

/** The app's toasts (notistack, common/toasts.ts) with the shop's title + description layout (spec §8 toasts). */
export function useShopToast(): ShopToast {
  const { enqueueSnackbar } = useSnackbar();
  return useMemo(() => {
    const show = (variant: VariantType) => (title: string, description?: ReactNode) =>
      enqueueSnackbar(description ? <ToastMessage title={title} description={description} /> : title, { variant });
    return { success: show("success"), error: show("error"), warning: show("warning"), info: show("info") };
  }, [enqueueSnackbar]);
}
