import type { EntityManager } from "typeorm";
import type { LineGst } from "../../entities/gst.js";
import type { RefundMethod, ReturnKind, ReturnRequestEntity, ReturnStatus } from "../../entities/return-request.entity.js";
import { describeRefundTo, refundDetailsCipher } from "../../lib/refund-details.js";
import { type LineTax, lineTax, orderReference } from "../orders/index.js";

export interface ReturnLineView {
  id: string;
  orderLineId: string;
  productId: string;
  title: string;
  size: string;
  colour: string;
  imageUrl: string;
  quantity: number;
  reason: string;
  note: string;
  photos: string[];
  exchangeVariant: { id: string; size: string; colour: string } | null;
  restock: boolean | null;
  /** The units' share of their line's net, once fixed as a refund; null before (and for an exchange). */
  netPaise: number | null;
  tax: LineTax | null;
}

export interface ReturnView {
  id: string;
  orderId: string;
  orderReference: string;
  /** The order whose payment refunds it and whose invoice its credit note credits (the replaced order, for a replacement's return). */
  paidOnOrderId: string;
  userId: string;
  customer: { id: string; name: string; email: string };
  kind: ReturnKind;
  status: ReturnStatus;
  lines: ReturnLineView[];
  refundPaise: number;
  /** The order's shipping fee given back with it (part of refundPaise): only by the return of the order's last units. */
  shippingRefundPaise: number;
  refundMethod: RefundMethod | null;
  /** The part of refundPaise going back to the original payment method through the gateway (all of an online order's). */
  onlineRefundPaise: number;
  /** The part paid back by hand (cash on delivery, and a part-paid order's cash beyond its advance). */
  manualRefundPaise: number;
  /** Whether an admin still has to pay the part by hand and record its reference (recordManualRefund). */
  awaitingManualRefund: boolean;
  /** Decrypted for the owner and admins only (the view is never built for anyone else). */
  refundTo: string | null;
  /** The ledger's latest refund of the request: the provider's refund id, or the reference of a refund by hand. */
  refundReference: string | null;
  /** Why the latest refund failed, while the request waits for a retry. */
  refundFailureReason: string | null;
  creditNoteNumber: string | null;
  creditNoteIssuedAt: Date | null;
  replacementOrderId: string | null;
  rejectionReason: string | null;
  history: Array<{ from: ReturnStatus | null; to: ReturnStatus; note: string; changedBy: string | null; changedAt: Date }>;
  createdAt: Date;
  updatedAt: Date;
}

/** A return line as `views` reads it (snake case, as PostgreSQL names the columns). */
interface LineRow {
  id: string;
  request_id: string;
  order_line_id: string;
  product_id: string;
  title: string;
  line_size: string;
  line_colour: string;
  image_url: string;
  quantity: number;
  reason: string;
  note: string;
  photos: string[];
  exchange_variant_id: string | null;
  ex_size: string | null;
  ex_colour: string | null;
  restock: boolean | null;
  net_paise: number | null;
  hsn: string | null;
  gst_rate_bp: number | null;
  taxable_paise: number | null;
  cgst_paise: number | null;
  sgst_paise: number | null;
  igst_paise: number | null;
}

export const creditNoteLabel = (n: number | null) => (n === null ? null : `CN-${String(n).padStart(6, "0")}`);

const gstOf = (l: LineRow): LineGst => ({ hsn: l.hsn, rateBp: l.gst_rate_bp, taxablePaise: l.taxable_paise, cgstPaise: l.cgst_paise, sgstPaise: l.sgst_paise, igstPaise: l.igst_paise });

/** The views of return requests, their lines, history, customers and refunds read in one statement for any number of requests. */
export function returnViews(secret: Uint8Array) {
  const cipher = refundDetailsCipher(secret);

  return async function views(manager: EntityManager, requests: readonly ReturnRequestEntity[]): Promise<ReturnView[]> {
    if (!requests.length) return [];
    const [rows]: Array<{
      lines: LineRow[];
      history: Array<{ request_id: string; from_status: ReturnStatus | null; to_status: ReturnStatus; note: string; username: string | null; created_at: string }>;
      users: Array<{ id: string; name: string; email: string }>;
      refunds: Array<{ return_request_id: string; method: RefundMethod; status: string; provider_refund_id: string | null; reference: string | null; failure_reason: string | null }>;
      paid_on: Array<{ id: string; paid_on: string }>;
    }> = await manager.query(
      `SELECT
         (SELECT coalesce(json_agg(x ORDER BY x.title, x.id), '[]') FROM (
            SELECT rl.*, l.product_id, l.title, l.size AS line_size, l.colour AS line_colour, l.image_url, v.size AS ex_size, v.colour AS ex_colour
              FROM return_request_lines rl JOIN order_lines l ON l.id = rl.order_line_id LEFT JOIN product_variants v ON v.id = rl.exchange_variant_id
             WHERE rl.request_id = ANY($1::uuid[])) x) AS lines,
         (SELECT coalesce(json_agg(h ORDER BY h.created_at, h.id), '[]') FROM (
            SELECT h.*, u.username FROM return_request_history h LEFT JOIN users u ON u.id = h.changed_by WHERE h.request_id = ANY($1::uuid[])) h) AS history,
         (SELECT coalesce(json_agg(json_build_object('id', u.id, 'name', u.name, 'email', u.email)), '[]') FROM users u WHERE u.id = ANY($2::uuid[])) AS users,
         (SELECT coalesce(json_agg(f ORDER BY f.created_at, f.id), '[]') FROM refunds f WHERE f.return_request_id = ANY($1::uuid[])) AS refunds,
         (SELECT coalesce(json_agg(json_build_object('id', o.id, 'paid_on', coalesce(o.exchange_of_order_id, o.id))), '[]') FROM orders o WHERE o.id = ANY($3::uuid[])) AS paid_on`,
      [requests.map((r) => r.id), [...new Set(requests.map((r) => r.userId))], [...new Set(requests.map((r) => r.orderId))]],
    );
    return requests.map((r) => {
      const refundTo = r.refundToEncrypted ? cipher.open(r.refundToEncrypted) : null;
      const refunds = rows!.refunds.filter((f) => f.return_request_id === r.id);
      const latest = refunds.at(-1);
      const latestOnline = refunds.filter((f) => f.method === "gateway").at(-1);
      const manualRefundPaise = r.refundPaise - r.onlineRefundPaise;
      const byHandRecorded = refunds.some((f) => f.method === "manual" && f.status === "processed");
      return {
        id: r.id,
        orderId: r.orderId,
        orderReference: orderReference(r.orderId),
        paidOnOrderId: rows!.paid_on.find((o) => o.id === r.orderId)?.paid_on ?? r.orderId,
        userId: r.userId,
        customer: rows!.users.find((u) => u.id === r.userId)!,
        kind: r.kind,
        status: r.status,
        lines: rows!.lines
          .filter((l) => l.request_id === r.id)
          .map((l) => ({
            id: l.id,
            orderLineId: l.order_line_id,
            productId: l.product_id,
            title: l.title,
            size: l.line_size,
            colour: l.line_colour,
            imageUrl: l.image_url,
            quantity: l.quantity,
            reason: l.reason,
            note: l.note,
            photos: l.photos,
            exchangeVariant: l.exchange_variant_id ? { id: l.exchange_variant_id, size: l.ex_size ?? "", colour: l.ex_colour ?? "" } : null,
            restock: l.restock,
            // An exchange's units are valued when its replacement is made, but only a refund (with its credit note) shows them as money.
            netPaise: r.creditNoteNumber === null ? null : l.net_paise,
            tax: r.creditNoteNumber === null ? null : lineTax(gstOf(l)),
          })),
        refundPaise: r.refundPaise,
        shippingRefundPaise: r.shippingRefundPaise,
        refundMethod: r.refundMethod,
        onlineRefundPaise: r.onlineRefundPaise,
        manualRefundPaise,
        awaitingManualRefund: (r.status === "received" || r.status === "refund_failed") && manualRefundPaise > 0 && !byHandRecorded,
        refundTo: refundTo ? describeRefundTo(refundTo) : null,
        refundReference: latest && latest.status !== "failed" ? (latest.provider_refund_id ?? latest.reference) : null,
        // Only a gateway refund fails (one by hand is recorded done): its failure stands until a retry, whatever was recorded by hand since.
        refundFailureReason: latestOnline?.status === "failed" && r.status === "refund_failed" ? latestOnline.failure_reason : null,
        creditNoteNumber: creditNoteLabel(r.creditNoteNumber),
        creditNoteIssuedAt: r.creditNoteIssuedAt,
        replacementOrderId: r.replacementOrderId,
        rejectionReason: r.rejectionReason,
        history: rows!.history
          .filter((h) => h.request_id === r.id)
          .map((h) => ({ from: h.from_status, to: h.to_status, note: h.note, changedBy: h.username ?? null, changedAt: new Date(h.created_at) })),
        createdAt: r.createdAt,
        updatedAt: r.updatedAt,
      };
    });
  };
}
