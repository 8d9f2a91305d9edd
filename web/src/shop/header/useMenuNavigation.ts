import { useLocation, useNavigate } from "react-router";
import { clearStoredFilters, storeFilters } from "../listing/filters";
import { menuChoice, type ShopMenuItem } from "./menu";

/** Runs a menu choice (spec §2): clear the stored filters, store the category's, navigate or update the query. */
export function useMenuNavigation() {
  const navigate = useNavigate();
  const location = useLocation();
  return (item: ShopMenuItem) => {
    const choice = menuChoice(item, location.pathname);
    clearStoredFilters();
    if (choice.filters) storeFilters(choice.filters);
    if (choice.target.kind === "query") void navigate({ search: choice.target.search });
    else void navigate(choice.target.to);
  };
}
