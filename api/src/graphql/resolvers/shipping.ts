import type { Resolvers } from "../generated/resolvers.js";
import { toRupees } from "../../lib/money.js";

export const shippingResolvers: Resolvers = {
  Query: {
    readyToShip: (_p, args, ctx) => ctx.services.shipping.readyToShip(ctx.viewer, args),
    shippingSandbox: (_p, _a, ctx) => ctx.services.shipping.isSandbox(ctx.viewer),
    deliveryFailures: (_p, _a, ctx) => ctx.services.shipping.deliveryFailures(ctx.viewer),
  },
  Mutation: {
    createShipment: (_p, { orderId }, ctx) => ctx.services.shipping.createShipment(ctx.viewer, orderId),
    createShipments: (_p, { orderIds }, ctx) => ctx.services.shipping.createShipments(ctx.viewer, orderIds),
    createReturnPickup: (_p, { returnRequestId }, ctx) => ctx.services.shipping.createReturnPickup(ctx.viewer, returnRequestId),
    cancelShipment: (_p, { id }, ctx) => ctx.services.shipping.cancelShipment(ctx.viewer, id),
    resolveDeliveryFailure: (_p, args, ctx) => ctx.services.shipping.resolveDeliveryFailure(ctx.viewer, args),
    simulateShipmentEvent: (_p, args, ctx) => ctx.services.shipping.simulateShipmentEvent(ctx.viewer, args),
    rescheduleDelivery: (_p, args, ctx) => ctx.services.shipping.rescheduleDelivery(ctx.viewer, args),
  },
  Order: {
    shipments: (order, _a, ctx) => ctx.loaders.shipments.load(order.id),
    shippingFee: (order) => toRupees(order.totals.shippingPaise),
    bookingError: (order) => order.bookingError,
  },
  Shipment: {
    codAmount: (s) => toRupees(s.codAmountPaise),
    deliveryFailureReason: (s) => s.ndrReason,
    deliveryFailureAnswer: (s) => s.ndrAnswer,
    rescheduleDates: (s, _a, ctx) => (s.status === "delivery_failed" && s.direction === "forward" ? ctx.services.shipping.rescheduleDates() : []),
  },
  ShipmentEvent: {
    at: (e) => new Date(e.at),
  },
};
