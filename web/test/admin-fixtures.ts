/** Wire-shaped data (with __typename) for the admin panel's component tests. */
import { graphql } from "msw";
import { catalogueOptions, gqlJson } from "./fixtures";

export function imageSet(base: string) {
  return {
    __typename: "ImageSet",
    original: `${base}/original.jpg`,
    thumbnail: `${base}/thumb.jpg`,
    large: `${base}/large.jpg`,
    webp: `${base}/image.webp`,
    webpSources: [480, 800, 1200].map((width) => ({ __typename: "ImageSource", url: `${base}/${width === 800 ? "image" : `image-${width}`}.webp`, width })),
  };
}

let productSequence = 0;

export function wireProduct(overrides: Partial<Record<string, unknown>> = {}) {
  productSequence += 1;
  const id = `00000000-0000-4000-8000-${String(productSequence).padStart(12, "0")}`;
  return {
    __typename: "Product",
    id,
    title: `Product ${productSequence}`,
    description: "A fine thing",
    category: "men",
    brand: "nike",
    price: 1999,
    salePrice: 0,
    totalStock: 25,
    image: `/media/p/${id}/original.jpg`,
    images: imageSet(`/media/p/${id}`),
    createdAt: `2026-01-${String(10 + (productSequence % 18)).padStart(2, "0")}T10:00:00.000Z`,
    options: { __typename: "ProductOptions", sizes: [] as string[], colours: [] as string[] },
    ...overrides,
  };
}

type WireProduct = ReturnType<typeof wireProduct>;

export function wireVariant(overrides: Partial<Record<string, unknown>> = {}) {
  return {
    __typename: "ProductVariant",
    id: `v-${Math.random().toString(36).slice(2)}`,
    sku: "SKU-1",
    size: null,
    colour: null,
    stock: 25,
    price: 1999,
    salePrice: 0,
    ownPrice: false,
    ...overrides,
  };
}

export function wirePicture(url: string, colour: string | null = null) {
  return { __typename: "ProductImage", url, colour, images: imageSet(url.replace(/\/original\.jpg$/, "")) };
}

/**
 * A product as the panel reads it in edit mode: its variants (by default the one implicit variant of a product
 * without options, holding its stock) and its gallery (the main image first).
 */
export function wireProductDetails(product: WireProduct, extra: { variants?: unknown[]; gallery?: unknown[]; gstHsn?: string | null } = {}) {
  return {
    ...product,
    gstHsn: extra.gstHsn ?? null,
    // The category's default package (issue 42).
    weightGrams: null as number | null,
    lengthCm: null as number | null,
    breadthCm: null as number | null,
    heightCm: null as number | null,
    variants: extra.variants ?? [wireVariant({ stock: product.totalStock, price: product.price, salePrice: product.salePrice })],
    gallery: [wirePicture(product.image), ...(extra.gallery ?? [])],
  };
}

/** Answers the panel's read of one product (edit mode) from these products, with `wireProductDetails` defaults. */
export function productDetailsAre(...products: ReadonlyArray<ReturnType<typeof wireProductDetails>>) {
  return graphql.query("AdminProduct", ({ variables }) => {
    const product = products.find((p) => p.id === variables.id);
    return product
      ? gqlJson({ data: { product } })
      : gqlJson({ data: null, errors: [{ message: "Product not found", extensions: { code: "NOT_FOUND" } }] });
  });
}

export function productPage(products: ReadonlyArray<ReturnType<typeof wireProduct>>, hasNextPage = false, endCursor: string | null = null) {
  return {
    products: {
      __typename: "ProductConnection",
      totalCount: products.length,
      pageInfo: { __typename: "PageInfo", hasNextPage, endCursor },
      edges: products.map((node) => ({ __typename: "ProductEdge", cursor: `c-${node.id}`, node })),
    },
  };
}

/** The GST rows the product panel's select offers (Admin → GST rates). */
export const gstRateChoices = [
  { __typename: "GstRate", hsn: "6205", description: "Men's or boys' shirts, not knitted (heading 6205)", categories: ["men"] },
  { __typename: "GstRate", hsn: "4202", description: "Bags: backpacks, totes, duffels, handbags (heading 4202)", categories: ["accessories"] },
  { __typename: "GstRate", hsn: "6505", description: "Caps and hats, knitted or of textile fabric (heading 6505)", categories: [] },
];

/** What the admin's product pages read besides the products: the catalogue's options and the GST rows to choose from. */
export const optionsHandler = graphql.query(/^(CatalogueOptions|AdminGstRateChoices)$/, ({ operationName }) =>
  gqlJson({ data: operationName === "CatalogueOptions" ? { catalogueOptions } : { gstRates: gstRateChoices } }),
);

export const uploadedImage = {
  __typename: "UploadedImage",
  url: "/media/uploads/7d0c8a1e-0000-4000-8000-00000000abcd/original.jpg",
  images: imageSet("/media/uploads/7d0c8a1e-0000-4000-8000-00000000abcd"),
};

export function pngFile(name = "product.png") {
  return new File(["png"], name, { type: "image/png" });
}

let orderSequence = 0;

export function wireOrder(overrides: Partial<Record<string, unknown>> = {}) {
  orderSequence += 1;
  const id = `9b2f0c1d-0000-4000-8000-${String(orderSequence).padStart(6, "0")}c41a7e`.slice(0, 36);
  return {
    __typename: "Order",
    id,
    orderDate: "2026-05-13T12:00:00.000Z",
    updatedAt: "2026-05-13T12:05:00.000Z",
    status: "CONFIRMED",
    nextStatuses: ["SHIPPED", "CANCELLED", "REJECTED"],
    paymentStatus: "PAID",
    paymentMethod: "razorpay",
    paymentLabel: "Card",
    codFee: 0,
    shippingFee: 0,
    shippingTax: null,
    refundedAmount: 0,
    refunds: [],
    paymentId: "pay_Sandbox123",
    totalAmount: 1299,
    subtotal: 1299,
    discount: 0,
    discounts: [],
    currency: "INR",
    invoiceNumber: "INV-000042",
    invoiceAvailable: true,
    collectedOnDelivery: false,
    codConfirmation: "NOT_NEEDED",
    codConfirmBy: null,
    codRisk: null,
    lines: [
      {
        __typename: "OrderLine",
        productId: "p-1",
        title: "Linen shirt",
        image: "/media/p/1/thumb.jpg",
        price: 1299,
        quantity: 1,
        size: null,
        colour: null,
        lineTotal: 1299,
        tax: { __typename: "OrderLineTax", cgst: 61.86, sgst: 61.86, igst: 0 },
      },
    ],
    shippingAddress: {
      __typename: "ShippingAddress",
      addressId: "a-1",
      address: "12 MG Road",
      city: "Bengaluru",
      pincode: "560001",
      phone: "9876543210",
      notes: "Ring twice",
    },
    customer: { __typename: "OrderCustomer", id: "u-1", username: "priya", name: "Priya Sharma", email: "priya@sutra.shop" },
    statusHistory: [
      {
        __typename: "OrderStatusChange",
        from: null,
        to: "PENDING",
        note: "Order placed",
        changedBy: null,
        changedAt: "2026-05-13T12:00:00.000Z",
      },
      {
        __typename: "OrderStatusChange",
        from: "PENDING",
        to: "CONFIRMED",
        note: "Payment received",
        changedBy: null,
        changedAt: "2026-05-13T12:05:00.000Z",
      },
    ],
    ...overrides,
  };
}

export function orderPage(orders: ReadonlyArray<ReturnType<typeof wireOrder>>, totalCount = orders.length) {
  return {
    adminOrders: {
      __typename: "OrderPage",
      totalCount,
      hasNextPage: false,
      nodes: orders,
    },
  };
}

export function wireBanner(n: number, overrides: Partial<Record<string, unknown>> = {}) {
  const id = `f0000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
  return {
    __typename: "FeatureImage",
    id,
    image: `/media/banners/${n}/original.jpg`,
    images: imageSet(`/media/banners/${n}`),
    title: `Banner title ${n}`,
    description: `Banner description ${n}`,
    position: n,
    ...overrides,
  };
}
