import { createContext, use, useMemo, useState, type ReactNode } from "react";

interface CartDrawerState {
  isOpen: boolean;
  openCart: () => void;
  closeCart: () => void;
}

const CartDrawerContext = createContext<CartDrawerState | null>(null);

/** Whether the cart drawer is open: the header's cart button opens it, Proceed to Checkout closes it. */
export function CartDrawerProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const value = useMemo(() => ({ isOpen, openCart: () => setOpen(true), closeCart: () => setOpen(false) }), [isOpen]);
  return <CartDrawerContext value={value}>{children}</CartDrawerContext>;
}

export function useCartDrawer(): CartDrawerState {
  const value = use(CartDrawerContext);
  if (!value) throw new Error("useCartDrawer must be used inside <CartDrawerProvider>");
  return value;
}
