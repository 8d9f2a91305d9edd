import { ApolloClient, HttpLink, InMemoryCache } from "@apollo/client";
import type { TypePolicies } from "@apollo/client";

/**
 * Normalisation rules of the cache. Every entity is keyed by its `id`; the auth payloads have no
 * identity of their own (they only carry a message and the user), so they are stored inside their
 * parent rather than as separate entries.
 */
export const typePolicies: TypePolicies = {
  Query: {
    fields: {
      // The session: a reference to the signed-in User, or null. Login writes it, logout clears it.
      me: {
        merge: (_existing, incoming) => incoming,
      },
    },
  },
  User: { keyFields: ["id"] },
  AuthPayload: { keyFields: false },
  RegisterPayload: { keyFields: false },
};

export function createCache(): InMemoryCache {
  return new InMemoryCache({ typePolicies });
}

export interface CreateApolloClientOptions {
  /** The GraphQL endpoint; same origin by default (Vite proxies it in development). */
  uri?: string;
}

export function createApolloClient({ uri = "/graphql" }: CreateApolloClientOptions = {}): ApolloClient {
  return new ApolloClient({
    // The session lives in the httpOnly `token` cookie the server sets on login: send it along.
    link: new HttpLink({ uri, credentials: "same-origin" }),
    cache: createCache(),
  });
}
