/**
 * Every admin mutation refuses a customer and a visitor before it reads its arguments (issue 40): a customer sending
 * bad arguments learns nothing of an admin form's rules, only that the move is not theirs. The schema's `@auth`
 * directive is the first gate; the services are the second, and this test proves the second on its own: each mutation
 * marked `@auth(requires: ADMIN)` in schema.graphql is executed against the schema WITHOUT the directive, with
 * arguments of the right GraphQL types and values no service accepts, as a customer and as a visitor.
 */
import { makeExecutableSchema } from "@graphql-tools/schema";
import { getDirective } from "@graphql-tools/utils";
import {
  execute,
  type GraphQLField,
  type GraphQLInputType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  parse,
} from "graphql";
import { Upload } from "graphql-upload-ts";
import { describe, expect, it } from "vitest";
import { authDirectiveTransformer } from "../src/graphql/auth-directive.js";
import { createLoaders } from "../src/graphql/context.js";
import { schemaResolvers, typeDefs } from "../src/graphql/schema.js";
import { DomainError } from "../src/lib/errors.js";
import type { Viewer } from "../src/services/viewer.js";
import { signUpCustomer } from "./support/fixtures.js";
import { useTestServer } from "./support/test-server.js";

const t = useTestServer();

const unguarded = makeExecutableSchema({ typeDefs, resolvers: schemaResolvers });
const adminMutations = Object.values(unguarded.getMutationType()!.getFields()).filter(
  (field) => getDirective(unguarded, field, "auth")?.[0]?.requires === "admin",
);

/** A value of the input type that GraphQL accepts and no service does: empty text, an id of nothing, negative numbers. */
function badValue(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return badValue(type.ofType);
  if (isListType(type)) return [badValue(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0]!.name;
  if (isInputObjectType(type)) return Object.fromEntries(Object.values(type.getFields()).map((f) => [f.name, badValue(f.type)]));
  const named = getNamedType(type);
  if (!isScalarType(named)) throw new Error(`no bad value for ${String(type)}`);
  switch (named.name) {
    case "String":
      return "";
    case "ID":
      return "not-an-id";
    case "Int":
    case "Float":
      return -1;
    case "Boolean":
      return false;
    case "DateTime":
      return "1900-01-01T00:00:00Z";
    case "Upload": {
      // An upload that never arrives: a service that read it before refusing would hang, not answer.
      const upload = new Upload();
      return upload;
    }
    default:
      throw new Error(`no bad value for the scalar ${named.name}`);
  }
}

function documentOf(field: GraphQLField<unknown, unknown>): string {
  const variables = field.args.map((a) => `$${a.name}: ${String(a.type)}`).join(", ");
  const args = field.args.map((a) => `${a.name}: $${a.name}`).join(", ");
  const selection = isScalarType(getNamedType(field.type)) ? "" : "{ __typename }";
  return `mutation${variables ? ` (${variables})` : ""} { ${field.name}${args ? `(${args})` : ""} ${selection} }`;
}

async function run(field: GraphQLField<unknown, unknown>, viewer: Viewer | null) {
  const services = t.server.services;
  const result = await execute({
    schema: unguarded,
    document: parse(documentOf(field)),
    variableValues: Object.fromEntries(field.args.map((a) => [a.name, badValue(a.type)])),
    contextValue: { viewer, services, loaders: createLoaders(services, viewer), clientIp: "127.0.0.1", session: { set() {}, clear() {} } },
  });
  const error = result.errors?.[0];
  // The code a client would read in extensions.code (the error formatter copies it from the DomainError), or the message.
  return error ? (error.originalError instanceof DomainError ? error.originalError.code : error.message) : "answered";
}

describe("admin mutations refuse before they read their arguments", () => {
  it("the schema has admin mutations to walk (the walk below can fail)", () => {
    expect(adminMutations.length).toBeGreaterThan(25);
    expect(adminMutations.map((f) => f.name)).toEqual(expect.arrayContaining(["rejectReturn", "updateOrderStatus", "createPromotion", "uploadImage"]));
  });

  it("a customer with bad arguments is FORBIDDEN from every one of them", async () => {
    const customer = await signUpCustomer(t, "nosy");
    const viewer: Viewer = { userId: customer.userId, sessionId: "test", role: "customer" };
    const answers: Record<string, string> = {};
    for (const field of adminMutations) answers[field.name] = await run(field, viewer);
    expect(answers).toEqual(Object.fromEntries(adminMutations.map((f) => [f.name, "FORBIDDEN"])));
  });

  it("a visitor with bad arguments is UNAUTHENTICATED for every one of them", async () => {
    const answers: Record<string, string> = {};
    for (const field of adminMutations) answers[field.name] = await run(field, null);
    expect(answers).toEqual(Object.fromEntries(adminMutations.map((f) => [f.name, "UNAUTHENTICATED"])));
  });

  it("over HTTP, the schema's own gate answers a customer FORBIDDEN first, whatever the arguments", async () => {
    const customer = await signUpCustomer(t, "nosy");
    const answers: Record<string, string> = {};
    // Uploads travel as multipart requests; the unguarded walk above covers uploadImage.
    for (const field of adminMutations.filter((f) => !String(f.args.map((a) => a.type)).includes("Upload"))) {
      const { errors } = await customer.client.graphql(documentOf(field), Object.fromEntries(field.args.map((a) => [a.name, badValue(a.type)])));
      answers[field.name] = errors?.[0]?.extensions?.code ?? "answered";
    }
    expect(Object.values(answers).length).toBeGreaterThan(20);
    expect(answers).toEqual(Object.fromEntries(Object.keys(answers).map((name) => [name, "FORBIDDEN"])));
  });

  it("the @auth directive alone refuses a customer every admin mutation: the services behind it are never reached", async () => {
    const guarded = authDirectiveTransformer(unguarded);
    const reached: string[] = [];
    const services = new Proxy({}, { get: (_s, area) => new Proxy({}, { get: (_a, method) => () => reached.push(`${String(area)}.${String(method)}`) }) });
    const viewer: Viewer = { userId: "00000000-0000-4000-8000-000000000000", sessionId: "test", role: "customer" };
    const codes = new Set<string>();
    for (const field of adminMutations) {
      const result = await execute({
        schema: guarded,
        document: parse(documentOf(field)),
        variableValues: Object.fromEntries(field.args.map((a) => [a.name, badValue(a.type)])),
        contextValue: { viewer, services, loaders: {}, clientIp: "127.0.0.1", session: { set() {}, clear() {} } },
      });
      const error = result.errors?.[0]?.originalError;
      codes.add(error instanceof DomainError ? error.code : String(result.errors?.[0]?.message));
    }
    expect([...codes]).toEqual(["FORBIDDEN"]);
    expect(reached).toEqual([]);
  });
});
