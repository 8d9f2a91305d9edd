import { deferredComponent } from "../common/deferred";

/** The details dialog's code (pickers, gallery, reviews), loaded when a shopper first opens a product (or points at one). */
export const lazyProductDetailsDialog = deferredComponent(() => import("./ProductDetailsDialog"), (m) => m.ProductDetailsDialog);
