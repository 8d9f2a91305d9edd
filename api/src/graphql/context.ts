import DataLoader from "dataloader";
import type { Request, Response } from "express";
import type { AddressEntity } from "../entities/address.entity.js";
import type { ProductEntity } from "../entities/product.entity.js";
import type { FitSummary } from "../services/reviews.service.js";
import type { ProductExtras, ProductOptionsView, VersionedProduct } from "../services/catalogue/index.js";
import type { Services } from "../services/index.js";
import type { ShipmentView } from "../services/shipping/index.js";
import type { SessionCookie } from "../lib/session-cookie.js";
import { readsOwnWrites, type Viewer } from "../services/viewer.js";

export interface GraphQLContext {
  viewer: Viewer | null;
  services: Services;
  /** Sets or clears the session cookie; resolvers never touch the response otherwise. */
  session: SessionCookie;
  clientIp: string;
  /** The request's `Idempotency-Key`, for a mutation that honours it by itself (register: auth.service.ts). */
  idempotencyKey?: string;
  loaders: Loaders;
  /**
   * Filled in by httpCachePolicy once the answer is known: whether it reads only the public catalogue and has no
   * errors, so that every caller of the same audience (anonymous, or signed-in customers) would get the same one
   * (graphql-response-cache.ts). An object, because Apollo runs the operation with a shallow copy of the context.
   */
  answer?: { isPublic: boolean };
}

/** Per-request batching: the variants and pictures of every product a response shows, in one statement. */
export interface Loaders {
  readonly productExtras: DataLoader<string, ProductExtras>;
  /** A card's sizes and colours, kept per product version across requests (services/catalogue/product-options.ts). */
  readonly productOptions: DataLoader<VersionedProduct, ProductOptionsView, string>;
  /** The addresses of every customer an admin's answer shows, in one statement. */
  readonly customerAddresses: DataLoader<string, AddressEntity[]>;
  /** Which of the orders a response shows have an open return request ("Return requested"), in one statement. */
  readonly openReturns: DataLoader<{ id: string; userId: string }, boolean, string>;
  /** Whether each product a response shows is on the viewer's wishlist, in one statement. */
  readonly inWishlist: DataLoader<string, boolean>;
  /** Each product's fit summary (reviews' answers and size returns), in one statement. */
  readonly fitSummary: DataLoader<string, FitSummary>;
  /** Products by id (deleted ones too), for fields that name a product (a stock alert's), in one statement. */
  readonly products: DataLoader<string, ProductEntity | null>;
  /** The shipments of the orders a response shows, in one statement. */
  readonly shipments: DataLoader<string, ShipmentView[]>;
}

export function createLoaders(services: Services, viewer: Viewer | null): Loaders {
  let productExtras: DataLoader<string, ProductExtras> | undefined;
  let productOptions: DataLoader<VersionedProduct, ProductOptionsView, string> | undefined;
  let customerAddresses: DataLoader<string, AddressEntity[]> | undefined;
  const extrasLoader = () =>
    (productExtras ??= new DataLoader(async (ids: readonly string[]) => {
      const found = await services.catalogue.extras(ids, { fromPrimary: readsOwnWrites(viewer) });
      return ids.map((id) => found.get(id) ?? { variants: [], gallery: [] });
    }));
  let openReturns: Loaders["openReturns"] | undefined;
  let inWishlist: Loaders["inWishlist"] | undefined;
  let fitSummary: Loaders["fitSummary"] | undefined;
  let products: Loaders["products"] | undefined;
  let shipments: Loaders["shipments"] | undefined;
  return {
    get shipments() {
      return (shipments ??= new DataLoader(async (ids: readonly string[]) => {
        const found = await services.shipping.shipmentsOfOrders(ids);
        return ids.map((id) => found.get(id) ?? []);
      }));
    },
    get inWishlist() {
      return (inWishlist ??= new DataLoader(async (ids: readonly string[]) => {
        const kept = await services.wishlist.containing(viewer, ids);
        return ids.map((id) => kept.has(id));
      }));
    },
    get fitSummary() {
      return (fitSummary ??= new DataLoader(async (ids: readonly string[]) => {
        const found = await services.reviews.fitSummaries(ids);
        return ids.map((id) => found.get(id) ?? { runsSmall: 0, trueToSize: 0, runsLarge: 0 });
      }));
    },
    get products() {
      return (products ??= new DataLoader(async (ids: readonly string[]) => {
        const found = await services.catalogue.productsByIds(ids, { includeDeleted: true });
        return ids.map((id) => found.get(id) ?? null);
      }));
    },
    get openReturns() {
      return (openReturns ??= new DataLoader(
        async (orders: ReadonlyArray<{ id: string; userId: string }>) => {
          const open = await services.returns.openReturnsOf(viewer, orders);
          return orders.map((o) => open.has(o.id));
        },
        { cacheKeyFn: (o) => o.id },
      ));
    },
    get customerAddresses() {
      return (customerAddresses ??= new DataLoader(async (ids: readonly string[]) => {
        const found = await services.customers.addressesOf(viewer, ids);
        return ids.map((id) => found.get(id) ?? []);
      }));
    },
    // Made on first use: most requests show no variants.
    get productExtras() {
      return extrasLoader();
    },
    get productOptions() {
      return (productOptions ??= new DataLoader(
        async (products: readonly VersionedProduct[]) => {
          // Those not kept at their version are read with the variants and pictures: one statement with the details'.
          const found = await services.catalogue.cardOptions(products, async (ids) => {
            const extras = await extrasLoader().loadMany(ids);
            return new Map(
              ids.map((id, i) => {
                const read = extras[i];
                if (read instanceof Error) throw read;
                return [id, read!.variants];
              }),
            );
          });
          return products.map((p) => found.get(p.id) ?? { sizes: [], colours: [] });
        },
        { cacheKeyFn: (p) => p.id },
      ));
    },
  };
}

export type RequestWithViewer = Request & { viewer?: Viewer | null };
export type { Response };
