import type { DataSource } from "typeorm";
import type { Config } from "../config.js";
import type { Logger } from "../lib/logger.js";
import type { MediaStore } from "./media/media-store.js";

/** What every service is built from. */
export interface ServiceContext {
  dataSource: DataSource;
  config: Config;
  mediaStore: MediaStore;
  logger: Logger;
}
