import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { itemsValue, track } from "../../common/analytics";
import { serverMessage } from "../../common/errors";
import { texts } from "../../common/texts";
import { useShopToast } from "../common/toast";
import { cartLineItem } from "./cartAnalytics";
import { RemoveFromCartDocument, SetCartQuantityDocument } from "./drawerDocuments";
import { canDecrease, canIncrease } from "./limits";
import type { CartLineData } from "./useCart";
import { useCart } from "./useCart";

const toasts = texts.shop.toasts;

/** GA4's add_to_cart or remove_from_cart of `quantity` units of a cart line. */
export function trackLineChange(event: "add_to_cart" | "remove_from_cart", line: CartLineData, quantity: number) {
  const item = cartLineItem(line, quantity);
  track(event, { ...itemsValue([item]), items: [item] });
}

function lineKey(line: CartLineData) {
  return { productId: line.productId, size: line.size, colour: line.colour };
}

/** A change on its way: the quantity the line showed when it was asked for, and whose change it is. */
interface Pending {
  quantity: number;
  token: symbol;
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
  const [pending, setPending] = useState<ReadonlyMap<string, Pending>>(() => new Map());

  // Busy until the answer shows (the cached cart, with the new quantity, renders before the call's promise settles:
  // a press in between would be dropped although the shopper already sees the new number) or the call ends.
  function isBusy(line: CartLineData) {
    return pending.get(line.id)?.quantity === line.quantity;
  }

  async function run(line: CartLineData, action: () => Promise<unknown>, onDone: () => void) {
    if (isBusy(line)) return;
    const token = Symbol(line.id);
    setPending((m) => new Map(m).set(line.id, { quantity: line.quantity, token }));
    try {
      await action();
      onDone();
    } catch (error) {
      toast.error(serverMessage(error));
      void refetch().catch(() => undefined);
    } finally {
      // Only this call's mark: a press taken once the answer showed has its own.
      setPending((m) => {
        if (m.get(line.id)?.token !== token) return m;
        const next = new Map(m);
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
      () => {
        trackLineChange(delta > 0 ? "add_to_cart" : "remove_from_cart", line, 1);
        toast.success(toasts.cartUpdated, toasts.cartUpdatedDescription(quantity));
      },
    );
  }

  function remove(line: CartLineData) {
    void run(
      line,
      () => removeLine({ variables: { input: lineKey(line) } }),
      () => {
        trackLineChange("remove_from_cart", line, line.quantity);
        toast.success(toasts.itemRemoved);
      },
    );
  }

  return { changeQuantity, remove, isBusy };
}
