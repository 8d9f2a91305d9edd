import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";
import { texts } from "./texts";

interface GraphQLErrorBody {
  errors?: ReadonlyArray<{ message?: unknown }>;
}

function firstMessage(body: GraphQLErrorBody | null | undefined): string | undefined {
  const message = body?.errors?.[0]?.message;
  return typeof message === "string" && message.trim() ? message : undefined;
}

/**
 * The clear text the server sent with a failed operation ("Incorrect password! Please try again"…),
 * or a generic sentence when there is none (network down, a proxy's HTML error page…).
 */
export function serverMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) {
    return firstMessage(error) ?? texts.app.genericError;
  }
  if (ServerError.is(error)) {
    // A non-2xx answer with a plain JSON body (rate limits, CSRF refusals) may still carry GraphQL errors.
    try {
      return firstMessage(JSON.parse(error.bodyText) as GraphQLErrorBody) ?? texts.app.genericError;
    } catch {
      return texts.app.genericError;
    }
  }
  return texts.app.genericError;
}

/** The `extensions.code` of the first GraphQL error (UNAUTHENTICATED, BAD_USER_INPUT…), if any. */
export function errorCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.["code"];
  return typeof code === "string" ? code : undefined;
}

/**
 * The input field the server blamed (`extensions.field` of the first GraphQL error), if any, as a path inside the
 * input: "input.price" and "price" both give "price", "input.variants.3.sku" gives "variants.3.sku".
 */
export function errorField(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const field = error.errors[0]?.extensions?.["field"];
  if (typeof field !== "string" || !field) return undefined;
  return field.replace(/^input\./, "");
}
