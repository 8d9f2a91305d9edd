import { Kind, parse } from "graphql";
import { graphql, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { gqlJson } from "../../test/fixtures";
import { server } from "../../test/server";
import { createApolloClient } from "./apollo";
import { IDEMPOTENT_MUTATIONS } from "./retries";
import schemaSource from "../../../schema.graphql?raw";

/**
 * Issue 28: the web app sends an `Idempotency-Key` with every idempotent action and, when the network fails or the
 * load balancer answers 502/503 (the node it reached died mid-request), sends it once more with the same key, so the
 * server answers the retry with the first answer. Nothing that could run twice is ever sent twice.
 */

// Documents of the test's own (not the app's: codegen leaves them alone).
const ADD = parse(`
  mutation RetryAdd($input: AddToCartInput!) {
    addToCart(input: $input) {
      itemCount
    }
  }
`);
const SET = parse(`
  mutation RetrySet($input: SetCartQuantityInput!) {
    setCartQuantity(input: $input) {
      itemCount
    }
  }
`);

// Issue 47: sign-up, sign-in and a new address are safe to repeat too.
const REGISTER = parse(`
  mutation RetryRegister($input: RegisterInput!) {
    register(input: $input) {
      message
    }
  }
`);
const LOGIN = parse(`
  mutation RetryLogin($input: LoginInput!) {
    login(input: $input) {
      message
    }
  }
`);
const ADD_ADDRESS = parse(`
  mutation RetryAddAddress($input: AddressInput!) {
    addAddress(input: $input) {
      id
    }
  }
`);

/** Answers the operation with `failures` in turn, then with `data`; records the Idempotency-Key of every request. */
function flaky(kind: "mutation", name: string, failures: Array<"network" | 502 | 503 | 500>, data: Record<string, unknown>) {
  const keys: Array<string | null> = [];
  server.use(
    graphql[kind](name, ({ request }) => {
      keys.push(request.headers.get("idempotency-key"));
      const failure = failures[keys.length - 1];
      if (failure === "network") return HttpResponse.error();
      // What a load balancer says when the node behind it is gone (not GraphQL).
      if (failure) return new Response("<html>Bad Gateway</html>", { status: failure, headers: { "content-type": "text/html" } }) as HttpResponse<never>;
      return gqlJson({ data });
    }),
  );
  return keys;
}

describe("an idempotent action", () => {
  it("is sent with a fresh Idempotency-Key each time the shopper acts", async () => {
    const keys = flaky("mutation", "RetryAdd", [], { addToCart: { __typename: "Cart", itemCount: 1 } });
    const client = createApolloClient();
    await client.mutate({ mutation: ADD, variables: { input: { productId: "p1", quantity: 1 } } });
    await client.mutate({ mutation: ADD, variables: { input: { productId: "p1", quantity: 1 } } });
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it.each(["network", 502, 503] as const)("after a %s failure, is sent once more with the same key, and the answer arrives", async (failure) => {
    const keys = flaky("mutation", "RetryAdd", [failure], { addToCart: { __typename: "Cart", itemCount: 2 } });
    const { data } = await createApolloClient().mutate({ mutation: ADD, variables: { input: { productId: "p1", quantity: 2 } } });
    expect(data).toEqual({ addToCart: { __typename: "Cart", itemCount: 2 } });
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it("is retried once only: a second failure reaches the shopper", async () => {
    const keys = flaky("mutation", "RetryAdd", [503, 503], { addToCart: { __typename: "Cart", itemCount: 1 } });
    await expect(createApolloClient().mutate({ mutation: ADD, variables: { input: { productId: "p1", quantity: 1 } } })).rejects.toThrow(/503/);
    expect(keys).toHaveLength(2);
  });

  it("is not retried after an answer of the server's own (500 is an answer, not a lost request)", async () => {
    const keys = flaky("mutation", "RetryAdd", [500], { addToCart: { __typename: "Cart", itemCount: 1 } });
    await expect(createApolloClient().mutate({ mutation: ADD, variables: { input: { productId: "p1", quantity: 1 } } })).rejects.toThrow();
    expect(keys).toHaveLength(1);
  });
});

describe("a sign-up, a sign-in and a new address (issue 47)", () => {
  const address = { address: "12 MG Road", city: "Bengaluru", phone: "9876543210", pincode: "560001", notes: "Ring twice" };
  it.each([
    ["RetryRegister", REGISTER, { input: { username: "asha", email: "asha@example.com", password: "Sutra#2026pass" } }, { register: { __typename: "RegisterPayload", message: "Registration successful" } }],
    ["RetryLogin", LOGIN, { input: { email: "asha@example.com", password: "Sutra#2026pass" } }, { login: { __typename: "AuthPayload", message: "Logged in successfully" } }],
    ["RetryAddAddress", ADD_ADDRESS, { input: address }, { addAddress: { __typename: "Address", id: "a1" } }],
  ] as const)("%s is sent with a key and, after a 502, once more with the same key", async (name, mutation, variables, data) => {
    const keys = flaky("mutation", name, [502], data);
    const result = await createApolloClient().mutate({ mutation, variables });
    expect(result.data).toEqual(data);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
  });
});

describe("a mutation that could run twice", () => {
  it("carries no key and is never retried", async () => {
    const keys = flaky("mutation", "RetrySet", ["network"], { setCartQuantity: { __typename: "Cart", itemCount: 3 } });
    await expect(createApolloClient().mutate({ mutation: SET, variables: { input: { productId: "p1", quantity: 3 } } })).rejects.toThrow();
    expect(keys).toEqual([null]);
  });
});

describe("the list of idempotent mutations", () => {
  it("is the schema's: the mutations marked @idempotent in schema.graphql", () => {
    const schema = parse(schemaSource);
    const mutation = schema.definitions.find((d) => d.kind === Kind.OBJECT_TYPE_DEFINITION && d.name.value === "Mutation");
    const marked = mutation?.kind === Kind.OBJECT_TYPE_DEFINITION ? (mutation.fields ?? []).filter((f) => f.directives?.some((d) => d.name.value === "idempotent")).map((f) => f.name.value) : [];
    expect([...IDEMPOTENT_MUTATIONS].sort()).toEqual(marked.sort());
  });
});
