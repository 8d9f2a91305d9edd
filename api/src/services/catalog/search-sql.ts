/**
 * The SQL of a search. A product matches in any of three ways, each served by its own index: the keyword as
 * written (websearch syntax, stemmed), the relaxed query (stems, prefixes and spelling corrections of each word;
 * see spelling.ts) and trigram word similarity of the keyword to the title. Best matches first: the exact match
 * counts twice, then the relaxed one, then the title's similarity. Pages are offsets into that order.
 */
import { DomainError } from "../../lib/errors.js";
import { SEARCH_CONFIG } from "../../entities/product.entity.js";
import { productColumns } from "./product-rows.js";

// $1 keyword, $2 relaxed tsquery text (or null). One arm per way of matching: an OR over them would scan the table.
const MATCHES = `
  SELECT id FROM products WHERE deleted_at IS NULL AND search_vector @@ websearch_to_tsquery('${SEARCH_CONFIG}', $1)
  UNION
  SELECT id FROM products WHERE deleted_at IS NULL AND search_vector @@ CAST($2 AS tsquery)
  UNION
  SELECT id FROM products WHERE deleted_at IS NULL AND $1 <% title`;

const RANK = `(2 * ts_rank(p.search_vector, websearch_to_tsquery('${SEARCH_CONFIG}', $1))
  + coalesce(ts_rank(p.search_vector, CAST($2 AS tsquery)), 0) + word_similarity($1, p.title))`;

export function searchPageQuery(keyword: string, relaxed: string | null, limit: number, offset: number) {
  return {
    sql: `SELECT ${productColumns("p")} FROM products p WHERE p.id IN (${MATCHES})
          ORDER BY ${RANK} DESC, p.id ASC LIMIT $3 OFFSET $4`,
    params: [keyword, relaxed, limit, offset],
  };
}

export function searchCountQuery(keyword: string, relaxed: string | null) {
  return { sql: `SELECT count(*)::int AS n FROM (${MATCHES}) AS m`, params: [keyword, relaxed] };
}

/** Deeper than this, a shopper refines the keyword: paging stops (and the database never sorts past it). */
export const SEARCH_MAX_OFFSET = 10_000;

const invalidCursor = () => new DomainError("BAD_USER_INPUT", "after is not a valid cursor: pass the endCursor of the previous page", "after");

export function encodeSearchCursor(offset: number): string {
  return Buffer.from(JSON.stringify(["search", offset]), "utf8").toString("base64url");
}

/** The number of results before the next page. */
export function decodeSearchCursor(cursor: unknown): number {
  if (typeof cursor !== "string" || cursor.length > 100 || !/^[A-Za-z0-9_-]+$/.test(cursor)) throw invalidCursor();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2 || parsed[0] !== "search") throw invalidCursor();
  const offset = parsed[1];
  if (typeof offset !== "number" || !Number.isInteger(offset) || offset < 0) throw invalidCursor();
  if (offset > SEARCH_MAX_OFFSET) throw new DomainError("BAD_USER_INPUT", `Search results can be paged up to ${SEARCH_MAX_OFFSET}: refine the keyword`, "after");
  return offset;
}
