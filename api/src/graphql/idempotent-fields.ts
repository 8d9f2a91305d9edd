import { getDirective } from "@graphql-tools/utils";
import type { GraphQLSchema } from "graphql";
import { operationAsked } from "./operation-asked.js";

/**
 * The mutations marked `@idempotent` in schema.graphql: the ones that honour an `Idempotency-Key` header. Marking one
 * more (a new `requestReturn`, say) is the whole change.
 */
export function idempotentMutations(schema: GraphQLSchema): ReadonlySet<string> {
  const fields = Object.values(schema.getMutationType()?.getFields() ?? {});
  return new Set(fields.filter((field) => getDirective(schema, field, "idempotent")?.length).map((field) => field.name));
}

/**
 * The `@idempotent` mutations a request's operation runs (root fields, through fragments), sorted; none for a
 * query, another mutation, or a document that does not parse (Apollo answers that one itself).
 */
export function keyedMutationsOf(body: unknown, keyed: ReadonlySet<string>): string[] {
  const operation = operationAsked(body);
  return operation?.type === "mutation" ? operation.rootFields.filter((field) => keyed.has(field)) : [];
}
