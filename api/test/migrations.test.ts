/**
 * Several nodes starting together on one empty database: each migration is applied exactly once, and every node
 * starts (without the lock two nodes raced to create the same tables and one of them failed).
 */
import { describe, expect, inject, it } from "vitest";
import { createDataSource } from "../src/db/data-source.js";
import { runPendingMigrations } from "../src/db/database.js";
import { dropDatabase, recreateDatabase } from "./support/test-database.js";

describe("migrations on a shared database", () => {
  it("three nodes migrating at once apply each migration exactly once, and all of them succeed", async () => {
    const name = `sutra_test_migrate_${process.pid}`;
    const url = await recreateDatabase(inject("pgAdminUrl"), name);
    const nodes = [1, 2, 3].map(() => createDataSource({ url, poolSize: 3 }));
    try {
      await Promise.all(nodes.map((node) => node.initialize()));
      const applied = await Promise.all(nodes.map((node) => runPendingMigrations(node)));
      const known = nodes[0]!.migrations.length;
      expect(known).toBeGreaterThan(0);
      // One node applied them all; the others found nothing pending.
      expect(applied.map((list) => list.length).sort((a, b) => a - b)).toEqual([0, 0, known]);
      const rows = (await nodes[0]!.query(`SELECT name, count(*)::int AS times FROM typeorm_migrations GROUP BY name`)) as Array<{ times: number }>;
      expect(rows).toHaveLength(known);
      expect(rows.every((row) => row.times === 1)).toBe(true);
    } finally {
      await Promise.all(nodes.map((node) => (node.isInitialized ? node.destroy() : undefined)));
      await dropDatabase(inject("pgAdminUrl"), name);
    }
  });
});

describe("the checked-in migrations", () => {
  it("build exactly the schema the entities describe: `npm run migration:generate` finds nothing to write", async () => {
    const name = `sutra_test_drift_${process.pid}`;
    const url = await recreateDatabase(inject("pgAdminUrl"), name);
    const node = createDataSource({ url, poolSize: 2 });
    try {
      await node.initialize();
      await runPendingMigrations(node);
      const drift = await node.driver.createSchemaBuilder().log();
      expect(drift.upQueries.map((q) => q.query)).toEqual([]);
    } finally {
      if (node.isInitialized) await node.destroy();
      await dropDatabase(inject("pgAdminUrl"), name);
    }
  });
});
