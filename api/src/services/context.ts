import type { DataSource } from "typeorm";
import type { Config } from "../config.js";
import type { Sql } from "../db/sql.js";
import type { Logger } from "../lib/logger.js";
import type { CatalogueChanges, CatalogueCounts, SpellingCorrector } from "./catalogue/index.js";
import type { Leases } from "./leases.js";
import type { MediaStore } from "./media/index.js";
import type { PurchaseTurns, SoldOutMemory } from "./orders/index.js";

/** What every service is built from. */
export interface ServiceContext {
  dataSource: DataSource;
  /** Prepared statements on the same pool, for hot reads. */
  sql: Sql;
  config: Config;
  mediaStore: MediaStore;
  logger: Logger;
  /** Told after every committed catalogue write; the catalogue's caches listen. */
  catalogueChanges: CatalogueChanges;
  catalogueCounts: CatalogueCounts;
  spelling: SpellingCorrector;
  /** Told of every lookup in a cache of the services and whether it hit (for /metrics). */
  observeCache: CacheObserver;
  /** Leases of the background jobs one node at a time runs (leases.ts). */
  leases: Leases;
  /** This node's turns for the steps of purchases (orders/purchase-turns.ts). */
  purchaseTurns: PurchaseTurns;
  /** The adds this node just found sold out (orders/sold-out-memory.ts). */
  soldOut: SoldOutMemory;
}

export type CacheObserver = (cache: string, hit: boolean) => void;
