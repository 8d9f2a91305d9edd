/**
 * Wire-shaped data and msw handlers for the storefront's component tests. Every handler answers what the real
 * API would for the operation name (see the documents next to each component); tests override one with
 * `server.use(...)` to shape a case.
 */
import { graphql, type GraphQLHandler } from "msw";
import type { CartLineProblem } from "../src/gql/graphql";
import { catalogueOptions, customer, gqlJson, graphQLError, meIs } from "./fixtures";

let seq = 0;
const nextId = (prefix: string) => `${prefix}-${(seq += 1).toString().padStart(4, "0")}`;

export function images(slug: string) {
  const webpSources = [480, 800, 1200].map((width) => ({
    __typename: "ImageSource" as const,
    url: `/media/products/${slug}/${width === 800 ? "image" : `image-${width}`}.webp`,
    width,
  }));
  return {
    __typename: "ImageSet" as const,
    thumbnail: `/media/products/${slug}/thumb.jpg`,
    large: `/media/products/${slug}/large.jpg`,
    webp: `/media/products/${slug}/image.webp`,
    original: `/media/products/${slug}/original.jpg`,
    webpSources,
    // As the API writes it (api/src/services/media/media.service.ts, imageSrcSet): the WebP renditions.
    srcSet: webpSources.map((s) => `${s.url} ${s.width}w`).join(", "),
  };
}

export interface WireVariant {
  __typename: "ProductVariant";
  id: string;
  size: string | null;
  colour: string | null;
  stock: number;
  price: number;
  salePrice: number;
}

export interface WirePicture {
  __typename: "ProductImage";
  url: string;
  colour: string | null;
  images: ReturnType<typeof images>;
}

export interface WireProduct {
  __typename: "Product";
  id: string;
  slug: string;
  title: string;
  description: string;
  category: string;
  brand: string;
  price: number;
  salePrice: number;
  totalStock: number;
  image: string;
  images: ReturnType<typeof images>;
  options: { __typename: "ProductOptions"; sizes: string[]; colours: string[] };
  variants: WireVariant[];
  gallery: WirePicture[];
  averageRating: number;
  reviewCount: number;
}

export function picture(name: string, colour: string | null = null): WirePicture {
  return { __typename: "ProductImage", url: `/media/products/${name}/original.jpg`, colour, images: images(name) };
}

/** One variant per size × colour with the stock `stockOf` gives (at the product's price unless given). */
export function variantsOf(
  { sizes = [], colours = [] }: { sizes?: string[]; colours?: string[] },
  stockOf: (size: string | null, colour: string | null) => number,
  priceOf: (size: string | null, colour: string | null) => { price: number; salePrice: number } = () => ({ price: 1999, salePrice: 0 }),
): WireVariant[] {
  const sizeList = sizes.length ? sizes : [null];
  const colourList = colours.length ? colours : [null];
  return colourList.flatMap((colour) =>
    sizeList.map((size) => ({ __typename: "ProductVariant" as const, id: nextId("var"), size, colour, stock: stockOf(size, colour), ...priceOf(size, colour) })),
  );
}

/**
 * A product as the API sends it. Without `options`, it is sold in one size and one colour: one variant holding the
 * total stock, and a gallery of its main image.
 */
export function product(overrides: Partial<WireProduct> & { title: string }): WireProduct {
  const id = overrides.id ?? nextId("prod");
  const base = {
    __typename: "Product" as const,
    id,
    slug: overrides.title.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, ""),
    description: `${overrides.title}: a product description.`,
    category: "men",
    brand: "nike",
    price: 1999,
    salePrice: 0,
    totalStock: 50,
    image: `/media/products/${id}/original.jpg`,
    images: images(id),
    options: { __typename: "ProductOptions" as const, sizes: [], colours: [] },
    averageRating: 0,
    reviewCount: 0,
    ...overrides,
  };
  return {
    ...base,
    variants: overrides.variants ?? variantsOf({}, () => base.totalStock, () => ({ price: base.price, salePrice: base.salePrice })),
    gallery: overrides.gallery ?? [{ __typename: "ProductImage", url: base.image, colour: null, images: base.images }],
  };
}

export interface WireCartLine {
  __typename: "CartLine";
  id: string;
  productId: string;
  title: string;
  image: string;
  price: number;
  salePrice: number;
  unitPrice: number;
  quantity: number;
  size: string | null;
  colour: string | null;
  lineTotal: number;
  discount: number;
  net: number;
  availableStock: number;
  problem: CartLineProblem | null;
}

export function cartLine(p: WireProduct, quantity: number, overrides: Partial<WireCartLine> = {}): WireCartLine {
  const unitPrice = p.salePrice > 0 ? p.salePrice : p.price;
  return {
    __typename: "CartLine",
    id: `line-${p.id}`,
    productId: p.id,
    title: p.title,
    image: p.image,
    price: p.price,
    salePrice: p.salePrice,
    unitPrice,
    quantity,
    size: null,
    colour: null,
    lineTotal: unitPrice * quantity,
    discount: 0,
    net: unitPrice * quantity,
    availableStock: p.totalStock,
    problem: null,
    ...overrides,
  };
}

export function cart(lines: WireCartLine[]) {
  const subtotal = lines.reduce((sum, l) => sum + l.lineTotal, 0);
  return {
    __typename: "Cart" as const,
    id: "cart-1",
    lines,
    itemCount: lines.reduce((sum, l) => sum + l.quantity, 0),
    subtotal,
    discount: 0,
    shipping: 0,
    freeShippingShortfall: null as number | null,
    total: subtotal,
    couponNotice: null as string | null,
    appliedCoupon: null as WireAppliedPromotion | null,
    automaticPromotion: null as WireAppliedPromotion | null,
    offers: [] as WireOffer[],
  };
}

export interface WireAppliedPromotion {
  __typename: "AppliedPromotion";
  code: string | null;
  title: string;
  saving: number;
}

export interface WireOffer {
  __typename: "Offer";
  code: string | null;
  title: string;
  description: string;
  applies: boolean;
  hint: string | null;
}

export function withQuantity(line: WireCartLine, quantity: number): WireCartLine {
  return { ...line, quantity, lineTotal: line.unitPrice * quantity, net: line.unitPrice * quantity - line.discount };
}


export interface WireAddress {
  __typename: "Address";
  id: string;
  name: string | null;
  address: string;
  city: string;
  phone: string;
  pincode: string;
  notes: string;
  state: string | null;
  createdAt: string;
}

export function address(overrides: Partial<WireAddress> = {}): WireAddress {
  return {
    __typename: "Address",
    id: nextId("addr"),
    name: null,
    address: "12 MG Road",
    city: "Bengaluru",
    phone: "9876543210",
    pincode: "560001",
    notes: "Ring the bell",
    state: null,
    createdAt: "2026-05-01T10:00:00.000Z",
    ...overrides,
  };
}

const paid = (p: WireProduct) => (p.salePrice > 0 ? p.salePrice : p.price);

/** Sizes or colours sold in stock, each counting a product once, in the order first met. */
function optionFacet(products: WireProduct[], option: "size" | "colour") {
  const counts = new Map<string, number>();
  for (const p of products) {
    const values = new Set(p.variants.filter((v) => v.stock > 0).map((v) => v[option]).filter((v): v is string => v !== null));
    for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return [...counts].map(([id, count]) => ({ __typename: "FacetCount", id, label: id, count }));
}

export function connection(products: WireProduct[], { first = 12, after }: { first?: number; after?: string | null } = {}) {
  const start = after ? Number(after) : 0;
  const page = products.slice(start, start + first);
  const count = (key: "category" | "brand", id: string) => products.filter((p) => p[key] === id).length;
  return {
    __typename: "ProductConnection",
    // The storefront asks no edge's cursor (issue 46): the next page starts at pageInfo.endCursor.
    edges: page.map((node) => ({ __typename: "ProductEdge", node })),
    pageInfo: { __typename: "PageInfo", hasNextPage: start + first < products.length, endCursor: page.length ? String(start + page.length) : null },
    totalCount: products.length,
    facets: {
      __typename: "ProductFacets",
      categories: catalogueOptions.categories.map((o) => ({ __typename: "FacetCount", id: o.id, count: count("category", o.id) })),
      brands: catalogueOptions.brands.map((o) => ({ __typename: "FacetCount", id: o.id, count: count("brand", o.id) })),
      sizes: optionFacet(products, "size"),
      colours: optionFacet(products, "colour"),
      priceRange: products.length ? { __typename: "PriceRange", min: Math.min(...products.map(paid)), max: Math.max(...products.map(paid)) } : null,
    },
  };
}

interface ProductFilterVars {
  filter?: {
    categories?: string[] | null;
    brands?: string[] | null;
    sizes?: string[] | null;
    colours?: string[] | null;
    minPrice?: number | null;
    maxPrice?: number | null;
  } | null;
  first?: number | null;
  after?: string | null;
}

export function filterProducts(products: WireProduct[], filter: ProductFilterVars["filter"]) {
  return products.filter(
    (p) =>
      (!filter?.categories?.length || filter.categories.includes(p.category)) &&
      (!filter?.brands?.length || filter.brands.includes(p.brand)) &&
      (!filter?.sizes?.length || p.variants.some((v) => v.stock > 0 && v.size !== null && filter.sizes!.includes(v.size))) &&
      (!filter?.colours?.length || p.variants.some((v) => v.stock > 0 && v.colour !== null && filter.colours!.includes(v.colour))) &&
      (filter?.minPrice == null || paid(p) >= filter.minPrice) &&
      (filter?.maxPrice == null || paid(p) <= filter.maxPrice),
  );
}

export interface ShopWorld {
  products?: WireProduct[];
  cart?: ReturnType<typeof cart>;
  addresses?: WireAddress[];
  orders?: unknown[];
  /** ShopOrderReturns answers by order id (issue 26). */
  orderReturns?: Record<string, unknown>;
  /** Whether the signed-in customer's email is verified (Account's notice); verified unless said otherwise. */
  emailVerified?: boolean;
  /** The account's details (AccountProfile): the customer's by default, name not needed, no phone. */
  profile?: Partial<WireProfile>;
  /** What checkout offers for an address (the server's checkoutOptions); online and COD available by default. */
  checkoutOptions?: Partial<WireCheckoutOptions>;
}

/** An order of `world.orders` as the returns part reads it when the test gives none: its lines, no requests. */
function noReturns(world: ShopWorld, id: string) {
  const order = (world.orders ?? []).find((o) => (o as { id: string }).id === id) as { status?: string; lines?: Array<Record<string, unknown>> } | undefined;
  const lines = (order?.lines ?? []).map((l, i) => ({ ...l, id: `line-${i}`, listPrice: l["price"] }));
  return { __typename: "Order", id, status: order?.status ?? "CONFIRMED", returnRequested: false, returnWindowEndsAt: null, lines, returns: [] };
}

export interface WireProfile {
  name: string;
  email: string | null;
  emailVerified: boolean;
  needsName: boolean;
  phone: string | null;
  phoneVerified: boolean;
}

/** The AccountProfile answer for `profile` (over the customer's own details). */
export function profileOf(profile: Partial<WireProfile> = {}) {
  return { __typename: "User" as const, id: customer.id, name: customer.name, email: customer.email ?? null, emailVerified: true, needsName: false, phone: null, phoneVerified: false, ...profile };
}

export interface WireCheckoutOptions {
  serviceable: boolean;
  deliveryBy: string | null;
  codFee: number;
  codAdvance: number;
  codDueOnDelivery: number;
  payOnlineSaving: number;
  online: { available: boolean; reason: string | null };
  cod: { available: boolean; reason: string | null };
}

/** A few states and the circles of a few pincodes (the server's are India Post's, services/tax/states.ts). */
export const INDIAN_STATES = [
  { __typename: "Option", id: "07", label: "Delhi" },
  { __typename: "Option", id: "29", label: "Karnataka" },
  { __typename: "Option", id: "27", label: "Maharashtra" },
  { __typename: "Option", id: "19", label: "West Bengal" },
];
const STATE_OF_CIRCLE: Record<string, string> = { "11": "07", "56": "29", "40": "27", "41": "27", "70": "19" };

/** Handlers for every query the shop makes on load, answering from `world`, with a signed-in customer. */
export function shopHandlers(world: ShopWorld = {}): GraphQLHandler[] {
  return [meIs(customer), ...shopQueryHandlers(world)];
}

/** The shop's queries only (the test decides who is signed in). */
export function shopQueryHandlers(world: ShopWorld = {}): GraphQLHandler[] {
  const products = world.products ?? [];
  return [
    graphql.query("CatalogueOptions", () => gqlJson({ data: { catalogueOptions } })),
    graphql.query("ShopCart", () => gqlJson({ data: { cart: world.cart ?? cart([]) } })),
    graphql.query("ShopFeatureImages", () => gqlJson({ data: { featureImages: [] } })),
    graphql.query("ShopHomeProducts", () => gqlJson({ data: { products: connection(products) } })),
    graphql.query("ShopCategoryTileImages", () => {
      const empty = { __typename: "ProductConnection", edges: [] };
      return gqlJson({ data: { men: empty, women: empty, kids: empty, accessories: empty, footwear: empty } });
    }),
    graphql.query<Record<string, unknown>, ProductFilterVars>("ShopListingProducts", ({ variables }) =>
      gqlJson({ data: { products: connection(filterProducts(products, variables.filter), { first: variables.first ?? 12, after: variables.after }) } }),
    ),
    graphql.query<Record<string, unknown>, { keyword: string }>("ShopSearch", ({ variables }) =>
      gqlJson({ data: { search: products.filter((p) => p.title.toLowerCase().includes(variables.keyword.toLowerCase())) } }),
    ),
    graphql.query<Record<string, unknown>, { slug: string }>("ShopProductDetails", ({ variables }) => {
      const found = products.find((p) => p.slug === variables.slug);
      return found ? gqlJson({ data: { product: found } }) : graphQLError("Product not found!", "NOT_FOUND");
    }),
    graphql.query("ShopProductReviews", () => gqlJson({ data: { reviews: [] } })),
    graphql.query("ShopAddresses", () => gqlJson({ data: { addresses: world.addresses ?? [] } })),
    graphql.query("ShopIndianStates", () => gqlJson({ data: { indianStates: INDIAN_STATES } })),
    graphql.query<Record<string, unknown>, { pincode: string }>("ShopPincodeStates", ({ variables }) => {
      const state = STATE_OF_CIRCLE[variables.pincode.slice(0, 2)];
      return gqlJson({ data: { deliveryEstimate: { __typename: "DeliveryEstimate", pincode: variables.pincode, states: state ? [state] : [] } } });
    }),
    graphql.query("ShopCheckoutOptions", () =>
      gqlJson({
        data: {
          checkoutOptions: {
            __typename: "CheckoutOptions",
            serviceable: true,
            deliveryBy: "2026-11-28",
            codFee: 0,
            codAdvance: 0,
            codDueOnDelivery: 0,
            payOnlineSaving: 0,
            refundedAmount: 0,
            refunds: [],
            ...world.checkoutOptions,
            online: { __typename: "PaymentMethodOption", available: true, reason: null, ...world.checkoutOptions?.online },
            cod: { __typename: "PaymentMethodOption", available: true, reason: null, ...world.checkoutOptions?.cod },
          },
        },
      }),
    ),
    // Pages of 10 as the server gives them; a cursor here is the position after which the page starts.
    graphql.query<Record<string, unknown>, { after?: string | null }>("ShopOrderHistory", ({ variables }) => {
      const orders = world.orders ?? [];
      const start = variables.after ? Number(variables.after) : 0;
      const page = orders.slice(start, start + 10);
      // Orders without an open return request unless the test's order says otherwise (issue 26).
      const edges = page.map((node, i) => ({ __typename: "OrderEdge", cursor: String(start + i + 1), node: { returnRequested: false, codConfirmation: "NOT_NEEDED", codConfirmBy: null, payOnlineDiscount: null, ...(node as object) } }));
      const pageInfo = { __typename: "PageInfo", hasNextPage: start + 10 < orders.length, endCursor: edges.at(-1)?.cursor ?? null };
      return gqlJson({ data: { orderHistory: { __typename: "OrderConnection", edges, pageInfo } } });
    }),
    // The order details' returns part (issue 26): the order as delivered/undelivered with its requests.
    graphql.query<Record<string, unknown>, { id: string }>("ShopOrderReturns", ({ variables }) =>
      gqlJson({ data: { order: world.orderReturns?.[variables.id] ?? noReturns(world, variables.id) } }),
    ),
    graphql.query("AccountProfile", () => gqlJson({ data: { me: profileOf({ emailVerified: world.emailVerified ?? true, ...world.profile }) } })),
    graphql.query("AccountEmailStatus", () =>
      gqlJson({ data: { me: { __typename: "User", id: customer.id, email: world.profile?.email === undefined ? customer.email : world.profile.email, emailVerified: world.emailVerified ?? true } } }),
    ),
  ];
}
