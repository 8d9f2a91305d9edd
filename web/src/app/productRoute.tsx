import { createContext, use, useSyncExternalStore } from "react";
import { matchPath, type Location } from "react-router";
import { SHOP_PATHS } from "../shop/paths";

/**
 * `/shop/product/{slug}`: a product's own address (issue 12). It is an overlay route (React Router's "modal route"
 * pattern): the details dialog shows over the page the shopper came from, which stays rendered underneath with
 * its filters and scroll. Opening a product pushes the address with that page as `backgroundLocation` in the
 * history state; a shared link or a reload has none, and shows the dialog over the listing.
 */
export function productPath(slug: string): string {
  return SHOP_PATHS.product.replace(":slug", encodeURIComponent(slug));
}

/** The history state of a pushed product address. */
export interface ProductRouteState {
  backgroundLocation: Location;
}

export interface ProductOverlay {
  slug: string;
  /** The product address's own query (`?colour=Black&size=M` opens the dialog with them chosen; `?review=1` its review form). */
  search: string;
  /** The page rendered under the dialog. */
  background: Pick<Location, "pathname" | "search" | "hash" | "state" | "key">;
  /** True when the shop pushed this address over `background` (closing goes back); false for a shared link or a reload. */
  pushed: boolean;
}

function backgroundIn(state: unknown): Location | undefined {
  const background = (state as Partial<ProductRouteState> | null)?.backgroundLocation;
  return background && typeof background.pathname === "string" ? background : undefined;
}

/** The overlay a location asks for, or null when it is not a product address. */
export function productOverlay(location: Location): ProductOverlay | null {
  const match = matchPath(SHOP_PATHS.product, location.pathname);
  const slug = match?.params.slug;
  if (!slug) return null;
  const pushedOver = backgroundIn(location.state);
  return {
    slug,
    search: location.search,
    background: pushedOver ?? { pathname: SHOP_PATHS.listing, search: "", hash: "", state: null, key: `product-${location.key}` },
    pushed: pushedOver !== undefined,
  };
}

export const ProductOverlayContext = createContext<ProductOverlay | null>(null);

/** The product address being shown over the page, if any (the page underneath reads its own location as usual). */
export function useProductOverlay(): ProductOverlay | null {
  return use(ProductOverlayContext);
}

/**
 * Where the details dialog is full screen (MUI's `down("sm")`; ProductDetailsDialog.tsx sizes it by this): the page
 * underneath a shared product link is hidden there, so it renders (and its code and first page load) only when the
 * dialog closes (issue 29: on a phone a product link's first screen is the product alone).
 */
const FULL_SCREEN_DIALOG = "(max-width:599.95px)";

export function isDialogFullScreen(): boolean {
  return typeof window !== "undefined" && typeof window.matchMedia === "function" && window.matchMedia(FULL_SCREEN_DIALOG).matches;
}

function subscribeToWidth(onChange: () => void): () => void {
  if (typeof window.matchMedia !== "function") return () => {};
  const query = window.matchMedia(FULL_SCREEN_DIALOG);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** True where the details dialog is full screen (a phone), following the window's width. */
export function useDialogFullScreen(): boolean {
  return useSyncExternalStore(subscribeToWidth, isDialogFullScreen, () => false);
}

/** True while a shared link's (or a reload's) product dialog covers the whole screen: the page under it waits. */
export function usePageCoveredByProduct(): boolean {
  const overlay = useProductOverlay();
  const fullScreen = useDialogFullScreen();
  return overlay !== null && !overlay.pushed && fullScreen;
}
