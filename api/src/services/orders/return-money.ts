import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";
import type { RefundMethod } from "../../entities/return-request.entity.js";

/**
 * The paise of `units` units of a line worth `total` over `quantity` units, when `before` of its units were
 * already given their share: cumulative floors, so the shares of any split of the line's units add up to `total`
 * exactly, and the remainder paise go to the later units deterministically (no float, no rounding drift).
 */
export function unitsShare(total: number, quantity: number, before: number, units: number): number {
  if (before < 0 || units < 0 || before + units > quantity) throw new Error(`cannot share ${units} units after ${before} of ${quantity}`);
  return Math.floor((total * (before + units)) / quantity) - Math.floor((total * before) / quantity);
}

export interface LineMoney {
  netPaise: number;
  quantity: number;
  /** Null for lines placed before GST per line. */
  tax: { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number } | null;
}

export interface ReturnedShare {
  netPaise: number;
  taxablePaise: number | null;
  cgstPaise: number | null;
  sgstPaise: number | null;
  igstPaise: number | null;
}

/**
 * The returned units' share of a line's net and of its tax. Each tax is shared like the net; the taxable value is the
 * net share less the tax shares, so net = taxable + tax holds for every share as it does for the line.
 */
export function returnedShare(line: LineMoney, before: number, units: number): ReturnedShare {
  const netPaise = unitsShare(line.netPaise, line.quantity, before, units);
  if (!line.tax) return { netPaise, taxablePaise: null, cgstPaise: null, sgstPaise: null, igstPaise: null };
  const cgstPaise = unitsShare(line.tax.cgstPaise, line.quantity, before, units);
  const sgstPaise = unitsShare(line.tax.sgstPaise, line.quantity, before, units);
  const igstPaise = unitsShare(line.tax.igstPaise, line.quantity, before, units);
  return { netPaise, taxablePaise: netPaise - cgstPaise - sgstPaise - igstPaise, cgstPaise, sgstPaise, igstPaise };
}

/**
 * How a return's money goes back, from the order's payment method: the one place that decides it. Cash-on-delivery
 * orders (payment method "cod", issue 25) are refunded by hand to the UPI id or bank account the customer gave, and
 * an admin records it; every other order through its payment gateway.
 */
export function refundMethodFor(order: { paymentMethod: string }): RefundMethod {
  return order.paymentMethod === "cod" ? "manual" : "gateway";
}

/** Where a manual refund goes, as the customer gave it. */
export type RefundTo = { upiId: string } | { accountName: string; accountNumber: string; ifsc: string };

/**
 * Refund details at rest: AES-256-GCM under a key derived one-way from the session secret (JWT_SECRET), so a
 * database dump alone does not show a customer's bank account. Changing JWT_SECRET makes stored details unreadable.
 */
export function refundDetailsCipher(secret: Uint8Array) {
  const key = createHmac("sha256", secret).update("sutra:return-refund-details:v1").digest();
  return {
    seal(details: RefundTo): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const body = Buffer.concat([cipher.update(JSON.stringify(details), "utf8"), cipher.final()]);
      return `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url")}`;
    },
    open(sealed: string): RefundTo | null {
      try {
        const raw = Buffer.from(sealed.replace(/^v1\./, ""), "base64url");
        const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, 12));
        decipher.setAuthTag(raw.subarray(12, 28));
        return JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8")) as RefundTo;
      } catch {
        return null;
      }
    },
  };
}

/** "UPI ravi@okaxis" or "Bank account ••••4321 (HDFC0001234)": how refund details are shown to their readers. */
export function describeRefundTo(details: RefundTo): string {
  return "upiId" in details ? `UPI ${details.upiId}` : `Bank account ••••${details.accountNumber.slice(-4)} (${details.ifsc}), ${details.accountName}`;
}
