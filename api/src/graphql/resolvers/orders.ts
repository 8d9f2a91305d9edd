import type { Resolvers } from "../generated/resolvers.js";
import { percent, rupees } from "../money.js";
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
    totalAmount: (order) => rupees(order.totals.totalPaise),
    subtotal: (order) => rupees(order.totals.subtotalPaise),
    discount: (order) => rupees(order.totals.discountPaise),
    codFee: (order) => rupees(order.totals.codFeePaise),
    statusHistory: (order) => order.history,
    placeOfSupply: (order) => (order.placeOfSupply ? stateLabel(order.placeOfSupply) : null),
    nextStatuses: (order, _a, ctx) => ctx.services.orders.nextStatuses(ctx.viewer, order),
  },
  OrderLine: {
    image: (line) => line.imageUrl,
    price: (line) => rupees(line.unitPricePaise),
    lineTotal: (line) => rupees(line.lineTotalPaise),
    listPrice: (line) => rupees(line.listPricePaise),
    salePrice: (line) => rupees(line.salePricePaise),
    discount: (line) => rupees(line.discountPaise),
    net: (line) => rupees(line.netPaise),
    size: (line) => line.size || null,
    colour: (line) => line.colour || null,
  },
  OrderLineTax: {
    rate: (t) => percent(t.rateBp),
    taxable: (t) => rupees(t.taxablePaise),
    cgst: (t) => rupees(t.cgstPaise),
    sgst: (t) => rupees(t.sgstPaise),
    igst: (t) => rupees(t.igstPaise),
  },
  OrderDiscount: {
    name: (d) => d.title,
    kind: (d) => (d.kind === "coupon" ? "COUPON" : "OFFER"),
    amount: (d) => rupees(d.amountPaise),
  },
  OrderStatusChange: {
    changedAt: (change) => change.changedAt,
  },
};
