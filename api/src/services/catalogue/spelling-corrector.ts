/**
 * The relaxed query of a keyword (spelling.ts), with each word's alternatives cached: the catalogue's words change
 * only when products do, so a word's group is computed once (one statement for the words not cached yet) and kept
 * until a catalogue write, or for at most `maxAgeMs` for writes made by other processes.
 */
import { LRUCache } from "lru-cache";
import type { Sql } from "../../db/sql.js";
import { SEARCH_CONFIG } from "../../entities/product.entity.js";
import type { CatalogueChanges } from "./catalogue-changes.js";
import { keywordTokens, maxEdits, relaxedTsquery, type TokenCandidates, tokenGroup } from "./spelling.js";

/** "No alternatives" must be cacheable too. */
const NONE = "";

export function createSpellingCorrector(
  sql: Sql,
  changes: CatalogueChanges,
  { maxEntries = 10_000, maxAgeMs = 60_000, observeCache = (_cache: string, _hit: boolean) => {} } = {},
) {
  const groups = new LRUCache<string, string>({ max: maxEntries, ttl: maxAgeMs });
  changes.onChange(() => groups.clear());

  /** For each token: its stems and the catalogue words (with their lexemes) it may be a misspelling of. */
  async function candidates(tokens: string[]): Promise<TokenCandidates[]> {
    return sql.queryReplica(
      `SELECT t.token,
              ARRAY(SELECT unnest(tsvector_to_array(to_tsvector('${SEARCH_CONFIG}', t.token)))) AS stems,
              (SELECT coalesce(json_agg(json_build_object('word', w.word, 'lexeme', w.lexeme)), '[]'::json)
                 FROM (SELECT word, lexeme FROM search_words
                        WHERE t.max_edits > 0 AND left(word, 1) = left(t.token, 1)
                          AND length(word) BETWEEN length(t.token) - t.max_edits AND length(t.token) + t.max_edits
                        ORDER BY abs(length(word) - length(t.token)), word
                        LIMIT 500) AS w) AS words
         FROM unnest($1::text[], $2::int[]) AS t(token, max_edits)`,
      [tokens, tokens.map(maxEdits)],
    );
  }

  return {
    /** The keyword's relaxed tsquery text, or null when no word of it can match anything. */
    async relaxedQuery(keyword: string): Promise<string | null> {
      const tokens = keywordTokens(keyword);
      const missing = tokens.filter((t) => !groups.has(t));
      observeCache("spelling", missing.length === 0);
      if (missing.length > 0) for (const c of await candidates(missing)) groups.set(c.token, tokenGroup(c) ?? NONE);
      return relaxedTsquery(tokens.map((t) => groups.get(t) || null));
    },
  };
}

export type SpellingCorrector = ReturnType<typeof createSpellingCorrector>;
