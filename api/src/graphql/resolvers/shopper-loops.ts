import type { FileUpload } from "graphql-upload-ts";
import type { Resolvers } from "../generated/resolvers.js";
import { toRupees } from "../../lib/money.js";

const openUpload = (file: unknown) => async () => ((await file) as FileUpload).createReadStream();

/** What brings shoppers back (issue 44): wishlists, back-in-stock alerts, cart reminders' links, consent, size guides, reviews' photos. */
export const shopperLoopsResolvers: Resolvers = {
  Query: {
    wishlist: (_p, _a, ctx) => ctx.services.wishlist.get(ctx.viewer),
    myStockAlerts: (_p, _a, ctx) => ctx.services.stockAlerts.mine(ctx.viewer),
    stockAlertDemand: (_p, args, ctx) => ctx.services.stockAlerts.demand(ctx.viewer, args),
    sizeChart: (_p, { productId }, ctx) => ctx.services.sizeCharts.forProduct(productId),
    sizeCharts: (_p, _a, ctx) => ctx.services.sizeCharts.list(ctx.viewer),
    adminReviews: async (_p, args, ctx) => {
      const page = await ctx.services.reviews.adminList(ctx.viewer, args);
      return { ...page, hasNextPage: (args.offset ?? 0) + page.nodes.length < page.totalCount };
    },
    marketingConsent: (_p, _a, ctx) => ctx.services.marketing.myConsent(ctx.viewer),
    unsubscribeStatus: (_p, { token }, ctx) => ctx.services.marketing.unsubscribeStatus(token),
  },
  Mutation: {
    addToWishlist: (_p, { productId }, ctx) => ctx.services.wishlist.add(ctx.viewer, { productId }),
    removeFromWishlist: (_p, { productId }, ctx) => ctx.services.wishlist.remove(ctx.viewer, { productId }),
    notifyWhenInStock: (_p, args, ctx) => ctx.services.stockAlerts.notifyWhenInStock(ctx.viewer, args),
    cancelStockAlert: (_p, { id }, ctx) => ctx.services.stockAlerts.cancel(ctx.viewer, id),
    restoreCart: (_p, { token }, ctx) => ctx.services.cartReminders.restore(ctx.viewer, token),
    setMarketingConsent: (_p, { granted }, ctx) => ctx.services.marketing.setEmailConsent(ctx.viewer, { granted }),
    unsubscribe: (_p, { token }, ctx) => ctx.services.marketing.unsubscribe(token, "unsubscribe_page"),
    uploadReviewPhoto: (_p, { file }, ctx) => ctx.services.media.uploadReviewPhoto(ctx.viewer, openUpload(file)),
    setReviewHidden: (_p, { id, hidden }, ctx) => ctx.services.reviews.setHidden(ctx.viewer, id, hidden),
    saveSizeChart: (_p, { input }, ctx) => ctx.services.sizeCharts.save(ctx.viewer, input),
    deleteSizeChart: (_p, { id }, ctx) => ctx.services.sizeCharts.remove(ctx.viewer, id),
  },
  Product: {
    inWishlist: (p, _a, ctx) => ctx.loaders.inWishlist.load(p.id),
    fitSummary: (p, _a, ctx) => ctx.loaders.fitSummary.load(p.id),
  },
  WishlistItem: {
    priceWhenAdded: (item) => toRupees(item.pricePaiseAtAdd),
    priceDrop: (item) => (item.priceDropPaise === null ? null : toRupees(item.priceDropPaise)),
  },
  StockAlert: {
    product: async (alert, _a, ctx) => (await ctx.loaders.products.load(alert.productId))!,
    size: (alert) => alert.size || null,
    colour: (alert) => alert.colour || null,
  },
  StockAlertDemand: {
    size: (d) => d.size || null,
    colour: (d) => d.colour || null,
  },
  SizeChart: {
    brand: (chart) => chart.brand || null,
  },
  Review: {
    // The services load each review with its author, so this is the author's current username.
    username: (review) => review.user.username,
    photos: (review) => review.photoSets,
    hidden: (review) => review.hiddenAt !== null,
  },
};
