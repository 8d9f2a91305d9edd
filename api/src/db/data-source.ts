import "reflect-metadata";
import { DataSource, type DataSourceOptions } from "typeorm";
import { entities } from "../entities/index.js";
import { migrations } from "./migrations/index.js";

export interface DataSourceSettings {
  url: string;
  /** Only tests may synchronize; everything else runs the checked-in migrations. */
  poolSize?: number;
  logging?: boolean;
}

export function dataSourceOptions({ url, poolSize = 10, logging = false }: DataSourceSettings): DataSourceOptions {
  return {
    type: "postgres",
    url,
    entities,
    migrations,
    migrationsTableName: "typeorm_migrations",
    migrationsRun: false,
    synchronize: false,
    uuidExtension: "pgcrypto",
    logging,
    extra: { max: poolSize, application_name: "sutra-api" },
  };
}

export function createDataSource(settings: DataSourceSettings): DataSource {
  return new DataSource(dataSourceOptions(settings));
}
