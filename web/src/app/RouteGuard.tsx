import { Navigate, Outlet, useLocation } from "react-router";
import { guardRedirect, isAdmin, ROUTES } from "./guard";
import { useSession } from "./session";

/**
 * The addresses the shop's emails link to that need a signed-in shopper (issue 44): a cart reminder's link, and a
 * product page opened for its review form (`?review=1`) or in the size that is back (`?size=`). A signed-out visitor
 * who opens one signs in first and is then taken there, not to the home (spec §6's default).
 */
const EMAIL_LINK = /^\/shop\/(restore-cart\?|product\/[^/?]+\?(.*&)?(review|size)=)/;
const RETURN_KEY = "sutra:after-sign-in";

function remember(address: string): void {
  try {
    if (EMAIL_LINK.test(address)) sessionStorage.setItem(RETURN_KEY, address);
  } catch {
    // No storage (a private window's quota): the shopper lands on the home, as the spec says.
  }
}

function recall(): string | null {
  try {
    const address = sessionStorage.getItem(RETURN_KEY);
    sessionStorage.removeItem(RETURN_KEY);
    return address && EMAIL_LINK.test(address) ? address : null;
  } catch {
    return null;
  }
}

/** Applies the spec §6 guard to every route below it ("/", /auth/*, /admin/* and /shop/*). */
export function RouteGuard() {
  const { pathname } = useLocation();
  const { user } = useSession();
  const target = guardRedirect(pathname, user);
  if (target !== null && target !== pathname) {
    // The window's address, not the route's: a product's address renders the page under its dialog.
    if (!user && target === ROUTES.login) remember(window.location.pathname + window.location.search);
    if (user && !isAdmin(user) && target === ROUTES.shopHome && pathname.startsWith("/auth/")) {
      const back = recall();
      if (back) return <Navigate to={back} replace />;
    }
    return <Navigate to={target} replace />;
  }
  return <Outlet />;
}
