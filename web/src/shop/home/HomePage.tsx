import type { ApolloClient } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import ArrowForwardRounded from "@mui/icons-material/ArrowForwardRounded";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useDeferredValue } from "react";
import { useNavigate } from "react-router";
import { LightButton } from "../../common/light/LightButton";
import { texts } from "../../common/texts";
import { graphql } from "../../gql";
import type { ShopFeatureImagesQuery } from "../../gql/graphql";
import { BRAND_IDS, CATEGORY_IDS, useCatalogueOptions } from "../../common/catalogue";
import { getBrandName } from "../../common/brand";
import { SectionHeading } from "../common/SectionHeading";
import { visuallyHidden } from "../common/visuallyHidden";
import { useErrorToast } from "../common/useErrorToast";
import { clearStoredFilters, filtersToQueryString, singleFilter, storeFilters, type FilterKey } from "../listing/filters";
import { SHOP_PATHS } from "../paths";
import { PRODUCT_LISTS, ProductCardGrid } from "../product/ProductCardGrid";
import { ProductGridSkeleton } from "../product/ProductGrid";
import { BannerCarousel } from "./BannerCarousel";
import { Tile, type TileItem } from "./Tiles";

export const FeatureImagesDocument = graphql(`
  query ShopFeatureImages {
    featureImages {
      ...FeatureImageFields
    }
  }
`);

/** Spec §2: all products sorted by price low to high; the home shows the first page. */
export const FEATURED_COUNT = 12;

export const HomeProductsDocument = graphql(`
  query ShopHomeProducts($first: Int!) {
    products(sortBy: "price-lowtohigh", first: $first) {
      ...ShopProductPage
    }
  }
`);

/** One picture per category tile: the dearest product of each (read once, not cached with the listing's pages). */
export const CategoryTileImagesDocument = graphql(`
  query ShopCategoryTileImages {
    men: products(filter: { categories: ["men"] }, sortBy: "price-hightolow", first: 1) {
      edges { node { id images { thumbnail webp webpSources { url width } } } }
    }
    women: products(filter: { categories: ["women"] }, sortBy: "price-hightolow", first: 1) {
      edges { node { id images { thumbnail webp webpSources { url width } } } }
    }
    kids: products(filter: { categories: ["kids"] }, sortBy: "price-hightolow", first: 1) {
      edges { node { id images { thumbnail webp webpSources { url width } } } }
    }
    accessories: products(filter: { categories: ["accessories"] }, sortBy: "price-hightolow", first: 1) {
      edges { node { id images { thumbnail webp webpSources { url width } } } }
    }
    footwear: products(filter: { categories: ["footwear"] }, sortBy: "price-hightolow", first: 1) {
      edges { node { id images { thumbnail webp webpSources { url width } } } }
    }
  }
`);

/**
 * The home's banners before the page renders, as soon as its code is here: the ones the page came with (the server
 * sends them with a shopper's home, api/src/http/web-app.ts) go into the cache, so the first render shows the first
 * banner, whose picture the page already preloads; without them they are asked for at once. Errors are the page's
 * to show (its own query gets them), not this head start's.
 */
export function prefetchHomePage(client: ApolloClient, featureImages?: unknown[]): void {
  if (featureImages) client.writeQuery({ query: FeatureImagesDocument, data: { featureImages } as ShopFeatureImagesQuery });
  else client.query({ query: FeatureImagesDocument }).catch(() => undefined);
}

const categoryColours: Record<string, [string, string]> = {
  men: ["#1f1c48", "#3d3a7a"],
  women: ["#7b1e3a", "#c2456b"],
  kids: ["#1d7874", "#4fb0a5"],
  accessories: ["#8a5a2b", "#d8894b"],
  footwear: ["#2b2d42", "#5c677d"],
};
const brandColours: Record<string, [string, string]> = {
  nike: ["#111111", "#3a3a3a"],
  adidas: ["#1c2541", "#3a506b"],
  puma: ["#b3262e", "#e0513b"],
  levi: ["#9b1c24", "#5b0f14"],
  zara: ["#2b2b2b", "#6b6b6b"],
  "h&m": ["#d0021b", "#f05a5a"],
};

const t = texts.shop.home;

/** /shop/home (spec §2): banners, Shop By Category, Shop By Brand and Featured Products. */
export function HomePage() {
  // The first screen is the banner (the largest paint): the sections below it render right after it is on screen,
  // in the background, instead of holding its first paint back (React's deferred value: false, then true).
  const belowBanner = useDeferredValue(true, false);
  const banners = useQuery(FeatureImagesDocument);
  useErrorToast(banners.error);
  const bannerList = banners.error ? [] : (banners.data?.featureImages ?? []);

  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: { xs: 5, md: 7 } }}>
      <Typography component="h1" sx={visuallyHidden}>
        {t.heading(getBrandName())}
      </Typography>
      <BannerCarousel banners={bannerList} loading={banners.loading} />

      {belowBanner ? (
        <BelowBanner bannersFailed={Boolean(banners.error)} />
      ) : (
        // Holds the place of what follows, so the footer does not show in the first paint and then move away.
        <Box sx={{ minHeight: "100vh" }} />
      )}
    </Box>
  );
}

/**
 * Shop By Category, Shop By Brand and Featured Products, with their own queries: set up only once the banner is on
 * screen (setting them up cost its first paint about 60 ms on the slowed phone profile of issue 29).
 */
function BelowBanner({ bannersFailed }: { bannersFailed: boolean }) {
  const navigate = useNavigate();
  const { categoryLabel, brandLabel } = useCatalogueOptions();
  const featured = useQuery(HomeProductsDocument, { variables: { first: FEATURED_COUNT } });
  const tiles = useQuery(CategoryTileImagesDocument, { fetchPolicy: "no-cache" });
  // One toast for the page: a server that failed the banners fails these too, for the same reason.
  useErrorToast(bannersFailed ? null : featured.error);

  function openListingWith(key: FilterKey, id: string) {
    const filters = singleFilter(key, id);
    clearStoredFilters();
    storeFilters(filters);
    void navigate(`${SHOP_PATHS.listing}?${filtersToQueryString(filters)}`);
  }

  const products = featured.error ? [] : (featured.data?.products.edges ?? []).slice(0, FEATURED_COUNT).map((e) => e.node);
  const tileImages = tiles.data as Record<string, { edges: { node: { images: TileItem["image"] & object } }[] } | undefined> | undefined;

  // Spec §2 Shop home: the tiles, in the spec's order.
  const categoryItems: TileItem[] = CATEGORY_IDS.map((id) => ({
    id,
    label: categoryLabel(id),
    image: tileImages?.[id]?.edges[0]?.node.images ?? null,
    colours: categoryColours[id] ?? ["#1f1c48", "#3d3a7a"],
  }));
  const brandItems: TileItem[] = BRAND_IDS.map((id) => ({ id, label: brandLabel(id), colours: brandColours[id] ?? ["#1f1c48", "#3d3a7a"] }));

  return (
    <>
      <Box component="section" aria-labelledby="home-categories">
        <SectionHeading id="home-categories" title={t.shopByCategory} blurb={t.categoryBlurb} />
        <Box
          sx={{
            display: "grid",
            gap: { xs: 1.5, md: 2.5 },
            // Phones: one row that scrolls sideways (snapping to tiles); wider screens: all five side by side.
            gridTemplateColumns: { xs: "repeat(5, 40vw)", sm: "repeat(5, minmax(0, 1fr))" },
            overflowX: { xs: "auto", sm: "visible" },
            scrollSnapType: { xs: "x mandatory", sm: "none" },
            scrollPaddingInline: "16px",
            "& > *": { scrollSnapAlign: "start" },
            mx: { xs: -2, sm: 0 },
            px: { xs: 2, sm: 0 },
            pb: { xs: 1, sm: 0 },
            scrollbarWidth: "none",
          }}
        >
          {categoryItems.map((item) => (
            <Tile key={item.id} item={item} variant="category" onClick={() => openListingWith("category", item.id)} />
          ))}
        </Box>
      </Box>

      <Box component="section" aria-labelledby="home-brands">
        <SectionHeading id="home-brands" title={t.shopByBrand} blurb={t.brandBlurb} />
        <Box sx={{ display: "grid", gap: { xs: 1.5, md: 2.5 }, gridTemplateColumns: { xs: "repeat(2, minmax(0, 1fr))", sm: "repeat(3, minmax(0, 1fr))", lg: "repeat(6, minmax(0, 1fr))" } }}>
          {brandItems.map((item) => (
            <Tile key={item.id} item={item} variant="brand" onClick={() => openListingWith("brand", item.id)} />
          ))}
        </Box>
      </Box>

      <Box component="section" aria-labelledby="home-featured">
        <SectionHeading
          id="home-featured"
          title={t.featuredProducts}
          blurb={t.featuredBlurb}
          action={
            <LightButton variant="outlined" endIcon={<ArrowForwardRounded />} onClick={() => void navigate(SHOP_PATHS.listing)}>
              {t.viewAllProducts}
            </LightButton>
          }
        />
        {featured.loading && products.length === 0 ? (
          <ProductGridSkeleton count={8} columns={4} />
        ) : (
          <ProductCardGrid columns={4} label={t.featuredProducts} products={products} list={PRODUCT_LISTS.featured} />
        )}
      </Box>
    </>
  );
}
