import { createServer, type RequestListener, type Server } from "node:http";

/**
 * Idle keep-alive connections outlive those of the clients and load balancers in front (nginx, cloud LBs: 60 s).
 * With Node's 5 s default the server closed sockets that a client was just reusing, and the client got ECONNRESET
 * on a POST it could not safely retry (seen in the test suite on a busy machine). Clients read the
 * `Keep-Alive: timeout=65` hint and stop reusing a socket before the server closes it.
 */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** Every HTTP server of the app (the shop, the stand-alone Razorpay stand-in) is made here. */
export function createHttpServer(listener?: RequestListener): Server {
  return createServer({ keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS, headersTimeout: KEEP_ALIVE_TIMEOUT_MS + 1_000 }, listener);
}
