/**
 * HTTP caching of GraphQL answers, decided once per operation (Apollo's per-field cache-control plugin is turned
 * off: it ran a hook on every field of every response). An anonymous query that reads only the public catalogue is
 * `public, max-age=N`, so browsers and a CDN may keep it (GET requests also get an ETag and 304s, see
 * graphql-endpoint.ts); an answer for a signed-in viewer is `private, no-store`; anything else is `no-store`.
 * Either way the context is told whether the answer is public (`answer.isPublic`): the node's own cache of answers
 * shares it among callers of the same audience.
 */
import type { ApolloServerPlugin } from "@apollo/server";
import { BREAK, type DocumentNode, Kind, type OperationDefinitionNode, visit } from "graphql";
import type { GraphQLContext } from "./context.js";

/**
 * Root fields whose answers are the same for every anonymous caller, and for every signed-in customer: nothing
 * reachable from them may depend on who asks (no field under them reads the viewer; `@auth` sits on root fields only).
 */
export const PUBLIC_QUERY_FIELDS: ReadonlySet<string> = new Set([
  "catalogueOptions",
  "products",
  "product",
  "productSearch",
  "search",
  "reviews",
  "featureImages",
  "sizeChart",
  "__typename",
]);

/**
 * Fields under the public roots whose answer depends on who asks (`Product.inWishlist`): a document that selects one,
 * anywhere (fragments included), is never public.
 */
export const PERSONAL_FIELDS: ReadonlySet<string> = new Set(["inWishlist"]);

/** Whether each document selects a personal field: Apollo keeps one parsed document per query text, so it is read once. */
const personal = new WeakMap<DocumentNode, boolean>();

function selectsPersonalField(document: DocumentNode): boolean {
  let known = personal.get(document);
  if (known === undefined) personal.set(document, (known = visitsPersonalField(document)));
  return known;
}

function visitsPersonalField(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Field(node) {
      if (!PERSONAL_FIELDS.has(node.name.value)) return undefined;
      found = true;
      return BREAK;
    },
  });
  return found;
}

function readsOnlyPublicFields(operation: OperationDefinitionNode, document: DocumentNode): boolean {
  return (
    operation.operation === "query" &&
    operation.selectionSet.selections.every((selection) => selection.kind === Kind.FIELD && PUBLIC_QUERY_FIELDS.has(selection.name.value)) &&
    !selectsPersonalField(document)
  );
}

export function httpCachePolicy(maxAgeSeconds: number): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ operation, document, contextValue, response }) {
          const isPublic =
            maxAgeSeconds > 0 &&
            !!operation &&
            !!document &&
            readsOnlyPublicFields(operation, document) &&
            response.body.kind === "single" &&
            response.body.singleResult.errors === undefined;
          if (contextValue?.answer) contextValue.answer.isPublic = isPublic;
          const policy = contextValue?.viewer ? "private, no-store" : isPublic ? `public, max-age=${maxAgeSeconds}` : "no-store";
          response.http.headers.set("cache-control", policy);
        },
      };
    },
  };
}
