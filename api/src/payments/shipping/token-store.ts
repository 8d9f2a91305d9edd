import type { DataSource } from "typeorm";

/**
 * Where a provider's API token is kept (Shiprocket's lasts 10 days): one token for every node, refreshed once when it
 * is missing, expiring or refused. A node that finds another one refreshing waits for its token instead of logging in
 * again; the login call runs outside any transaction (a claim row with a deadline, not a held lock).
 */
export interface TokenStore {
  read(): Promise<{ token: string } | null>;
  /** A fresh token: `login()` once across nodes when the stored one is still `stale` (or absent); else the newer one. */
  refresh(stale: string | null, login: () => Promise<string>): Promise<string>;
}

/** Shiprocket's tokens last 10 days; the shop refreshes a day early. */
export const TOKEN_DAYS = 9;

export class MemoryTokenStore implements TokenStore {
  token: string | null = null;
  expiresAt = 0;
  private refreshing: Promise<string> | undefined;
  logins = 0;

  async read() {
    return this.token && this.expiresAt > Date.now() ? { token: this.token } : null;
  }

  refresh(stale: string | null, login: () => Promise<string>): Promise<string> {
    if (this.token && this.token !== stale && this.expiresAt > Date.now()) return Promise.resolve(this.token);
    this.refreshing ??= (async () => {
      this.logins += 1;
      const token = await login();
      this.token = token;
      this.expiresAt = Date.now() + TOKEN_DAYS * 86_400_000;
      return token;
    })().finally(() => (this.refreshing = undefined));
    return this.refreshing;
  }
}

/** The token in `shipping_tokens`, shared by every node of the shop. */
export class PostgresTokenStore implements TokenStore {
  constructor(
    private readonly dataSource: DataSource,
    private readonly provider: string,
    private readonly waitMs = 20_000,
  ) {}

  async read() {
    const [row] = (await this.dataSource.query(`SELECT token FROM shipping_tokens WHERE provider = $1 AND token IS NOT NULL AND expires_at > now()`, [this.provider])) as Array<{ token: string }>;
    return row ? { token: row.token } : null;
  }

  async refresh(stale: string | null, login: () => Promise<string>): Promise<string> {
    const deadline = Date.now() + this.waitMs;
    await this.dataSource.query(`INSERT INTO shipping_tokens (provider) VALUES ($1) ON CONFLICT (provider) DO NOTHING`, [this.provider]);
    for (;;) {
      // Claimed by whoever finds the stale token (or none) and no live claim: that node logs in, the others wait.
      const claimed = (await this.dataSource.query(
        `UPDATE shipping_tokens SET refreshing_until = now() + interval '30 seconds'
          WHERE provider = $1 AND (token IS NOT DISTINCT FROM $2 OR expires_at <= now()) AND (refreshing_until IS NULL OR refreshing_until < now())
          RETURNING provider`,
        [this.provider, stale],
      )) as unknown[];
      const rows = Array.isArray(claimed[0]) ? (claimed[0] as unknown[]) : claimed;
      if (rows.length) {
        try {
          const token = await login();
          await this.dataSource.query(`UPDATE shipping_tokens SET token = $2, expires_at = now() + make_interval(days => $3), refreshing_until = NULL WHERE provider = $1`, [this.provider, token, TOKEN_DAYS]);
          return token;
        } catch (error) {
          await this.dataSource.query(`UPDATE shipping_tokens SET refreshing_until = NULL WHERE provider = $1`, [this.provider]);
          throw error;
        }
      }
      const [row] = (await this.dataSource.query(`SELECT token FROM shipping_tokens WHERE provider = $1 AND token IS NOT NULL AND token IS DISTINCT FROM $2 AND expires_at > now()`, [this.provider, stale])) as Array<{ token: string }>;
      if (row) return row.token;
      if (Date.now() > deadline) throw new Error("another node is logging in to the shipping provider and has not finished");
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}
