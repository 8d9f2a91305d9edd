import { useQuery } from "@apollo/client/react";
import SearchRounded from "@mui/icons-material/SearchRounded";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useEffect, useId, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { ProgressBar } from "../../app/ProgressBar";
import { LightTextField } from "../../common/light/LightTextField";
import { texts } from "../../common/texts";
import { graphql } from "../../gql";
import { useErrorToast } from "../common/useErrorToast";
import { PRODUCT_LISTS, ProductCardGrid } from "../product/ProductCardGrid";
import { ProductGridSkeleton } from "../product/ProductGrid";
import { useDebouncedValue } from "../../common/useDebouncedValue";

/** Spec §9: search runs 1 s after typing stops, for a trimmed keyword longer than 3 characters. */
export const SEARCH_DEBOUNCE_MS = 1000;
export const MIN_KEYWORD_LENGTH = 4;

export function isSearchable(keyword: string): boolean {
  return keyword.trim().length >= MIN_KEYWORD_LENGTH;
}

export const SearchProductsDocument = graphql(`
  query ShopSearch($keyword: String!) {
    search(keyword: $keyword, first: 24) {
      ...ShopProductCard
    }
  }
`);

const t = texts.shop.search;

/**
 * What the shopper typed into the page's own search box, drawn by the server before the app started
 * (api/src/http/storefront-pages.ts, searchPage): the app's first render replaces that box, and keeps its text.
 */
function typedBeforeTheAppStarted(): string | undefined {
  const box = document.getElementById("ssr-search");
  return box instanceof HTMLInputElement ? box.value : undefined;
}

/** /shop/search (spec §2): the 'search product' box, mirrored in ?keyword=, and the results grid. */
export function SearchPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState(() => typedBeforeTheAppStarted() ?? new URLSearchParams(location.search).get("keyword") ?? "");
  const hintId = useId();
  const debounced = useDebouncedValue(keyword, SEARCH_DEBOUNCE_MS);
  const term = debounced.trim();
  const active = isSearchable(term);
  const { data, loading, error } = useQuery(SearchProductsDocument, { variables: { keyword: term }, skip: !active });
  useErrorToast(error);

  // Mirror the searched keyword in the query string (replace: typing is not navigation).
  useEffect(() => {
    const current = new URLSearchParams(location.search).get("keyword") ?? "";
    const wanted = active ? term : "";
    if (current === wanted) return;
    void navigate({ search: wanted ? `?keyword=${encodeURIComponent(wanted)}` : "" }, { replace: true });
  }, [active, term, location.search, navigate]);

  const results = active && !error ? (data?.search ?? []) : [];
  const waiting = keyword.trim() !== term && isSearchable(keyword);

  return (
    <Box sx={{ maxWidth: 1280, mx: "auto" }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2, fontSize: { xs: "1.7rem", md: "2.2rem" } }}>
        {t.label}
      </Typography>
      {/* A native input in MUI's outlined look, not TextField or OutlinedInput (issue 29: the search page's first load). */}
      <LightTextField
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        placeholder={t.placeholder}
        type="search"
        autoFocus
        aria-label={t.label}
        aria-describedby={isSearchable(keyword.trim()) ? undefined : hintId}
        autoComplete="off"
        enterKeyHint="search"
        startIcon={<SearchRounded />}
        // Only while the keyword is too short: once it is long enough the hint has nothing to say (the empty line keeps
        // the field's structure, so the box is not made anew under the shopper's fingers).
        helperText={isSearchable(keyword.trim()) ? "" : t.hint}
        helperId={hintId}
        sx={{ borderRadius: 999, fontSize: "1.1rem", py: 0.5 }}
      />
      <Box sx={{ height: 4, my: 2 }}>{(loading || waiting) && active ? <ProgressBar /> : null}</Box>
      {active && loading && !data ? (
        <ProductGridSkeleton count={6} />
      ) : active && !loading && results.length === 0 ? (
        <Box sx={{ py: 8, textAlign: "center" }}>
          <Typography variant="h6" component="p" color="text.secondary">
            {t.notFound}
          </Typography>
        </Box>
      ) : results.length > 0 ? (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }} aria-live="polite">
            {t.results(results.length)}
          </Typography>
          <ProductCardGrid label={t.label} products={results} source="search" headingLevel="h2" list={PRODUCT_LISTS.search} />
        </>
      ) : null}
    </Box>
  );
}
