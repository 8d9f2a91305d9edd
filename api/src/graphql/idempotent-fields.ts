import { getDirective } from "@graphql-tools/utils";
import { type DocumentNode, type GraphQLSchema, Kind, parse, type SelectionSetNode } from "graphql";
import { LRUCache } from "lru-cache";
import { operationToRun } from "./operation-type.js";

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
  // A storefront sends the same few documents with every change: each is parsed here once, not once a request
  // (parsing was 3 % of the shop's thread in a flash sale, W6).
  const answers = answersFor(keyed);
  const asked = `${typeof operationName === "string" ? operationName : ""}\n${query}`;
  let found = answers.get(asked);
  if (!found) answers.set(asked, (found = findKeyedMutations(query, operationName, keyed)));
  return [...found];
}

/** What keyedMutationsOf answered, by operation name and document: at most this much text kept. */
const KEPT_DOCUMENTS_BYTES = 2 * 1024 * 1024;
const answered = new WeakMap<ReadonlySet<string>, LRUCache<string, readonly string[]>>();
function answersFor(keyed: ReadonlySet<string>): LRUCache<string, readonly string[]> {
  let answers = answered.get(keyed);
  if (!answers) answered.set(keyed, (answers = new LRUCache<string, readonly string[]>({ maxSize: KEPT_DOCUMENTS_BYTES, sizeCalculation: (_, asked) => asked.length + 1 })));
  return answers;
}

function findKeyedMutations(query: string, operationName: unknown, keyed: ReadonlySet<string>): readonly string[] {
  let document: DocumentNode;
  try {
    document = parse(query, { noLocation: true });
  } catch {
    return [];
  }
  const operation = operationToRun(document, operationName);
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
