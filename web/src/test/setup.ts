import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach, beforeAll } from "vitest";
import { server } from "./server";

// jsdom does not lay out pages, so it has no Element.scrollIntoView (the address form scrolls itself into view).
if (typeof Element.prototype.scrollIntoView !== "function") {
  Element.prototype.scrollIntoView = () => {};
}

// findBy*/waitFor wait up to 5 s (not 1 s): on a busy 2-core machine the first test of a file waits longer than 1 s for
// the lazily loaded section it renders (the admin panel's first test failed so, before any change of its own).
configure({ asyncUtilTimeout: 5_000 });

// Every GraphQL call a test makes must be answered by a handler it declared: an unexpected call fails.
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  delete window.__SUTRA__;
});
afterAll(() => server.close());
