import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach, beforeAll } from "vitest";
import { server } from "./server";

// jsdom does not lay out pages, so it has no Element.scrollIntoView (the address form scrolls itself into view).
if (typeof Element.prototype.scrollIntoView !== "function") {
  Element.prototype.scrollIntoView = () => {};
}

// findBy… and waitFor wait up to 5 s (1 s by default): on a busy machine a page's first render (its lazy chunk
// transformed on first import) takes longer than that, and a slow render is not what these tests check.
configure({ asyncUtilTimeout: 5000 });

// Every GraphQL call a test makes must be answered by a handler it declared: an unexpected call fails.
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  delete window.__SUTRA__;
});
afterAll(() => server.close());
