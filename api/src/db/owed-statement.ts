/**
 * Issue 46: a statement a piece of work owes before its first statement on the shop's database, sent in the same
 * socket write as that statement instead of in a round trip of its own: an idempotency key's claim
 * (services/idempotency.service.ts), which must be committed before the work's effects and used to cost a statement,
 * a write and a wake-up of its own before every keyed step.
 *
 * How it travels:
 * - the work's transaction (db/transactions.ts `transaction`) holds its BEGIN back; the first statement of the
 *   transaction then leaves with the owed statement and the BEGIN, in that order, in one write (pg's pipeline mode,
 *   each its own Sync, so the owed statement commits on its own before the transaction begins);
 * - a statement the work declares a pure read (`readingOnly`: it changes nothing, whatever it finds), sent outside any
 *   transaction, takes the owed statement along in front of it the same way;
 * - any other statement the work sends first (outside such a transaction, or on another pool) waits for the owed
 *   statement to be paid alone (`payAlone`, its own round trip, as before), as does a call to a payment provider
 *   (`payOwedStatement`);
 * - work that sends nothing leaves it owed: its caller pays it afterwards.
 *
 * `accept` judges the owed statement's answer before the work sees its own: when it throws (the key was claimed by
 * another request), the work's statement is refused with that error, and the transaction it began is rolled back with
 * nothing of it kept. Once refused, every later statement of the work is refused too.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type pg from "pg";

export interface OwedStatement {
  readonly text: string;
  readonly values: unknown[];
  /** Judges the owed statement's answer; throws to stop the work (and keeps throwing for every later statement). */
  accept(answer: PromiseSettledResult<pg.QueryResult>): void;
  /** Sends the owed statement alone and judges its answer, for a first statement that cannot carry it. */
  payAlone(): Promise<void>;
}

/** Where an owed statement stands: owed, on its way (`paying`), paid (`failure` when accept refused it). */
interface Debt {
  owed: OwedStatement;
  paying?: Promise<void>;
  paid: boolean;
  failure?: unknown;
}

const current = new AsyncLocalStorage<Debt>();

/** A promise's outcome as a value (what an owed statement's `accept` judges). */
export function settled<T>(promise: Promise<T>): Promise<PromiseSettledResult<T>> {
  return promise.then(
    (value): PromiseSettledResult<T> => ({ status: "fulfilled", value }),
    (reason: unknown): PromiseSettledResult<T> => ({ status: "rejected", reason }),
  );
}

/** Runs `work` owing `owed` before its first statement; whether it was paid (sent, and its answer judged) afterwards. */
export async function runOwing<T>(owed: OwedStatement, work: () => Promise<T>): Promise<{ result: PromiseSettledResult<T>; paid: boolean }> {
  const debt: Debt = { owed, paid: false };
  const result = await settled(current.run(debt, work));
  await debt.paying?.catch(() => undefined);
  return { result, paid: debt.paid };
}

/** Whether a statement of the work running now must first see the owed one paid (or be refused with its failure). */
export function mustPayFirst(): boolean {
  const debt = current.getStore();
  return debt !== undefined && (!debt.paid || debt.failure !== undefined);
}

/** Whether the work running now owes a statement not yet sent (a transaction then holds its BEGIN back to carry it). */
export function owesStatement(): boolean {
  const debt = current.getStore();
  return debt !== undefined && !debt.paid && debt.paying === undefined;
}

const pureReads = new AsyncLocalStorage<true>();

/** Runs `read`, whose statements change nothing (plain SELECTs of tables): an owed statement may travel in front of them. */
export function readingOnly<T>(read: () => Promise<T>): Promise<T> {
  return pureReads.run(true, read);
}

/** Whether the statement being sent is one of `readingOnly`'s. */
export function isPureRead(): boolean {
  return pureReads.getStore() === true;
}

/** Runs `fn` outside any work's debt (a timer made inside one would otherwise carry it along). */
export function outsideOwing<T>(fn: () => T): T {
  return current.exit(fn);
}

/**
 * Before a statement that cannot carry the owed one (or a provider's call): pays it alone, or waits for it on its way;
 * throws what accept threw. Nothing when nothing is owed.
 */
export async function payOwedStatement(): Promise<void> {
  const debt = current.getStore();
  if (!debt) return;
  // Its own statement is not the work's: sent outside the work's debt.
  if (!debt.paid && debt.paying === undefined) debt.paying = settle(debt, current.exit(() => debt.owed.payAlone()));
  if (debt.paying) await debt.paying;
  if (debt.failure !== undefined) throw debt.failure;
}

/**
 * Takes the owed statement on board of a pipelined flight: what to send first, and the judge of its answer (which
 * throws as accept does), or undefined when nothing is owed any more.
 */
export function boardOwedStatement(): { text: string; values: unknown[]; judge(answer: PromiseSettledResult<pg.QueryResult>): void } | undefined {
  const debt = current.getStore();
  if (!debt || debt.paid || debt.paying !== undefined) return undefined;
  let judged!: () => void;
  let refused!: (error: unknown) => void;
  debt.paying = settle(debt, new Promise<void>((resolve, reject) => ((judged = resolve), (refused = reject))));
  return {
    text: debt.owed.text,
    values: debt.owed.values,
    judge(answer) {
      try {
        debt.owed.accept(answer);
        judged();
      } catch (error) {
        refused(error);
        throw error;
      }
    },
  };
}

/** The debt's payment, marking it paid; its failure is kept for the work's later statements (and handled here). */
function settle(debt: Debt, paying: Promise<void>): Promise<void> {
  const settled = paying.then(
    () => {
      debt.paid = true;
    },
    (error: unknown) => {
      debt.paid = true;
      debt.failure = error;
      throw error;
    },
  );
  settled.catch(() => undefined);
  return settled;
}
