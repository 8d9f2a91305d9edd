import { deferredComponent } from "../common/deferred";

/** The cart drawer's code, loaded when the cart is first opened (or the pointer heads for the cart button). */
export const lazyCartDrawer = deferredComponent(() => import("./CartDrawer"), (m) => m.CartDrawer);
