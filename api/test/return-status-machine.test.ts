/**
 * The return request status machine, every pair: the table itself against a table written out here (every from, to,
 * actor and kind), and through the API every start status of a return × every action an admin or the customer can
 * take: allowed moves work, the others are refused with BAD_USER_INPUT naming the current status and the allowed
 * next ones, and change nothing.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { RETURN_STATUSES, type ReturnKind, type ReturnStatus } from "../src/entities/return-request.entity.js";
import { ENGINE_MESSAGES, RETURN_LIFECYCLE, returnTable } from "../src/services/lifecycles/index.js";
import { useCatalogue } from "./support/cart-fixtures.js";
import { signInAdmin } from "./support/fixtures.js";
import { shopper, useCheckoutServer } from "./support/order-fixtures.js";
import {
  type Admin,
  APPROVE_RETURN,
  CANCEL_RETURN,
  deliveredOrder,
  PICKED_UP,
  productInSizes,
  RECEIVE_RETURN,
  REJECT_RETURN,
  requestReturnOk,
  RETRY_REFUND,
} from "./support/return-fixtures.js";

type Actor = "customer" | "admin" | "system" | "provider";
const ACTORS: Actor[] = ["customer", "admin", "system", "provider"];
const REFUND_METHODS = ["gateway", "manual"] as const;
const RETURN_MACHINE_MESSAGES = {
  refused: (from: ReturnStatus, to: ReturnStatus, allowed: readonly ReturnStatus[]) => ENGINE_MESSAGES.refused(RETURN_LIFECYCLE.noun, from, to, allowed, RETURN_LIFECYCLE.stuck),
};
const KINDS: ReturnKind[] = ["return", "exchange"];

/** Written out apart from the service's table: `from>to` → who, per kind. */
const EXPECTED: Record<ReturnKind, Record<string, Actor[]>> = {
  return: {
    "null>requested": ["customer"],
    "requested>approved": ["admin"],
    "requested>rejected": ["admin"],
    "requested>cancelled": ["customer"],
    "approved>cancelled": ["customer"],
    "approved>picked_up": ["admin", "provider"],
    "picked_up>received": ["admin"],
    "received>refunded": ["admin", "system"],
    "received>refund_failed": ["system"],
    "refund_failed>refunded": ["admin", "system"],
  },
  exchange: {
    "null>requested": ["customer"],
    "requested>approved": ["admin"],
    "requested>rejected": ["admin"],
    "requested>cancelled": ["customer"],
    "approved>cancelled": ["customer"],
    "approved>picked_up": ["admin", "provider"],
    "picked_up>received": ["admin"],
    "received>exchange_shipped": ["system"],
    "exchange_shipped>exchange_delivered": ["system"],
    "exchange_shipped>received": ["system"],
    "exchange_delivered>exchange_shipped": ["system"],
    // Its replacement cancelled: refunded instead (the shop through the gateway, an admin by hand).
    "received>refunded": ["admin", "system"],
    "received>refund_failed": ["system"],
    "refund_failed>refunded": ["admin", "system"],
  },
};

describe("the table, every pair", () => {
  for (const kind of KINDS) {
    for (const refundBy of REFUND_METHODS) {
      it(`${kind}, refunded ${refundBy === "gateway" ? "through the gateway" : "by hand"}: exactly the expected moves, by exactly the expected actors`, () => {
        for (const from of [null, ...RETURN_STATUSES] as Array<ReturnStatus | null>) {
          for (const to of RETURN_STATUSES) {
            for (const actor of ACTORS) {
              const expected = (EXPECTED[kind][`${from}>${to}`] ?? []).includes(actor);
              expect(Boolean(returnTable.find(from, to, actor, { kind, refundBy })), `${kind} ${from} → ${to} by ${actor}`).toBe(expected);
            }
          }
        }
      });
    }
  }
});

const { t, standIn } = useCheckoutServer();
const catalogue = useCatalogue(t);
let admin: Admin;
let buyer: Awaited<ReturnType<typeof shopper>>;
let order: { id: string; lines: Array<{ id: string }> };

const STARTS = ["requested", "approved", "rejected", "cancelled", "picked_up", "refunded", "refund_failed"] as const;
type Start = (typeof STARTS)[number];
const ACTIONS = ["approve", "reject", "pickUp", "receive", "cancel", "retryRefund"] as const;
type Action = (typeof ACTIONS)[number];

/** Where each allowed action leads from each start; anything else is refused. */
const ALLOWED: Partial<Record<Start, Partial<Record<Action, ReturnStatus>>>> = {
  requested: { approve: "approved", reject: "rejected", cancel: "cancelled" },
  approved: { pickUp: "picked_up", cancel: "cancelled" },
  picked_up: { receive: "refunded" },
  refund_failed: { retryRefund: "refunded" },
};
const TARGET: Record<Action, ReturnStatus> = {
  approve: "approved",
  reject: "rejected",
  pickUp: "picked_up",
  receive: "received",
  cancel: "cancelled",
  retryRefund: "refunded",
};
/** What an admin (or, for cancel, the customer) may move each start to, as the refusal names them. */
const NEXT: Record<Start, { admin: ReturnStatus[]; customer: ReturnStatus[] }> = {
  requested: { admin: ["approved", "rejected"], customer: ["cancelled"] },
  approved: { admin: ["picked_up"], customer: ["cancelled"] },
  rejected: { admin: [], customer: [] },
  cancelled: { admin: [], customer: [] },
  picked_up: { admin: ["received"], customer: [] },
  refunded: { admin: [], customer: [] },
  refund_failed: { admin: ["refunded"], customer: [] },
};

beforeAll(async () => {
  admin = await signInAdmin(t);
  buyer = await shopper(t, "machine");
  // At most 10 unpaid units of a product per order: 5 products × 9 units, enough for one request per pair.
  const products = [];
  for (let i = 0; i < 5; i += 1) products.push(await productInSizes(catalogue, admin, { price: 100, stock: { M: 10 } }));
  order = await deliveredOrder(t, admin, buyer, products.map((p) => ({ productId: p.id, quantity: 9, size: "M" })));
}, 60_000);

/** The line each request is for: the next one with units left (9 each). */
let used = 0;
const lineOf = new Map<string, string>();
const nextLine = () => order.lines[Math.floor(used++ / 9)]!.id;

async function call(action: Action, id: string) {
  const line = lineOf.get(id)!;
  const byAdmin = (document: string, variables: Record<string, unknown>) => admin.client.graphql(document, variables);
  switch (action) {
    case "approve":
      return byAdmin(APPROVE_RETURN, { id });
    case "reject":
      return byAdmin(REJECT_RETURN, { id, reason: "Not in the original packaging" });
    case "pickUp":
      return byAdmin(PICKED_UP, { id });
    case "receive":
      return byAdmin(RECEIVE_RETURN, { input: { id, lines: [{ orderLineId: line, restock: true }] } });
    case "cancel":
      return buyer.client.graphql(CANCEL_RETURN, { id });
    case "retryRefund":
      return byAdmin(RETRY_REFUND, { id });
  }
}

async function ok(action: Action, id: string) {
  const { errors } = await call(action, id);
  expect(errors).toBeUndefined();
}

/** A request of one unit brought to `start` through the API. */
async function requestAt(start: Start): Promise<string> {
  const orderLineId = nextLine();
  const request = await requestReturnOk(buyer, { orderId: order.id, lines: [{ orderLineId, quantity: 1, reason: "CHANGED_MIND" }] });
  const id = request.id as string;
  lineOf.set(id, orderLineId);
  const path: Record<Start, Action[]> = {
    requested: [],
    approved: ["approve"],
    rejected: ["reject"],
    cancelled: ["cancel"],
    picked_up: ["approve", "pickUp"],
    refunded: ["approve", "pickUp", "receive"],
    refund_failed: ["approve", "pickUp"],
  };
  for (const action of path[start]) await ok(action, id);
  if (start === "refund_failed") {
    standIn().sandbox.injectFault({ operation: "payments.refund", kind: "status", status: 500 });
    await ok("receive", id);
  }
  return id;
}

async function statusOf(id: string): Promise<{ status: string; history: number }> {
  const { data } = await admin.client.graphql(`query ($id: ID!) { returnRequest(id: $id) { status history { to } } }`, { id });
  return { status: data.returnRequest.status, history: data.returnRequest.history.length };
}

describe("through the API: every start × every action", () => {
  for (const start of STARTS) {
    for (const action of ACTIONS) {
      const to = ALLOWED[start]?.[action];
      it(`${start} → ${action}: ${to ? `moves to ${to}` : "refused, nothing changes"}`, async () => {
        const id = await requestAt(start);
        const before = await statusOf(id);
        expect(before.status).toBe(start.toUpperCase());
        const { errors } = await call(action, id);
        if (to) {
          expect(errors).toBeUndefined();
          expect((await statusOf(id)).status).toBe(to.toUpperCase());
          return;
        }
        const customer = action === "cancel";
        expect(errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
        expect(errors?.[0]?.message).toBe(RETURN_MACHINE_MESSAGES.refused(start, TARGET[action], NEXT[start][customer ? "customer" : "admin"]));
        expect(await statusOf(id)).toEqual(before);
      });
    }
  }

  it("a refusal reads as the shopper and admin see it", () => {
    expect(RETURN_MACHINE_MESSAGES.refused("picked_up", "approved", ["received"])).toBe(
      "This return request is picked up and cannot be moved to approved. It can be moved to: received.",
    );
  });
});
