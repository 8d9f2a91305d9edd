import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { serverMessage } from "../../common/errors";
import { texts } from "../../common/texts";
import { useShopToast } from "../common/toast";
import { RemoveFromCartDocument, SetCartQuantityDocument } from "./drawerDocuments";
import { canDecrease, canIncrease } from "./limits";
import type { CartLineData } from "./useCart";
import { useCart } from "./useCart";

const toasts = texts.shop.toasts;

function lineKey(line: CartLineData) {
  return { productId: line.productId, size: line.size, colour: line.colour };
}

/**
 * Quantity changes and removal of cart lines (spec §4, §5, §8). Each answer is the whole cart, which replaces
 * the cached one. Plus is blocked before any call when quantity + 1 would exceed the stock; a failed call shows
 * the server's message and re-reads the cart. One change per line at a time.
 */
export function useCartLineActions() {
  const [setQuantity] = useMutation(SetCartQuantityDocument);
  const [removeLine] = useMutation(RemoveFromCartDocument);
  const { refetch } = useCart();
  const toast = useShopToast();
  const [busyLines, setBusyLines] = useState<ReadonlySet<string>>(() => new Set());

  async function run(line: CartLineData, action: () => Promise<unknown>, onDone: () => void) {
    if (busyLines.has(line.id)) return;
    setBusyLines((s) => new Set(s).add(line.id));
    try {
      await action();
      onDone();
    } catch (error) {
      toast.error(serverMessage(error));
      void refetch().catch(() => undefined);
    } finally {
      setBusyLines((s) => {
        const next = new Set(s);
        next.delete(line.id);
        return next;
      });
    }
  }

  function changeQuantity(line: CartLineData, delta: 1 | -1) {
    const quantity = line.quantity + delta;
    if (delta > 0 && !canIncrease(line.quantity, line.availableStock)) {
      toast.warning(toasts.onlyAvailable(line.availableStock), toasts.cantAddMoreDescription);
      return;
    }
    if (delta < 0 && !canDecrease(line.quantity)) return;
    void run(
      line,
      () => setQuantity({ variables: { input: { ...lineKey(line), quantity } } }),
      () => toast.success(toasts.cartUpdated, toasts.cartUpdatedDescription(quantity)),
    );
  }

  function remove(line: CartLineData) {
    void run(
      line,
      () => removeLine({ variables: { input: lineKey(line) } }),
      () => toast.success(toasts.itemRemoved),
    );
  }

  return { changeQuantity, remove, isBusy: (line: CartLineData) => busyLines.has(line.id) };
}
