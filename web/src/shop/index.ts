// Entry of the storefront chunk (loaded lazily by src/app/routes.tsx).
export { AccountPage } from "./account/AccountPage";
export { CheckoutPage } from "./checkout/CheckoutPage";
export { HomePage } from "./home/HomePage";
export { ListingPage } from "./listing/ListingPage";
export { SearchPage } from "./search/SearchPage";
export { ShopLayout } from "./ShopLayout";
