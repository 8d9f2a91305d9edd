import { IsNull } from "typeorm";
import { z } from "zod";
import { REVIEW_FITS, ReviewEntity, type ReviewFit } from "../entities/review.entity.js";
import { DomainError } from "../lib/errors.js";
import { isUniqueViolation, isUuid, parseInput } from "../lib/validation.js";
import { findLiveProduct } from "./catalogue/index.js";
import type { ServiceContext } from "./context.js";
import { type ImageSet, storedImageVariants, toImageSet } from "./media/index.js";
import { requireAdmin, requireUser, type Viewer } from "./viewer.js";

export const REVIEW_MESSAGES = {
  productNotFound: "Product not found!",
  notABuyer: "You need to purchase product to review it.",
  alreadyReviewed: "You already reviewed this product!",
  photo: "A photo must be an image uploaded to this shop.",
  tooManyPhotos: `At most ${3} photos per review.`,
  fit: "Fit is RUNS_SMALL, TRUE_TO_SIZE or RUNS_LARGE.",
  notFound: "Review not found",
} as const;

export const MAX_REVIEW_LENGTH = 1000;
/** Photos per review: the product page's strip shows them as thumbnails. */
export const MAX_REVIEW_PHOTOS = 3;

const RATING_RULE = "Rating must be a whole number of stars from 1 to 5.";

const reviewInput = z.object({
  productId: z.string({ error: "Product id is required" }),
  // A custom check: one clear message for a missing, fractional, out-of-range or non-numeric rating alike.
  rating: z.custom<number>((v) => typeof v === "number" && Number.isInteger(v) && v >= 1 && v <= 5, RATING_RULE),
  message: z
    .string({ error: "Review message is required" })
    .trim()
    .min(1, "Please write a review message.")
    .max(MAX_REVIEW_LENGTH, `The review message must be at most ${MAX_REVIEW_LENGTH} characters.`),
  photos: z
    .array(z.string().max(1000), { error: "Photos must be a list of uploaded images" })
    .max(MAX_REVIEW_PHOTOS, REVIEW_MESSAGES.tooManyPhotos)
    .nullish()
    .transform((v) => [...new Set(v ?? [])]),
  fit: z
    .enum(REVIEW_FITS, { error: REVIEW_MESSAGES.fit })
    .nullish()
    .transform((v) => v ?? null),
});

const adminListInput = z.object({
  first: z.number().int().min(1, "first must be at least 1").max(100, "first must be at most 100").nullish().transform((v) => v ?? 20),
  offset: z.number().int().min(0, "offset must be 0 or more").nullish().transform((v) => v ?? 0),
  hidden: z.boolean().nullish(),
});

/** A review with its author loaded (the author's current username is what shoppers see). */
export type ReviewWithAuthor = ReviewEntity & { user: NonNullable<ReviewEntity["user"]> };

/** A review as the API shows it: with its author, its product's title, and whether the author bought and received it. */
export type ReviewView = ReviewWithAuthor & { verifiedBuyer: boolean; productTitle: string; photoSets: Array<{ url: string; images: ImageSet }> };

/** How a product fits, counted from its reviews' fit answers and from returns for being too small or too large. */
export interface FitSummary {
  runsSmall: number;
  trueToSize: number;
  runsLarge: number;
}

export function createReviewsService(ctx: ServiceContext) {
  const { dataSource, mediaStore } = ctx;

  /** The live product, or NOT_FOUND for an unknown, malformed or deleted id (never a 500 from a bad uuid). */
  const findProduct = (productId: unknown) => findLiveProduct(dataSource.manager, productId, { message: REVIEW_MESSAGES.productNotFound, field: "productId" });

  /** "Verified buyer": the author has a delivered order with the product. One statement for a page of reviews. */
  async function withVerification(reviews: ReviewWithAuthor[]): Promise<ReviewView[]> {
    if (!reviews.length) return [];
    const rows: Array<{ user_id: string; product_id: string }> = await dataSource.query(
      `SELECT DISTINCT o.user_id, l.product_id
         FROM unnest($1::uuid[], $2::uuid[]) AS r(user_id, product_id)
         JOIN orders o ON o.user_id = r.user_id AND o.status = 'delivered'
         JOIN order_lines l ON l.order_id = o.id AND l.product_id = r.product_id`,
      [reviews.map((r) => r.userId), reviews.map((r) => r.productId)],
    );
    const verified = new Set(rows.map((r) => `${r.user_id}:${r.product_id}`));
    return reviews.map((r) =>
      Object.assign(r, {
        verifiedBuyer: verified.has(`${r.userId}:${r.productId}`),
        productTitle: r.product?.title ?? "",
        // Each photo's renditions (thumbnail for the strip, large for a closer look), from its stored URL.
        photoSets: r.photos.map((url) => ({ url, images: toImageSet(url, storedImageVariants(mediaStore, url)) })),
      }),
    );
  }

  return {
    /** A product's reviews that shoppers see (not hidden by an admin), newest first. */
    async list(productId: unknown): Promise<ReviewView[]> {
      const product = await findProduct(productId);
      const reviews = (await dataSource.getRepository(ReviewEntity).find({
        where: { productId: product.id, hiddenAt: IsNull() },
        relations: { user: true },
        order: { createdAt: "DESC", id: "DESC" },
      })) as ReviewWithAuthor[];
      // Each review's product is this one (its title is all the view needs of it).
      for (const review of reviews) review.product = product;
      return withVerification(reviews);
    },

    /**
     * A live product's newest `count` reviews (1 to 20) with their authors, in one statement: what its page's structured
     * data quotes (issue 45). Every review is a buyer's (`add` checks it).
     */
    async latest(productId: string, count: number): Promise<ReviewWithAuthor[]> {
      return (await dataSource.getRepository(ReviewEntity).find({
        // A review an admin hid is not quoted either.
        where: { productId, hiddenAt: IsNull() },
        relations: { user: true },
        order: { createdAt: "DESC", id: "DESC" },
        take: Math.min(Math.max(1, Math.trunc(count)), 20),
      })) as ReviewWithAuthor[];
    },

    /**
     * Adds the caller's review of a product they bought and paid for (one per customer and product), with up to 3
     * photos uploaded through the shop's media pipeline (uploadReviewPhoto) and how it fitted. The review and the
     * product's running totals change in one transaction, with one atomic UPDATE, so the average stays exact under
     * concurrent reviews; the unique constraint settles concurrent duplicates.
     */
    async add(viewer: Viewer | null, raw: unknown): Promise<ReviewView> {
      const user = requireUser(viewer);
      const input = parseInput(reviewInput, raw);
      input.photos.forEach((url, i) => {
        if (!storedImageVariants(mediaStore, url)) throw new DomainError("BAD_USER_INPUT", REVIEW_MESSAGES.photo, `photos.${i}`);
      });
      const product = await findProduct(input.productId);

      const [{ bought }] = (await dataSource.query(
        `SELECT EXISTS (
           SELECT 1 FROM orders o JOIN order_lines l ON l.order_id = o.id
           WHERE o.user_id = $1 AND l.product_id = $2 AND o.payment_status = 'paid'
         ) AS bought`,
        [user.userId, product.id],
      )) as [{ bought: boolean }];
      if (!bought) throw new DomainError("FORBIDDEN", REVIEW_MESSAGES.notABuyer);

      const reviews = dataSource.getRepository(ReviewEntity);
      if (await reviews.exists({ where: { productId: product.id, userId: user.userId } })) {
        throw new DomainError("CONFLICT", REVIEW_MESSAGES.alreadyReviewed);
      }

      let id: string;
      try {
        id = await dataSource.transaction(async (manager) => {
          const inserted = await manager
            .createQueryBuilder()
            .insert()
            .into(ReviewEntity)
            .values({ productId: product.id, userId: user.userId, rating: input.rating, message: input.message, photos: input.photos, fit: input.fit })
            .returning(["id"])
            .execute();
          await manager.query(`UPDATE products SET review_count = review_count + 1, rating_sum = rating_sum + $1 WHERE id = $2`, [input.rating, product.id]);
          return (inserted.raw as Array<{ id: string }>)[0]!.id;
        });
      } catch (error) {
        if (isUniqueViolation(error, "reviews_product_user_key")) throw new DomainError("CONFLICT", REVIEW_MESSAGES.alreadyReviewed);
        throw error;
      }
      // The product's rating and its review list are public answers: every node's cache drops them.
      ctx.catalogueChanges.changed();
      const [review] = await withVerification([(await reviews.findOneOrFail({ where: { id }, relations: { user: true, product: true } })) as ReviewWithAuthor]);
      return review!;
    },

    /**
     * An admin hides a review (spam, abuse, another product's photos) or shows it again: hidden, shoppers no longer see
     * it and the product's rating no longer counts it. One guarded write with the product's totals, in one transaction;
     * setting what is already so changes nothing.
     */
    async setHidden(viewer: Viewer | null, id: unknown, hidden: unknown): Promise<ReviewView> {
      requireAdmin(viewer);
      if (typeof hidden !== "boolean") throw new DomainError("BAD_USER_INPUT", "hidden must be true or false", "hidden");
      if (!isUuid(id)) throw new DomainError("NOT_FOUND", REVIEW_MESSAGES.notFound, "id");
      const changed = await dataSource.transaction(async (manager) => {
        const [row]: Array<{ product_id: string; rating: number }> = await manager.query(
          `UPDATE reviews SET hidden_at = CASE WHEN $2 THEN now() END WHERE id = $1 AND (hidden_at IS NOT NULL) <> $2 RETURNING product_id, rating`,
          [id, hidden],
        ).then((result: unknown) => (result as [Array<{ product_id: string; rating: number }>, number])[0]);
        if (!row) return false;
        const sign = hidden ? -1 : 1;
        await manager.query(`UPDATE products SET review_count = review_count + $1, rating_sum = rating_sum + $2 WHERE id = $3`, [sign, sign * row.rating, row.product_id]);
        return true;
      });
      const review = (await dataSource.getRepository(ReviewEntity).findOne({ where: { id }, relations: { user: true, product: true } })) as ReviewWithAuthor | null;
      if (!review) throw new DomainError("NOT_FOUND", REVIEW_MESSAGES.notFound, "id");
      if (changed) ctx.catalogueChanges.changed();
      return (await withVerification([review]))[0]!;
    },

    /** Every review (admin), newest first, a page at a time; `hidden` narrows to hidden (true) or shown (false) ones. */
    async adminList(viewer: Viewer | null, raw: unknown = {}): Promise<{ nodes: ReviewView[]; totalCount: number }> {
      requireAdmin(viewer);
      const { first, offset, hidden } = parseInput(adminListInput, raw);
      const query = dataSource
        .getRepository(ReviewEntity)
        .createQueryBuilder("r")
        .leftJoinAndSelect("r.user", "user")
        .leftJoinAndSelect("r.product", "product")
        .orderBy("r.createdAt", "DESC")
        .addOrderBy("r.id", "DESC")
        .take(first)
        .skip(offset);
      if (hidden === true) query.where("r.hiddenAt IS NOT NULL");
      if (hidden === false) query.where("r.hiddenAt IS NULL");
      const [rows, totalCount] = await query.getManyAndCount();
      return { nodes: await withVerification(rows as ReviewWithAuthor[]), totalCount };
    },

    /** How each product fits (Product.fitSummary, batched per request): reviews' answers and size returns, in one statement. */
    async fitSummaries(productIds: readonly string[]): Promise<Map<string, FitSummary>> {
      const ids = productIds.filter(isUuid);
      const found = new Map<string, FitSummary>();
      if (!ids.length) return found;
      const rows: Array<{ product_id: string; small: number; true_size: number; large: number }> = await dataSource.query(
        `SELECT f.product_id, sum(f.small)::int AS small, sum(f.true_size)::int AS true_size, sum(f.large)::int AS large FROM (
           SELECT r.product_id, count(*) FILTER (WHERE r.fit = 'runs_small') AS small, count(*) FILTER (WHERE r.fit = 'true_to_size') AS true_size,
                  count(*) FILTER (WHERE r.fit = 'runs_large') AS large
             FROM reviews r WHERE r.product_id = ANY($1::uuid[]) AND r.fit IS NOT NULL AND r.hidden_at IS NULL GROUP BY r.product_id
           UNION ALL
           -- A return for being too small says it runs small; too large, large (requests not rejected or cancelled).
           SELECT l.product_id, count(*) FILTER (WHERE rl.reason = 'size_too_small'), 0, count(*) FILTER (WHERE rl.reason = 'size_too_large')
             FROM order_lines l JOIN return_request_lines rl ON rl.order_line_id = l.id JOIN return_requests q ON q.id = rl.request_id
            WHERE l.product_id = ANY($1::uuid[]) AND rl.reason IN ('size_too_small', 'size_too_large') AND q.status NOT IN ('rejected', 'cancelled')
            GROUP BY l.product_id
         ) f GROUP BY f.product_id`,
        [ids],
      );
      for (const r of rows) found.set(r.product_id, { runsSmall: r.small, trueToSize: r.true_size, runsLarge: r.large });
      return found;
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;

export type { ReviewFit };
