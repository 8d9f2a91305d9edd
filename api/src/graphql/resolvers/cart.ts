import type { Resolvers } from "../generated/resolvers.js";
import { rupees } from "../money.js";

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
    subtotal: (cart) => rupees(cart.subtotalPaise),
    discount: (cart) => rupees(cart.discountPaise),
    shipping: (cart) => rupees(cart.shippingPaise),
    total: (cart) => rupees(cart.totalPaise),
  },
  CartLine: {
    price: (line) => rupees(line.pricePaise),
    salePrice: (line) => rupees(line.salePricePaise),
    unitPrice: (line) => rupees(line.unitPricePaise),
    lineTotal: (line) => rupees(line.lineTotalPaise),
    discount: (line) => rupees(line.discountPaise),
    net: (line) => rupees(line.netPaise),
  },
};
