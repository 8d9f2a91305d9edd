import { setupServer } from "msw/node";

/** The msw server of the web component tests; each test adds its handlers with `server.use(...)`. */
export const server = setupServer();
