import { useLocation, useNavigate } from "react-router";
import { productPath, useProductOverlay, type ProductRouteState } from "../../app/productRoute";

/**
 * Opening and closing a product's address (app/productRoute.tsx). Opening pushes `/shop/product/{slug}` with the
 * current page as its background; closing goes back to that page's own history entry (so Back and the close button
 * land on the same listing, filters and scroll), or, after a shared link or a reload, replaces the address with
 * the page underneath.
 */
export function useProductRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const overlay = useProductOverlay();

  function open(slug: string) {
    const state: ProductRouteState = { backgroundLocation: location };
    void navigate(productPath(slug), { state });
  }

  function close() {
    if (!overlay) return;
    if (overlay.pushed) void navigate(-1);
    else void navigate({ pathname: overlay.background.pathname, search: overlay.background.search }, { replace: true });
  }

  return { slug: overlay?.slug ?? null, open, close };
}
