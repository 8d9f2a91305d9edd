import type { EntityManager } from "typeorm";
import { DomainError } from "../../lib/errors.js";
import { type GstLine, type GstRule, gstForLines, supplyKind } from "./gst.js";
import { gstRulesOfProducts } from "./rates.service.js";
import { placeOfSupply } from "./states.js";

export const ORDER_TAX_MESSAGES = {
  unknownPincode: (pincode: string) => `We cannot deliver to pincode ${pincode}: India Post has no such delivery area. Please correct the address.`,
} as const;

/** What the order stores at placement: the place of supply and each line's tax, in the lines' order. */
export interface OrderTax {
  placeOfSupply: string;
  lines: GstLine[];
}

/**
 * The GST of an order being placed, with the rate table as it is now: each line's net (after its discounts, GST
 * included) taxed by its product's row (its own HSN, else its category's default), CGST + SGST when the delivery pincode is in the seller's state (the
 * first two digits of `SELLER_GSTIN`), IGST otherwise. Null when the shop has no GSTIN (production before it is set):
 * no GST is recorded, and the invoice, refused until then, is worked out as for orders placed before GST per line.
 */
export async function gstOfOrder(
  manager: EntityManager,
  { sellerGstin, pincode, stateCode }: { sellerGstin: string | undefined; pincode: string; stateCode?: string | null },
  lines: ReadonlyArray<{ productId: string; netPaise: number; quantity: number }>,
): Promise<OrderTax | null> {
  const supply = placeOfSupply(pincode, stateCode);
  if (!supply) throw new DomainError("BAD_USER_INPUT", ORDER_TAX_MESSAGES.unknownPincode(pincode), "addressId");
  if (!sellerGstin) return null;
  return gstOfOrderWith(await gstRulesOfProducts(manager, lines.map((l) => l.productId)), { sellerGstin, pincode, stateCode }, lines);
}

/** gstOfOrder with the products' rules read already (gstRulesSql, in the step's one read): no statement. */
export function gstOfOrderWith(
  rules: ReadonlyMap<string, GstRule>,
  { sellerGstin, pincode, stateCode }: { sellerGstin: string | undefined; pincode: string; stateCode?: string | null },
  lines: ReadonlyArray<{ productId: string; netPaise: number; quantity: number }>,
): OrderTax | null {
  const supply = placeOfSupply(pincode, stateCode);
  if (!supply) throw new DomainError("BAD_USER_INPUT", ORDER_TAX_MESSAGES.unknownPincode(pincode), "addressId");
  if (!sellerGstin) return null;
  const input = lines.map((l) => {
    const rule = rules.get(l.productId);
    if (!rule) throw new Error(`no GST rate for product ${l.productId}`);
    return { netPaise: l.netPaise, quantity: l.quantity, rule };
  });
  return { placeOfSupply: supply, lines: gstForLines(input, supplyKind(sellerGstin.slice(0, 2), supply)).lines };
}
