import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterAll, afterEach, beforeAll } from "vitest";
import { server } from "./server";

// jsdom does not lay out pages, so it has no Element.scrollIntoView (the address form scrolls itself into view).
if (typeof Element.prototype.scrollIntoView !== "function") {
  Element.prototype.scrollIntoView = () => {};
}

// Every GraphQL call a test makes must be answered by a handler it declared: an unexpected call fails.
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  delete window.__SUTRA__;
});
afterAll(() => server.close());
