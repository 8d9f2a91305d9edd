import type { ApolloClient } from "@apollo/client";
import Box from "@mui/material/Box";
import { Suspense, type ReactNode } from "react";
import { Navigate, Outlet, useLocation, useRoutes, type RouteObject } from "react-router";
import { LoadingScreen } from "./LoadingScreen";
import { ProgressBar } from "./ProgressBar";
import { guardRedirect } from "./guard";
import { isDialogFullScreen, productOverlay, ProductOverlayContext, usePageCoveredByProduct } from "./productRoute";
import { RouteGuard } from "./RouteGuard";
import { SessionGate, type FirstScreenData } from "./session";
import { preloadableLazy as lazyComponent, type PreloadableLazy as Lazy } from "../common/preloadableLazy";

/**
 * Route-level code splitting. The main chunk holds only the shell (providers, session check, guard);
 * everything else loads when the guard lets the visitor in:
 *  - the sign-in and sign-up screens: one small chunk (src/auth/index.ts), the first screen of a signed-out visit;
 *  - the storefront: its layout (header, footer) and one chunk per page, so /shop/home does not carry the
 *    checkout, the account or the listing's filters; shared code lands in shared chunks;
 *  - the 404 and "unauthorised" pages: a small chunk of their own;
 *  - the admin panel: its own chunks (src/admin/index.ts; the build names them admin-…), never fetched by a shopper,
 *    because the guard turns a shopper away before the admin layout renders.
 * A layout asks for its page's code as it starts loading its own, so both arrive together instead of one after the
 * other.
 */
const loadStatus = () => import("./StatusPage");
const loadAuth = () => import("../auth");
const loadShop = () => import("../shop");
const loadAdmin = () => import("../admin");

const NotFoundPage = lazyComponent(loadStatus, (m) => m.NotFoundPage);
const UnauthorizedPage = lazyComponent(loadStatus, (m) => m.UnauthorizedPage);
const AuthLayout = lazyComponent(loadAuth, (m) => m.AuthLayout);
const LoginPage = lazyComponent(loadAuth, (m) => m.LoginPage);
const RegisterPage = lazyComponent(loadAuth, (m) => m.RegisterPage);
const ForgotPasswordPage = lazyComponent(loadAuth, (m) => m.ForgotPasswordPage);
const ResetPasswordPage = lazyComponent(loadAuth, (m) => m.ResetPasswordPage);
const VerifyEmailPage = lazyComponent(loadAuth, (m) => m.VerifyEmailPage);
const UnsubscribePage = lazyComponent(loadAuth, (m) => m.UnsubscribePage);
const ShopLayout = lazyComponent(loadShop, (m) => m.ShopLayout);
const HomePage = lazyComponent(async () => (await loadShop()).loadHomePage(), (m) => m.HomePage);
const ListingPage = lazyComponent(async () => (await loadShop()).loadListingPage(), (m) => m.ListingPage);
const CheckoutPage = lazyComponent(async () => (await loadShop()).loadCheckoutPage(), (m) => m.CheckoutPage);
const AccountPage = lazyComponent(async () => (await loadShop()).loadAccountPage(), (m) => m.AccountPage);
const SearchPage = lazyComponent(async () => (await loadShop()).loadSearchPage(), (m) => m.SearchPage);
const RestoreCartPage = lazyComponent(async () => (await loadShop()).loadRestoreCartPage(), (m) => m.RestoreCartPage);
const AdminLayout = lazyComponent(loadAdmin, (m) => m.AdminLayout);
const AdminDashboardPage = lazyComponent(loadAdmin, (m) => m.AdminDashboardPage);
const AdminProductsPage = lazyComponent(loadAdmin, (m) => m.AdminProductsPage);
const AdminOrdersPage = lazyComponent(loadAdmin, (m) => m.AdminOrdersPage);
const AdminFeaturesPage = lazyComponent(loadAdmin, (m) => m.AdminFeaturesPage);
const AdminEmailsPage = lazyComponent(loadAdmin, (m) => m.AdminEmailsPage);
const AdminMessagesPage = lazyComponent(loadAdmin, (m) => m.AdminMessagesPage);
const AdminCustomersPage = lazyComponent(loadAdmin, (m) => m.AdminCustomersPage);
const AdminCustomerPage = lazyComponent(loadAdmin, (m) => m.AdminCustomerPage);
const AdminGstRatesPage = lazyComponent(loadAdmin, (m) => m.AdminGstRatesPage);
const AdminDeliveryPage = lazyComponent(loadAdmin, (m) => m.AdminDeliveryPage);
const AdminPromotionsPage = lazyComponent(loadAdmin, (m) => m.AdminPromotionsPage);
const AdminReturnsPage = lazyComponent(loadAdmin, (m) => m.AdminReturnsPage);
const AdminReviewsPage = lazyComponent(loadAdmin, (m) => m.AdminReviewsPage);
const AdminSizeGuidesPage = lazyComponent(loadAdmin, (m) => m.AdminSizeGuidesPage);

/**
 * A lazily loaded layout (rendered only once the guard let the visitor in): its code and its page's (by the path's
 * second segment, /shop/<page>), in parallel.
 */
function Section({ layout: Layout, pages = {} }: { layout: Lazy; pages?: Record<string, Lazy> }) {
  const { pathname } = useLocation();
  const covered = usePageCoveredByProduct();
  void Layout.preload();
  if (!covered) void pages[pathname.split("/")[2] ?? ""]?.preload();
  return <Layout />;
}

const adminPages = {
  dashboard: AdminDashboardPage,
  products: AdminProductsPage,
  orders: AdminOrdersPage,
  features: AdminFeaturesPage,
  emails: AdminEmailsPage,
  messages: AdminMessagesPage,
  customers: AdminCustomersPage,
  gst: AdminGstRatesPage,
  delivery: AdminDeliveryPage,
  promotions: AdminPromotionsPage,
  returns: AdminReturnsPage,
  reviews: AdminReviewsPage,
  "size-guides": AdminSizeGuidesPage,
};
const shopPages = { home: HomePage, listing: ListingPage, checkout: CheckoutPage, account: AccountPage, search: SearchPage, "restore-cart": RestoreCartPage };

const sections: Record<string, { layout: Lazy; pages: Record<string, Lazy> }> = {
  auth: {
    layout: AuthLayout,
    pages: {
      login: LoginPage,
      register: RegisterPage,
      "forgot-password": ForgotPasswordPage,
      "reset-password": ResetPasswordPage,
      "verify-email": VerifyEmailPage,
      unsubscribe: UnsubscribePage,
    },
  },
  shop: { layout: ShopLayout, pages: shopPages },
  admin: { layout: AdminLayout, pages: adminPages },
};

/**
 * Pages whose first screen's data can be had before they render, as soon as their code is here: from what the page
 * came with, or asked for at once.
 */
const prefetchers: Record<string, (client: ApolloClient, firstScreen: FirstScreenData, search: string, pathname: string) => Promise<unknown>> = {
  "/shop/home": async (client, firstScreen) => (await (await loadShop()).loadHomePage()).prefetchHomePage(client, firstScreen.featureImages),
  // The listing's first page, asked for while the listing's code loads (a shared filter link: issue 29).
  "/shop/listing": async (client, firstScreen, search) => (await loadShop()).prefetchListingPage(client, search, firstScreen.answers),
  // A shared product link shows the details dialog over the listing (productRoute.tsx): the dialog's code and product
  // first (its picture is the largest paint), the listing's code and first page beside them where the listing shows
  // around the dialog (on a phone the dialog covers it, and it waits for the dialog to close).
  "/shop/product": async (client, firstScreen, _search, pathname) => {
    const shop = await loadShop();
    const dialog = shop.lazyProductDetailsDialog.preload();
    const slug = decodeURIComponent(pathname.split("/")[3] ?? "");
    const listing = !isDialogFullScreen();
    if (listing) void shop.prefetchListingPage(client, "").catch(() => undefined);
    return Promise.all([dialog, listing ? ListingPage.preload() : undefined, slug ? shop.prefetchProductDetails(client, slug, firstScreen.answers) : undefined]);
  },
};

/**
 * Gets ready what the app will show at `pathname` for this visitor (where the guard sends them, spec §6): that
 * page's code, and its first data (prefetchers above). A first render after it shows the page at once, without the
 * loading screen and suspensions in between.
 */
export function preloadRoute(pathname: string, firstScreen: FirstScreenData, client: ApolloClient, search = ""): Promise<unknown> {
  const redirect = guardRedirect(pathname, firstScreen.me);
  const target = redirect ?? pathname;
  const [, first = "", second = ""] = target.split("/");
  const section = sections[first];
  if (!section) return Promise.resolve();
  // A product's address is /shop/product/{slug}: its prefetcher is the one of /shop/product.
  const prefetch = prefetchers[target] ?? (first === "shop" && second === "product" ? prefetchers["/shop/product"] : undefined);
  return Promise.all([section.layout.preload(), section.pages[second]?.preload(), prefetch?.(client, firstScreen, redirect ? "" : search, target).catch(() => undefined)]);
}

/** Inside a layout: keep the layout on screen while a page's code loads. */
function PageSuspense({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Box sx={{ py: 4 }}>
          <ProgressBar />
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

function page(path: string, Page: Lazy): RouteObject {
  return {
    path,
    element: (
      <PageSuspense>
        <Page />
      </PageSuspense>
    ),
  };
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
            element: <Section layout={AuthLayout} />,
            children: [
              { index: true, element: <Navigate to="login" replace /> },
              { path: "login", element: <LoginPage /> },
              { path: "register", element: <RegisterPage /> },
              { path: "forgot-password", element: <ForgotPasswordPage /> },
              { path: "reset-password", element: <ResetPasswordPage /> },
              { path: "verify-email", element: <VerifyEmailPage /> },
              { path: "unsubscribe", element: <UnsubscribePage /> },
            ],
          },
          {
            path: "admin",
            element: <Section layout={AdminLayout} pages={adminPages} />,
            children: [
              { index: true, element: <Navigate to="dashboard" replace /> },
              page("dashboard", AdminDashboardPage),
              page("products", AdminProductsPage),
              page("orders", AdminOrdersPage),
              page("features", AdminFeaturesPage),
              page("emails", AdminEmailsPage),
              page("messages", AdminMessagesPage),
              page("customers", AdminCustomersPage),
              page("customers/:id", AdminCustomerPage),
              page("gst", AdminGstRatesPage),
              page("delivery", AdminDeliveryPage),
              page("promotions", AdminPromotionsPage),
              page("returns", AdminReturnsPage),
              page("reviews", AdminReviewsPage),
              page("size-guides", AdminSizeGuidesPage),
            ],
          },
          {
            path: "shop",
            element: <Section layout={ShopLayout} pages={shopPages} />,
            children: [
              { index: true, element: <Navigate to="home" replace /> },
              page("home", HomePage),
              page("listing", ListingPage),
              page("checkout", CheckoutPage),
              page("account", AccountPage),
              page("search", SearchPage),
              page("restore-cart", RestoreCartPage),
            ],
          },
        ],
      },
      { path: "unauth-page", element: <UnauthorizedPage /> },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

/**
 * The route table, rendered for the current location (inside the router main.tsx or a test provides). A product's
 * address (/shop/product/{slug}) renders the page underneath it instead, and tells the shop which product to show
 * over it (app/productRoute.tsx); the guard sees that page's path, a /shop path like the product's.
 */
export function AppRoutes() {
  const location = useLocation();
  const overlay = productOverlay(location);
  const page = useRoutes(routes, overlay?.background ?? location);
  return <ProductOverlayContext value={overlay}>{page}</ProductOverlayContext>;
}
