/**
 * The SQL of a search. A product matches the keyword as written (websearch syntax, stemmed) or its relaxed query
 * (stems, prefixes and spelling corrections of every word; see spelling.ts), both served by the GIN index of the
 * search vector. Best matches first: the exact match counts twice, then the relaxed one; the vector weighs the
 * title above brand and category, and those above the description. (Also ranking by the title's trigram similarity
 * doubled the database's time per search for no better order.)
 *
 * Ranking reads the vector of every match (13,949 products for "slim shirt" in a million), so it happens in
 * `product_search`, the narrow (product id, vector) table of live products that triggers keep (see the
 * ProductSearchTable migration), and only the page's rows are read from `products`. When the total is wanted it
 * is counted in the same statement, over the matches the ranking reads anyway, instead of by a second scan.
 *
 * Only when that finds nothing at all does the search fall back to titles with a word similar to the keyword
 * (trigram word similarity, its own GIN index): as an always-on third way it matched every title with a word like
 * any of the keyword's (1,162 products for "slim shirt" instead of 134) and scanned the table.
 * Pages are offsets into that order.
 */
import { z } from "zod";
import { SEARCH_CONFIG } from "../../entities/product.entity.js";
import { DomainError } from "../../lib/errors.js";
import { decodePayload, encodePayload } from "./cursor.js";
import { productColumns } from "./product-rows.js";

export type SearchMode = "text" | "similar";

// $1 is the keyword, $2 the relaxed tsquery text (or null). Both queries are ORed into one tsquery, so one scan of
// the search vector's GIN index finds every match. The queries sit in a subquery PostgreSQL may not flatten
// (OFFSET 0): folded into constants, they made it estimate prefix matches so high that it scanned the table,
// four times slower than the index even on 10,000 products.
const TEXT_QUERY = `(SELECT websearch_to_tsquery('${SEARCH_CONFIG}', $1) AS exact, CAST($2 AS tsquery) AS relaxed OFFSET 0) AS q`;
// When the relaxed query adds nothing (every word is a catalogue word), match and rank with the exact one alone:
// the same matches and order, and the index scan skips evaluating the same query twice for every candidate.
const TEXT_MATCH = `s.search_vector @@ (CASE WHEN q.relaxed IS NULL OR q.relaxed = q.exact THEN q.exact ELSE q.exact || q.relaxed END)`;
// The exact match counts twice, then the relaxed one (once when they are the same: same order).
const TEXT_RANK = `(CASE WHEN q.relaxed IS NULL OR q.relaxed = q.exact THEN ts_rank(s.search_vector, q.exact)
  ELSE 2 * ts_rank(s.search_vector, q.exact) + ts_rank(s.search_vector, q.relaxed) END)`;
// Every match with its rank, computed where the vector is read (OFFSET 0 keeps it there: computed above a window
// count instead, the count would hold every match's whole vector and spill to disk).
const TEXT_HITS = `(SELECT s.product_id, ${TEXT_RANK} AS rank FROM product_search s, ${TEXT_QUERY} WHERE ${TEXT_MATCH} OFFSET 0) AS m`;
const SIMILAR_MATCH = `p.deleted_at IS NULL AND $1 <% p.title`;

export interface SearchQuery {
  sql: string;
  params: unknown[];
}

/**
 * One page of results in the mode's order. With `withTotal` (text mode only) every row also carries `total`, how
 * many products match; a page with no rows carries none.
 */
export function searchPageQuery(mode: SearchMode, keyword: string, relaxed: string | null, limit: number, offset: number, { withTotal = false } = {}): SearchQuery {
  if (mode === "similar") {
    if (withTotal) throw new Error("The similar search counts separately");
    return {
      sql: `SELECT ${productColumns("p")} FROM products p WHERE ${SIMILAR_MATCH}
            ORDER BY word_similarity($1, p.title) DESC, p.id ASC LIMIT $2 OFFSET $3`,
      params: [keyword, limit, offset],
    };
  }
  return {
    sql: `SELECT ${productColumns("p")}${withTotal ? ", hit.total" : ""}
          FROM (SELECT m.product_id, m.rank${withTotal ? ", (count(*) OVER ())::int AS total" : ""} FROM ${TEXT_HITS}
                ORDER BY m.rank DESC, m.product_id ASC LIMIT $3 OFFSET $4) AS hit
          JOIN products p ON p.id = hit.product_id
          ORDER BY hit.rank DESC, hit.product_id ASC`,
    params: [keyword, relaxed, limit, offset],
  };
}

/** How many products match in the mode. */
export function searchCountQuery(mode: SearchMode, keyword: string, relaxed: string | null): SearchQuery {
  return mode === "similar"
    ? { sql: `SELECT count(*)::int AS n FROM products p WHERE ${SIMILAR_MATCH}`, params: [keyword] }
    : { sql: `SELECT count(*)::int AS n FROM product_search s, ${TEXT_QUERY} WHERE ${TEXT_MATCH}`, params: [keyword, relaxed] };
}

/** Deeper than this, a shopper refines the keyword: paging stops (and the database never sorts past it). */
export const SEARCH_MAX_OFFSET = 10_000;

export interface SearchPosition {
  mode: SearchMode;
  /** Results before the next page. */
  offset: number;
}

const payload = z.tuple([z.literal("search"), z.enum(["text", "similar"]), z.number().int().min(0)]);

export function encodeSearchCursor({ mode, offset }: SearchPosition): string {
  return encodePayload(["search", mode, offset]);
}

export function decodeSearchCursor(cursor: unknown): SearchPosition {
  const [, mode, offset] = decodePayload(cursor, payload, 100);
  if (offset > SEARCH_MAX_OFFSET) throw new DomainError("BAD_USER_INPUT", `Search results can be paged up to ${SEARCH_MAX_OFFSET}: refine the keyword`, "after");
  return { mode, offset };
}
