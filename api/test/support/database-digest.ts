import type { TestServer } from "./test-server.js";

/**
 * A fingerprint of every row of every table of the shop's schema (migrations bookkeeping aside): equal digests mean
 * no row was added, changed or removed in between.
 */
export async function databaseDigest(t: TestServer): Promise<Record<string, string>> {
  const tables: Array<{ name: string }> = await t.server.dataSource.query(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name NOT IN ('migrations', 'typeorm_metadata')
      ORDER BY table_name`,
  );
  const digest: Record<string, string> = {};
  for (const { name } of tables) {
    const [row]: Array<{ digest: string }> = await t.server.dataSource.query(
      `SELECT count(*) || ':' || coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') AS digest FROM "${name}" t`,
    );
    digest[name] = row!.digest;
  }
  return digest;
}
