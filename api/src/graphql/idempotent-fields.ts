import { getDirective } from "@graphql-tools/utils";
import { type DocumentNode, type GraphQLSchema, Kind, parse, type SelectionSetNode } from "graphql";

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
  const { query, operationName } = (body ?? {}) as { query?: unknown; operationName?: unknown };
  if (typeof query !== "string" || keyed.size === 0) return [];
  let document: DocumentNode;
  try {
    document = parse(query, { noLocation: true });
  } catch {
    return [];
  }
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const operation = typeof operationName === "string" ? operations.find((o) => o.name?.value === operationName) : operations.length === 1 ? operations[0] : undefined;
  if (operation?.operation !== "mutation") return [];
  const fragments = new Map(document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION).map((f) => [f.name.value, f.selectionSet]));
  const found = new Set<string>();
  const seen = new Set<string>();
  const walk = (selections: SelectionSetNode) => {
    for (const selection of selections.selections) {
      if (selection.kind === Kind.FIELD) {
        if (keyed.has(selection.name.value)) found.add(selection.name.value);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet);
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) walk(fragment);
      }
    }
  };
  walk(operation.selectionSet);
  return [...found].sort();
}
