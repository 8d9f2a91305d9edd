import type { ServiceContext } from "./context.js";

export function createReviewsService(_ctx: ServiceContext) {
  return {};
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
