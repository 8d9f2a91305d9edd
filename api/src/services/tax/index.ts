/**
 * GST per line (issue 24): the pure computation (gst.ts: rate by value per piece, taxable value inside a
 * GST-inclusive price, CGST + SGST or IGST), the place of supply from a pincode (states.ts), amounts in words
 * (words.ts) and the admin's rate table, one row per HSN code with a default row per category (rates.service.ts). Other code reaches this module only here.
 */
export { type GstLine, type GstLineInput, type GstRule, type GstTotals, gstForLine, gstForLines, gstTotals, percentText, rateFor, shippingGst, type SupplyKind, supplyKind } from "./gst.js";
export { gstOfOrder, gstOfOrderWith, ORDER_TAX_MESSAGES, type OrderTax } from "./order-tax.js";
export { checkedProductHsn, createGstRatesService, GST_RATE_MESSAGES, hsnField, type GstRatesService, type GstRateView, type GstRuleRow, gstRulesFromRows, gstRulesOfProducts, gstRulesSql } from "./rates.service.js";
export { GST_STATES, placeOfSupply, stateCodeOf, stateLabel, stateNames, statesOfPincode } from "./states.js";
export { indianNumberInWords, rupeesInWords } from "./words.js";
