// Entry of the admin chunk (loaded lazily by src/app/routes.tsx).
export { AdminDashboardPage } from "./dashboard/AdminDashboardPage";
export { AdminFeaturesPage } from "./AdminFeaturesPage";
export { AdminLayout } from "./AdminLayout";
export { AdminOrdersPage } from "./orders/AdminOrdersPage";
export { AdminProductsPage } from "./products/AdminProductsPage";
