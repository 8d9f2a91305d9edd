/**
 * Database chores: `migration:generate <Name>`, `migration:run`, `seed`, `create-admin --email … --password …`,
 * `catalogue:import FILE [--format jsonl|csv] [--batch-size N]`, `catalogue:export FILE [--format jsonl|csv]`.
 * Works against DATABASE_URL or, when it is unset, the embedded PostgreSQL (same as `npm start`).
 */
import { writeFileSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import type { DataSource } from "typeorm";
import { ConfigError, parseConfig } from "../config.js";
import { openDatabase, runPendingMigrations } from "./database.js";

const migrationsDir = join(dirname(fileURLToPath(import.meta.url)), "migrations");

async function generateMigration(name: string, run: () => Promise<void>, dataSource: DataSource) {
  if (!/^[A-Z][A-Za-z0-9]+$/.test(name)) throw new Error("Give the migration a PascalCase name: npm run migration:generate -- AddThing");
  await run();
  const sql = await dataSource.driver.createSchemaBuilder().log();
  if (sql.upQueries.length === 0) {
    console.log("No changes in the entities: nothing to generate.");
    return;
  }
  const timestamp = Date.now();
  const className = `${name}${timestamp}`;
  const quote = (q: string) => "`" + q.replace(/\\/g, "\\\\").replace(/`/g, "\\`").replace(/\$\{/g, "\\${") + "`";
  const up = sql.upQueries.map((q) => `    await queryRunner.query(${quote(q.query)});`).join("\n");
  const down = sql.downQueries.reverse().map((q) => `    await queryRunner.query(${quote(q.query)});`).join("\n");
  const fileName = `${timestamp}-${name}`;
  writeFileSync(
    join(migrationsDir, `${fileName}.ts`),
    `import type { MigrationInterface, QueryRunner } from "typeorm";\n\nexport class ${className} implements MigrationInterface {\n  name = "${className}";\n\n  public async up(queryRunner: QueryRunner): Promise<void> {\n${up}\n  }\n\n  public async down(queryRunner: QueryRunner): Promise<void> {\n${down}\n  }\n}\n`,
  );
  const indexFile = join(migrationsDir, "index.ts");
  const index = readFileSync(indexFile, "utf8");
  const imports = [...index.matchAll(/^import .*$/gm)].map((m) => m[0]);
  const names = [...index.matchAll(/^import \{ (\w+) \}/gm)].map((m) => m[1]);
  imports.push(`import { ${className} } from "./${fileName}.js";`);
  names.push(className);
  writeFileSync(
    indexFile,
    `${imports.join("\n")}\n\n/** In order of creation; \`npm run migration:generate\` appends here. */\nexport const migrations = [${names.join(", ")}];\n`,
  );
  console.log(`Wrote migrations/${fileName}.ts (${sql.upQueries.length} statements). Review it, then commit it.`);
}

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const config = parseConfig();
  // Beside a running shop, its embedded PostgreSQL is shared (the import is for a shop that is open).
  const db = await openDatabase(config, (line) => console.log(line), { joinRunning: true });
  const { dataSource } = db;
  const runMigrations = async () => {
    const applied = await runPendingMigrations(dataSource);
    for (const m of applied) console.log(`Applied migration ${m.name}`);
  };
  try {
    switch (command) {
      case "migration:generate":
        await generateMigration(rest[0] ?? "", runMigrations, dataSource);
        break;
      case "migration:run":
        await runMigrations();
        console.log("Migrations are up to date.");
        break;
      case "seed": {
        await runMigrations();
        const { seedDemoData } = await import("./seed/index.js");
        await seedDemoData(dataSource, config, { log: console.log });
        break;
      }
      case "create-admin": {
        const { values } = parseArgs({ args: rest, options: { email: { type: "string" }, password: { type: "string" }, username: { type: "string" } } });
        if (!values.email || !values.password) throw new Error("Usage: npm run create-admin -- --email you@example.com --password 'a strong password' [--username name]");
        await runMigrations();
        const { createServices } = await import("../services/index.js");
        const services = createServices({ dataSource, config });
        const user = await services.auth.createAdmin({ email: values.email, password: values.password, username: values.username });
        console.log(`Admin ready: ${user.email} (username ${user.username}). Sign in at /auth/login.`);
        break;
      }
      case "catalogue:import": {
        const { values, positionals } = parseArgs({
          args: rest,
          allowPositionals: true,
          options: { format: { type: "string" }, "batch-size": { type: "string" } },
        });
        if (positionals.length !== 1) throw new Error("Usage: npm run catalogue:import -- FILE.jsonl|FILE.csv [--format jsonl|csv] [--batch-size 1000]");
        await runMigrations();
        const { importCatalogueFromCli } = await import("./catalogue-import-cli.js");
        process.exitCode = await importCatalogueFromCli(dataSource, config, {
          // npm runs workspace scripts in the workspace folder: resolve the file where the command was typed.
          file: resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]!),
          format: values.format,
          batchSize: values["batch-size"],
        });
        break;
      }
      case "catalogue:export": {
        const { values, positionals } = parseArgs({ args: rest, allowPositionals: true, options: { format: { type: "string" } } });
        if (positionals.length !== 1) throw new Error("Usage: npm run catalogue:export -- FILE.jsonl|FILE.csv [--format jsonl|csv]");
        if (values.format !== undefined && values.format !== "jsonl" && values.format !== "csv") throw new Error("--format must be jsonl or csv");
        await runMigrations();
        const file = resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]!);
        const { createCatalogueExportService, formatOf } = await import("../services/catalogue/index.js");
        const exporter = createCatalogueExportService({ dataSource });
        const { products, lines } = await exporter.exportFile(file, (values.format as "jsonl" | "csv" | undefined) ?? formatOf(file));
        console.log(`Exported ${products} products (${lines} lines) to ${file}`);
        break;
      }
      default:
        throw new Error(`Unknown command ${command ?? "(none)"}: use migration:generate <Name>, migration:run, seed, create-admin, catalogue:import or catalogue:export`);
    }
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
