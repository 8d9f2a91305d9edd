import { type DocumentNode, Kind, type OperationDefinitionNode, type OperationTypeNode, parse } from "graphql";
import { LRUCache } from "lru-cache";

/** The operation a request runs: the one `operationName` names, or the document's only one; undefined otherwise. */
export function operationToRun(document: DocumentNode, operationName: unknown): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  return typeof operationName === "string" ? operations.find((o) => o.name?.value === operationName) : operations.length === 1 ? operations[0] : undefined;
}

/** What operationTypeOf answered, by operation name and document: at most this much text kept. */
const KEPT_DOCUMENTS_BYTES = 2 * 1024 * 1024;
const types = new LRUCache<string, OperationTypeNode | "none">({ maxSize: KEPT_DOCUMENTS_BYTES, sizeCalculation: (_, asked) => asked.length + 1 });

/**
 * Whether a JSON request's operation is a query, a mutation or a subscription; undefined for a body without a document,
 * one that does not parse or does not say which of its operations to run (Apollo answers those itself). Each document
 * is parsed once, not once a request: a storefront sends the same few.
 */
export function operationTypeOf(body: unknown): OperationTypeNode | undefined {
  const { query, operationName } = (body ?? {}) as { query?: unknown; operationName?: unknown };
  if (typeof query !== "string") return undefined;
  const asked = `${typeof operationName === "string" ? operationName : ""}\n${query}`;
  let found = types.get(asked);
  if (!found) {
    try {
      found = operationToRun(parse(query, { noLocation: true }), operationName)?.operation ?? "none";
    } catch {
      found = "none";
    }
    types.set(asked, found);
  }
  return found === "none" ? undefined : found;
}
