/**
 * Keyset cursors for the product listing: opaque base64url text holding the sort, the row's sort key and its
 * id. The next page starts strictly after (key, id) in the sort's order, so pages never overlap or skip rows
 * even when products are added or removed meanwhile.
 */
import { z } from "zod";
import { DomainError } from "../../lib/errors.js";
import { isCleanText } from "../../lib/text.js";
import { SORTS, type SortId } from "./options.js";

export interface CursorPosition {
  /** Effective price in paise for price sorts, `lower(title)` for title sorts. */
  key: number | string;
  id: string;
}

// A title key is text the database compares: a crafted cursor must not smuggle a NUL into the query (lib/text.ts).
const payload = z.tuple([z.enum(SORTS), z.union([z.number().int().min(0).max(2_147_483_647), z.string().max(2000).refine(isCleanText)]), z.uuid()]);

export function encodeCursor(sort: SortId, position: CursorPosition): string {
  return Buffer.from(JSON.stringify([sort, position.key, position.id]), "utf8").toString("base64url");
}

const invalid = () => new DomainError("BAD_USER_INPUT", "after is not a valid cursor: pass the endCursor of the previous page", "after");

/** The position a cursor of `sort` points at; BAD_USER_INPUT for anything else. */
export function decodeCursor(sort: SortId, cursor: string): CursorPosition {
  if (typeof cursor !== "string" || cursor.length === 0 || cursor.length > 4000 || !/^[A-Za-z0-9_-]+$/.test(cursor)) throw invalid();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw invalid();
  }
  const result = payload.safeParse(parsed);
  if (!result.success) throw invalid();
  const [cursorSort, key, id] = result.data;
  if (cursorSort !== sort) throw new DomainError("BAD_USER_INPUT", "after belongs to another sort order: start again without it", "after");
  const priceSort = sort.startsWith("price-");
  if (priceSort !== (typeof key === "number")) throw invalid();
  return { key, id };
}

/** Cursors of the newest-first admin list: the row's creation time and id. */
const newestPayload = z.tuple([z.literal("newest"), z.iso.datetime(), z.uuid()]);

export function encodeNewestCursor(createdAt: string, id: string): string {
  return Buffer.from(JSON.stringify(["newest", createdAt, id]), "utf8").toString("base64url");
}

export function decodeNewestCursor(cursor: unknown): { createdAt: string; id: string } {
  if (typeof cursor !== "string" || cursor.length > 400 || !/^[A-Za-z0-9_-]+$/.test(cursor)) throw invalid();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw invalid();
  }
  const result = newestPayload.safeParse(parsed);
  if (!result.success) throw invalid();
  return { createdAt: result.data[1], id: result.data[2] };
}
