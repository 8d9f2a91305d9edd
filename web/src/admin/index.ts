// Entry of the admin chunk (loaded lazily by src/app/routes.tsx).
import { preloadSelectField } from "../common/form";

// The admin's forms have selects (category, brand, order status): fetch their code alongside the panel's.
preloadSelectField();

export { AdminCustomerPage } from "./customers/AdminCustomerPage";
export { AdminCustomersPage } from "./customers/AdminCustomersPage";
export { AdminDashboardPage } from "./dashboard/AdminDashboardPage";
export { AdminDeliveryPage } from "./delivery/AdminDeliveryPage";
export { AdminEmailsPage } from "./emails/AdminEmailsPage";
export { AdminMessagesPage } from "./messages/AdminMessagesPage";
export { AdminFeaturesPage } from "./AdminFeaturesPage";
export { AdminGstRatesPage } from "./gst/AdminGstRatesPage";
export { AdminLayout } from "./AdminLayout";
export { AdminOrdersPage } from "./orders/AdminOrdersPage";
export { AdminProductsPage } from "./products/AdminProductsPage";
export { AdminPromotionsPage } from "./promotions/AdminPromotionsPage";
export { AdminReturnsPage } from "./returns/AdminReturnsPage";
export { AdminReviewsPage } from "./reviews/AdminReviewsPage";
export { AdminSizeGuidesPage } from "./size-guides/AdminSizeGuidesPage";
