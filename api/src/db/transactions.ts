import type pg from "pg";
import { type DataSource, type EntityManager, EventSubscriber, type EntitySubscriberInterface, QueryFailedError, type QueryRunner, type TransactionCommitEvent, type TransactionRollbackEvent } from "typeorm";
import { owesStatement } from "./owed-statement.js";
import { holdBeginFor, sendTogether } from "./prepared-statements.js";

/**
 * Issue 46: a transaction whose last write carries its COMMIT.
 *
 * A flash sale's buyers queue on the product's row lock, and each one held it from its placing write until its COMMIT
 * arrived: one round trip more, and under load the time this process took to read the write's answer among everything
 * else it was doing (PostgreSQL's statement log of W6: 7.9 ms at the median, 148 ms at p99, for a 1–2 ms write). Sent in
 * one flight with the write (pg's pipeline mode: each its own Sync), the COMMIT runs as soon as the write ends, and the
 * lock is released without waiting for this process. A write that fails leaves the transaction failed, and the COMMIT
 * behind it then ends it as a ROLLBACK (https://www.postgresql.org/docs/current/sql-commit.html): nothing of it stays.
 * So such a write must fail whole on any guard that would refuse it (a statement's `sutra_refuse`), not answer a
 * refusal for its caller to roll back.
 */

/** The transactions opened by `transaction` below, and whether their last write has ended them. */
const opened = new WeakMap<QueryRunner, { ended: boolean }>();

/**
 * Runs `work` in one transaction on the primary, like DataSource.transaction, in which `lastWrite` may end it. Rolled
 * back when `work` throws before that. Its BEGIN travels with its first statement when the work owes one.
 */
export async function transaction<T>(dataSource: DataSource, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  const runner = dataSource.createQueryRunner("master");
  const state = { ended: false };
  opened.set(runner, state);
  try {
    // Work that owes a statement (an idempotency key's claim, db/owed-statement.ts) sends it, the BEGIN and the
    // transaction's first statement in one write.
    if (owesStatement()) holdBeginFor((await runner.connect()) as pg.Client);
    await runner.startTransaction();
    const result = await work(runner.manager);
    if (!state.ended) await runner.commitTransaction();
    return result;
  } catch (error) {
    if (!state.ended && runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
    throw error;
  } finally {
    await runner.release();
  }
}

/**
 * The transaction's last statement, sent with its COMMIT in one flight when `manager` is a `transaction`'s (elsewhere a
 * plain query: the caller's transaction commits as before). Its rows once both are answered; the write's error when it
 * failed (the transaction was then rolled back). The caller sends nothing more in this transaction.
 */
export async function lastWrite<Row>(manager: EntityManager, sql: string, params: unknown[]): Promise<Row[]> {
  const runner = manager.queryRunner;
  const state = runner ? opened.get(runner) : undefined;
  if (!runner || !state || state.ended || !runner.isTransactionActive) return plainQuery<Row>(manager, sql, params);
  // The transaction's connection (it has one since it began): taken without a wait, so that both statements are on
  // their way when this function returns its promise.
  const client = (runner as unknown as { databaseConnection: pg.Client }).databaseConnection;
  const logger = manager.connection.logger;
  logger.logQuery(sql, params, runner);
  logger.logQuery("COMMIT", undefined, runner);
  // Both are written before either is answered; the client is this transaction's alone until they are.
  const answers = await sendTogether(client, [{ text: sql, values: params }, { text: "COMMIT" }]);
  state.ended = true;
  // TypeORM's own record of it: the transaction is over (its runner is released as usual).
  Object.assign(runner, { isTransactionActive: false, transactionDepth: 0 });
  const [write, commit] = answers;
  if (write.status === "rejected" || commit.status === "rejected" || commit.value.command !== "COMMIT") onCommit.delete(runner);
  // Failures as TypeORM's own queries report them.
  if (write.status === "rejected") throw new QueryFailedError(sql, params, write.reason as Error);
  if (commit.status === "rejected") throw new QueryFailedError("COMMIT", undefined, commit.reason as Error);
  if (commit.value.command !== "COMMIT") throw new Error(`the transaction ended with ${commit.value.command}, not COMMIT`);
  committed(runner);
  return write.value.rows as Row[];
}

/** A statement's rows, whatever its command (TypeORM's `manager.query` answers an UPDATE … RETURNING as [rows, count]). */
async function plainQuery<Row>(manager: EntityManager, sql: string, params: unknown[]): Promise<Row[]> {
  const runner = manager.queryRunner ?? manager.connection.createQueryRunner();
  try {
    return (await runner.query(sql, params, true)).records as Row[];
  } finally {
    if (!manager.queryRunner) await runner.release();
  }
}

/** What runs once a transaction has committed (afterCommit), by its query runner. */
const onCommit = new WeakMap<QueryRunner, Array<() => void>>();

/**
 * Runs `effect` once the transaction `manager` is in has committed, and never if it rolls back; at once when `manager`
 * is in none. For what other work must only see after the commit (telling this node's caches that units came back:
 * told before, a concurrent read could still see the old figure and keep it). Synchronous effects only, and ones that
 * may run for nothing: one registered inside a savepoint that was rolled back still runs at the outer commit.
 */
export function afterCommit(manager: EntityManager, effect: () => void): void {
  const runner = manager.queryRunner;
  if (!runner?.isTransactionActive) return effect();
  const effects = onCommit.get(runner);
  if (effects) effects.push(effect);
  else onCommit.set(runner, [effect]);
}

function committed(runner: QueryRunner): void {
  const effects = onCommit.get(runner);
  onCommit.delete(runner);
  for (const effect of effects ?? []) effect();
}

/**
 * TypeORM's transaction events, for afterCommit: a commit that ended the outermost transaction runs its effects (a
 * savepoint's release does not); a rollback drops them. `lastWrite` ends its transaction without TypeORM and runs them
 * itself. TypeORM loads only subscribers registered by the decorator.
 */
@EventSubscriber()
export class AfterCommitSubscriber implements EntitySubscriberInterface {
  afterTransactionCommit({ queryRunner }: TransactionCommitEvent): void {
    if (!queryRunner.isTransactionActive) committed(queryRunner);
  }

  afterTransactionRollback({ queryRunner }: TransactionRollbackEvent): void {
    if (!queryRunner.isTransactionActive) onCommit.delete(queryRunner);
  }
}
