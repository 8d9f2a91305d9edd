import { join } from "node:path";
import type { DataSource } from "typeorm";
import type { Config } from "../config.js";
import { createDataSource } from "./data-source.js";

export interface Database {
  dataSource: DataSource;
  /** Where the data lives, for the startup log. */
  description: string;
  close(): Promise<void>;
}

/** The PostgreSQL the app uses: DATABASE_URL, or the embedded one under the data dir when it is unset. */
export async function openDatabase(config: Config, log: (line: string) => void): Promise<Database> {
  let url = config.databaseUrl;
  let stopEmbedded: (() => Promise<void>) | undefined;
  let description: string;
  if (url) {
    description = `PostgreSQL at ${new URL(url).host}${new URL(url).pathname}`;
  } else {
    const { startEmbeddedPostgres } = await import("./embedded-postgres.js");
    const embedded = await startEmbeddedPostgres({
      baseDir: join(config.dataDir, "postgres"),
      port: config.embeddedPgPort,
      database: "sutra",
      log,
    });
    url = embedded.url;
    stopEmbedded = embedded.stop;
    description = `embedded PostgreSQL (data in ${embedded.dataDir})`;
  }
  const dataSource = createDataSource({ url });
  await dataSource.initialize();
  return {
    dataSource,
    description,
    async close() {
      await dataSource.destroy();
      await stopEmbedded?.();
    },
  };
}
