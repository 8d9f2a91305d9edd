import type { Resolvers } from "../generated/resolvers.js";
import { toRupees } from "../../lib/money.js";

export const cartResolvers: Resolvers = {
  Query: {
    cart: (_p, _a, ctx) => ctx.services.cart.get(ctx.viewer),
  },
  Mutation: {
    addToCart: (_p, { input }, ctx) => ctx.services.cart.add(ctx.viewer, input),
    setCartQuantity: (_p, { input }, ctx) => ctx.services.cart.setQuantity(ctx.viewer, input),
    removeFromCart: (_p, { input }, ctx) => ctx.services.cart.remove(ctx.viewer, input),
    applyCoupon: (_p, { code }, ctx) => ctx.services.cart.applyCoupon(ctx.viewer, { code }),
    removeCoupon: (_p, _a, ctx) => ctx.services.cart.removeCoupon(ctx.viewer),
  },
  Cart: {
    subtotal: (cart) => toRupees(cart.subtotalPaise),
    discount: (cart) => toRupees(cart.discountPaise),
    shipping: (cart) => toRupees(cart.shippingPaise),
    freeShippingShortfall: (cart) => (cart.freeShippingShortfallPaise === null ? null : toRupees(cart.freeShippingShortfallPaise)),
    total: (cart) => toRupees(cart.totalPaise),
  },
  CartLine: {
    price: (line) => toRupees(line.pricePaise),
    salePrice: (line) => toRupees(line.salePricePaise),
    unitPrice: (line) => toRupees(line.unitPricePaise),
    lineTotal: (line) => toRupees(line.lineTotalPaise),
    discount: (line) => toRupees(line.discountPaise),
    net: (line) => toRupees(line.netPaise),
  },
};
