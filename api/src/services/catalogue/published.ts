/**
 * What the catalogue publishes to search engines and shopping channels (issue 45): every live product (a product is
 * published until it is deleted; the catalogue has no drafts) with its variants and pictures, and the listings that
 * hold them. Read through a database cursor inside one REPEATABLE READ, read-only transaction: a sitemap or a feed is
 * one snapshot of the catalogue however long it takes to send (an import committing meanwhile shows entirely or not
 * at all), and only one batch of rows is ever in memory, whatever the catalogue's size.
 */
import type { DataSource } from "typeorm";
import type { ImageVariants } from "../../entities/product.entity.js";

/** Rows fetched from the cursor at a time. */
export const PUBLISHED_BATCH = 500;

/** One variant of a live product, with what a feed's item says of its product. */
export interface PublishedVariant {
  productId: string;
  productSku: string;
  slug: string;
  title: string;
  description: string;
  category: string;
  brand: string;
  pricePaise: number;
  salePricePaise: number;
  imageUrl: string;
  imageVariants: ImageVariants | null;
  updatedAt: Date;
  /** The product's pictures after its main one, in display order. */
  gallery: Array<{ url: string; colour: string }>;
  /** How many variants the product has (1: sold in one size and one colour). */
  variantCount: number;
  sku: string;
  /** '' for one size / one colour. */
  size: string;
  colour: string;
  stock: number;
  /** The variant's own prices; null: the product's. */
  variantPricePaise: number | null;
  variantSalePricePaise: number | null;
}

/** One live product's address and when it last changed (its own row or one of its variants). */
export interface PublishedProduct {
  slug: string;
  lastModified: Date;
}

/** A listing the shop publishes (one category or one brand), with its newest product's change. */
export interface PublishedListing {
  kind: "category" | "brand";
  id: string;
  lastModified: Date;
}

const VARIANTS_SQL = `
  SELECT p.id AS "productId", p.sku AS "productSku", p.slug, p.title, p.description, p.category, p.brand,
         p.price_paise AS "pricePaise", p.sale_price_paise AS "salePricePaise", p.image_url AS "imageUrl",
         p.image_variants AS "imageVariants", p.updated_at AS "updatedAt",
         COALESCE((SELECT json_agg(json_build_object('url', i.url, 'colour', i.colour) ORDER BY i.position)
                     FROM product_images i WHERE i.product_id = p.id), '[]') AS gallery,
         count(*) OVER (PARTITION BY p.id)::int AS "variantCount",
         v.sku, v.size, v.colour, v.stock, v.price_paise AS "variantPricePaise", v.sale_price_paise AS "variantSalePricePaise"
    FROM products p
    JOIN product_variants v ON v.product_id = p.id
   WHERE p.deleted_at IS NULL
   ORDER BY p.sku COLLATE "C", v.position, v.id`;

const PRODUCTS_SQL = `
  SELECT p.slug, GREATEST(p.updated_at, (SELECT max(v.updated_at) FROM product_variants v WHERE v.product_id = p.id)) AS "lastModified"
    FROM products p
   WHERE p.deleted_at IS NULL
   ORDER BY p.slug COLLATE "C"`;

const LISTINGS_SQL = `
  SELECT kind, id, "lastModified" FROM (
    SELECT 'category' AS kind, category AS id, max(updated_at) AS "lastModified" FROM products WHERE deleted_at IS NULL GROUP BY category
    UNION ALL
    SELECT 'brand', brand, max(updated_at) FROM products WHERE deleted_at IS NULL GROUP BY brand
  ) listings
  ORDER BY kind, id`;

/** How many live products there are (the sitemap's size decides between one file and an index). */
const COUNT_SQL = `SELECT count(*)::int AS count FROM products WHERE deleted_at IS NULL`;

/**
 * Runs `text` as a cursor in one REPEATABLE READ, read-only transaction on a connection of its own and hands its rows
 * to `each`, a batch at a time (awaited: a slow reader holds the cursor, never more rows). The transaction ends,
 * and the connection goes back to the pool, however it ends.
 */
async function throughCursor<Row>(dataSource: DataSource, text: string, each: (rows: Row[]) => Promise<void>, batch: number): Promise<void> {
  const runner = dataSource.createQueryRunner("slave");
  await runner.connect();
  let open = false;
  try {
    await runner.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    open = true;
    await runner.query(`DECLARE published NO SCROLL CURSOR FOR ${text}`);
    for (;;) {
      const rows = (await runner.query(`FETCH ${batch} FROM published`)) as Row[];
      if (rows.length > 0) await each(rows);
      if (rows.length < batch) break;
    }
    await runner.query("COMMIT");
    open = false;
  } finally {
    if (open) await runner.query("ROLLBACK").catch(() => undefined);
    await runner.release();
  }
}

/**
 * The published catalogue, read as one snapshot per call. `batch` is the cursor's fetch size (tests make it small to
 * read a catalogue in several batches).
 */
export function createPublishedCatalogue(dataSource: DataSource, batch = PUBLISHED_BATCH) {
  return {
    /** Every variant of every live product, products in SKU order, variants in display order. */
    variants: (each: (rows: PublishedVariant[]) => Promise<void>) => throughCursor(dataSource, VARIANTS_SQL, each, batch),

    /** Every live product's address and last change, in slug order. */
    products: (each: (rows: PublishedProduct[]) => Promise<void>) => throughCursor(dataSource, PRODUCTS_SQL, each, batch),

    /**
     * The sitemap's listings and the number of live products, in one snapshot (one statement each, in one
     * REPEATABLE READ transaction).
     */
    async listings(): Promise<{ listings: PublishedListing[]; productCount: number }> {
      return dataSource.transaction("REPEATABLE READ", async (manager) => {
        const listings = (await manager.query(LISTINGS_SQL)) as PublishedListing[];
        const [{ count }] = (await manager.query(COUNT_SQL)) as [{ count: number }];
        return { listings, productCount: count };
      });
    },

    /** The `page`th run of `size` live products' addresses in slug order (a file of a sitemap index). */
    productPage: (page: number, size: number, each: (rows: PublishedProduct[]) => Promise<void>) => {
      if (!Number.isSafeInteger(page) || page < 1 || !Number.isSafeInteger(size) || size < 1) throw new RangeError("page and size must be positive integers");
      return throughCursor(dataSource, `${PRODUCTS_SQL} OFFSET ${(page - 1) * size} LIMIT ${size}`, each, batch);
    },
  };
}

export type PublishedCatalogue = ReturnType<typeof createPublishedCatalogue>;
