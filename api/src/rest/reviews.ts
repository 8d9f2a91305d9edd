import { Router } from "express";
import { DomainError } from "../lib/errors.js";
import type { Services } from "../services/index.js";
import type { ReviewWithAuthor } from "../services/reviews.service.js";
import { requireUser } from "../services/viewer.js";
import { requireOwnUserId, route } from "./respond.js";

/** The rest-compat review: the spec's field names, the author's current username. */
function restReview(review: ReviewWithAuthor) {
  return {
    _id: review.id,
    productId: review.productId,
    userId: review.userId,
    userName: review.user.username,
    reviewMessage: review.message,
    reviewValue: review.rating,
    createdAt: review.createdAt,
  };
}

export function reviewsRoutes(services: Services): Router {
  const router = Router();

  // Body {productId, userId, username, reviewMessage, reviewValue}: the author is the caller (a userId that is
  // not theirs → 403); the username shown is the account's, never the body's.
  router.post(
    "/shop/review/add",
    route(services, async ({ viewer, req, res }) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const caller = requireOwnUserId(viewer, body.userId);
      try {
        const review = await services.reviews.add(caller, { productId: body.productId, rating: body.reviewValue, message: body.reviewMessage });
        res.status(201);
        return { success: true, data: restReview(review) };
      } catch (error) {
        // rest-compat: a second review of the same product answers 400 (GraphQL says CONFLICT).
        if (!(error instanceof DomainError) || error.code !== "CONFLICT") throw error;
        res.status(400);
        return { success: false, message: error.message };
      }
    }),
  );

  router.get(
    "/shop/review/:productId",
    route(services, async ({ viewer, req }) => {
      requireUser(viewer);
      const reviews = await services.reviews.list(req.params.productId);
      return { success: true, data: reviews.map(restReview) };
    }),
  );

  return router;
}
