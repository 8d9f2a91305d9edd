import type { Config } from "../../config.js";
import { POOL_PRIORITIES, withPoolPriority } from "../../db/pool-priority.js";
import { createTurns } from "../../lib/turns.js";
import { aroundProviderCalls, type PaymentGateway } from "../../payments/index.js";

/**
 * Issue 46: a flash sale's purchases finish one after another instead of all together. Every step of a purchase
 * costs this node's one thread a few milliseconds; served as they came, the sale's 200 shoppers went through the steps
 * side by side (adds and places answered after 1.5 s each) and its 50 buyers all paid at the end, once nearly all of
 * the sale's work was done. Here at most PURCHASE_TURNS steps run at once and the waiting ones go in the
 * order that finishes purchases soonest: a payment's settlement, then placing an order, then starting one (an add to
 * cart), first come first served within a step. The database pool serves the same order (db/pool-priority.ts). No step
 * waits for a turn longer than half of DB_POOL_WAIT_MS (the pool's bound on passing a waiter over): past it, it runs
 * beside the others, so steps held up elsewhere (a row lock, a slow statement) delay the rest by that much at most.
 *
 * A step gives its turn back while it waits for the payment provider (a slow Razorpay must not stall the node's
 * other purchases) and holds no turn while its request is read, its key claimed or its answer written.
 */
export type PurchaseStep = "starting" | keyof typeof POOL_PRIORITIES;

const PRIORITY: Record<PurchaseStep, number> = { starting: 0, ...POOL_PRIORITIES };

export interface PurchaseTurns {
  /** Runs one step of a purchase in its turn, its statements at the step's pool priority. */
  step<T>(step: PurchaseStep, work: () => Promise<T>): Promise<T>;
  /** The gateway whose calls give the caller's turn back while they wait for the provider. */
  awayWhileCalling(gateway: PaymentGateway): PaymentGateway;
}

export function createPurchaseTurns(config: Pick<Config, "purchaseTurns" | "bounds">): PurchaseTurns {
  const atPoolPriority = <T>(step: PurchaseStep, work: () => Promise<T>) => (step === "starting" ? work() : withPoolPriority(step, work));
  if (config.purchaseTurns === 0) return { step: atPoolPriority, awayWhileCalling: (gateway) => gateway };
  const halfPoolWait = Math.floor(config.bounds.poolWaitMs / 2);
  const turns = createTurns({ slots: config.purchaseTurns, overtakeForMs: halfPoolWait, maxWaitMs: halfPoolWait });
  return {
    step: (step, work) => turns.take(PRIORITY[step], () => atPoolPriority(step, work)),
    awayWhileCalling: (gateway) => aroundProviderCalls(gateway, (call) => turns.stepAside(call)),
  };
}
