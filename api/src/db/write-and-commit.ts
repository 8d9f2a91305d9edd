/**
 * Issue 46 (W6): a transaction whose last statement goes out together with its COMMIT.
 *
 * Placing an order takes the product's row lock in its write (the stock's guarded update) and used to hold it until the
 * shop had read the write's answer and sent COMMIT (or, refused, read what was left and sent ROLLBACK). Under a flash
 * sale that wait is the shop's event loop, busy with the other buyers' requests, and every buyer queues behind it:
 * sampling pg_stat_activity during W6 found the lock's holder "idle in transaction" and the other placements waiting
 * on it, with all 200 of them holding the pool's connections meanwhile. Sent together (node-postgres's pipeline mode for
 * these two messages), the COMMIT waits in PostgreSQL's socket behind the write and the lock is held only while
 * PostgreSQL works. A write that must not be kept fails itself (`sutra_refuse`, migration 1796900000400): the COMMIT of
 * a failed transaction rolls it back.
 *
 * Only a transaction opened by `transactionEndingInOneWrite` may end this way; elsewhere `writeAndCommit` is a plain
 * query and the transaction commits as usual.
 */
import type pg from "pg";
import type { DataSource, EntityManager, QueryRunner } from "typeorm";

/** Runners of transactionEndingInOneWrite, and those whose transaction writeAndCommit ended. */
const mayEndInWrite = new WeakSet<QueryRunner>();
const ended = new WeakSet<QueryRunner>();

/** A transaction like DataSource.transaction, except that `writeAndCommit` inside it may end it. */
export async function transactionEndingInOneWrite<T>(dataSource: DataSource, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  const runner = dataSource.createQueryRunner();
  mayEndInWrite.add(runner);
  try {
    await runner.startTransaction();
    const result = await work(runner.manager);
    if (!ended.has(runner)) await runner.commitTransaction();
    return result;
  } catch (error) {
    if (!ended.has(runner) && runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
    throw error;
  } finally {
    await runner.release();
  }
}

type PipelinedClient = pg.Client & { pipeline: boolean };

/**
 * Sends `sql` and COMMIT at once when the manager's transaction may end in its write; the rows of `sql` and whether it
 * committed. `committed: false` means a plain query inside the transaction (the caller's transaction commits later).
 * When `sql` fails, its error is thrown and the transaction has been rolled back (committed is then moot).
 */
export async function writeAndCommit<Row>(manager: EntityManager, sql: string, params: unknown[]): Promise<{ rows: Row[]; committed: boolean }> {
  const runner = manager.queryRunner;
  if (!runner || !mayEndInWrite.has(runner) || ended.has(runner) || !runner.isTransactionActive) {
    return { rows: (await manager.query(sql, params)) as Row[], committed: false };
  }
  const client = (runner as unknown as { databaseConnection: PipelinedClient }).databaseConnection;
  const logger = manager.connection.logger;
  logger.logQuery(sql, params, runner);
  logger.logQuery("COMMIT", [], runner);
  // Both are written before either answer is read; pipeline mode must stay on until both are answered (the second is
  // matched to its answers by the pipeline's queue).
  // Corked, the two go out in one write to the socket (each is a system call and a wake-up of PostgreSQL otherwise).
  client.pipeline = true;
  const stream = (client as unknown as { connection: { stream: { cork(): void; uncork(): void } } }).connection.stream;
  stream.cork();
  let write: Promise<pg.QueryResult>;
  let commit: Promise<pg.QueryResult>;
  try {
    write = client.query(sql, params) as unknown as Promise<pg.QueryResult>;
    commit = client.query("COMMIT") as unknown as Promise<pg.QueryResult>;
  } finally {
    stream.uncork();
  }
  const [written, committed] = await Promise.allSettled([write, commit]);
  client.pipeline = false;
  // The transaction is over either way (COMMIT after a failed write rolls back); the runner is released, not reused.
  ended.add(runner);
  if (written.status === "rejected") throw written.reason;
  if (committed.status === "rejected") throw committed.reason;
  return { rows: written.value.rows as Row[], committed: true };
}

/** Whether an error is a statement's own refusal (sutra_refuse). */
export const isRefusal = (error: unknown): boolean => (error as { code?: unknown })?.code === "SU001";
