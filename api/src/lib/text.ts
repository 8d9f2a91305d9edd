/**
 * The one rule for text that enters the shop, whoever sends it (GraphQL, REST, the CLI, a catalogue file):
 *
 * - NUL and the other control characters (C0 except tab, line feed and carriage return; DEL; C1) are refused
 *   with BAD_USER_INPUT naming the field. PostgreSQL refuses NUL in text (22021), and none of them belongs in a
 *   name, an address or a review. Where refusing helps nobody (a search keyword) they become spaces instead.
 * - Text that is not well-formed UTF-16 (a lone surrogate) is refused the same way: the database driver would
 *   silently turn it into U+FFFD.
 * - Everything is normalized to NFC, so "é" typed two ways is one "é" (unique usernames and emails, search).
 * - Nothing longer than MAX_TEXT_LENGTH reaches a service; each field has its own, smaller bound on top.
 *
 * `guardServiceInputs` applies the rule to every argument of every service method (the edge of the services,
 * services/index.ts); `parseInput` (validation.ts) applies it to anything it validates, so catalogue files and the
 * CLI follow it too. Passwords are secrets compared byte for byte and never stored as text: they pass untouched.
 */
import { DomainError } from "./errors.js";

/** The longest text any service accepts (a product description is at most 2,000 characters). */
export const MAX_TEXT_LENGTH = 10_000;

/** How deeply nested an input may be (the deepest real one, a product filter, is 3). */
export const MAX_INPUT_DEPTH = 16;

// Matching control characters is the point of these two.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** Printable ASCII plus tab and newlines: already NFC, the common case, checked without normalizing. */
const PLAIN = /^[\x20-\x7E\t\n\r]*$/;

/** Fields whose text is a search: control characters become spaces instead of being refused. */
const LENIENT_FIELDS: ReadonlySet<string> = new Set(["keyword"]);
/** Secrets: compared as sent, hashed, never stored or shown. */
const SECRET_FIELDS: ReadonlySet<string> = new Set(["password", "currentPassword", "newPassword"]);

export const TEXT_MESSAGES = {
  control: (label: string) => `${label} must not contain control characters`,
  malformed: (label: string) => `${label} is not valid text`,
  tooLong: (label: string) => `${label} must be at most ${MAX_TEXT_LENGTH} characters`,
  tooDeep: "The input is nested too deeply",
} as const;

function label(field: string | undefined): string {
  if (!field) return "Text";
  const last = field.split(".").filter((part) => !/^\d+$/.test(part)).pop() ?? field;
  const words = last.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/_/g, " ").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** One text value under the rule; `lenient` turns control characters into spaces instead of refusing them. */
export function normalizeText(value: string, field?: string, { lenient = false }: { lenient?: boolean } = {}): string {
  if (value.length > MAX_TEXT_LENGTH) throw new DomainError("BAD_USER_INPUT", TEXT_MESSAGES.tooLong(label(field)), field);
  if (PLAIN.test(value)) return value;
  let text = value;
  if (CONTROL.test(text)) {
    if (!lenient) throw new DomainError("BAD_USER_INPUT", TEXT_MESSAGES.control(label(field)), field);
    text = text.replace(CONTROLS, " ");
  }
  if (LONE_SURROGATE.test(text)) {
    if (!lenient) throw new DomainError("BAD_USER_INPUT", TEXT_MESSAGES.malformed(label(field)), field);
    text = text.replace(LONE_SURROGATES, "");
  }
  return text.normalize("NFC");
}

/** Whether a string passes the rule unchanged (for checks inside decoded data, e.g. a cursor's sort key). */
export function isCleanText(value: string): boolean {
  return value.length <= MAX_TEXT_LENGTH && (PLAIN.test(value) || (!CONTROL.test(value) && !LONE_SURROGATE.test(value)));
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Applies the rule to every string inside an input (plain objects and arrays, as JSON and GraphQL deliver them);
 * anything else (a Buffer, a Date, an upload) is left as it is. Returns the input itself when nothing changed.
 */
export function normalizeInput<T>(value: T, field?: string, depth = 0): T {
  if (typeof value === "string") {
    const key = field?.slice(field.lastIndexOf(".") + 1);
    if (key !== undefined && SECRET_FIELDS.has(key)) return value;
    return normalizeText(value, field, { lenient: key !== undefined && LENIENT_FIELDS.has(key) }) as T;
  }
  if (value === null || typeof value !== "object") return value;
  if (depth >= MAX_INPUT_DEPTH) throw new DomainError("BAD_USER_INPUT", TEXT_MESSAGES.tooDeep, field);
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let i = 0; i < value.length; i += 1) {
      const item: unknown = value[i];
      const normalized = normalizeInput(item, field, depth + 1);
      if (normalized !== item) (copy ??= [...value])[i] = normalized;
    }
    return (copy ?? value) as T;
  }
  if (!isPlainObject(value)) return value;
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(value)) {
    const item = value[key];
    const normalized = normalizeInput(item, field ? `${field}.${key}` : key, depth + 1);
    if (normalized !== item) (copy ??= { ...value })[key] = normalized;
  }
  return (copy ?? value) as T;
}

/**
 * The service with the rule applied to every argument of every method, before the method sees it. A method's own
 * `this` is the original service, so calls between its methods are not checked twice.
 */
export function guardServiceInputs<T extends object>(service: T): T {
  const guarded: Record<string, unknown> = {};
  for (const [name, member] of Object.entries(service)) {
    guarded[name] =
      typeof member === "function"
        ? function (this: unknown, ...args: unknown[]) {
            return (member as (...a: unknown[]) => unknown).apply(service, args.map((arg) => normalizeInput(arg)));
          }
        : member;
  }
  return guarded as T;
}
