import type { RoleName } from "../entities/user.entity.js";
import { DomainError } from "../lib/errors.js";

/** Who is calling: derived from a verified session token, never from what the client says. */
export interface Viewer {
  userId: string;
  sessionId: string;
  role: RoleName;
}

export const NOT_SIGNED_IN = "You need to sign in first.";
export const ADMIN_ONLY = "You are not allowed to do this: admins only.";
export const ACCOUNT_BLOCKED = "This account has been blocked. Please contact the shop if you think this is a mistake.";

export function requireUser(viewer: Viewer | null): Viewer {
  if (!viewer) throw new DomainError("UNAUTHENTICATED", NOT_SIGNED_IN);
  return viewer;
}

export function requireAdmin(viewer: Viewer | null): Viewer {
  const user = requireUser(viewer);
  if (user.role !== "admin") throw new DomainError("FORBIDDEN", ADMIN_ONLY);
  return user;
}

/** Whether a role satisfies a required one: admin includes everything a customer may do. */
export function roleSatisfies(role: RoleName, required: RoleName): boolean {
  return required === "customer" || role === "admin";
}

/** Whether a caller must read what it just wrote (admins editing the catalogue): its reads go to the primary. */
export function readsOwnWrites(viewer: Viewer | null): boolean {
  return viewer?.role === "admin";
}

