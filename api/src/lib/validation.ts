import type { z } from "zod";
import { DomainError } from "./errors.js";
import { normalizeInput } from "./text.js";

/**
 * Validates input against a schema, after the text rule (lib/text.ts: no control characters, NFC, bounded); the
 * first problem becomes a BAD_USER_INPUT error naming its field.
 */
export function parseInput<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const result = schema.safeParse(normalizeInput(raw ?? {}));
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.map(String).join(".") || undefined;
  // zod 4 leaves issue.input out unless asked: read the value at the path to tell "missing" from "wrong type".
  const missing = issue.code === "invalid_type" && valueAt(raw, issue.path) === undefined;
  const message = missing && field ? `${humanize(field)} is required` : issue.message;
  throw new DomainError("BAD_USER_INPUT", message, field);
}

function valueAt(raw: unknown, path: readonly PropertyKey[]): unknown {
  let value: unknown = raw;
  for (const key of path) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function humanize(field: string): string {
  const last = field.split(".").pop() ?? field;
  const words = last.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether an id from a client can be looked up: PostgreSQL refuses a malformed uuid with an error (22P02), so
 * every id is checked with this before it reaches a query, and a malformed one is answered like an unknown one.
 */
export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}

/** True when a PostgreSQL error is a unique violation, optionally of one named constraint or index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string; driverError?: { code?: string; constraint?: string } };
  const code = e?.driverError?.code ?? e?.code;
  const name = e?.driverError?.constraint ?? e?.constraint;
  return code === "23505" && (constraint === undefined || name === constraint);
}
