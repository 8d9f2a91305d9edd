import type { Request, Response } from "express";
import type { Config } from "../config.js";
import type { SessionCookie } from "../graphql/context.js";

export const SESSION_COOKIE = "token";

/** The session token: the `token` cookie, or `Authorization: Bearer …` for API clients. */
export function readSessionToken(req: Request): string | undefined {
  const header = req.headers.authorization;
  if (header?.toLowerCase().startsWith("bearer ")) return header.slice(7).trim() || undefined;
  const cookie = (req.cookies as Record<string, string> | undefined)?.[SESSION_COOKIE];
  return cookie || undefined;
}

export function sessionCookie(res: Response, config: Pick<Config, "isProduction">): SessionCookie {
  const options = { httpOnly: true, sameSite: "lax" as const, secure: config.isProduction, path: "/" };
  return {
    set: (token, expiresAt) => res.cookie(SESSION_COOKIE, token, { ...options, expires: expiresAt }),
    clear: () => res.clearCookie(SESSION_COOKIE, options),
  };
}
