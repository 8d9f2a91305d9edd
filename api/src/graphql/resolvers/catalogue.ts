import { averageRating, productImages, variantPrices } from "../../services/catalogue/index.js";
import { toImageSet } from "../../services/media/index.js";
import { effectivePricePaise } from "../../services/catalogue/index.js";
import { readsOwnWrites } from "../../services/viewer.js";
import type { Resolvers } from "../generated/resolvers.js";
import { toRupees } from "../../lib/money.js";
import { selects } from "../selection.js";

/** Product fields answered from its variants and pictures (`options` from them when its version is not kept yet). */
const DETAIL_FIELDS = ["variants", "gallery", "options"] as const;

export const catalogueResolvers: Resolvers = {
  Query: {
    catalogueOptions: (_p, _a, ctx) => ctx.services.catalogue.options(),
    products: (_p, args, ctx) => ctx.services.catalogue.list(args, { fromPrimary: readsOwnWrites(ctx.viewer) }),
    product: async (_p, args, ctx, info) => {
      const options = { fromPrimary: readsOwnWrites(ctx.viewer) };
      if (!DETAIL_FIELDS.some((field) => selects(info, field))) return ctx.services.catalogue.product(args, options);
      // A detail (the dialog, a product link) reads its variants and pictures with the row: one statement, not two.
      const { product, extras } = await ctx.services.catalogue.productWithExtras(args, options);
      ctx.loaders.productExtras.prime(product.id, extras);
      return product;
    },
    productSearch: (_p, args, ctx, info) =>
      ctx.services.catalogue.search(args, { withTotal: selects(info, "totalCount"), fromPrimary: readsOwnWrites(ctx.viewer) }),
    search: async (_p, args, ctx) => (await ctx.services.catalogue.search(args, { fromPrimary: readsOwnWrites(ctx.viewer) })).edges.map((edge) => edge.node),
  },
  Mutation: {
    createProduct: (_p, { input }, ctx) => ctx.services.catalogue.create(ctx.viewer, input),
    updateProduct: (_p, { id, input }, ctx) => ctx.services.catalogue.update(ctx.viewer, id, input),
    deleteProduct: (_p, { id }, ctx) => ctx.services.catalogue.remove(ctx.viewer, id),
  },
  ProductConnection: {
    totalCount: (page) => page.totalCount(),
    facets: (page) => page.facets(),
  },
  ProductFacets: {
    categories: (facets) => facets.categories(),
    brands: (facets) => facets.brands(),
    sizes: (facets) => facets.sizes(),
    colours: (facets) => facets.colours(),
    priceRange: (facets) => facets.priceRange(),
  },
  PriceRange: {
    min: (range) => toRupees(range.minPaise),
    max: (range) => toRupees(range.maxPaise),
  },
  ProductSearchConnection: {
    totalCount: (page) => page.totalCount(),
  },
  Product: {
    image: (p) => p.imageUrl,
    images: (p) => productImages(p),
    price: (p) => toRupees(p.pricePaise),
    salePrice: (p) => toRupees(p.salePricePaise),
    effectivePrice: (p) => toRupees(effectivePricePaise(p)),
    averageRating: (p) => averageRating(p),
    gallery: async (p, _a, ctx) => [
      { url: p.imageUrl, imageVariants: p.imageVariants, colour: "" },
      ...(await ctx.loaders.productExtras.load(p.id)).gallery,
    ],
    // Kept per product version: a page of cards reads no variants for products already seen at their version, and
    // those are answered at once (a promise a card made graphql-jit complete each card on its slower, asynchronous
    // path). Only the id and version go to the service: the whole row would have every text of it checked as input.
    options: (p, _a, ctx) => {
      const version = { id: p.id, updatedAt: p.updatedAt };
      return ctx.services.catalogue.keptCardOptions(version) ?? ctx.loaders.productOptions.load(version);
    },
    variants: async (p, _a, ctx) => (await ctx.loaders.productExtras.load(p.id)).variants.map((v) => ({ ...v, product: p })),
  },
  ProductVariant: {
    size: (v) => v.size || null,
    colour: (v) => v.colour || null,
    price: (v) => toRupees(variantPrices(v.product, v).pricePaise),
    salePrice: (v) => toRupees(variantPrices(v.product, v).salePricePaise),
    effectivePrice: (v) => toRupees(variantPrices(v.product, v).effectivePaise),
    ownPrice: (v) => v.pricePaise !== null,
  },
  ProductImage: {
    images: (image) => toImageSet(image.url, image.imageVariants),
    colour: (image) => image.colour || null,
  },
};
