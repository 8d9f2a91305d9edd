/**
 * Cursors: opaque base64url text holding a JSON tuple, checked against a schema when they come back.
 *
 * Keyset cursors for the product listing hold the sort, the row's sort key and its id. The next page starts
 * strictly after (key, id) in the sort's order, so pages never overlap or skip rows even when products are added
 * or removed meanwhile.
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

export const invalidCursor = () => new DomainError("BAD_USER_INPUT", "after is not a valid cursor: pass the endCursor of the previous page", "after");

/** A cursor holding `values`. */
export function encodePayload(values: readonly unknown[]): string {
  return Buffer.from(JSON.stringify(values), "utf8").toString("base64url");
}

/** What a cursor made by `encodePayload` holds, if it fits `schema`; BAD_USER_INPUT (field `after`) otherwise. */
export function decodePayload<S extends z.ZodType>(cursor: unknown, schema: S, maxLength: number): z.output<S> {
  if (typeof cursor !== "string" || cursor.length === 0 || cursor.length > maxLength || !/^[A-Za-z0-9_-]+$/.test(cursor)) throw invalidCursor();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw invalidCursor();
  }
  const result = schema.safeParse(parsed);
  if (!result.success) throw invalidCursor();
  return result.data;
}

export function encodeCursor(sort: SortId, position: CursorPosition): string {
  return encodePayload([sort, position.key, position.id]);
}

/** The position a cursor of `sort` points at; BAD_USER_INPUT for anything else. */
export function decodeCursor(sort: SortId, cursor: string): CursorPosition {
  const [cursorSort, key, id] = decodePayload(cursor, payload, 4000);
  if (cursorSort !== sort) throw new DomainError("BAD_USER_INPUT", "after belongs to another sort order: start again without it", "after");
  const priceSort = sort.startsWith("price-");
  if (priceSort !== (typeof key === "number")) throw invalidCursor();
  return { key, id };
}

/** Cursors of the newest-first admin list: the row's creation time and id. */
const newestPayload = z.tuple([z.literal("newest"), z.iso.datetime(), z.uuid()]);

export function encodeNewestCursor(createdAt: string, id: string): string {
  return encodePayload(["newest", createdAt, id]);
}

export function decodeNewestCursor(cursor: unknown): { createdAt: string; id: string } {
  const [, createdAt, id] = decodePayload(cursor, newestPayload, 400);
  return { createdAt, id };
}
