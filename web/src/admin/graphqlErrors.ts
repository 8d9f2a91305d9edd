import { CombinedGraphQLErrors } from "@apollo/client/errors";

/**
 * The input field the server blamed (`extensions.field` of the first GraphQL error), if any: its last
 * segment, so "input.price" and "price" both give "price".
 */
export function errorField(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const field = error.errors[0]?.extensions?.["field"];
  if (typeof field !== "string" || !field) return undefined;
  return field.split(".").pop();
}
