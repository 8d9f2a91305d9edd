/**
 * Demo data for a fresh install: the demo accounts, the catalogue with generated pictures, the homepage
 * banners, and (orders.ts) demo customers with about 90 days of orders and reviews, made through the services. Each part is added only when it is missing, so running the seed again changes nothing, and
 * several API processes starting together on one empty database seed it once (an advisory lock).
 */
import { availableParallelism } from "node:os";
import { performance } from "node:perf_hooks";
import type { DataSource, EntityManager } from "typeorm";
import type { Config } from "../../config.js";
import { FeatureImageEntity } from "../../entities/feature-image.entity.js";
import { type ImageVariants, ProductEntity } from "../../entities/product.entity.js";
import { ProductImageEntity, ProductVariantEntity } from "../../entities/product-variant.entity.js";
import { checkedVariants, productSlug } from "../../services/catalogue/index.js";
import { UserEntity } from "../../entities/user.entity.js";
import { createServices } from "../../services/index.js";
import { createMediaStore, deleteImageVariants, type MediaStore, storeImageWithVariants } from "../../services/media/index.js";
import { DEMO_BANNERS, DEMO_PRODUCTS, demoVariants } from "./catalogue.js";
import { DEMO_ACCOUNTS } from "./demo-accounts.js";
import { renderBannerJpeg, renderProductJpeg } from "./illustrations.js";
import { seedDemoOrders } from "./orders.js";

export { DEMO_ACCOUNTS } from "./demo-accounts.js";

export interface SeedOptions {
  log: (line: string) => void;
  /** Where the pictures go; defaults to the store the config selects. */
  mediaStore?: MediaStore;
  /** false: the catalogue without the demo's customers, orders and reviews (default: with them). */
  orders?: boolean;
}

/** Any fixed number: the key of the PostgreSQL advisory lock that serializes seeding across processes. */
const SEED_LOCK_KEY = 0x5eed_0001;

/**
 * True for a fresh install: no product was ever made (deleted ones included) and no account exists but the demo's.
 * So a first start stopped while it seeded (Ctrl-C during its half minute: the demo accounts made, the catalogue not
 * yet) seeds again on the next start, instead of leaving an empty shop for good; `seedDemoData` adds only what is
 * missing.
 */
export async function isDatabaseEmpty(dataSource: DataSource): Promise<boolean> {
  const demoEmails = Object.values(DEMO_ACCOUNTS).map((account) => account.email.toLowerCase());
  const [{ fresh }]: Array<{ fresh: boolean }> = await dataSource.query(
    `SELECT NOT EXISTS (SELECT 1 FROM products) AND NOT EXISTS (SELECT 1 FROM users WHERE lower(email) <> ALL($1::text[])) AS fresh`,
    [demoEmails],
  );
  return fresh;
}

/** Adds whatever demo data is missing: accounts by email, the catalogue if there are no products, banners if none. */
export async function seedDemoData(dataSource: DataSource, config: Config, opts: SeedOptions): Promise<void> {
  const started = performance.now();
  const store = opts.mediaStore ?? createMediaStore(config);
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query(`SELECT pg_advisory_lock(${SEED_LOCK_KEY})`);
    const accounts = await seedAccounts(dataSource, config, store, runner.manager, opts.log);
    const products = await seedProducts(runner.manager, store);
    const banners = await seedBanners(runner.manager, store);
    await seedPromotions(runner.manager, config);
    // The trading history only for the demo catalogue of a shop that has never taken an order.
    const history = opts.orders !== false && products > 0 && !(await runner.manager.query(`SELECT EXISTS (SELECT 1 FROM orders) AS any`))[0].any
      ? await seedDemoOrders(dataSource, config, store, opts.log).catch((error: unknown) => {
          // The shop still starts with its catalogue; the history stays as far as it got.
          opts.log(`The demo's order history stopped: ${error instanceof Error ? error.message : String(error)}`);
          return { customers: 0, orders: 0, reviews: 0, returns: 0, seconds: 0 };
        })
      : { customers: 0, orders: 0, reviews: 0, returns: 0, seconds: 0 };
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    opts.log(
      accounts + products + banners === 0
        ? "Demo data already present: nothing to seed"
        : `Seeded demo data in ${seconds} s: ${products} products, ${banners} banners, ${accounts} accounts` +
            (history.orders ? `, ${history.customers} demo customers with ${history.orders} orders, ${history.reviews} reviews and ${history.returns} returns (${history.seconds} s)` : ""),
    );
  } finally {
    await runner.query(`SELECT pg_advisory_unlock(${SEED_LOCK_KEY})`).catch(() => undefined);
    await runner.release();
  }
}

/**
 * Demo promotions when there are none: two public codes (FIRST10 and DIWALI20) and, unless
 * SEED_DEMO_AUTOMATIC_OFFERS=false, two automatic ones ("₹300 off above ₹2,999", "3 or more from Kids: 10 % off").
 * Codes change nothing until a shopper applies one; automatic offers change every qualifying cart's total, so the
 * browser journeys that check exact totals run without them.
 */
async function seedPromotions(manager: EntityManager, config: Config): Promise<void> {
  const [{ any }]: Array<{ any: boolean }> = await manager.query(`SELECT EXISTS (SELECT 1 FROM promotions) AS any`);
  if (any) return;
  const rows = [
    ["coupon", "FIRST10", "10 % off your first order", "Up to ₹500 off, once per customer.", true, "percent", 10, 50_000, 0, 0, null, 1, "all", [], true, false],
    ["coupon", "DIWALI20", "20 % off orders above ₹1,999", "Up to ₹1,000 off, paid online.", true, "percent", 20, 100_000, 199_900, 0, 1000, 2, "all", [], false, true],
    ...(config.seedDemoAutomaticOffers
      ? [
          ["automatic", null, "₹300 off above ₹2,999", "Applied by itself at ₹2,999 or more.", true, "flat", 30_000, null, 299_900, 0, null, null, "all", [], false, false],
          ["automatic", null, "3 or more from Kids: 10 % off", "Applied by itself to the Kids lines.", true, "percent", 10, null, 0, 3, null, null, "categories", ["kids"], false, false],
        ]
      : []),
  ];
  for (const row of rows) {
    await manager.query(
      `INSERT INTO promotions (kind, code, title, description, is_public, discount_type, discount_value, max_discount_paise, min_order_paise, min_quantity,
                               max_uses, max_uses_per_customer, scope, scope_values, first_order_only, prepaid_only)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
      row,
    );
  }
}

async function seedAccounts(dataSource: DataSource, config: Config, mediaStore: MediaStore, manager: EntityManager, log: (line: string) => void): Promise<number> {
  const { auth } = createServices({ dataSource, config, mediaStore });
  let created = 0;
  for (const account of Object.values(DEMO_ACCOUNTS)) {
    const exists = await manager
      .getRepository(UserEntity)
      .createQueryBuilder("u")
      .where("lower(u.email) = lower(:email)", { email: account.email })
      .getExists();
    if (exists) continue;
    try {
      await auth.createAccount({ ...account });
      created += 1;
    } catch (error) {
      // e.g. the username is taken by a real account: the shop still starts, just without this demo login.
      log(`Demo account ${account.email} not created: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return created;
}

/** Runs `task` over `items` with at most `limit` at a time, keeping the order of the results. */
async function mapLimit<T, R>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Draws a picture, then stores it with its renditions exactly like an upload. */
async function storePicture(store: MediaStore, draw: () => Promise<Buffer>, prefix: string): Promise<ImageVariants> {
  return storeImageWithVariants(store, await draw(), { prefix });
}

/** Enough in flight to keep every core busy (sharp runs each image on libuv's pool). */
const parallelism = () => Math.max(2, Math.min(4, availableParallelism()));

/** Inserts rows, or removes the pictures made for them when the insert fails. */
async function insertWithImages(manager: EntityManager, store: MediaStore, entity: typeof ProductEntity | typeof FeatureImageEntity, rows: object[], images: ImageVariants[]) {
  try {
    await manager.createQueryBuilder().insert().into(entity).values(rows).execute();
  } catch (error) {
    await Promise.all(images.map((v) => deleteImageVariants(store, v)));
    throw error;
  }
}

async function seedProducts(manager: EntityManager, store: MediaStore): Promise<number> {
  if (await manager.getRepository(ProductEntity).exists()) return 0;
  const images = await mapLimit(DEMO_PRODUCTS, parallelism(), (p, i) => storePicture(store, () => renderProductJpeg(p.art, p.brand, p.category, `p${i}`), "products"));
  // Each further colour gets a picture of its own, drawn in that colour.
  const further = DEMO_PRODUCTS.flatMap((p, i) => p.colours.slice(1).map((c, k) => ({ product: i, colour: c.name, art: c.art, key: `p${i}c${k}` })));
  const colourImages = await mapLimit(further, parallelism(), (c) =>
    storePicture(store, () => renderProductJpeg(c.art, DEMO_PRODUCTS[c.product]!.brand, DEMO_PRODUCTS[c.product]!.category, c.key), "products"),
  );
  const skuOf = (i: number) => `SUT-DEMO-${String(i + 1).padStart(3, "0")}`;
  const rows = DEMO_PRODUCTS.map((p, i) => ({
    title: p.title,
    slug: productSlug(p.title, skuOf(i)),
    description: p.description,
    category: p.category,
    brand: p.brand,
    pricePaise: p.pricePaise,
    salePricePaise: p.salePricePaise,
    sku: skuOf(i),
    gstHsn: p.gstHsn,
    imageUrl: images[i]!.original,
    imageVariants: images[i]!,
  }));
  const all = [...images, ...colourImages];
  await insertWithImages(manager, store, ProductEntity, rows, all);
  const ids = new Map<string, string>(
    (await manager.query(`SELECT id, sku FROM products WHERE sku = ANY($1::text[])`, [rows.map((r) => r.sku)])).map((r: { id: string; sku: string }) => [r.sku, r.id]),
  );
  // In the display order the admin's product form would store (sizes the shop's way, then colours).
  const variants = DEMO_PRODUCTS.flatMap((p, i) =>
    checkedVariants(
      demoVariants(p, i).map((v) => ({ ...v, sku: [skuOf(i), v.size, v.colour].filter(Boolean).join("-").replace(/[^A-Za-z0-9._/-]+/g, "") })),
    ).map((v) => ({ ...v, productId: ids.get(skuOf(i))! })),
  );
  await manager.createQueryBuilder().insert().into(ProductVariantEntity).values(variants).execute();
  const gallery = further.map((c, k) => ({
    productId: ids.get(skuOf(c.product))!,
    url: colourImages[k]!.original,
    imageVariants: colourImages[k]!,
    colour: c.colour,
    position: k,
  }));
  if (gallery.length) await manager.createQueryBuilder().insert().into(ProductImageEntity).values(gallery).execute();
  return rows.length;
}

async function seedBanners(manager: EntityManager, store: MediaStore): Promise<number> {
  if (await manager.getRepository(FeatureImageEntity).exists()) return 0;
  const images = await mapLimit(DEMO_BANNERS, parallelism(), (b, i) => storePicture(store, () => renderBannerJpeg(b.art, `b${i}`), "features"));
  const rows = DEMO_BANNERS.map((b, i) => ({
    imageUrl: images[i]!.original,
    imageVariants: images[i]!,
    title: b.title,
    description: b.description,
    position: i,
  }));
  await insertWithImages(manager, store, FeatureImageEntity, rows, images);
  return rows.length;
}
