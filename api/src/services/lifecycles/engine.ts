import type { EntityManager } from "typeorm";
import { DomainError } from "../../lib/errors.js";

/**
 * The one state-machine engine of the shop. Every thing with states — an order, its payment, a return request, a
 * refund — is a table of moves on it (the tables beside this file). A move says from which state to which, who may
 * make it, under which condition, and what it does; anything not in the table is refused with BAD_USER_INPUT naming
 * the current state and the allowed next ones, and changes nothing. Staying in the same state changes nothing and,
 * unless the table says it is refused, is not refused either. The engine writes the state and its history (through the lifecycle's store)
 * and carries out the move's effects through one handler per effect: a table whose effect has no handler does not
 * compile.
 */

/** Who asks for a move: the shopper, an admin, the shop itself (expiry, a settlement), or a provider's webhook. */
export type Actor = "customer" | "admin" | "system" | "provider";

/** A condition of a move over the subject's facts, with its words for readers of the table. */
export interface Condition<Facts> {
  readonly says: string;
  holds(facts: Facts): boolean;
}

/** The effects of a table: a union of objects tagged by `type`. */
export type EffectShape = { readonly type: string };

export interface Move<State extends string, Effect extends EffectShape, Facts> {
  /** null: the move that creates the subject ("from nothing"). */
  from: State | null;
  to: State;
  by: readonly Actor[];
  when?: Condition<Facts>;
  /** Carried out in order, in the caller's transaction, before the new state is written. */
  effects?: readonly Effect[];
  /** Carried out in order after the new state and its history are written (what follows from the new state). */
  then?: readonly Effect[];
  /** The history's note when the caller gives none. */
  note: string;
}

/** A table of moves; `Row` lets a table add fields of its own to its moves (the order's payment move). */
export interface Lifecycle<State extends string, Effect extends EffectShape, Facts, Row extends Move<State, Effect, Facts> = Move<State, Effect, Facts>> {
  /** How messages name the subject: "order", "return request". */
  noun: string;
  /** What a refusal says of a state with no moves left ("cannot be moved to another status" when absent). */
  stuck?: string;
  /**
   * A move to the state the subject is in: "unchanged" (changes nothing and is not refused: an order marked shipped
   * twice) or "refused" like any move not in the table (a return approved twice, two admins at once).
   */
  staying?: "unchanged" | "refused";
  states: readonly State[];
  /** States nothing moves on from. */
  closing: readonly State[];
  moves: readonly Row[];
}

export interface MoveOptions {
  actor: Actor;
  /** The admin who asked (null: the customer, the shop or a provider). */
  changedBy?: string | null;
  /** The history's note; the move's own when absent. */
  note?: string;
}

/** A move being carried out: what effect handlers and the store see. `note` may be rewritten by an effect. */
export interface MoveRun<State extends string, Subject, Options extends MoveOptions, Row> {
  manager: EntityManager;
  subject: Subject;
  /** The table's row being carried out. */
  move: Row;
  from: State | null;
  to: State;
  actor: Actor;
  changedBy: string | null;
  note: string;
  /** Whether `to` is a closing state of the table. */
  closing: boolean;
  options: Options;
}

/** One handler per effect of a table; TypeScript refuses a table whose effect has none. */
export type EffectHandlers<Effect extends EffectShape, Run> = {
  readonly [K in Effect["type"]]: (run: Run, effect: Extract<Effect, { type: K }>) => Promise<void>;
};

/** How a lifecycle's state is kept: the subject's state, and the write of a move with its history entry. */
export interface StateStore<State extends string, Subject, Options extends MoveOptions, Row> {
  stateOf(subject: Subject): State;
  write(run: MoveRun<State, Subject, Options, Row>): Promise<void>;
}

/** What a created subject starts with: the row that creates it, its first state and its history's first entry. */
export interface FirstState<State extends string, Row> {
  move: Row;
  state: State;
  note: string;
  changedBy: string | null;
}

const words = (state: string) => state.replace(/_/g, " ");

export const ENGINE_MESSAGES = {
  refused: (noun: string, from: string, to: string, allowed: readonly string[], stuck = "cannot be moved to another status") =>
    `This ${noun} is ${words(from)} and cannot be moved to ${words(to)}. ` +
    (allowed.length ? `It can be moved to: ${allowed.map(words).join(", ")}.` : `A ${words(from)} ${noun} ${stuck}.`),
} as const;

/** A table's lookups (no store): what `nextStatuses`, the machines and the tests read. */
export function tableOf<State extends string, Effect extends EffectShape, Facts, Row extends Move<State, Effect, Facts>>(lifecycle: Lifecycle<State, Effect, Facts, Row>) {
  const find = (from: State | null, to: State, actor: Actor, facts: Facts): Row | undefined =>
    lifecycle.moves.find((m) => m.from === from && m.to === to && m.by.includes(actor) && (!m.when || m.when.holds(facts)));
  const next = (from: State, actor: Actor, facts: Facts): State[] => lifecycle.states.filter((to) => to !== from && find(from, to, actor, facts) !== undefined);
  return {
    lifecycle,
    find,
    next,
    isClosing: (state: State) => lifecycle.closing.includes(state),
    /** The refusal of a move not in the table, naming the allowed ones. */
    refusal: (from: State, to: State, actor: Actor, facts: Facts) =>
      new DomainError("BAD_USER_INPUT", ENGINE_MESSAGES.refused(lifecycle.noun, from, to, next(from, actor, facts), lifecycle.stuck), "status"),
  };
}

export type Table<State extends string, Effect extends EffectShape, Facts, Row extends Move<State, Effect, Facts>> = ReturnType<typeof tableOf<State, Effect, Facts, Row>>;

export interface Machine<State extends string, Effect extends EffectShape, Facts, Subject, Options extends MoveOptions, Row extends Move<State, Effect, Facts>>
  extends Table<State, Effect, Facts, Row> {
  /**
   * Moves `subject` (its row locked by the caller) to `to`. False when it is there already. A move the table does not
   * allow is BAD_USER_INPUT with nothing changed; an effect's refusal throws and the caller's transaction rolls back.
   */
  move(manager: EntityManager, subject: Subject, to: State, options: Options): Promise<boolean>;
  /**
   * A "from nothing" move: finds its row, lets `create` write the subject with its first state and history entry (in
   * one statement where it can), then carries out the row's effects. Returns the subject.
   */
  start(manager: EntityManager, facts: Facts, to: State, options: Options, create: (first: FirstState<State, Row>) => Promise<Subject>): Promise<Subject>;
}

export function createMachine<State extends string, Effect extends EffectShape, Facts, Subject, Options extends MoveOptions, Row extends Move<State, Effect, Facts>>(spec: {
  lifecycle: Lifecycle<State, Effect, Facts, Row>;
  factsOf: (subject: Subject) => Facts;
  store: StateStore<State, Subject, Options, Row>;
  handlers: EffectHandlers<Effect, MoveRun<State, Subject, Options, Row>>;
}): Machine<State, Effect, Facts, Subject, Options, Row> {
  const { lifecycle, factsOf, store, handlers } = spec;
  const table = tableOf(lifecycle);
  type Run = MoveRun<State, Subject, Options, Row>;

  async function carryOut(run: Run, effects: readonly Effect[] | undefined) {
    for (const effect of effects ?? []) {
      const handle = handlers[effect.type as Effect["type"]] as (run: Run, effect: Effect) => Promise<void>;
      await handle(run, effect);
    }
  }

  const runOf = (manager: EntityManager, subject: Subject, from: State | null, move: Row, options: Options): Run => ({
    manager,
    subject,
    move,
    from,
    to: move.to,
    actor: options.actor,
    changedBy: options.changedBy ?? null,
    note: (options.note ?? move.note).slice(0, 500),
    closing: table.isClosing(move.to),
    options,
  });

  return {
    ...table,

    async move(manager, subject, to, options) {
      const from = store.stateOf(subject);
      const facts = factsOf(subject);
      if (from === to && lifecycle.staying !== "refused") return false;
      const move = table.find(from, to, options.actor, facts);
      if (!move) throw table.refusal(from, to, options.actor, facts);
      const run = runOf(manager, subject, from, move, options);
      await carryOut(run, move.effects);
      await store.write(run);
      await carryOut(run, move.then);
      return true;
    },

    async start(manager, facts, to, options, create) {
      const move = table.find(null, to, options.actor, facts);
      if (!move) throw new Error(`no ${lifecycle.noun} starts as ${to} for ${options.actor}`);
      const subject = await create({ move, state: to, note: (options.note ?? move.note).slice(0, 500), changedBy: options.changedBy ?? null });
      const run = runOf(manager, subject, null, move, options);
      await carryOut(run, move.effects);
      await carryOut(run, move.then);
      return subject;
    },
  };
}

/** A condition from a test of the facts and its words. */
export function condition<Facts>(says: string, holds: (facts: Facts) => boolean): Condition<Facts> {
  return { says, holds };
}

/** Both conditions at once. */
export function both<Facts>(a: Condition<Facts>, b: Condition<Facts>): Condition<Facts> {
  return { says: `${a.says} and ${b.says}`, holds: (facts) => a.holds(facts) && b.holds(facts) };
}
