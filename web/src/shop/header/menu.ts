import type { CategoryId } from "../../common/catalogue";
import { texts } from "../../common/texts";
import { filtersToQueryString, singleFilter, type Filters } from "../listing/filters";
import { SHOP_PATHS } from "../paths";

export type MenuItemId = "home" | "products" | CategoryId;

export interface ShopMenuItem {
  id: MenuItemId;
  label: string;
  path: string;
}

const m = texts.shop.menu;

/** Spec §2 Shop header and menu: home → /shop/home; products and the categories → /shop/listing. */
export const SHOP_MENU: readonly ShopMenuItem[] = [
  { id: "home", label: m.home, path: SHOP_PATHS.home },
  { id: "products", label: m.products, path: SHOP_PATHS.listing },
  { id: "men", label: m.men, path: SHOP_PATHS.listing },
  { id: "women", label: m.women, path: SHOP_PATHS.listing },
  { id: "kids", label: m.kids, path: SHOP_PATHS.listing },
  { id: "footwear", label: m.footwears, path: SHOP_PATHS.listing },
  { id: "accessories", label: m.accessories, path: SHOP_PATHS.listing },
];

const NOT_CATEGORIES: ReadonlySet<string> = new Set(["home", "products", "search"]);

export interface MenuChoice {
  /** What to store under 'filters' after clearing them: null keeps them cleared. */
  filters: Filters | null;
  /** Where to go: a path, or only a new query string when already on the listing. */
  target: { kind: "navigate"; to: string } | { kind: "query"; search: string };
}

/**
 * What choosing a menu item does (spec §2): the stored filters are cleared; a category (anything but home,
 * products or search) stores a category filter and opens the listing — or, already on the listing, only
 * updates the query string.
 */
export function menuChoice(item: Pick<ShopMenuItem, "id" | "path">, currentPathname: string): MenuChoice {
  if (NOT_CATEGORIES.has(item.id)) return { filters: null, target: { kind: "navigate", to: item.path } };
  const filters = singleFilter("category", item.id);
  const search = `?${filtersToQueryString(filters)}`;
  if (currentPathname.includes("listing")) return { filters, target: { kind: "query", search } };
  return { filters, target: { kind: "navigate", to: `${item.path}${search}` } };
}

/** The menu item matching where the shopper is (for the highlighted entry), if any. */
export function activeMenuItem(pathname: string, search: string): MenuItemId | null {
  if (pathname.startsWith(SHOP_PATHS.home)) return "home";
  if (!pathname.startsWith(SHOP_PATHS.listing)) return null;
  const params = new URLSearchParams(search);
  const categories = (params.get("category") ?? "").split(",").filter(Boolean);
  const brands = (params.get("brand") ?? "").split(",").filter(Boolean);
  if (categories.length === 1 && brands.length === 0) {
    const match = SHOP_MENU.find((item) => item.id === categories[0]);
    if (match) return match.id;
  }
  return categories.length === 0 && brands.length === 0 ? "products" : null;
}
