import { z } from "zod";
import { FeatureImageEntity } from "../entities/feature-image.entity.js";
import { DomainError } from "../lib/errors.js";
import { isUuid, parseInput } from "../lib/validation.js";
import type { ServiceContext } from "./context.js";
import { deleteImageVariants, storedImageVariants } from "./media/index.js";
import { requireAdmin, type Viewer } from "./viewer.js";

export const FEATURE_MESSAGES = {
  notFound: "Feature image not found",
  deleted: "Feature image deleted successfully",
} as const;

export const MAX_FEATURE_TITLE = 80;
export const MAX_FEATURE_DESCRIPTION = 200;

/** Serialises "put the new banner last" (max(position) + 1) between concurrent adds. */
const POSITION_LOCK_KEY = 731_902_417;

/** An absolute http(s) URL, or a path on this site (what the local media store hands out: `/media/…`). */
function isImageUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  if (value.startsWith("/")) return !value.startsWith("//");
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

const image = z
  .string({ error: "Image is required" })
  .trim()
  .min(1, "Image is required: upload an image first.")
  .max(2048, "The image URL is too long.")
  .refine(isImageUrl, "The image must be a URL (https://… or /media/…).");

/** Optional text: blank means none (null); undefined means "leave as it is". */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `The ${label.toLowerCase()} must be at most ${max} characters.`)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v === null || v === "" ? null : v));

const addInput = z.object({
  image,
  title: optionalText("Title", MAX_FEATURE_TITLE),
  description: optionalText("Description", MAX_FEATURE_DESCRIPTION),
});

const updateInput = z.object({
  title: optionalText("Title", MAX_FEATURE_TITLE),
  description: optionalText("Description", MAX_FEATURE_DESCRIPTION),
  position: z
    .number({ error: "Position must be a whole number from 0" })
    .int("Position must be a whole number from 0")
    .min(0, "Position must be a whole number from 0")
    .max(1_000_000, "Position must be at most 1000000")
    .nullish(),
});

export function createFeaturesService(ctx: ServiceContext) {
  const { dataSource, mediaStore, logger } = ctx;
  const repo = () => dataSource.getRepository(FeatureImageEntity);

  async function findOrFail(id: unknown): Promise<FeatureImageEntity> {
    const found = isUuid(id) ? await repo().findOneBy({ id }) : null;
    if (!found) throw new DomainError("NOT_FOUND", FEATURE_MESSAGES.notFound);
    return found;
  }

  return {
    /** The homepage banners in display order: position, then the order they were added. */
    list(): Promise<FeatureImageEntity[]> {
      return repo().find({ order: { position: "ASC", createdAt: "ASC", id: "ASC" } });
    },

    /** Adds a banner after the last one. An image of our own store keeps its renditions' URLs. */
    async add(viewer: Viewer | null, raw: unknown): Promise<FeatureImageEntity> {
      requireAdmin(viewer);
      const input = parseInput(addInput, raw);
      const added = await dataSource.transaction(async (manager) => {
        await manager.query("SELECT pg_advisory_xact_lock($1)", [POSITION_LOCK_KEY]);
        const [{ next }] = (await manager.query(`SELECT COALESCE(MAX(position) + 1, 0) AS next FROM feature_images`)) as [{ next: number }];
        const banner = manager.create(FeatureImageEntity, {
          imageUrl: input.image,
          imageVariants: storedImageVariants(mediaStore, input.image) ?? null,
          title: input.title ?? null,
          description: input.description ?? null,
          position: Number(next),
        });
        return manager.save(banner);
      });
      ctx.catalogueChanges.changed();
      return added;
    },

    /** Changes the given fields only; a blank title or description removes it. */
    async update(viewer: Viewer | null, id: unknown, raw: unknown): Promise<FeatureImageEntity> {
      requireAdmin(viewer);
      const banner = await findOrFail(id);
      const input = parseInput(updateInput, raw);
      const changes: Partial<Pick<FeatureImageEntity, "title" | "description" | "position">> = {};
      if (input.title !== undefined) changes.title = input.title;
      if (input.description !== undefined) changes.description = input.description;
      if (input.position !== undefined && input.position !== null) changes.position = input.position;
      if (Object.keys(changes).length > 0) {
        const result = await repo().update({ id: banner.id }, changes);
        if (!result.affected) throw new DomainError("NOT_FOUND", FEATURE_MESSAGES.notFound);
        ctx.catalogueChanges.changed();
      }
      return findOrFail(banner.id);
    },

    /**
     * Removes a banner, then (once the row is gone) its files in our media store, unless another banner, a
     * product or an order still shows the same image.
     */
    async delete(viewer: Viewer | null, id: unknown): Promise<{ id: string; message: string }> {
      requireAdmin(viewer);
      if (!isUuid(id)) throw new DomainError("NOT_FOUND", FEATURE_MESSAGES.notFound);
      const result = await dataSource
        .createQueryBuilder()
        .delete()
        .from(FeatureImageEntity)
        .where("id = :id", { id })
        .returning(["imageUrl", "imageVariants"])
        .execute();
      const row = (result.raw as Array<{ image_url: string; image_variants: FeatureImageEntity["imageVariants"] }>)[0];
      if (!row) throw new DomainError("NOT_FOUND", FEATURE_MESSAGES.notFound);
      ctx.catalogueChanges.changed();

      const [{ used }] = (await dataSource.query(
        `SELECT EXISTS (SELECT 1 FROM feature_images WHERE image_url = $1)
             OR EXISTS (SELECT 1 FROM products WHERE image_url = $1)
             OR EXISTS (SELECT 1 FROM order_lines WHERE image_url = $1) AS used`,
        [row.image_url],
      )) as [{ used: boolean }];
      if (!used) {
        await deleteImageVariants(mediaStore, row.image_variants ?? { original: row.image_url }).catch((error: unknown) =>
          logger.warn({ err: error, image: row.image_url }, "could not delete a banner's image files"),
        );
      }
      return { id, message: FEATURE_MESSAGES.deleted };
    },
  };
}

export type FeaturesService = ReturnType<typeof createFeaturesService>;
