// Entry of the storefront chunk (loaded lazily by src/app/routes.tsx): the layout, what every page of the shop
// shows. The pages are chunks of their own, the home's too (a shared link lands on another page: issue 29), loaded
// from here (so they reuse what this chunk already brought instead of repeating it).
export { ShopLayout } from "./ShopLayout";
export { prefetchListingPage } from "./listing/documents";
export { lazyProductDetailsDialog } from "./product/lazyProductDetailsDialog";
export { prefetchProductDetails } from "./product/documents";

export const loadHomePage = () => import("./home/HomePage");
export const loadListingPage = () => import("./listing/ListingPage");
export const loadCheckoutPage = () => import("./checkout/CheckoutPage");
export const loadAccountPage = () => import("./account/AccountPage");
export const loadSearchPage = () => import("./search/SearchPage");
export const loadRestoreCartPage = () => import("./restore/RestoreCartPage");
