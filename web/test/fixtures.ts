import { graphql, HttpResponse, type GraphQLQuery, type GraphQLResponseBody } from "msw";
import type { SessionUser } from "../src/app/session";

export type WireUser = SessionUser & { __typename: "User" };

export const customer: WireUser = {
  __typename: "User",
  id: "b4c2a1d0-0000-4000-8000-000000000001",
  username: "asha",
  email: "asha@example.com",
  name: "Asha Rao",
  role: "CUSTOMER",
};

export const admin: WireUser = {
  __typename: "User",
  id: "b4c2a1d0-0000-4000-8000-000000000002",
  username: "admin",
  email: "admin@example.com",
  name: "Store Admin",
  role: "ADMIN",
};

/** A GraphQL response (typed for msw's graphql handlers; a fresh Response each call). */
type GraphQLBody = NonNullable<GraphQLResponseBody<GraphQLQuery>>;

export function gqlJson(body: GraphQLBody) {
  return HttpResponse.json<GraphQLBody>(body);
}

/** The session check answers with this user (or null: signed out). */
export function meIs(user: WireUser | null) {
  return graphql.query("Me", () => gqlJson({ data: { me: user } }));
}

/** A GraphQL error the way the API sends it: a clear message plus extensions.code. */
export function graphQLError(message: string, code: string, field?: string) {
  return gqlJson({ data: null, errors: [{ message, extensions: { code, ...(field ? { field } : {}) } }] });
}

/** A promise the test resolves when it wants (to hold a request "in flight"). */
export function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** The spec §3 catalogue options as the API serves them (shop and admin tests). */
export const catalogueOptions = {
  __typename: "CatalogueOptions",
  categories: [
    ["men", "Men"],
    ["women", "Women"],
    ["kids", "Kids"],
    ["accessories", "Accessories"],
    ["footwear", "Footwear"],
  ].map(([id, label]) => ({ __typename: "Option", id, label })),
  brands: [
    ["nike", "Nike"],
    ["adidas", "Adidas"],
    ["puma", "Puma"],
    ["levi", "Levi's"],
    ["zara", "Zara"],
    ["h&m", "H&M"],
  ].map(([id, label]) => ({ __typename: "Option", id, label })),
  sorts: [
    ["price-lowtohigh", "Price: Low to High"],
    ["price-hightolow", "Price: High to Low"],
    ["title-atoz", "Title: A to Z"],
    ["title-ztoa", "Title: Z to A"],
  ].map(([id, label]) => ({ __typename: "Option", id, label })),
};
