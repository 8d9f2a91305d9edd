import { Router } from "express";
import type { FeatureImageEntity } from "../entities/feature-image.entity.js";
import type { Services } from "../services/index.js";
import { requireUser } from "../services/viewer.js";
import { route } from "./respond.js";

/** The rest-compat feature image. */
function restFeature(banner: FeatureImageEntity) {
  return {
    _id: banner.id,
    image: banner.imageUrl,
    title: banner.title,
    description: banner.description,
    position: banner.position,
    createdAt: banner.createdAt,
  };
}

export function featuresRoutes(services: Services): Router {
  const router = Router();

  router.post(
    "/common/feature/add",
    route(services, async ({ viewer, req, res }) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const banner = await services.features.add(viewer, { image: body.image, title: body.title, description: body.description });
      res.status(201);
      return { success: true, data: restFeature(banner) };
    }),
  );

  // Every REST path is authenticated (rest-compat); GraphQL's featureImages is the public read.
  router.get(
    "/common/feature/get",
    route(services, async ({ viewer }) => {
      requireUser(viewer);
      const banners = await services.features.list();
      return { success: true, data: banners.map(restFeature) };
    }),
  );

  router.delete(
    "/common/feature/delete/:id",
    route(services, async ({ viewer, req }) => {
      const deleted = await services.features.delete(viewer, req.params.id);
      return { success: true, message: deleted.message, data: { _id: deleted.id } };
    }),
  );

  return router;
}
