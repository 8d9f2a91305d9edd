/**
 * Executes operations with graphql-jit: each (document, operation) is compiled once into a plain function, and
 * every later request runs that function instead of graphql-js's generic executor, which resolves each field of
 * each result object through the same slow path (argument coercion, resolver lookup, promise checks). On a 24-product
 * listing that per-field work was the largest part of the request's CPU.
 *
 * It plugs into Apollo Server through its gateway interface, the supported way to supply an executor: Apollo
 * still parses, validates (against the same schema) and caches documents, runs plugins and formats errors.
 * Documents come from Apollo's document cache, so the same query text is the same DocumentNode object and the
 * compiled functions are kept per document object (dropped with it).
 */
import type { GatewayExecutor, GatewayInterface } from "@apollo/server-gateway-interface";
import { type DocumentNode, type ExecutionResult, GraphQLError, type GraphQLSchema, printSchema } from "graphql";
import { type CompiledQuery, compileQuery, isCompiledQuery } from "graphql-jit";

/**
 * graphql-jit reports errors with its own GraphQLError, whose `extensions` is undefined when the original error
 * has none; Apollo (and graphql-js) expect an object there. Its errors become graphql-js errors with the same
 * message, path, locations and original error, so Apollo's formatting and our error codes work unchanged. A result
 * without data never ran: its variables were refused, which graphql-js (in Apollo) answers as BAD_USER_INPUT, 400.
 */
function withGraphQLErrors(result: ExecutionResult): ExecutionResult {
  if (!result.errors?.length) return result;
  const refusedVariables = result.data === undefined;
  const errors = result.errors.map((error) => {
    if (error.extensions && !refusedVariables) return error;
    const extensions = refusedVariables ? { code: "BAD_USER_INPUT", http: { status: 400 } } : undefined;
    const upstream = new GraphQLError(error.message, { path: error.path, originalError: error.originalError ?? undefined, extensions });
    if (error.locations) Object.defineProperty(upstream, "locations", { value: error.locations, enumerable: true });
    return upstream;
  });
  return { ...result, errors };
}

export function jitGateway(schema: GraphQLSchema): GatewayInterface {
  const compiled = new WeakMap<DocumentNode, Map<string, CompiledQuery>>();

  const executor: GatewayExecutor = async (requestContext) => {
    const { document, operationName, request, context } = requestContext;
    let byOperation = compiled.get(document);
    if (!byOperation) compiled.set(document, (byOperation = new Map()));
    const key = operationName ?? "";
    let query = byOperation.get(key);
    if (!query) {
      const result = compileQuery(schema, document, operationName ?? undefined);
      if (!isCompiledQuery(result)) return result;
      query = result;
      byOperation.set(key, query);
    }
    return withGraphQLErrors(await query.query(undefined, context, request.variables ?? {}));
  };

  let onSchema: ((schemaContext: { apiSchema: GraphQLSchema; coreSupergraphSdl: string }) => void) | undefined;
  return {
    onSchemaLoadOrUpdate(callback) {
      onSchema = callback;
      return () => (onSchema = undefined);
    },
    async load() {
      onSchema?.({ apiSchema: schema, coreSupergraphSdl: printSchema(schema) });
      return { executor };
    },
    async stop() {},
  };
}
