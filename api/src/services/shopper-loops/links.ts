/**
 * The signed links of the shopper loops' emails: "return to my cart" (one shopper's cart) and "unsubscribe" (one
 * shopper's marketing emails). JWTs (jose, HS256) under a key of their own, derived from the session secret (every node
 * of a shop has it), so a link token can never pass for a session and a session token never opens a link. Nothing is
 * stored: the signature says who it is for, `exp` how long it works.
 */
import { createHmac } from "node:crypto";
import { errors, jwtVerify, SignJWT } from "jose";
import type { Config } from "../../config.js";
import { isUuid } from "../../lib/validation.js";

export type LinkPurpose = "cart_restore" | "unsubscribe";

export type LinkCheck = { ok: true; userId: string; claims: Record<string, unknown> } | { ok: false; problem: "invalid" | "expired" };

/** Where the web app answers each link, under the shop's public address. */
export const LINK_PATHS = {
  restoreCart: "/shop/restore-cart",
  unsubscribe: "/auth/unsubscribe",
  /** The one-click unsubscribe of List-Unsubscribe (RFC 8058): a POST, answered by the REST layer. */
  oneClickUnsubscribe: "/api/marketing/unsubscribe",
  product: (slug: string) => `/shop/product/${encodeURIComponent(slug)}`,
} as const;

export function createShopperLinks(config: Config) {
  const key = new Uint8Array(createHmac("sha256", config.jwtSecret).update("sutra:shopper-links:v1").digest());
  const base = (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, "");

  return {
    /** An absolute address in the shop, with query parameters. */
    url(path: string, query: Record<string, string | undefined> = {}): string {
      const params = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => e[1] !== undefined && e[1] !== ""));
      const search = params.toString();
      return `${base}${path}${search ? `?${search}` : ""}`;
    },

    /** A token for `userId` and `purpose`, working for `seconds` (claims travel signed with it). */
    async sign(purpose: LinkPurpose, userId: string, seconds: number, claims: Record<string, string> = {}, now = new Date()): Promise<string> {
      const issuedAt = Math.floor(now.getTime() / 1000);
      return new SignJWT({ ...claims, pur: purpose })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(userId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + seconds)
        .sign(key);
    },

    /** Who a token is for, when it is ours, of this purpose and not expired. */
    async verify(token: unknown, purpose: LinkPurpose): Promise<LinkCheck> {
      if (typeof token !== "string" || token.length > 2000) return { ok: false, problem: "invalid" };
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ["HS256"] });
        if (payload.pur !== purpose || !isUuid(payload.sub)) return { ok: false, problem: "invalid" };
        return { ok: true, userId: payload.sub, claims: payload };
      } catch (error) {
        return { ok: false, problem: error instanceof errors.JWTExpired ? "expired" : "invalid" };
      }
    },
  };
}

export type ShopperLinks = ReturnType<typeof createShopperLinks>;
