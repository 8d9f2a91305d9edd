import type { IncomingMessage, ServerResponse } from "node:http";
import { parse as parseCookies, serialize as serializeCookie } from "cookie";
import type { Config } from "../config.js";

/** Sets or clears the session cookie of one response: what every transport's sign-in and sign-out write. */
export interface SessionCookie {
  set(token: string, expiresAt: Date): void;
  clear(): void;
}

export const SESSION_COOKIE = "token";

/** The session token: `Authorization: Bearer …` for API clients, or the `token` cookie. Works on any node request. */
export function readSessionToken(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization;
  if (header?.toLowerCase().startsWith("bearer ")) return header.slice(7).trim() || undefined;
  const cookies = req.headers.cookie;
  if (!cookies || !cookies.includes(`${SESSION_COOKIE}=`)) return undefined;
  return parseCookies(cookies)[SESSION_COOKIE] || undefined;
}

/** Sets or clears the httpOnly session cookie on any node response (express's or a plain one). */
export function sessionCookie(res: ServerResponse, config: Pick<Config, "isProduction">): SessionCookie {
  const options = { httpOnly: true, sameSite: "lax" as const, secure: config.isProduction, path: "/" };
  return {
    set: (token, expiresAt) => res.appendHeader("Set-Cookie", serializeCookie(SESSION_COOKIE, token, { ...options, expires: expiresAt })),
    clear: () => res.appendHeader("Set-Cookie", serializeCookie(SESSION_COOKIE, "", { ...options, expires: new Date(0) })),
  };
}
