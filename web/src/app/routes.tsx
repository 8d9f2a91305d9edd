import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import { lazy, Suspense, type ComponentType, type ReactNode } from "react";
import { Navigate, Outlet, type RouteObject } from "react-router";
import { AuthLayout } from "../auth/AuthLayout";
import { LoginPage } from "../auth/LoginPage";
import { RegisterPage } from "../auth/RegisterPage";
import { LoadingScreen } from "./LoadingScreen";
import { RouteGuard } from "./RouteGuard";
import { SessionGate } from "./session";
import { NotFoundPage, UnauthorizedPage } from "./StatusPage";

/**
 * Route-level code splitting: the storefront and the admin panel are each one lazily loaded chunk
 * (src/shop/index.ts, src/admin/index.ts), so a shopper never downloads admin code and vice versa.
 * Authentication stays in the main chunk: it is the first screen of every signed-out visit.
 */
const loadShop = () => import("../shop");
const loadAdmin = () => import("../admin");

function fromChunk<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  return lazy(async () => ({ default: pick(await load()) }));
}

const ShopLayout = fromChunk(loadShop, (m) => m.ShopLayout);
const HomePage = fromChunk(loadShop, (m) => m.HomePage);
const ListingPage = fromChunk(loadShop, (m) => m.ListingPage);
const CheckoutPage = fromChunk(loadShop, (m) => m.CheckoutPage);
const AccountPage = fromChunk(loadShop, (m) => m.AccountPage);
const SearchPage = fromChunk(loadShop, (m) => m.SearchPage);
const AdminLayout = fromChunk(loadAdmin, (m) => m.AdminLayout);
const AdminDashboardPage = fromChunk(loadAdmin, (m) => m.AdminDashboardPage);
const AdminProductsPage = fromChunk(loadAdmin, (m) => m.AdminProductsPage);
const AdminOrdersPage = fromChunk(loadAdmin, (m) => m.AdminOrdersPage);
const AdminFeaturesPage = fromChunk(loadAdmin, (m) => m.AdminFeaturesPage);

/** Inside a layout: keep the layout on screen while a page's code loads. */
function PageSuspense({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Box sx={{ py: 4 }}>
          <LinearProgress color="secondary" aria-hidden />
        </Box>
      }
    >
      {children}
    </Suspense>
  );
}

/** Runs the session check, then renders the matched route (or the loading screen while code loads). */
function Root() {
  return (
    <SessionGate>
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
    </SessionGate>
  );
}


function page(path: string, element: ReactNode): RouteObject {
  return { path, element: <PageSuspense>{element}</PageSuspense> };
}

/** Spec §2 route table. The guard (spec §6) covers "/", /auth/*, /admin/* and /shop/*. */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      {
        path: "/",
        element: <RouteGuard />,
        children: [
          // "/" always redirects (the guard decides where); nothing renders here.
          { index: true, element: null },
          {
            path: "auth",
            element: <AuthLayout />,
            children: [
              { index: true, element: <Navigate to="login" replace /> },
              { path: "login", element: <LoginPage /> },
              { path: "register", element: <RegisterPage /> },
            ],
          },
          {
            path: "admin",
            element: <AdminLayout />,
            children: [
              { index: true, element: <Navigate to="dashboard" replace /> },
              page("dashboard", <AdminDashboardPage />),
              page("products", <AdminProductsPage />),
              page("orders", <AdminOrdersPage />),
              page("features", <AdminFeaturesPage />),
            ],
          },
          {
            path: "shop",
            element: <ShopLayout />,
            children: [
              { index: true, element: <Navigate to="home" replace /> },
              page("home", <HomePage />),
              page("listing", <ListingPage />),
              page("checkout", <CheckoutPage />),
              page("account", <AccountPage />),
              page("search", <SearchPage />),
            ],
          },
        ],
      },
      { path: "unauth-page", element: <UnauthorizedPage /> },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];
