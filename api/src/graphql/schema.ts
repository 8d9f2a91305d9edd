import { readFileSync } from "node:fs";
import { join } from "node:path";
import { makeExecutableSchema } from "@graphql-tools/schema";
import { DateTimeResolver } from "graphql-scalars";
import { projectRoot } from "../config.js";
import { authDirectiveTransformer } from "./auth-directive.js";
import type { Resolvers } from "./generated/resolvers.js";
import { authResolvers } from "./resolvers/auth.js";

export const typeDefs = readFileSync(join(projectRoot, "schema.graphql"), "utf8");

const resolvers: Resolvers[] = [{ DateTime: DateTimeResolver, Role: { ADMIN: "admin", CUSTOMER: "customer" } }, authResolvers];

export function buildSchema() {
  return authDirectiveTransformer(makeExecutableSchema({ typeDefs, resolvers }));
}
