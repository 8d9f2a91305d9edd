import { useEffect, useRef } from "react";
import { serverMessage } from "../../common/errors";
import { useShopToast } from "./toast";

/**
 * Spec §8: on a failed call the list shows empty; we also say so with an error toast (once per failure).
 */
export function useErrorToast(error: unknown): void {
  const toast = useShopToast();
  const shown = useRef<unknown>(null);
  useEffect(() => {
    if (!error || shown.current === error) return;
    shown.current = error;
    toast.error(serverMessage(error));
  }, [error, toast]);
}
