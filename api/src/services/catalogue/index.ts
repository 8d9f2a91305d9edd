/**
 * The catalogue: products with their sizes, colours and pictures; listings, facets and search; imports and exports.
 * Other code reaches this module only through this file.
 */
export { effectivePricePaise, effectivePriceSql } from "./prices.js";
export { CatalogueChanges } from "./catalogue-changes.js";
export { type CatalogueCounts, createCatalogueCounts } from "./catalogue-counts.js";
export {
  CATALOG_MESSAGES,
  type CatalogueService,
  createCatalogueService,
  findLiveProduct,
  type ListingFacets,
  PAGE_SIZE,
  type PriceRangePaise,
  type ProductPage,
  type SearchPage,
} from "./catalogue.service.js";
export { type CatalogueExportService, createCatalogueExportService } from "./export.service.js";
export { type CatalogueFormat, type CatalogueImportService, createCatalogueImportService, formatOf, type RawLine, readCsvLines, readJsonLines, type RejectedLine } from "./import.service.js";
export { CATALOGUE_OPTIONS, DEFAULT_SORT, isSort } from "./options.js";
export { averageRating, productImages } from "./product-fields.js";
export { type ProductOptionsView, type VersionedProduct } from "./product-options.js";
export { createPublishedCatalogue, type PublishedCatalogue, type PublishedListing, type PublishedProduct, type PublishedVariant } from "./published.js";
export { COLOUR_IMAGE_OF_LINE, optionsOf, type ProductExtras, type StoredImage, variantOfLine, type VariantOfProduct } from "./product-variants.js";
export { createSpellingCorrector, type SpellingCorrector } from "./spelling-corrector.js";
export { checkedVariants, productSlug, variantLabel, variantPrices } from "./variants.js";
