/**
 * `npm run catalogue:import -- FILE`: the terminal side of the catalogue import. A progress bar while it runs
 * (only on a terminal), every rejected line with its number and reason, and the totals at the end. Exit code 0
 * when every line loaded, 2 when some lines were rejected (the rest still loaded), 1 on failure.
 */
import { existsSync } from "node:fs";
import cliProgress from "cli-progress";
import type { DataSource } from "typeorm";
import type { Config } from "../config.js";
import { type CatalogueFormat, createCatalogueImportService, type RejectedLine } from "../services/catalogue/index.js";
import { createLogger } from "../lib/logger.js";
import { createServiceContext } from "../services/index.js";
import { createMediaStore } from "../services/media/index.js";

interface CliOptions {
  file: string;
  format?: string;
  batchSize?: string;
}

const MB = 1024 * 1024;

export async function importCatalogueFromCli(dataSource: DataSource, config: Config, options: CliOptions): Promise<number> {
  if (!existsSync(options.file)) throw new Error(`No such file: ${options.file}`);
  if (options.format !== undefined && options.format !== "jsonl" && options.format !== "csv") throw new Error("--format must be jsonl or csv");
  const batchSize = options.batchSize === undefined ? undefined : Number(options.batchSize);
  if (batchSize !== undefined && (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > 10_000)) throw new Error("--batch-size must be a whole number from 1 to 10000");

  const service = createCatalogueImportService(createServiceContext({ dataSource, config, mediaStore: createMediaStore(config), logger: createLogger(config) }));
  const onTerminal = process.stderr.isTTY === true;
  const bars = onTerminal
    ? new cliProgress.MultiBar(
        { format: " {bar} {percentage}% | {done}/{size} MB | {lines} lines | {eta_formatted} left", hideCursor: true, clearOnComplete: true, stream: process.stderr },
        cliProgress.Presets.shades_classic,
      )
    : undefined;
  const bar = bars?.create(1, 0, { done: "0.0", size: "0.0", lines: 0 });
  const report = (line: string) => (bars ? bars.log(`${line}\n`) : console.log(line));

  const started = Date.now();
  try {
    const summary = await service.importFile(options.file, {
      format: options.format as CatalogueFormat | undefined,
      batchSize,
      onRejected: ({ line, reason }: RejectedLine) => report(`line ${line}: rejected: ${reason}`),
      onProgress: ({ bytesRead, totalBytes, linesRead }) => {
        bar?.setTotal(Math.max(totalBytes, 1));
        bar?.update(bytesRead, { done: (bytesRead / MB).toFixed(1), size: (totalBytes / MB).toFixed(1), lines: linesRead });
      },
    });
    bars?.stop();
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `Imported ${options.file} in ${seconds} s: ${summary.created} created, ${summary.updated} updated, ${summary.unchanged} unchanged, ${summary.rejected} rejected`,
    );
    return summary.rejected > 0 ? 2 : 0;
  } finally {
    bars?.stop();
  }
}
