// Entry of the storefront chunk (loaded lazily by src/app/routes.tsx): the layout and the home page, what a
// shopper's first visit needs. The other pages are chunks of their own, loaded from here (so they reuse what this
// chunk already brought instead of repeating it).
export { HomePage, prefetchHomePage } from "./home/HomePage";
export { ShopLayout } from "./ShopLayout";
export { prefetchListingPage } from "./listing/documents";
export { lazyProductDetailsDialog } from "./product/lazyProductDetailsDialog";
export { prefetchProductDetails } from "./product/documents";

export const loadListingPage = () => import("./listing/ListingPage");
export const loadCheckoutPage = () => import("./checkout/CheckoutPage");
export const loadAccountPage = () => import("./account/AccountPage");
export const loadSearchPage = () => import("./search/SearchPage");
