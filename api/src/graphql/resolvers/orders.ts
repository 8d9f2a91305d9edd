import type { Resolvers } from "../generated/resolvers.js";
import { basisPointsToPercent, toRupees } from "../../lib/money.js";
import { isPlaceholderEmail } from "../../lib/placeholder-email.js";
import { stateLabel } from "../../services/tax/index.js";

export const ordersResolvers: Resolvers = {
  Query: {
    orderHistory: (_p, args, ctx) => ctx.services.orders.orderHistory(ctx.viewer, args),
    myOrders: (_p, args, ctx) => ctx.services.orders.myOrders(ctx.viewer, args),
    order: (_p, { id }, ctx) => ctx.services.orders.order(ctx.viewer, id),
    adminOrders: (_p, args, ctx) => ctx.services.orders.adminOrders(ctx.viewer, args),
  },
  Mutation: {
    placeOrder: (_p, { input }, ctx) => ctx.services.checkout.placeOrder(ctx.viewer, input),
    verifyPayment: (_p, { input }, ctx) => ctx.services.checkout.verifyPayment(ctx.viewer, input),
    abandonPayment: (_p, { input }, ctx) => ctx.services.checkout.abandonPayment(ctx.viewer, input),
    updateOrderStatus: (_p, { id, status }, ctx) => ctx.services.orders.updateOrderStatus(ctx.viewer, { id, status }),
    markOrderCollected: (_p, { id }, ctx) => ctx.services.orders.markCollected(ctx.viewer, { id }),
    markOrderReturnedToOrigin: (_p, { id, reason }, ctx) => ctx.services.orders.markReturnedToOrigin(ctx.viewer, { id, reason }),
  },
  Order: {
    orderDate: (order) => order.placedAt,
    totalAmount: (order) => toRupees(order.totals.totalPaise),
    payOnlineDiscount: (order, _args, ctx) => {
      const paise = ctx.viewer?.userId === order.userId ? ctx.services.checkout.payOnlineDiscountOf(order) : null;
      return paise === null ? null : toRupees(paise);
    },
    subtotal: (order) => toRupees(order.totals.subtotalPaise),
    discount: (order) => toRupees(order.totals.discountPaise),
    codFee: (order) => toRupees(order.totals.codFeePaise),
    codAdvance: (order) => (order.codAdvancePaise > 0 ? toRupees(order.codAdvancePaise) : null),
    amountDueOnDelivery: (order) => (order.dueOnDeliveryPaise === null ? null : toRupees(order.dueOnDeliveryPaise)),
    statusHistory: (order) => order.history,
    placeOfSupply: (order) => (order.placeOfSupply ? stateLabel(order.placeOfSupply) : null),
    nextStatuses: (order, _a, ctx) => ctx.services.orders.nextStatuses(ctx.viewer, order),
    refundedAmount: (order) => toRupees(order.refundedPaise),
  },
  Refund: {
    amount: (refund) => toRupees(refund.amountPaise),
  },
  OrderLine: {
    image: (line) => line.imageUrl,
    price: (line) => toRupees(line.unitPricePaise),
    lineTotal: (line) => toRupees(line.lineTotalPaise),
    listPrice: (line) => toRupees(line.listPricePaise),
    salePrice: (line) => toRupees(line.salePricePaise),
    discount: (line) => toRupees(line.discountPaise),
    net: (line) => toRupees(line.netPaise),
    size: (line) => line.size || null,
    colour: (line) => line.colour || null,
  },
  OrderLineTax: {
    rate: (t) => basisPointsToPercent(t.rateBp),
    taxable: (t) => toRupees(t.taxablePaise),
    cgst: (t) => toRupees(t.cgstPaise),
    sgst: (t) => toRupees(t.sgstPaise),
    igst: (t) => toRupees(t.igstPaise),
  },
  OrderDiscount: {
    name: (d) => d.title,
    kind: (d) => (d.kind === "coupon" ? "COUPON" : d.kind === "prepaid" ? "PREPAID" : "OFFER"),
    amount: (d) => toRupees(d.amountPaise),
  },
  OrderCustomer: {
    // A phone sign-in's placeholder is never shown: no email yet.
    email: (customer) => (customer.email && !isPlaceholderEmail(customer.email) ? customer.email : null),
  },
  OrderStatusChange: {
    changedAt: (change) => change.changedAt,
  },
};
