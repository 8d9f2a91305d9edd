import type { IncomingMessage, ServerResponse } from "node:http";
import { parse as parseCookies, serialize as serializeCookie } from "cookie";
import type { Config } from "../config.js";

/** Sets or clears the session cookie of one response: what every transport's sign-in and sign-out write. */
export interface SessionCookie {
  set(token: string, expiresAt: Date): void;
  clear(): void;
}

/** The session cookie's name outside production (development and tests run over plain http). */
export const SESSION_COOKIE = "token";

/**
 * The session cookie's name. In production `__Host-token`: browsers only accept a `__Host-` cookie that is Secure,
 * has Path=/ and no Domain, so a sibling subdomain (or plain http) cannot set one to shadow the session (with two
 * `token` cookies, the first one sent wins). Outside production the plain name works over http.
 */
export function sessionCookieName(config: Pick<Config, "isProduction">): string {
  return config.isProduction ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
}

/** The session token: `Authorization: Bearer …` for API clients, or the session cookie `cookieName`. Works on any node request. */
export function readSessionToken(req: IncomingMessage, cookieName: string): string | undefined {
  const header = req.headers.authorization;
  if (header?.toLowerCase().startsWith("bearer ")) return header.slice(7).trim() || undefined;
  const cookies = req.headers.cookie;
  if (!cookies || !cookies.includes(`${cookieName}=`)) return undefined;
  return parseCookies(cookies)[cookieName] || undefined;
}

/** Sets or clears the httpOnly session cookie on any node response (express's or a plain one). */
export function sessionCookie(res: ServerResponse, config: Pick<Config, "isProduction">): SessionCookie {
  // No Domain: the cookie belongs to this host alone (and a `__Host-` cookie may have none).
  const options = { httpOnly: true, sameSite: "lax" as const, secure: config.isProduction, path: "/" };
  const name = sessionCookieName(config);
  return {
    set: (token, expiresAt) => res.appendHeader("Set-Cookie", serializeCookie(name, token, { ...options, expires: expiresAt })),
    clear: () => res.appendHeader("Set-Cookie", serializeCookie(name, "", { ...options, expires: new Date(0) })),
  };
}
