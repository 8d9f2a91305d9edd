/**
 * The route guard of spec §6 as a pure decision: given the path being opened and the signed-in user
 * (or null), where must the browser go instead? `null` means "stay, render the page".
 *
 * Checked in this order (the first that applies wins):
 *  1. "/" itself: not signed in → /auth/login; admin → /admin/dashboard; anyone else → /shop/home.
 *  2. not signed in and the path includes neither "/login" nor "/register" → /auth/login.
 *  3. signed in on a path that includes "/login" or "/register" → /admin/dashboard (admin) or /shop/home.
 *  4. signed in, not an admin, path contains "admin" → /unauth-page.
 *  5. signed in admin, path contains "shop" → /admin/dashboard.
 * Before 2–5 (not in the spec): the pages that a forgotten password and an email link open stay open to anyone
 * (/auth/forgot-password, /auth/reset-password, /auth/verify-email, /auth/unsubscribe): the links work signed in or
 * not, on any device.
 */
export type Role = "ADMIN" | "CUSTOMER";

export interface GuardUser {
  role: Role;
}

export const ROUTES = {
  root: "/",
  login: "/auth/login",
  register: "/auth/register",
  adminHome: "/admin/dashboard",
  shopHome: "/shop/home",
  unauthorized: "/unauth-page",
  forgotPassword: "/auth/forgot-password",
  resetPassword: "/auth/reset-password",
  verifyEmail: "/auth/verify-email",
  unsubscribe: "/auth/unsubscribe",
} as const;

/** Pages for anyone, signed in or not: a forgotten password's form and the pages the account's emails link to. */
const OPEN_PATHS: ReadonlySet<string> = new Set([ROUTES.forgotPassword, ROUTES.resetPassword, ROUTES.verifyEmail, ROUTES.unsubscribe]);

export function isAdmin(user: GuardUser | null | undefined): boolean {
  return user?.role === "ADMIN";
}

/** Where a signed-in user belongs by default. */
export function homeFor(user: GuardUser): string {
  return isAdmin(user) ? ROUTES.adminHome : ROUTES.shopHome;
}

function isAuthPath(pathname: string): boolean {
  return pathname.includes("/login") || pathname.includes("/register");
}

export function guardRedirect(pathname: string, user: GuardUser | null | undefined): string | null {
  if (pathname === ROUTES.root) {
    return user ? homeFor(user) : ROUTES.login;
  }
  if (OPEN_PATHS.has(pathname)) return null;
  if (!user) {
    return isAuthPath(pathname) ? null : ROUTES.login;
  }
  if (isAuthPath(pathname)) {
    return homeFor(user);
  }
  if (!isAdmin(user) && pathname.includes("admin")) {
    return ROUTES.unauthorized;
  }
  if (isAdmin(user) && pathname.includes("shop")) {
    return ROUTES.adminHome;
  }
  return null;
}
