import { Router } from "express";
import type { Services } from "../services/index.js";

export function addressesRoutes(_services: Services): Router {
  const router = Router();
  return router;
}
