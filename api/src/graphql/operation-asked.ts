import { Kind, type OperationTypeNode, parse, type SelectionSetNode } from "graphql";
import { LRUCache } from "lru-cache";

/** What a request's document asks: its operation's type and the root fields it selects (through fragments), sorted. */
export interface AskedOperation {
  type: OperationTypeNode;
  rootFields: readonly string[];
}

/** Operations found, by operation name and document: at most this much text kept. */
const KEPT_DOCUMENTS_BYTES = 2 * 1024 * 1024;
const asked = new LRUCache<string, AskedOperation | "none">({ maxSize: KEPT_DOCUMENTS_BYTES, sizeCalculation: (_, key) => key.length + 1 });

/**
 * The operation a JSON request runs: the one `operationName` names, or the document's only one; undefined for a body
 * without a document, one that does not parse or does not say which of its operations to run (Apollo answers those
 * itself). A storefront sends the same few documents: each is parsed here once, not once a request (parsing was 3 % of
 * the shop's thread in a flash sale, W6).
 */
export function operationAsked(body: unknown): AskedOperation | undefined {
  const { query, operationName } = (body ?? {}) as { query?: unknown; operationName?: unknown };
  if (typeof query !== "string") return undefined;
  const key = `${typeof operationName === "string" ? operationName : ""}\n${query}`;
  let found = asked.get(key);
  if (!found) asked.set(key, (found = findOperation(query, operationName) ?? "none"));
  return found === "none" ? undefined : found;
}

function findOperation(query: string, operationName: unknown): AskedOperation | undefined {
  let document;
  try {
    document = parse(query, { noLocation: true });
  } catch {
    return undefined;
  }
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const operation = typeof operationName === "string" ? operations.find((o) => o.name?.value === operationName) : operations.length === 1 ? operations[0] : undefined;
  if (!operation) return undefined;
  const fragments = new Map(document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION).map((f) => [f.name.value, f.selectionSet]));
  const fields = new Set<string>();
  const seen = new Set<string>();
  const walk = (selections: SelectionSetNode) => {
    for (const selection of selections.selections) {
      if (selection.kind === Kind.FIELD) fields.add(selection.name.value);
      else if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet);
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) walk(fragment);
      }
    }
  };
  walk(operation.selectionSet);
  return { type: operation.operation, rootFields: [...fields].sort() };
}
