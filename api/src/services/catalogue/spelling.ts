/**
 * Typo tolerance for search. A keyword is split into words; each word becomes a group of alternatives
 * (its own stem, the word as a prefix — "sneak" finds sneakers — and, when the catalogue has no such word,
 * the catalogue words closest to it by Damerau–Levenshtein distance — "shrit" finds shirt). The groups are
 * joined with AND into a tsquery. Every alternative is checked to be plain letters, digits and hyphens
 * before it is quoted, so nothing a shopper types ever reaches PostgreSQL as query syntax or a pattern.
 */

/** The words of a keyword, lower-cased, at most `limit` of them. */
export function keywordTokens(keyword: string, limit = 8): string[] {
  const words = keyword
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0 && w.length <= 40);
  return [...new Set(words)].slice(0, limit);
}

/** How many edits a word of this length may be away from what the shopper meant. */
export function maxEdits(token: string): number {
  const length = [...token].length;
  if (length < 4) return 0;
  if (length < 6) return 1;
  return 2;
}

/** Optimal-string-alignment distance: insertions, deletions, substitutions and swaps of neighbours each cost 1. */
export function editDistance(a: string, b: string): number {
  const s = [...a];
  const t = [...b];
  const rows: number[][] = Array.from({ length: s.length + 1 }, (_, i) => Array.from({ length: t.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= s.length; i++) {
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[s.length]![t.length]!;
}

/** What the database knows about one token: its stems, and catalogue words (with their lexemes) that may be meant. */
export interface TokenCandidates {
  token: string;
  stems: string[];
  words: { word: string; lexeme: string }[];
}

/**
 * The lexemes a token may stand for: a catalogue word's own lexeme when the token is one ("tshirt" → t-shirt),
 * otherwise those of the closest catalogue words within the allowed edits.
 */
export function corrections({ token, words }: TokenCandidates): string[] {
  const exact = words.filter((w) => w.word === token).map((w) => w.lexeme);
  if (exact.length > 0) return exact;
  const limit = maxEdits(token);
  if (limit === 0) return [];
  let best = limit + 1;
  let lexemes: string[] = [];
  for (const { word, lexeme } of words) {
    const distance = editDistance(token, word);
    if (distance < best) {
      best = distance;
      lexemes = [lexeme];
    } else if (distance === best && !lexemes.includes(lexeme)) {
      lexemes.push(lexeme);
    }
  }
  return best <= limit ? lexemes : [];
}

const SAFE_LEXEME = /^[\p{L}\p{N}][\p{L}\p{N}-]*$/u;
const quote = (lexeme: string) => `'${lexeme}'`;

/** One token's OR-group of alternatives as tsquery text, or null when it has none (a stop word: "the", "for"). */
export function tokenGroup(c: TokenCandidates): string | null {
  if (c.stems.length === 0) return null; // a stop word matches nothing, so it must not be required
  const alternatives = new Set<string>();
  for (const stem of c.stems) if (SAFE_LEXEME.test(stem)) alternatives.add(quote(stem));
  // A word the shopper may not have finished ("sneak") also matches as a prefix. A word the catalogue has
  // ("shirt") does not: its stem already finds it, and a prefix match cannot use the index's fast path (on a
  // million products it made "slim shirt" read 6 times longer).
  const isCatalogueWord = c.words.some((w) => w.word === c.token);
  if (!isCatalogueWord && c.token.length >= 3 && SAFE_LEXEME.test(c.token)) alternatives.add(`${quote(c.token)}:*`);
  for (const lexeme of corrections(c)) if (SAFE_LEXEME.test(lexeme)) alternatives.add(quote(lexeme));
  return alternatives.size > 0 ? `(${[...alternatives].join(" | ")})` : null;
}

/** The relaxed query: the AND of the tokens' groups, or null when no token is meaningful. */
export function relaxedTsquery(groups: readonly (string | null)[]): string | null {
  const present = groups.filter((g): g is string => g !== null);
  return present.length > 0 ? present.join(" & ") : null;
}

/**
 * The relaxed query as tsquery text (AND of one OR-group per meaningful token), or null when no token is
 * meaningful (only stop words, or nothing searchable).
 */
export function fuzzyTsquery(candidates: TokenCandidates[]): string | null {
  return relaxedTsquery(candidates.map(tokenGroup));
}
