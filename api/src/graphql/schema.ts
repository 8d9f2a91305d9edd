import { readFileSync } from "node:fs";
import { join } from "node:path";
import { makeExecutableSchema } from "@graphql-tools/schema";
import { DateTimeResolver } from "graphql-scalars";
import { GraphQLUpload } from "graphql-upload-ts";
import { projectRoot } from "../config.js";
import { authDirectiveTransformer } from "./auth-directive.js";
import { enumValues } from "./enum-values.js";
import type { Resolvers } from "./generated/resolvers.js";
import { addressesResolvers } from "./resolvers/addresses.js";
import { analyticsResolvers } from "./resolvers/analytics.js";
import { authResolvers } from "./resolvers/auth.js";
import { cartResolvers } from "./resolvers/cart.js";
import { catalogueResolvers } from "./resolvers/catalogue.js";
import { customersResolvers } from "./resolvers/customers.js";
import { deliveryResolvers } from "./resolvers/delivery.js";
import { featuresResolvers } from "./resolvers/features.js";
import { mediaResolvers } from "./resolvers/media.js";
import { emailsResolvers } from "./resolvers/emails.js";
import { messagesResolvers } from "./resolvers/messages.js";
import { insightsResolvers } from "./resolvers/insights.js";
import { taxResolvers } from "./resolvers/tax.js";
import { ordersResolvers } from "./resolvers/orders.js";
import { promotionsResolvers } from "./resolvers/promotions.js";
import { returnsResolvers } from "./resolvers/returns.js";
import { shippingResolvers } from "./resolvers/shipping.js";
import { reviewsResolvers } from "./resolvers/reviews.js";
import { shopperLoopsResolvers } from "./resolvers/shopper-loops.js";

export const typeDefs = readFileSync(join(projectRoot, "schema.graphql"), "utf8");

const scalarsAndEnums: Resolvers = {
  DateTime: DateTimeResolver,
  Upload: GraphQLUpload,
  ...enumValues,
};

/** Every area's resolvers, as the schema is built from them (tests build the schema without the `@auth` gate to prove the services' own checks). */
export const schemaResolvers: Resolvers[] = [
  scalarsAndEnums,
  authResolvers,
  catalogueResolvers,
  reviewsResolvers,
  featuresResolvers,
  mediaResolvers,
  cartResolvers,
  addressesResolvers,
  ordersResolvers,
  insightsResolvers,
  taxResolvers,
  emailsResolvers,
  messagesResolvers,
  customersResolvers,
  promotionsResolvers,
  returnsResolvers,
  shippingResolvers,
  deliveryResolvers,
  shopperLoopsResolvers,
  analyticsResolvers,
];

export function buildSchema() {
  return authDirectiveTransformer(makeExecutableSchema({ typeDefs, resolvers: schemaResolvers }));
}
