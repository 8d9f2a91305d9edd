import { z } from "zod";
import { ReviewEntity } from "../entities/review.entity.js";
import { DomainError } from "../lib/errors.js";
import { isUniqueViolation, parseInput } from "../lib/validation.js";
import { findLiveProduct } from "./catalogue/index.js";
import type { ServiceContext } from "./context.js";
import { requireUser, type Viewer } from "./viewer.js";

export const REVIEW_MESSAGES = {
  productNotFound: "Product not found!",
  notABuyer: "You need to purchase product to review it.",
  alreadyReviewed: "You already reviewed this product!",
} as const;

export const MAX_REVIEW_LENGTH = 1000;

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
});

/** A review with its author loaded (the author's current username is what shoppers see). */
export type ReviewWithAuthor = ReviewEntity & { user: NonNullable<ReviewEntity["user"]> };

export function createReviewsService(ctx: ServiceContext) {
  const { dataSource } = ctx;

  /** The live product, or NOT_FOUND for an unknown, malformed or deleted id (never a 500 from a bad uuid). */
  const findProduct = (productId: unknown) => findLiveProduct(dataSource.manager, productId, { message: REVIEW_MESSAGES.productNotFound, field: "productId" });

  return {
    /** A product's reviews, newest first. */
    async list(productId: unknown): Promise<ReviewWithAuthor[]> {
      const product = await findProduct(productId);
      return (await dataSource.getRepository(ReviewEntity).find({
        where: { productId: product.id },
        relations: { user: true },
        order: { createdAt: "DESC", id: "DESC" },
      })) as ReviewWithAuthor[];
    },

    /**
     * A live product's newest `count` reviews (1 to 20) with their authors, in one statement: what its page's structured
     * data quotes (issue 45). Every review is a buyer's (`add` checks it).
     */
    async latest(productId: string, count: number): Promise<ReviewWithAuthor[]> {
      return (await dataSource.getRepository(ReviewEntity).find({
        where: { productId },
        relations: { user: true },
        order: { createdAt: "DESC", id: "DESC" },
        take: Math.min(Math.max(1, Math.trunc(count)), 20),
      })) as ReviewWithAuthor[];
    },

    /**
     * Adds the caller's review of a product they bought and paid for (one per customer and product). The
     * review and the product's running totals change in one transaction, with one atomic UPDATE, so the
     * average stays exact under concurrent reviews; the unique constraint settles concurrent duplicates.
     */
    async add(viewer: Viewer | null, raw: unknown): Promise<ReviewWithAuthor> {
      const user = requireUser(viewer);
      const input = parseInput(reviewInput, raw);
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
            .values({ productId: product.id, userId: user.userId, rating: input.rating, message: input.message })
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
      return (await reviews.findOneOrFail({ where: { id }, relations: { user: true } })) as ReviewWithAuthor;
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
