/**
 * The engine's tables agree with each other (issue 40): every payment move an order's row names is a move of the
 * payment table; each payment policy is placed by a row from nothing of the order table; nothing but the shop itself
 * moves an order out of a closing status; and the one definition of "holding units for a payment that has not come"
 * is the one the savePayment function (a migration's PL/pgSQL) spells.
 */
import { describe, expect, it } from "vitest";
import { ENGINE_MESSAGES, holdingUnpaidSql, ORDER_LIFECYCLE, PAYMENT_KINDS, PAYMENT_LIFECYCLE, paymentStatusFromLedger, paymentTable, RETURN_LIFECYCLE } from "../src/services/lifecycles/index.js";
import { PAYMENT_POLICIES } from "../src/services/orders/index.js";
import { useTestServer } from "./support/test-server.js";

const t = useTestServer();

describe("the order table and the payment table", () => {
  it("every payment move an order's row makes is a move of the payment table, by the row's own actors", () => {
    const missing = ORDER_LIFECYCLE.moves
      .filter((row) => row.payment !== undefined)
      .filter((row) => !PAYMENT_LIFECYCLE.moves.some((p) => p.to === row.payment && (row.from === null ? p.from === null : p.from !== null) && row.by.some((actor) => p.by.includes(actor))))
      .map((row) => `${row.from} → ${row.to} (payment ${row.payment})`);
    expect(missing).toEqual([]);
  });

  it("each payment policy is placed by a row from nothing of the order table, into its own status", () => {
    for (const kind of PAYMENT_KINDS) {
      const policy = PAYMENT_POLICIES[kind];
      const actor = policy.checkout ? "customer" : "system";
      const row = ORDER_LIFECYCLE.moves.find((m) => m.from === null && m.to === policy.placedAs && m.by.includes(actor) && m.when?.holds({ paidBy: kind, closedBy: null }));
      expect(row, `${kind} is placed`).toBeDefined();
      expect(paymentTable.find(null, row!.payment!, actor, kind), `${kind}'s first payment status`).toBeDefined();
    }
  });

  it("nothing but the shop itself moves an order out of a closing status", () => {
    const out = ORDER_LIFECYCLE.moves.filter((m) => m.from !== null && ORDER_LIFECYCLE.closing.includes(m.from) && m.by.some((actor) => actor !== "system"));
    expect(out).toEqual([]);
  });

  it("a closed return request or refund moves no more", () => {
    expect(RETURN_LIFECYCLE.moves.filter((m) => m.from !== null && RETURN_LIFECYCLE.closing.includes(m.from))).toEqual([]);
  });

  it("the payment status follows the ledger: nothing back leaves it, part of it is partially refunded, all of it refunded", () => {
    expect(paymentStatusFromLedger("paid", 1000, 0)).toBe("paid");
    expect(paymentStatusFromLedger("paid", 1000, 400)).toBe("partially_refunded");
    expect(paymentStatusFromLedger("partially_refunded", 1000, 1000)).toBe("refunded");
    expect(paymentStatusFromLedger("failed", 1000, 1000)).toBe("refunded");
  });

  it("a refused move names the current status and the allowed next ones", () => {
    expect(ENGINE_MESSAGES.refused("order", "confirmed", "delivered", ["shipped", "cancelled"])).toBe(
      "This order is confirmed and cannot be moved to delivered. It can be moved to: shipped, cancelled.",
    );
  });
});

describe("one definition of an order holding units for a payment that has not come", () => {
  it("savePayment's PL/pgSQL spells the same condition as the order table's", async () => {
    const [{ body }] = await t.server.dataSource.query(`SELECT prosrc AS body FROM pg_proc WHERE proname = 'sutra_save_payment'`);
    const squash = (sql: string) => sql.replace(/\s+/g, " ").trim();
    expect(squash(body)).toContain(squash(holdingUnpaidSql("o")));
  });
});
