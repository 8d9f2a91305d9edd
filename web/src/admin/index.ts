// Entry of the admin chunk (loaded lazily by src/app/routes.tsx).
export { AdminFeaturesPage } from "./AdminFeaturesPage";
export { AdminLayout } from "./AdminLayout";
export { AdminPlaceholderPage } from "./AdminPlaceholderPage";
