/**
 * Apollo's cache of parsed documents as the shop configures it (graphql/document-store.ts): a crowd asking at once for
 * a document the node has not seen yet has it parsed and validated once, and a document that does not validate still
 * gets every request its own errors, without waiting for a document that will not come.
 */
import { ApolloServer, type ApolloServerPlugin } from "@apollo/server";
import { describe, expect, it } from "vitest";
import { createDocumentStore } from "../src/graphql/document-store.js";

const typeDefs = `type Query { greeting(name: String!): String! }`;
const resolvers = { Query: { greeting: (_: unknown, { name }: { name: string }) => `Namaste, ${name}` } };

/** A server with the shop's document store (or Apollo's own), counting how often a document is parsed. */
async function serverCountingParses(withShopStore: boolean, waitForFirstMs?: number) {
  let parses = 0;
  const counting: ApolloServerPlugin = { async requestDidStart() { return { async parsingDidStart() { parses += 1; } }; } };
  const documents = createDocumentStore({ waitForFirstMs });
  const server = new ApolloServer({ typeDefs, resolvers, ...(withShopStore ? { documentStore: documents.store } : {}), plugins: [counting, ...(withShopStore ? [documents.plugin] : [])] });
  await server.start();
  return { server, parses: () => parses };
}

const ask = (server: ApolloServer, query: string, i: number) => server.executeOperation({ query, variables: { name: `shopper ${i}` } });

describe("documents parsed once for a crowd", () => {
  it("ten requests arriving together with a new document parse and validate it once, and each gets its own answer", async () => {
    const { server, parses } = await serverCountingParses(true);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => ask(server, `query Hello($name: String!) { greeting(name: $name) }`, i)));
    answers.forEach((answer, i) => expect(answer.body).toMatchObject({ kind: "single", singleResult: { data: { greeting: `Namaste, shopper ${i}` } } }));
    expect(parses()).toBe(1);
    await server.stop();
  });

  it("Apollo's own cache parses it once per request of the crowd (what the shop's store is for)", async () => {
    const { server, parses } = await serverCountingParses(false);
    await Promise.all(Array.from({ length: 10 }, (_, i) => ask(server, `query Hello($name: String!) { greeting(name: $name) }`, i)));
    expect(parses()).toBe(10);
    await server.stop();
  });

  it("a document that does not validate gives each request of the crowd its error, at once", async () => {
    // A fallback far longer than the test's bound: only the first request's failed validation can release the others.
    const { server } = await serverCountingParses(true, 60_000);
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => ask(server, `query Hello($name: String!) { greeting(name: $name) missing }`, i)));
    for (const answer of answers) {
      expect(answer.body).toMatchObject({ kind: "single", singleResult: { errors: [expect.objectContaining({ extensions: expect.objectContaining({ code: "GRAPHQL_VALIDATION_FAILED" }) })] } });
    }
    expect(Date.now() - started).toBeLessThan(10_000);
    await server.stop();
  });
});
