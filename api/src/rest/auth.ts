import { Router } from "express";
import type { Config } from "../config.js";
import type { UserEntity } from "../entities/user.entity.js";
import { DomainError } from "../lib/errors.js";
import { isPlaceholderEmail } from "../lib/placeholder-email.js";
import { AUTH_MESSAGES } from "../services/auth.service.js";
import { IDEMPOTENCY_HEADER } from "../services/idempotency.service.js";
import type { Services } from "../services/index.js";
import { sessionCookie } from "../lib/session-cookie.js";
import { route } from "./respond.js";

function restUser(user: UserEntity) {
  // An account made by phone sign-in has no email yet: its placeholder is never shown.
  return { id: user.id, email: isPlaceholderEmail(user.email) ? null : user.email, role: user.role, userName: user.username, username: user.username, name: user.name };
}

/**
 * The spec's client shows `message` only for a fulfilled call, so business failures of login and
 * register (unknown email, wrong password, taken email, weak input) answer 200 with success:false.
 * Rate limiting still answers 429.
 */
function asBusinessFailure(error: unknown) {
  if (error instanceof DomainError && error.code !== "TOO_MANY_REQUESTS") return { success: false, message: error.message };
  throw error;
}

export function authRoutes(services: Services, config: Config): Router {
  const router = Router();

  router.post(
    "/register",
    route(services, async ({ req }) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      try {
        await services.auth.register({ username: body.username ?? body.userName, email: body.email, password: body.password }, { ip: req.ip ?? "unknown", idempotencyKey: req.get(IDEMPOTENCY_HEADER) });
        return { success: true, message: AUTH_MESSAGES.registered };
      } catch (error) {
        return asBusinessFailure(error);
      }
    }),
  );

  router.post(
    "/login",
    route(services, async ({ req, res }) => {
      try {
        const session = await services.auth.login(req.body, { ip: req.ip ?? "unknown" });
        sessionCookie(res, config).set(session.token, session.expiresAt);
        return { success: true, message: AUTH_MESSAGES.loggedIn, user: restUser(session.user) };
      } catch (error) {
        return asBusinessFailure(error);
      }
    }),
  );

  router.post(
    "/logout",
    route(services, async ({ viewer, res }) => {
      await services.auth.logout(viewer);
      sessionCookie(res, config).clear();
      return { success: true, message: AUTH_MESSAGES.loggedOut };
    }),
  );

  router.get(
    "/check-auth",
    route(services, async ({ viewer, res }) => {
      const user = await services.auth.currentUser(viewer);
      if (!user) {
        res.status(401);
        return { success: false, message: AUTH_MESSAGES.unauthorised };
      }
      return { success: true, message: AUTH_MESSAGES.authenticated, user: restUser(user) };
    }),
  );

  return router;
}
