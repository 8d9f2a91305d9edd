import type { OrderEntity } from "../../entities/order.entity.js";
import { paiseToRupees } from "../../services/money.js";
import { invoiceNumberText } from "../../services/invoices.service.js";
import { shippingAddressOf } from "../../services/orders.service.js";
import type { GraphQLContext } from "../context.js";
import type { Resolvers } from "../generated/resolvers.js";

/** The order with its lines, customer and history (services return them loaded; this loads one otherwise). */
const view = (order: OrderEntity, ctx: GraphQLContext) => ctx.services.orders.view(order);

export const ordersResolvers: Resolvers = {
  Query: {
    myOrders: (_p, _a, ctx) => ctx.services.orders.myOrders(ctx.viewer),
    order: (_p, { id }, ctx) => ctx.services.orders.order(ctx.viewer, id),
    adminOrders: (_p, args, ctx) => ctx.services.orders.adminOrders(ctx.viewer, args),
  },
  Mutation: {
    placeOrder: (_p, { input }, ctx) => ctx.services.checkout.placeOrder(ctx.viewer, input),
    verifyPayment: (_p, { input }, ctx) => ctx.services.checkout.verifyPayment(ctx.viewer, input),
    abandonPayment: (_p, { input }, ctx) => ctx.services.checkout.abandonPayment(ctx.viewer, input),
    updateOrderStatus: (_p, { id, status }, ctx) => ctx.services.orders.updateOrderStatus(ctx.viewer, { id, status }),
  },
  Order: {
    orderDate: (order) => order.createdAt,
    totalAmount: (order) => paiseToRupees(order.totalPaise),
    currency: (order) => order.currency.trim(),
    invoiceNumber: (order) => (order.invoiceNumber === null ? null : invoiceNumberText(order.invoiceNumber)),
    lines: async (order, _a, ctx) => (await view(order, ctx)).lines,
    shippingAddress: (order) => shippingAddressOf(order),
    customer: async (order, _a, ctx) => {
      const { user } = await view(order, ctx);
      return { id: user.id, username: user.username, name: user.name, email: user.email };
    },
    statusHistory: async (order, _a, ctx) => (await view(order, ctx)).history,
  },
  OrderLine: {
    image: (line) => line.imageUrl,
    price: (line) => paiseToRupees(line.unitPricePaise),
    lineTotal: (line) => paiseToRupees(line.unitPricePaise * line.quantity),
    size: (line) => line.size || null,
    colour: (line) => line.colour || null,
  },
  OrderStatusChange: {
    from: (change) => change.fromStatus,
    to: (change) => change.toStatus,
    changedBy: (change) => change.changedByUser?.username ?? null,
    changedAt: (change) => change.createdAt,
  },
};
