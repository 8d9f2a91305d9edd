import { z } from "zod";
import { DomainError } from "./errors.js";

/**
 * The opaque `after` cursor of a list read newest first by (created_at, id): the creation time to the microsecond
 * (a JS Date would round it, and the next page would repeat or skip a row) and the id, tagged with what it pages so a
 * cursor of one list is refused by another. Select the time with `exactTimestampSql` to make one.
 */
export function keysetCursor(kind: string) {
  const payload = z.tuple([z.literal(kind), z.iso.datetime(), z.uuid()]);
  const invalid = () => new DomainError("BAD_USER_INPUT", "after is not a valid cursor: pass the endCursor of the previous page", "after");
  return {
    encode(createdAtExact: string, id: string): string {
      return Buffer.from(JSON.stringify([kind, createdAtExact, id]), "utf8").toString("base64url");
    },
    decode(cursor: string): { createdAt: string; id: string } {
      if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw invalid();
      try {
        const [, createdAt, id] = payload.parse(JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")));
        return { createdAt, id };
      } catch {
        throw invalid();
      }
    },
  };
}

/** A timestamptz column as the ISO text a cursor keeps (microseconds, UTC). */
export const exactTimestampSql = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
