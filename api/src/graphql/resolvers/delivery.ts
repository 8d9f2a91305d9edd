import type { Resolvers } from "../generated/resolvers.js";
import { toRupees } from "../../lib/money.js";
import { GST_STATES } from "../../services/tax/index.js";

export const deliveryResolvers: Resolvers = {
  Query: {
    deliveryEstimate: (_p, args, ctx) => ctx.services.delivery.estimate(args),
    indianStates: () => Object.entries(GST_STATES).map(([id, label]) => ({ id, label })).sort((a, b) => a.label.localeCompare(b.label)),
    checkoutOptions: (_p, args, ctx) => ctx.services.checkout.checkoutOptions(ctx.viewer, args),
    serviceablePincodes: (_p, args, ctx) => ctx.services.delivery.list(ctx.viewer, args),
    exportServiceablePincodes: (_p, args, ctx) => ctx.services.delivery.exportFile(ctx.viewer, args),
  },
  Mutation: {
    upsertServiceablePincode: (_p, { input }, ctx) => ctx.services.delivery.upsert(ctx.viewer, input),
    deleteServiceablePincode: (_p, { pincode }, ctx) => ctx.services.delivery.remove(ctx.viewer, pincode),
    importServiceablePincodes: (_p, args, ctx) => ctx.services.delivery.importFile(ctx.viewer, args),
  },
  CheckoutOptions: {
    codFee: (options) => toRupees(options.codFeePaise),
    prepaidDiscount: (options) => toRupees(options.prepaidDiscountPaise),
    codAdvance: (options) => toRupees(options.codAdvancePaise),
    codDueOnDelivery: (options) => toRupees(options.codDueOnDeliveryPaise),
    payOnlineSaving: (options) => toRupees(options.payOnlineSavingPaise),
  },
  ServiceablePincode: {
    stateName: (row) => GST_STATES[row.state] ?? row.state,
  },
};
