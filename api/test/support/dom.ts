/**
 * Parsing pages and feeds as a browser or a feed reader would, with jsdom (it comes with the web workspace's
 * component tests; the API has no DOM types, so the little the tests read is typed here).
 */

export interface DomElement {
  tagName: string;
  localName: string;
  namespaceURI: string | null;
  textContent: string | null;
  innerHTML: string;
  children: Iterable<DomElement> & { length: number; [index: number]: DomElement };
  getAttribute(name: string): string | null;
  querySelector(selectors: string): DomElement | null;
  querySelectorAll(selectors: string): Iterable<DomElement> & { length: number; [index: number]: DomElement };
  getElementsByTagName(name: string): Iterable<DomElement> & { length: number; [index: number]: DomElement };
}

export interface DomDocument extends DomElement {
  documentElement: DomElement;
  title: string;
  getElementById(id: string): DomElement | null;
}

type JsdomModule = { JSDOM: new (markup: string, options?: object) => { window: { document: DomDocument & { createElement(tag: string): DomElement & { content: DomElement } } } } };

let jsdom: Promise<JsdomModule> | undefined;
const load = () => (jsdom ??= import("jsdom" as string) as Promise<JsdomModule>);

/** An HTML page as a browser parses it. */
export async function parseHtml(html: string): Promise<DomDocument> {
  return new (await load()).JSDOM(html).window.document;
}

/** An XML document (a feed, a sitemap); a malformed one comes back with a `parsererror` element. */
export async function parseXml(xml: string): Promise<DomDocument> {
  return new (await load()).JSDOM(xml, { contentType: "application/xml" }).window.document;
}

/** A piece of markup parsed as a page's body parses it (head elements stay as they are). */
export async function parseFragment(markup: string): Promise<DomElement> {
  const doc = new (await load()).JSDOM("<!doctype html><body></body>").window.document;
  const template = doc.createElement("template");
  template.innerHTML = markup;
  return template.content;
}
