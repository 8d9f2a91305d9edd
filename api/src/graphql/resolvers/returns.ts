import type { FileUpload } from "graphql-upload-ts";
import type { Resolvers } from "../generated/resolvers.js";
import { toRupees } from "../../lib/money.js";

const openUpload = (file: unknown) => async () => ((await file) as FileUpload).createReadStream();

export const returnsResolvers: Resolvers = {
  Query: {
    returnRequests: (_p, args, ctx) => ctx.services.returns.returnRequests(ctx.viewer, args),
    returnRequest: (_p, { id }, ctx) => ctx.services.returns.returnRequest(ctx.viewer, id),
    returnSettings: (_p, _a, ctx) => ctx.services.returns.returnSettings(ctx.viewer),
  },
  Mutation: {
    requestReturn: (_p, { input }, ctx) => ctx.services.returns.requestReturn(ctx.viewer, input),
    cancelReturn: (_p, { id }, ctx) => ctx.services.returns.cancelReturn(ctx.viewer, id),
    uploadReturnPhoto: (_p, { file }, ctx) => ctx.services.media.uploadReturnPhoto(ctx.viewer, openUpload(file)),
    approveReturn: (_p, { id }, ctx) => ctx.services.returns.approveReturn(ctx.viewer, id),
    rejectReturn: (_p, { id, reason }, ctx) => ctx.services.returns.rejectReturn(ctx.viewer, { id, reason }),
    markReturnPickedUp: (_p, { id }, ctx) => ctx.services.returns.markReturnPickedUp(ctx.viewer, id),
    receiveReturn: (_p, { input }, ctx) => ctx.services.returns.receiveReturn(ctx.viewer, input),
    retryReturnRefund: (_p, { id }, ctx) => ctx.services.returns.retryRefund(ctx.viewer, id),
    recordManualRefund: (_p, { id, reference }, ctx) => ctx.services.returns.recordManualRefund(ctx.viewer, { id, reference }),
    setNonReturnable: (_p, { input }, ctx) => ctx.services.returns.setNonReturnable(ctx.viewer, input),
  },
  Order: {
    returns: (order, _a, ctx) => ctx.services.returns.returnsOfOrder(ctx.viewer, order),
    returnRequested: (order, _a, ctx) => ctx.loaders.openReturns.load({ id: order.id, userId: order.userId }),
    returnWindowEndsAt: (order, _a, ctx) => ctx.services.returns.returnWindowEndsAt(order),
  },
  ReturnRequest: {
    refundAmount: (r) => toRupees(r.refundPaise),
    refundMethod: (r) => r.refundMethod?.toUpperCase() ?? null,
    onlineRefundAmount: (r) => toRupees(r.onlineRefundPaise),
    manualRefundAmount: (r) => toRupees(r.manualRefundPaise),
    nextStatuses: (r, _a, ctx) => ctx.services.returns.nextStatuses(ctx.viewer, r),
  },
  ReturnRequestLine: {
    image: (l) => l.imageUrl,
    size: (l) => l.size || null,
    colour: (l) => l.colour || null,
    refundAmount: (l) => (l.netPaise === null ? null : toRupees(l.netPaise)),
  },
  ReturnExchangeVariant: {
    size: (v) => v.size || null,
    colour: (v) => v.colour || null,
  },
};
