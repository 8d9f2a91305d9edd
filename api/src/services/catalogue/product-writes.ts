import type { EntityManager } from "typeorm";
import { z } from "zod";
import { type Brand, type Category, ProductEntity } from "../../entities/product.entity.js";
import { DomainError } from "../../lib/errors.js";
import { parseRupees } from "../../lib/money.js";
import { isUniqueViolation, isUuid, parseInput } from "../../lib/validation.js";
import type { ServiceContext } from "../context.js";
import { storedImageVariants } from "../media/index.js";
import { checkedProductHsn } from "../tax/index.js";
import { requireAdmin, type Viewer } from "../viewer.js";
import { CATALOG_MESSAGES, findLiveProduct } from "./live-product.js";
import { checkedPrices, createProductInput, updateProductInput } from "./product-input.js";
import { optionsOf, productExtras, replaceGallery, replaceVariants } from "./product-variants.js";
import { checkedGallery, checkedVariants, galleryInput, newSku, productSlug, singleVariant, type VariantRow, variantsInput } from "./variants.js";

/**
 * The admin's writes to the catalogue: a new product with its variants and pictures, a partial update, and taking a
 * product out (soft delete). Each commits in one transaction and then tells every node's caches (catalogueChanges).
 */

// ---------------------------------------------------------------------------------------------- SKUs

/** Runs a write; a SKU another product already has becomes a CONFLICT naming the SKU field. */
async function withUniqueSku<T>(sku: string | null | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, "products_sku_key")) throw new DomainError("CONFLICT", `Another product already has the SKU ${sku}`, "sku");
    throw error;
  }
}

const STOCK_MESSAGES = {
  stockOrVariants: "Give the total stock or the variants, not both",
  setVariantStock: "This product has sizes or colours: set the stock of each variant",
} as const;

/** The variant set an admin's write gives, checked; undefined when the write does not give one. */
function givenVariants(raw: unknown[] | null | undefined, totalStock: number | null | undefined): VariantRow[] | undefined {
  if (raw == null) return undefined;
  if (totalStock != null) throw new DomainError("BAD_USER_INPUT", STOCK_MESSAGES.stockOrVariants, "totalStock");
  return checkedVariants(parseInput(z.object({ variants: variantsInput }), { variants: raw }).variants);
}

/** The pictures an admin's write gives, checked against the product's colours (with their renditions, when ours). */
function givenGallery(ctx: ServiceContext, raw: unknown[], colours: readonly string[]) {
  const images = parseInput(z.object({ gallery: galleryInput }), { gallery: raw }).gallery;
  return checkedGallery(images, new Set(colours)).map((row) => ({ ...row, imageVariants: storedImageVariants(ctx.mediaStore, row.url) ?? null }));
}

const hasOptions = (variants: readonly { size: string; colour: string }[]) => variants.some((v) => v.size !== "" || v.colour !== "");

/** Saves a new product row under a unique slug: its title and SKU, with a random tail in the rare case another product has it. */
async function insertWithSlug(manager: EntityManager, product: Partial<ProductEntity>): Promise<ProductEntity> {
  const base = productSlug(product.title!, product.sku!);
  for (let attempt = 0; ; attempt += 1) {
    const slug = attempt === 0 ? base : `${base}-${newSku().slice(-4).toLowerCase()}`;
    try {
      await manager.query("SAVEPOINT product_slug");
      const saved = await manager.save(manager.create(ProductEntity, { ...product, slug }));
      await manager.query("RELEASE SAVEPOINT product_slug");
      return saved;
    } catch (error) {
      if (!isUniqueViolation(error, "products_slug_key") || attempt >= 3) throw error;
      await manager.query("ROLLBACK TO SAVEPOINT product_slug");
    }
  }
}

export function createProductWrites(ctx: ServiceContext) {
  const { dataSource } = ctx;
  return {
    /**
     * A new product with its variants (or, without options, one variant holding `totalStock`) and its pictures,
     * in one transaction.
     */
    async create(viewer: Viewer | null, raw: unknown): Promise<ProductEntity> {
      requireAdmin(viewer);
      const input = parseInput(createProductInput, raw);
      const { pricePaise, salePricePaise } = checkedPrices(parseRupees(input.price, "price"), parseRupees(input.salePrice, "salePrice"));
      const sku = input.sku ?? newSku();
      const given = givenVariants(input.variants, input.totalStock);
      if (!given && input.totalStock == null) throw new DomainError("BAD_USER_INPUT", "Total stock is required", "totalStock");
      const variants = given ?? [singleVariant(sku, input.totalStock!)];
      const gallery = givenGallery(ctx, input.gallery ?? [], optionsOf(variants).colours);
      const saved = await withUniqueSku(sku, () =>
        dataSource.transaction(async (manager) => {
          const gstHsn = await checkedProductHsn(manager, input.gstHsn);
          const product = await insertWithSlug(manager, {
            gstHsn,
            // 0 or left out: the category's default package (services/shipping/parcel.ts).
            weightGrams: input.weightGrams || null,
            lengthCm: input.lengthCm || null,
            breadthCm: input.breadthCm || null,
            heightCm: input.heightCm || null,
            sku,
            title: input.title,
            description: input.description,
            category: input.category as Category,
            brand: input.brand as Brand,
            pricePaise,
            salePricePaise,
            imageUrl: input.image,
            imageVariants: storedImageVariants(ctx.mediaStore, input.image) ?? null,
          });
          await replaceVariants(manager, product.id, variants);
          await replaceGallery(manager, product.id, gallery);
          return product;
        }),
      );
      ctx.catalogueChanges.changed();
      return dataSource.getRepository(ProductEntity).findOneByOrFail({ id: saved.id });
    },

    /**
     * Changes the given fields only; the sale price is checked against the resulting price. `variants` and
     * `gallery` replace the sets; `totalStock` is the stock of a product without options.
     */
    async update(viewer: Viewer | null, id: unknown, raw: unknown): Promise<ProductEntity> {
      requireAdmin(viewer);
      const input = parseInput(updateProductInput, raw);
      const given = givenVariants(input.variants, input.totalStock);
      const updated = await withUniqueSku(input.sku, () => dataSource.transaction(async (manager) => {
        const product = await findLiveProduct(manager, id, { message: CATALOG_MESSAGES.adminProductNotFound, lock: true });
        const changes: Partial<ProductEntity> = {};
        if (input.price != null || input.salePrice != null) {
          const pricePaise = input.price != null ? parseRupees(input.price, "price") : product.pricePaise;
          const salePricePaise = input.salePrice != null ? parseRupees(input.salePrice, "salePrice") : product.salePricePaise;
          Object.assign(changes, checkedPrices(pricePaise, salePricePaise));
        }
        if (input.sku != null) changes.sku = input.sku;
        if (input.title != null) changes.title = input.title;
        if (input.description != null) changes.description = input.description;
        if (input.category != null) changes.category = input.category as Category;
        if (input.brand != null) changes.brand = input.brand as Brand;
        if (input.gstHsn != null) {
          const gstHsn = await checkedProductHsn(manager, input.gstHsn);
          if (gstHsn !== product.gstHsn) changes.gstHsn = gstHsn;
        }
        // The package (issue 42): 0 goes back to the category's default; null or left out keeps the product's.
        for (const key of ["weightGrams", "lengthCm", "breadthCm", "heightCm"] as const) {
          const given = input[key];
          if (given != null && (given || null) !== product[key]) changes[key] = given || null;
        }
                if (input.image != null && input.image !== product.imageUrl) {
          changes.imageUrl = input.image;
          changes.imageVariants = storedImageVariants(ctx.mediaStore, input.image) ?? null;
        }
        if (Object.keys(changes).length > 0) await manager.getRepository(ProductEntity).update({ id: product.id }, changes);

        const current = (await productExtras((text, params) => manager.query(text, params), [product.id])).get(product.id)!.variants;
        const sku = changes.sku ?? product.sku;
        let variants = given;
        if (!variants && !hasOptions(current) && (input.totalStock != null || changes.sku)) {
          // A product without options: its one variant follows the product's SKU and holds totalStock.
          variants = [singleVariant(sku, input.totalStock ?? current[0]?.stock ?? 0)];
        } else if (!variants && input.totalStock != null && input.totalStock !== product.totalStock) {
          throw new DomainError("BAD_USER_INPUT", STOCK_MESSAGES.setVariantStock, "totalStock");
        }
        if (variants) {
          await replaceVariants(manager, product.id, variants);
          // Pictures of a colour no longer sold become general ones, unless the write gives the gallery too.
          await manager.query(`UPDATE product_images SET colour = '' WHERE product_id = $1 AND colour <> '' AND colour <> ALL($2::text[])`, [
            product.id,
            optionsOf(variants).colours,
          ]);
        }
        if (input.gallery != null) await replaceGallery(manager, product.id, givenGallery(ctx, input.gallery, optionsOf(variants ?? current).colours));
        // Stock and pictures live in their own tables: the product still says when it last changed.
        if ((variants || input.gallery != null) && Object.keys(changes).length === 0) await manager.query(`UPDATE products SET updated_at = now() WHERE id = $1`, [product.id]);
        return manager.getRepository(ProductEntity).findOneByOrFail({ id: product.id });
      }));
      ctx.catalogueChanges.changed();
      return updated;
    },

    /** Takes a product out of the catalogue; carts and orders that point at it keep working. */
    async remove(viewer: Viewer | null, id: unknown): Promise<{ id: string; message: string }> {
      requireAdmin(viewer);
      if (!isUuid(id)) throw new DomainError("NOT_FOUND", CATALOG_MESSAGES.adminProductNotFound);
      const result = await dataSource
          .getRepository(ProductEntity)
        .createQueryBuilder()
        .update()
        .set({ deletedAt: () => "now()" })
        .where("id = :id AND deleted_at IS NULL", { id })
        .execute();
      if (!result.affected) throw new DomainError("NOT_FOUND", CATALOG_MESSAGES.adminProductNotFound);
      ctx.catalogueChanges.changed();
      return { id: id as string, message: CATALOG_MESSAGES.deleted };
    },
  };
}
