/**
 * Every parameterized statement the shop sends is a named prepared statement on its connection: PostgreSQL parses it
 * once per connection instead of on every call, and after a few runs plans it once too (a generic plan, when that is
 * no costlier than planning it anew: https://www.postgresql.org/docs/current/sql-prepare.html, "Notes"). On this
 * machine parsing and planning were most of the database's time in a checkout: the cart's first statement took 1.0 ms
 * to parse and 1.9 ms to bind (plan) for 0.4 ms of execution (PostgreSQL's statement log, one shopper).
 *
 * It is the pool's client class (pg's `Client` option), so TypeORM's queries, the services' SQL and the catalogue's
 * reads all get it without asking. A statement without parameters keeps the simple protocol (it may hold several
 * statements, as migrations do). Names are a hash of the text; a text must never carry a client's value (only `$n`
 * parameters). In case one does, the process names at most MAX_NAMED_TEXTS distinct texts and sends the rest unnamed,
 * so a connection never holds more prepared statements than that.
 */
import { createHash } from "node:crypto";
import pg from "pg";

const MAX_NAMED_TEXTS = 2_000;
const names = new Map<string, string>();

/** The prepared statement's name for a text, or undefined once the process has named as many texts as it may. */
export function statementName(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_NAMED_TEXTS) {
    name = `sutra_${createHash("sha1").update(text).digest("hex").slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * A prepared statement whose result columns changed under it (a rolling deploy's migration added a column to a table it
 * reads with `*`) fails with "cached plan must not change result type" on that connection for as long as it is kept.
 * Such a text gets a new name on that connection (the next use prepares it afresh); outside a transaction the failed
 * call is retried at once under it, inside one the transaction has failed and its caller sees the error once.
 */
const renamed = new WeakMap<pg.Client, Map<string, number>>();
const isStalePlan = (error: unknown) => (error as { code?: unknown })?.code === "0A000" && /cached plan must not change result type/.test(String((error as Error).message));

function nameOn(client: pg.Client, text: string): string | undefined {
  const name = statementName(text);
  const generation = renamed.get(client)?.get(text);
  return name !== undefined && generation !== undefined ? `${name}_${generation}` : name;
}

/** pg's client, naming each parameterized statement (pg's overloads cannot be restated one by one, hence the cast). */
export class PreparingClient extends pg.Client {}

const sendQuery = pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown;
PreparingClient.prototype.query = function query(this: pg.Client, config: unknown, values?: unknown, callback?: unknown) {
  const name = typeof config === "string" && Array.isArray(values) && values.length > 0 ? nameOn(this, config) : undefined;
  if (name === undefined) return sendQuery.call(this, config, values, callback);
  const text = config as string;
  const run = async () => {
    try {
      return await (sendQuery.call(this, { name, text, values }) as Promise<pg.QueryResult>);
    } catch (error) {
      if (!isStalePlan(error)) throw error;
      const generations = renamed.get(this) ?? new Map<string, number>();
      renamed.set(this, generations.set(text, (generations.get(text) ?? 0) + 1));
      if ((this as unknown as { _txStatus?: string })._txStatus !== "I") throw error;
      return (await sendQuery.call(this, { name: nameOn(this, text), text, values })) as pg.QueryResult;
    }
  };
  const result = run();
  if (typeof callback !== "function") return result;
  result.then((answer) => (callback as (e: unknown, r?: unknown) => void)(null, answer), (error: unknown) => (callback as (e: unknown) => void)(error));
  return undefined;
} as pg.Client["query"];
