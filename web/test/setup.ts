import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach, beforeAll } from "vitest";
import { server } from "./server";

// jsdom does not lay out pages, so it has no Element.scrollIntoView (the address form scrolls itself into view).
if (typeof Element.prototype.scrollIntoView !== "function") {
  Element.prototype.scrollIntoView = () => {};
}

// findBy… and waitFor wait for their condition, not for a clock: a page's first render (its lazy chunk transformed
// on first import) took over 5 s at load 14-18 on CI's two cores, and a slow render is not what these tests check.
// The bound only turns a condition that never comes into a failure that shows the page (the test's own timeout,
// vite.config.ts, is longer, so this message wins).
configure({ asyncUtilTimeout: 30_000 });

// Every GraphQL call a test makes must be answered by a handler it declared: an unexpected call fails.
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  delete window.__SUTRA__;
  // A test's stored listing filters never reach the next one (they would name its listing "Men").
  sessionStorage.clear();
});
afterAll(() => server.close());
