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
import { boardOwedStatement, isPureRead, mustPayFirst, payOwedStatement } from "./owed-statement.js";

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

const sendQuery = pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown;

/** Sends one statement as a named prepared statement when it has parameters (see above); its answer. */
async function sendStatement(client: pg.Client, text: string, values: unknown[] | undefined): Promise<pg.QueryResult> {
  const name = values && values.length > 0 ? nameOn(client, text) : undefined;
  if (name === undefined) return (await sendQuery.call(client, text, values)) as pg.QueryResult;
  try {
    return (await sendQuery.call(client, { name, text, values })) as pg.QueryResult;
  } catch (error) {
    if (!isStalePlan(error)) throw error;
    const generations = renamed.get(client) ?? new Map<string, number>();
    renamed.set(client, generations.set(text, (generations.get(text) ?? 0) + 1));
    if ((client as unknown as { _txStatus?: string })._txStatus !== "I") throw error;
    return (await sendQuery.call(client, { name: nameOn(client, text), text, values })) as pg.QueryResult;
  }
}

/**
 * Statements sent in one write, before any is answered (pg's pipeline mode, each with its own Sync), in order; their
 * answers, each settled on its own. The server runs each as soon as the one before it ends, without waiting for this
 * process: a transaction's last write with its COMMIT (db/transactions.ts). After a failure inside a transaction the
 * server refuses the statements behind it, and a COMMIT behind it ends the transaction as a ROLLBACK. The client must
 * be idle, and is used by nothing else until all are answered.
 */
export async function sendTogether(client: pg.Client, statements: ReadonlyArray<{ text: string; values?: unknown[] }>): Promise<Array<PromiseSettledResult<pg.QueryResult>>> {
  if (heldBegins.get(client) !== "held") return sendInOneWrite(client, statements);
  // The transaction's first statements: its BEGIN goes with them, after the owed statement is paid (these may end the
  // transaction, so they are not sent before the owed statement is judged).
  heldBegins.delete(client);
  await payOwedStatement();
  const [begun, ...answers] = await sendInOneWrite(client, [{ text: "BEGIN" }, ...statements]);
  if (begun!.status === "rejected") throw begun!.reason;
  return answers;
}

async function sendInOneWrite(client: pg.Client, statements: ReadonlyArray<{ text: string; values?: unknown[] }>): Promise<Array<PromiseSettledResult<pg.QueryResult>>> {
  const piped = client as pg.Client & { pipeline: boolean; connection: { stream: { cork(): void; uncork(): void } } };
  piped.pipeline = true;
  const stream = piped.connection.stream;
  stream.cork();
  let answers: Array<Promise<pg.QueryResult>>;
  try {
    answers = statements.map(({ text, values }) => sendStatement(client, text, values));
  } finally {
    stream.uncork();
  }
  try {
    return await Promise.allSettled(answers);
  } finally {
    piped.pipeline = false;
  }
}

/**
 * Clients whose transaction holds its BEGIN back (db/transactions.ts, while its work owes a statement: db/owed-statement.ts):
 * `hold` until the BEGIN is asked for, `held` until the transaction's first statement takes it along.
 */
const heldBegins = new WeakMap<pg.Client, "hold" | "held">();

/** The next transaction begun on `client` sends its BEGIN with its first statement, and the owed statement before both. */
export function holdBeginFor(client: pg.Client): void {
  heldBegins.set(client, "hold");
}

const BEGIN = /^\s*(START TRANSACTION|BEGIN)\s*$/i;
const END = /^\s*(COMMIT|ROLLBACK)\s*$/i;
/** The answer to a BEGIN held back, or to the end of a transaction that never reached the server. */
const answerUnsent = (command: string) => ({ command, rowCount: null, oid: 0, rows: [], fields: [] }) as unknown as pg.QueryResult;

/** A statement of work that owes one (db/owed-statement.ts), or on a client holding its BEGIN back. */
async function sendOwing(client: pg.Client, config: unknown, values: unknown[] | undefined): Promise<pg.QueryResult> {
  const text = typeof config === "string" ? config : undefined;
  const held = heldBegins.get(client);
  if (text !== undefined && held === "hold" && BEGIN.test(text)) {
    heldBegins.set(client, "held");
    return answerUnsent("BEGIN");
  }
  if (held === "held") {
    heldBegins.delete(client);
    // A transaction that ends before its first statement never reached the server.
    if (text !== undefined && END.test(text)) return answerUnsent(text.trim().toUpperCase());
    if (text !== undefined) {
      const [begun, answer] = (await sendBehindOwed(client, [{ text: "BEGIN" }, { text, values }])) as [PromiseSettledResult<pg.QueryResult>, PromiseSettledResult<pg.QueryResult>];
      if (begun.status === "rejected") throw begun.reason;
      if (answer.status === "rejected") throw answer.reason;
      return answer.value;
    }
    // Not a text: sent as it is, after a BEGIN of its own.
    await payOwedStatement();
    await sendQuery.call(client, "BEGIN");
  } else if (held === "hold") {
    heldBegins.delete(client);
  } else if (text !== undefined && isPureRead() && (client as unknown as { _txStatus?: string })._txStatus === "I") {
    // A pure read outside a transaction: the owed statement may go in front of it.
    const [answer] = await sendBehindOwed(client, [{ text, values }]);
    if (answer!.status === "rejected") throw answer!.reason;
    return answer!.value;
  }
  // Ending a transaction is never held up: a refused one must still roll back.
  if (!(text !== undefined && END.test(text))) await payOwedStatement();
  return sendPlain(client, config, values);
}

/**
 * `statements` in one write behind the owed statement while it is still owed, which is judged before their answers
 * are given (a refusal throws: a transaction they began is rolled back by its caller); once it is paid or on its way,
 * after it.
 */
async function sendBehindOwed(client: pg.Client, statements: ReadonlyArray<{ text: string; values?: unknown[] }>): Promise<Array<PromiseSettledResult<pg.QueryResult>>> {
  const boarding = boardOwedStatement();
  if (!boarding) {
    await payOwedStatement();
    return sendInOneWrite(client, statements);
  }
  const [owedAnswer, ...answers] = await sendInOneWrite(client, [boarding, ...statements]);
  boarding.judge(owedAnswer!);
  return answers;
}

/** One statement, named when it has parameters. */
function sendPlain(client: pg.Client, config: unknown, values: unknown): Promise<pg.QueryResult> {
  if (typeof config !== "string" || !Array.isArray(values) || values.length === 0) return sendQuery.call(client, config, values) as Promise<pg.QueryResult>;
  return sendStatement(client, config, values);
}

/** pg's client, naming each parameterized statement (pg's overloads cannot be restated one by one, hence the cast). */
export class PreparingClient extends pg.Client {}

PreparingClient.prototype.query = function query(this: pg.Client, config: unknown, values?: unknown, callback?: unknown) {
  // A submittable (a cursor) is pg's own business, answered synchronously: never held.
  const owing = (heldBegins.has(this) || mustPayFirst()) && typeof (config as { submit?: unknown } | undefined)?.submit !== "function";
  if (!owing && (typeof config !== "string" || !Array.isArray(values) || values.length === 0)) return sendQuery.call(this, config, values, callback);
  const result = owing ? sendOwing(this, config, Array.isArray(values) ? values : undefined) : sendStatement(this, config as string, values as unknown[]);
  if (typeof callback !== "function") return result;
  result.then((answer) => (callback as (e: unknown, r?: unknown) => void)(null, answer), (error: unknown) => (callback as (e: unknown) => void)(error));
  return undefined;
} as pg.Client["query"];
