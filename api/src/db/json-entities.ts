import type { EntityManager, EntityTarget, ObjectLiteral } from "typeorm";
import type { ColumnMetadata } from "typeorm/metadata/ColumnMetadata.js";

/**
 * Entities from rows that PostgreSQL gave as JSON (`to_jsonb(t)`, `json_agg(t)`): how one query returns a row with
 * its children (an order with its lines and history) in one round trip instead of one per table. The entity's
 * column metadata maps each column's name to its property, as TypeORM's own reads do; JSON's strings for timestamps
 * become Dates, and numbers TypeORM reads as strings (bigint, numeric) become strings again.
 */
export function entitiesFromJson<T extends ObjectLiteral>(manager: EntityManager, target: EntityTarget<T>, rows: readonly Record<string, unknown>[]): T[] {
  const columns = manager.connection.getMetadata(target).columns;
  return rows.map((row) => {
    const entity = manager.create(target) as ObjectLiteral;
    // setEntityValue places an embedded value type's columns (an order line's GST) inside its object.
    for (const column of columns) if (column.databaseName in row) column.setEntityValue(entity, fromJson(column, row[column.databaseName]));
    return entity as T;
  });
}

const DATE_TIME_TYPES = new Set(["timestamptz", "timestamp with time zone", "timestamp", "timestamp without time zone"]);
const STRING_NUMBER_TYPES = new Set(["bigint", "int8", "numeric", "decimal"]);

function fromJson(column: ColumnMetadata, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  const type = typeof column.type === "string" ? column.type : "";
  let read: unknown = value;
  if (DATE_TIME_TYPES.has(type) || column.isCreateDate || column.isUpdateDate) read = new Date(value as string);
  else if (STRING_NUMBER_TYPES.has(type)) read = String(value);
  const transformer = column.transformer;
  if (transformer && !Array.isArray(transformer)) return transformer.from(read);
  return read;
}

/** SQL types for jsonb_to_recordset's column list (a `char(n)` column is read as text and cast on insert). */
const RECORDSET_TYPES: Record<string, string> = { char: "text", character: "text", varchar: "text", "character varying": "text" };

/**
 * Rows of an entity given to PostgreSQL as one JSON parameter, the other way round from entitiesFromJson: the column
 * list to insert, the same columns read from the alias, and the `jsonb_to_recordset(…) AS alias(…)` that reads the
 * parameter: `INSERT INTO ${table} (${columns}) SELECT ${selected} FROM ${recordset}`, or joined to a row inserted in
 * the same statement. Only the properties the first row sets are written; the rest take their defaults.
 */
export function entityRecordset<T extends ObjectLiteral>(manager: EntityManager, target: EntityTarget<T>, rows: readonly Partial<T>[], parameter: string, alias: string) {
  const metadata = manager.connection.getMetadata(target);
  const written = metadata.columns.filter((column) => rows[0] !== undefined && column.getEntityValue(rows[0]) !== undefined);
  const sqlType = (column: ColumnMetadata) => {
    const type = typeof column.type === "string" ? column.type : "";
    return RECORDSET_TYPES[type] ?? type;
  };
  return {
    table: metadata.tableName,
    columns: written.map((column) => `"${column.databaseName}"`).join(", "),
    selected: written.map((column) => `${alias}."${column.databaseName}"`).join(", "),
    recordset: `jsonb_to_recordset(${parameter}::jsonb) AS ${alias}(${written.map((column) => `"${column.databaseName}" ${sqlType(column)}`).join(", ")})`,
    json: JSON.stringify(rows.map((row) => Object.fromEntries(written.map((column) => [column.databaseName, column.getEntityValue(row) ?? null])))),
  };
}
