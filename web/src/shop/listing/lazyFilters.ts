import { deferredComponent } from "../common/deferred";

/**
 * The filter panel (checkboxes, the price slider and fields) and the phone's filters dialog: one chunk, loaded with
 * the listing where the panel is on screen (md and up), and on a phone only when the shopper opens 'Filters' (or
 * points at it). A phone's first screen is the grid: issue 29 keeps that code off a shared filter link's first load.
 */
const load = () => import("./listingFilters");
export const lazyFilterPanel = deferredComponent(load, (m) => m.FilterPanel);
export const lazyFiltersDialog = deferredComponent(load, (m) => m.FiltersDialog);
