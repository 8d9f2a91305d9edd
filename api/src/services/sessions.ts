import DataLoader from "dataloader";
import { jwtVerify, SignJWT } from "jose";
import { LRUCache } from "lru-cache";
import type { DataSource, EntityManager } from "typeorm";
import type { Config } from "../config.js";
import { SessionEntity } from "../entities/session.entity.js";
import type { RoleName, UserEntity } from "../entities/user.entity.js";
import type { ClusterBus } from "../lib/cluster-bus.js";
import { isUuid } from "../lib/validation.js";
import type { CacheObserver } from "./context.js";
import type { Viewer } from "./viewer.js";

/** Cluster messages: one session ended (its id), or every cached session must be checked again (""). */
const SESSIONS_ENDED = "sessions-ended";

export interface Session {
  user: UserEntity;
  token: string;
  expiresAt: Date;
}

/** A live session's row, as `authenticate` reads it. */
interface SessionRow {
  session_id: string;
  user_id: string;
  role: RoleName;
  expires_at: Date;
}

export interface SessionsDeps {
  dataSource: DataSource;
  config: Config;
  bus?: ClusterBus;
  observeCache?: CacheObserver;
}

/**
 * Signed-in sessions: issued at login, checked on every request, ended by logout, a password change or reset,
 * "sign out of all devices" and an admin's block. The JWT carries the session's id; the row decides whether it still
 * works, so ending a session stops a copied token too. Every node keeps the sessions it saw for
 * SESSION_CACHE_SECONDS; an ended session is dropped from this node's cache at once and from every other node's as
 * soon as the cluster bus (Redis) tells them, within SESSION_CACHE_SECONDS when it cannot.
 */
export function createSessions({ dataSource, config, bus, observeCache = () => {} }: SessionsDeps) {
  const sessions = dataSource.getRepository(SessionEntity);
  // Sessions seen recently, so a signed-in shopper's requests do not each ask the database.
  const recentSessions = new LRUCache<string, { viewer: Viewer; expiresAt: number }>({
    max: 50_000,
    ttl: Math.max(1, config.sessionCacheSeconds * 1000),
  });
  // The HMAC key, imported once: given the secret's bytes, jose imports a key again for every token it checks.
  const tokenKey = crypto.subtle.importKey("raw", config.jwtSecret, { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
  // Tokens whose signature has been checked, with their session and expiry. A signature, once valid, stays valid
  // (the secret is fixed for the process's life), so a signed-in shopper's next requests skip jose and WebCrypto's
  // round trip through the thread pool; expiry is checked every time, and revocation is the session's (below).
  const verifiedTokens = new LRUCache<string, { sessionId: string; expiresAt: number }>({ max: 50_000 });
  // Sessions asked for in one turn of the event loop are read with one statement. A flash sale's crowd arrives at once,
  // each shopper with a session this node last checked more than SESSION_CACHE_SECONDS ago: read one by one, the 200
  // reads queued for the pool at the sale's start while the thread waited (W6: 29 % idle in its first 300 ms). The
  // batch is dispatched after the loop's pending I/O (setImmediate), so requests read from different sockets join it.
  const liveSessions = new DataLoader<string, SessionRow | undefined>(
    async (ids) => {
      // Blocking a customer ends their sessions; the user's own flag is checked too, so no session outlives a block.
      const rows = await sessions
        .createQueryBuilder("s")
        .innerJoin("s.user", "u")
        .select(["s.id AS session_id", "u.id AS user_id", "u.role AS role", "s.expires_at AS expires_at"])
        .where("s.id = ANY(CAST(:ids AS uuid[])) AND s.revoked_at IS NULL AND s.expires_at > now() AND u.blocked_at IS NULL", { ids: [...ids] })
        .getRawMany<SessionRow>();
      const byId = new Map(rows.map((row) => [row.session_id, row]));
      return ids.map((id) => byId.get(id));
    },
    { cache: false, batchScheduleFn: (dispatch) => setImmediate(dispatch), maxBatchSize: 500 },
  );
  // Other nodes' ended sessions arrive here at once while Redis is up; SESSION_CACHE_SECONDS bounds them when it is not.
  bus?.subscribe(SESSIONS_ENDED, (sessionId) => (sessionId ? recentSessions.delete(sessionId) : recentSessions.clear()));

  /** The session a token names, when its signature is ours and it has not expired; undefined otherwise. */
  async function verifiedSessionId(token: string): Promise<string | undefined> {
    const known = verifiedTokens.get(token);
    if (known) {
      if (known.expiresAt > Date.now()) return known.sessionId;
      verifiedTokens.delete(token);
      return undefined;
    }
    try {
      const { payload } = await jwtVerify(token, await tokenKey, { algorithms: ["HS256"] });
      if (!isUuid(payload.sid)) return undefined;
      // Every token this service issues expires; one without `exp` is checked each time rather than kept.
      if (payload.exp !== undefined) verifiedTokens.set(token, { sessionId: payload.sid, expiresAt: payload.exp * 1000 });
      return payload.sid;
    } catch {
      return undefined;
    }
  }

  /** Drops ended sessions from this node's cache and tells every other node (after the ending committed). */
  function forget(sessionIds: readonly string[]): void {
    for (const id of sessionIds) {
      recentSessions.delete(id);
      bus?.publish(SESSIONS_ENDED, id);
    }
  }

  return {
    async issue(user: UserEntity): Promise<Session> {
      const expiresAt = new Date(Date.now() + config.sessionTtlSeconds * 1000);
      const session = await sessions.save(sessions.create({ userId: user.id, expiresAt, revokedAt: null }));
      const expiresAtSeconds = Math.floor(expiresAt.getTime() / 1000);
      const token = await new SignJWT({ sid: session.id, role: user.role })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(user.id)
        .setIssuedAt()
        .setExpirationTime(expiresAtSeconds)
        .sign(await tokenKey);
      // Signed here a moment ago: its first request (the next page after signing in) needs no check of the signature.
      verifiedTokens.set(token, { sessionId: session.id, expiresAt: expiresAtSeconds * 1000 });
      return { user, token, expiresAt };
    },

    /** The viewer behind a token, or null when the token is invalid, expired, its session ended or its user is blocked. */
    async authenticate(token: string | undefined): Promise<Viewer | null> {
      if (!token) return null;
      const sessionId = await verifiedSessionId(token);
      if (!sessionId) return null;
      const cached = config.sessionCacheSeconds > 0 ? recentSessions.get(sessionId) : undefined;
      const hit = cached !== undefined && cached.expiresAt > Date.now();
      observeCache("sessions", hit);
      if (hit) return cached.viewer;
      const row = await liveSessions.load(sessionId);
      if (!row) return null;
      const viewer: Viewer = { userId: row.user_id, sessionId: row.session_id, role: row.role };
      if (config.sessionCacheSeconds > 0) recentSessions.set(sessionId, { viewer, expiresAt: row.expires_at.getTime() });
      return viewer;
    },

    /** Ends one session (logout). */
    async end(sessionId: string): Promise<void> {
      await sessions.update({ id: sessionId }, { revokedAt: new Date() });
      forget([sessionId]);
    },

    /**
     * Ends, in the caller's transaction, every live session of a user but `keep` (the caller's own, when it stays
     * signed in). Returns their ids: pass them to `forget` once that transaction committed.
     */
    async revokeAllOf(manager: EntityManager, userId: string, keep?: string): Promise<string[]> {
      const result: unknown = await manager.query(
        `UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now() AND id IS DISTINCT FROM $2::uuid RETURNING id`,
        [userId, keep ?? null],
      );
      // TypeORM's postgres driver answers an UPDATE … RETURNING with [rows, count].
      const rows = (Array.isArray(result) && Array.isArray(result[0]) ? result[0] : result) as Array<{ id: string }>;
      return rows.map((r) => r.id);
    },

    forget,
  };
}

export type Sessions = ReturnType<typeof createSessions>;
