import { ApolloLink, ServerError } from "@apollo/client";
import { RetryLink } from "@apollo/client/link/retry";
import { getMainDefinition } from "@apollo/client/utilities";
import { Kind, OperationTypeNode } from "graphql";

/**
 * The mutations the server runs once per `Idempotency-Key` (the ones marked `@idempotent` in schema.graphql; a test
 * holds the two lists equal): safe to send again after a network error, because the server answers a repeat of the
 * key with the first answer instead of doing the work twice.
 */
export const IDEMPOTENT_MUTATIONS: ReadonlySet<string> = new Set(["addToCart", "addAddress", "placeOrder", "verifyPayment", "requestReturn"]);

/**
 * Mutations safe to send again for reasons of their own (issue 47): a sign-up honours its key itself (a retry of one
 * that created the account is answered as the first was), and a second sign-in only makes another session. They carry
 * a key too, which also tells the load balancer that a request is safe to resend to another node.
 */
export const SAFE_TO_REPEAT: ReadonlySet<string> = new Set([...IDEMPOTENT_MUTATIONS, "register", "login"]);

/** Statuses of a node that could not answer (a load balancer's "bad gateway", "unavailable"): worth one more try. */
const RETRY_STATUSES: ReadonlySet<number> = new Set([502, 503]);

/** The root fields a mutation runs; none for a query. */
function mutationFields(operation: ApolloLink.Operation): string[] {
  const definition = getMainDefinition(operation.query);
  if (definition.kind !== Kind.OPERATION_DEFINITION || definition.operation !== OperationTypeNode.MUTATION) return [];
  return definition.selectionSet.selections.flatMap((s) => (s.kind === Kind.FIELD ? [s.name.value] : []));
}

/** Whether sending the operation twice is safe: a query, or a mutation of fields safe to repeat only (sent with a key). */
export function isRetriable(operation: ApolloLink.Operation): boolean {
  if (operation.operationType !== OperationTypeNode.MUTATION) return true;
  const fields = mutationFields(operation);
  return fields.length > 0 && fields.every((field) => SAFE_TO_REPEAT.has(field));
}

/** 128 random bits as hex: a key no other action of anyone's will have (works on plain http too, unlike randomUUID). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Whether an error means the request may not have reached a node that could answer it. */
export function isRetriableFailure(error: unknown): boolean {
  if (ServerError.is(error)) return RETRY_STATUSES.has(error.statusCode);
  // fetch rejects with a TypeError when the connection failed or was cut (a node that died mid-request).
  return error instanceof TypeError;
}

/**
 * One `Idempotency-Key` per user action: every mutation safe to repeat gets a fresh key, which its retry (below, same
 * operation, same context) sends again.
 */
export const idempotencyKeyLink = new ApolloLink((operation, forward) => {
  if (operation.operationType === OperationTypeNode.MUTATION && mutationFields(operation).some((field) => SAFE_TO_REPEAT.has(field))) {
    const key = newIdempotencyKey();
    operation.setContext(({ headers }) => ({ headers: { ...(headers as Record<string, string> | undefined), "Idempotency-Key": key } }));
  }
  return forward(operation);
});

/**
 * Sends a query or an idempotent mutation once more when the network failed or the load balancer answered 502/503
 * (the node it reached died mid-request: the retry reaches another). Never a mutation that could run twice.
 */
export function retryOnceLink(delayMs = 250): ApolloLink {
  return new RetryLink({
    delay: { initial: delayMs, max: delayMs, jitter: true },
    attempts: { max: 2, retryIf: (error, operation) => isRetriable(operation) && isRetriableFailure(error) },
  });
}
