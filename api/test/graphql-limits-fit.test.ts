/**
 * The GraphQL limits are fitted to the operations the shop really sends: every document of the web app (as Apollo
 * Client sends it, with __typename added) and the bench's queries pass the default limits with headroom (at most
 * half of each), and the cost model knows every list of the schema.
 */
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { type DocumentNode, Kind, Lexer, parse, print, Source, specifiedRules, TokenKind, validate, visit } from "graphql";
import { ApolloServer } from "@apollo/server";
import { describe, expect, it } from "vitest";
import { parseConfig, projectRoot } from "../src/config.js";
import { graphqlLimits, LIST_SIZES, listFields, type MeasuredDocument, PAGED_LISTS } from "../src/graphql/limits.js";
import { buildSchema } from "../src/graphql/schema.js";

const schema = buildSchema();
const defaults = parseConfig({ DATA_DIR: join(projectRoot, ".data") }).graphqlLimits;

/** What Apollo Client sends: the document with __typename in every selection set below the operation's root. */
function withTypename(document: DocumentNode): DocumentNode {
  return visit(document, {
    SelectionSet: {
      leave(node, _key, parent) {
        if (parent && !Array.isArray(parent) && (parent as { kind?: string }).kind === Kind.OPERATION_DEFINITION) return node;
        if (node.selections.some((s) => s.kind === Kind.FIELD && s.name.value === "__typename")) return node;
        return { ...node, selections: [...node.selections, { kind: Kind.FIELD, name: { kind: Kind.NAME, value: "__typename" } }] };
      },
    },
  });
}

function tokens(text: string): number {
  const lexer = new Lexer(new Source(text));
  let count = 0;
  while (lexer.advance().kind !== TokenKind.EOF) count += 1;
  return count;
}

type Measures = Required<MeasuredDocument> & { tokens: number; size: number };

function measure(document: DocumentNode): { measures: Measures; errors: readonly unknown[] } {
  const text = print(document);
  const measures: Measures = { aliases: 0, depth: 0, directives: 0, cost: 0, tokens: tokens(text), size: text.length };
  const { validationRules } = graphqlLimits(defaults, (name, value) => {
    measures[name] = Math.max(measures[name], value);
  });
  const errors = validate(schema, parse(text, { maxTokens: defaults.maxTokens }), [...specifiedRules, ...validationRules]);
  return { measures, errors };
}

const LIMIT_OF: Record<keyof Measures, number> = {
  aliases: defaults.maxAliases,
  depth: defaults.maxDepth,
  directives: defaults.maxDirectives,
  cost: defaults.maxCost,
  tokens: defaults.maxTokens,
  size: defaults.maxDocumentSize,
};

function expectHeadroom(name: string, measures: Measures) {
  for (const [limit, value] of Object.entries(measures) as Array<[keyof Measures, number]>) {
    expect(value, `${name}: ${limit} ${value} of ${LIMIT_OF[limit]}`).toBeLessThanOrEqual(LIMIT_OF[limit] / 2);
  }
}

// The web app's generated documents (web/src/gql), as the client preset writes them.
const webDocuments = (await import(pathToFileURL(join(projectRoot, "web/src/gql/graphql.ts")).href)) as Record<string, unknown>;
const operations = Object.entries(webDocuments).filter(([name, value]) => name.endsWith("Document") && (value as { kind?: string })?.kind === Kind.DOCUMENT) as Array<[string, DocumentNode]>;

describe("the default GraphQL limits fit the real operations", () => {
  it("passes every web app operation with at least 2x headroom on every limit", () => {
    expect(operations.length).toBeGreaterThan(30);
    const table: Record<string, Measures> = {};
    for (const [name, document] of operations) {
      const { measures, errors } = measure(withTypename(document));
      expect(errors, name).toEqual([]);
      table[name.replace(/Document$/, "")] = measures;
    }
    // SHOW_GRAPHQL_MEASURES=1 prints what each operation uses (the table of limits in docs/limits-and-security.md comes from it).
    if (process.env.SHOW_GRAPHQL_MEASURES) console.table(table);
    for (const [name, measures] of Object.entries(table)) expectHeadroom(name, measures);
  });

  it("passes the bench's GraphQL documents with at least 2x headroom", async () => {
    const { BENCH_QUERIES } = (await import(pathToFileURL(join(projectRoot, "bench/queries.mjs")).href)) as { BENCH_QUERIES: Record<string, string> };
    expect(Object.keys(BENCH_QUERIES).length).toBeGreaterThanOrEqual(3);
    for (const [name, query] of Object.entries(BENCH_QUERIES)) {
      const { measures, errors } = measure(parse(query));
      expect(errors, name).toEqual([]);
      expectHeadroom(name, measures);
    }
  });

  it("checks a document once: Apollo keeps the validated document, so repeated requests pay nothing for the limits", async () => {
    let costed = 0;
    const apollo = new ApolloServer({ schema, ...graphqlLimits(defaults, (name) => (costed += name === "cost" ? 1 : 0)) });
    await apollo.start();
    try {
      const query = "query ($id: ID!) { product(id: $id) { id title } }";
      for (let i = 0; i < 5; i += 1) await apollo.executeOperation({ query, variables: { id: `00000000-0000-4000-8000-00000000000${i}` } });
      expect(costed).toBe(1);
    } finally {
      await apollo.stop();
    }
  });

  it("knows the size of every list in the schema", () => {
    const known = new Set([...Object.keys(PAGED_LISTS), ...Object.keys(LIST_SIZES)]);
    expect(listFields(schema).filter((field) => !known.has(field))).toEqual([]);
  });
});
