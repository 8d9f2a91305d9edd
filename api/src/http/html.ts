/**
 * Writing text people typed (product titles, banner titles, user names, the brand) into the pages the server sends.
 * Every value is escaped for the context it lands in, and pages are put together by concatenating the template's
 * pieces with those values: never with `String.prototype.replace` and a replacement string, whose `$&`, `` $` ``,
 * `$'` and `$$` would copy parts of the page into a product's title (issue 28).
 */

const HTML_ENTITIES: Readonly<Record<string, string>> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text for an HTML text node or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c]!);
}

/**
 * A value as JSON to stand inside a `<script>` element (data or code): `<`, `>` and `&` as `\u` escapes, so no
 * value can close the element (`</script>`) or open a comment (`<!--`), and the line separators JavaScript
 * before ES2019 refused in strings. `JSON.parse` and JavaScript read it back unchanged.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** `<meta name|property="key" content="value">` with the value escaped. */
export function metaTag(attribute: "name" | "property", key: string, value: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
}

/**
 * An HTML document (the build's index.html, trusted) cut once, at start, at its slots: the places a page puts its
 * own markup. `render` joins the pieces with the markup given for each slot (a slot left out keeps the
 * template's own text); no value is ever read as a pattern.
 */
export class PageTemplate<Slot extends string> {
  private constructor(private readonly pieces: ReadonlyArray<string | { slot: Slot; text: string }>) {}

  /** Finds each slot's first match in `html`; a slot the template lacks is simply not there to fill. */
  static parse<Slot extends string>(html: string, slots: Record<Slot, RegExp>): PageTemplate<Slot> {
    const found = (Object.entries(slots) as Array<[Slot, RegExp]>)
      .map(([slot, pattern]) => ({ slot, match: pattern.exec(html) }))
      .filter((f): f is { slot: Slot; match: RegExpExecArray } => f.match !== null)
      .sort((a, b) => a.match.index - b.match.index);
    const pieces: Array<string | { slot: Slot; text: string }> = [];
    let at = 0;
    for (const { slot, match } of found) {
      if (match.index < at) continue; // overlapping slots: the first one wins
      pieces.push(html.slice(at, match.index), { slot, text: match[0] });
      at = match.index + match[0].length;
    }
    pieces.push(html.slice(at));
    return new PageTemplate(pieces);
  }

  /** Whether the template has this slot. */
  has(slot: Slot): boolean {
    return this.pieces.some((p) => typeof p !== "string" && p.slot === slot);
  }

  render(fill: Partial<Record<Slot, string>>): string {
    let page = "";
    for (const piece of this.pieces) page += typeof piece === "string" ? piece : (fill[piece.slot] ?? piece.text);
    return page;
  }
}
