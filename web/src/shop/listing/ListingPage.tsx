import { useQuery } from "@apollo/client/react";
import TuneRounded from "@mui/icons-material/TuneRounded";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useTheme } from "@mui/material/styles";
import { Suspense, useMemo, useState } from "react";
import { ProgressBar } from "../../app/ProgressBar";
import { formatRupees } from "../../common/format";
import { LightBadge } from "../../common/light/LightBadge";
import { LightButton } from "../../common/light/LightButton";
import { RemovableChip } from "../../common/light/LightChip";
import { texts } from "../../common/texts";
import { useCatalogueOptions } from "../../common/catalogue";
import { useErrorToast } from "../common/useErrorToast";
import { PRODUCT_LISTS, ProductCardGrid } from "../product/ProductCardGrid";
import { ProductGridSkeleton } from "../product/ProductGrid";
import { WhenOpened } from "../common/deferred";
import type { FilterGroup } from "./FilterPanel";
import { FILTER_KEYS, parsePriceRange, toProductFilter, type FilterKey, type Filters } from "./filters";
import { lazyFilterPanel, lazyFiltersDialog } from "./lazyFilters";
import { SortMenu } from "./SortMenu";
import { ListingProductsDocument, PAGE_SIZE } from "./documents";
import { useListingFilters } from "./useListingFilters";

const t = texts.shop.listing;

/**
 * A size or colour group from the facets (values as the API names them), shown only when the products have any;
 * a chosen value the current facets lack stays listed (count 0) so it can be unchecked.
 */
function optionFacetGroup(key: "size" | "colour", title: string, facet: ReadonlyArray<{ id: string; label: string; count: number }> | undefined, filters: Filters): FilterGroup[] {
  const offered = facet ?? [];
  const missing = (filters[key] ?? []).filter((id) => !offered.some((f) => f.id === id));
  const options = [...offered.map((f) => ({ id: f.id, label: f.label })), ...missing.map((id) => ({ id, label: id }))];
  if (options.length === 0) return [];
  return [{ key, title, options, counts: new Map([...offered.map((f) => [f.id, f.count] as const), ...missing.map((id) => [id, 0] as const)]) }];
}

function priceChipLabel(value: string): string {
  const range = parsePriceRange(value);
  if (!range) return value;
  return t.priceRange(range.min === null ? "" : formatRupees(range.min), range.max === null ? "" : formatRupees(range.max)).trim();
}

/** /shop/listing (spec §2): filters, 'All Products' with the count, 'Sort By', the grid and 'Load more'. */
export function ListingPage() {
  const { filters, sort, setSort, toggle, setPriceRange, clear } = useListingFilters();
  const options = useCatalogueOptions();
  const { data, previousData, loading, error, fetchMore } = useQuery(ListingProductsDocument, {
    variables: { filter: toProductFilter(filters), sortBy: sort, first: PAGE_SIZE },
  });
  useErrorToast(error);
  const [filtersOpen, setFiltersOpen] = useState(false);
  // The side panel is on screen from md up only: a phone loads the filters' code when it opens 'Filters' (issue 29).
  // Without matchMedia (tests) the panel is there, as on a wide screen.
  const wide = useMediaQuery(useTheme().breakpoints.up("md"), { noSsr: true, defaultMatches: true });
  const [loadingMore, setLoadingMore] = useState(false);

  const shown = error ? undefined : (data ?? previousData);
  const connection = shown?.products;
  const products = connection?.edges.map((e) => e.node) ?? [];
  const total = connection?.totalCount ?? 0;
  const activeCount = FILTER_KEYS.reduce((n, key) => n + (filters[key]?.length ?? 0), 0);

  const groups: FilterGroup[] = useMemo(() => {
    const facets = connection?.facets;
    return [
      { key: "category", title: t.category, options: options.categories, counts: facets ? new Map(facets.categories.map((f) => [f.id, f.count])) : undefined },
      { key: "brand", title: t.brand, options: options.brands, counts: facets ? new Map(facets.brands.map((f) => [f.id, f.count])) : undefined },
      ...optionFacetGroup("size", t.size, facets?.sizes, filters),
      ...optionFacetGroup("colour", t.colour, facets?.colours, filters),
    ];
  }, [connection?.facets, options.categories, options.brands, filters]);

  async function loadMore() {
    if (!connection?.pageInfo.endCursor || loadingMore) return;
    setLoadingMore(true);
    try {
      await fetchMore({ variables: { after: connection.pageInfo.endCursor } });
    } catch {
      // The error toast comes from the query's error state.
    } finally {
      setLoadingMore(false);
    }
  }

  const panel = (
    <lazyFilterPanel.Component
      groups={groups}
      filters={filters}
      onToggle={toggle}
      onClear={clear}
      priceBounds={connection?.facets.priceRange}
      onPriceChange={setPriceRange}
    />
  );
  const chipLabel = (key: FilterKey, id: string) =>
    key === "category" ? options.categoryLabel(id) : key === "brand" ? options.brandLabel(id) : key === "price" ? priceChipLabel(id) : id;
  const chips = FILTER_KEYS.flatMap((key) => (filters[key] ?? []).map((id) => ({ key, id, label: chipLabel(key, id) })));

  return (
    <Box sx={{ display: "grid", gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "240px minmax(0, 1fr)", lg: "260px minmax(0, 1fr)" }, gap: { xs: 2, md: 4 }, alignItems: "start" }}>
      {wide ? (
        <Paper variant="outlined" sx={{ display: { xs: "none", md: "block" }, p: 2.5, borderRadius: 3, position: "sticky", top: 96 }}>
          <Suspense fallback={null}>{panel}</Suspense>
        </Paper>
      ) : null}

      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 1.5, flexWrap: "wrap", mb: 2 }}>
          <Box sx={{ display: "flex", alignItems: "baseline", gap: 1.25, flexWrap: "wrap" }}>
            <Typography variant="h4" component="h1" sx={{ fontSize: { xs: "1.7rem", md: "2.2rem" } }}>
              {t.allProducts}
            </Typography>
            <Typography color="text.secondary" data-testid="product-count" aria-live="polite">
              {connection ? t.count(total) : "\u00a0"}
            </Typography>
          </Box>
          <Box sx={{ display: "flex", gap: 1 }}>
            <LightBadge count={activeCount} sx={{ display: { md: "none" } }}>
              <LightButton variant="outlined" color="inherit" startIcon={<TuneRounded />}
                onClick={() => setFiltersOpen(true)}
                onPointerEnter={lazyFiltersDialog.preload}
                onFocus={lazyFiltersDialog.preload} sx={{ borderColor: "divider", bgcolor: "background.paper" }}>
                {t.filters}
              </LightButton>
            </LightBadge>
            <SortMenu sorts={options.sorts} value={sort} onChange={setSort} />
          </Box>
        </Box>

        {chips.length > 0 ? (
          <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", mb: 2 }}>
            {chips.map((chip) => (
              <RemovableChip key={`${chip.key}:${chip.id}`} label={chip.label} removeHint={t.removeFilter} onRemove={() => (chip.key === "price" ? setPriceRange(null) : toggle(chip.key, chip.id))} />
            ))}
          </Box>
        ) : null}

        <Box sx={{ height: 4, mb: 1 }}>{loading && connection ? <ProgressBar /> : null}</Box>

        {!connection && loading ? (
          <ProductGridSkeleton count={6} />
        ) : products.length === 0 ? (
          <Box sx={{ py: 10, textAlign: "center" }}>
            <Typography variant="h6" component="p" color="text.secondary">
              {t.empty}
            </Typography>
          </Box>
        ) : (
          <>
            <Box sx={{ opacity: loading && !loadingMore ? 0.6 : 1, transition: "opacity .2s" }}>
              <ProductCardGrid label={t.allProducts} products={products} eagerCount={3} headingLevel="h2" list={PRODUCT_LISTS.listing} />
            </Box>
            <Box sx={{ display: "flex", flexDirection: "column", alignItems: "center", gap: 1.5, mt: 4 }}>
              <Typography variant="body2" color="text.secondary">
                {t.showing(products.length, total)}
              </Typography>
              {connection?.pageInfo.hasNextPage ? (
                <LightButton variant="outlined" size="large" onClick={() => void loadMore()} loading={loadingMore}>
                  {t.loadMore}
                </LightButton>
              ) : null}
            </Box>
          </>
        )}
      </Box>

      <WhenOpened open={filtersOpen}>
        <lazyFiltersDialog.Component open={filtersOpen} onClose={() => setFiltersOpen(false)} panel={panel} showResults={connection ? t.showResults(total) : t.filters} />
      </WhenOpened>

    </Box>
  );
}
