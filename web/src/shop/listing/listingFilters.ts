// Entry of the listing's filters chunk (lazyFilters.ts).
export { FilterPanel } from "./FilterPanel";
export { FiltersDialog } from "./FiltersDialog";
