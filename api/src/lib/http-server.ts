import { createServer, type RequestListener, type Server, ServerResponse } from "node:http";

/**
 * Idle keep-alive connections outlive those of the clients and load balancers in front (nginx, cloud LBs: 60 s).
 * With Node's 5 s default the server closed sockets that a client was just reusing, and the client got ECONNRESET
 * on a POST it could not safely retry (seen in the test suite on a busy machine). Clients read the
 * `Keep-Alive: timeout=65` hint and stop reusing a socket before the server closes it.
 */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export interface HttpServerOptions {
  /** While this says so (shutting down), answers carry `Connection: close`: the client's next request goes elsewhere. */
  draining?: () => boolean;
}

/** Every HTTP server of the app (the shop, the stand-alone Razorpay stand-in) is made here. */
export function createHttpServer(listener?: RequestListener, { draining }: HttpServerOptions = {}): Server {
  const options = { keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS, headersTimeout: KEEP_ALIVE_TIMEOUT_MS + 1_000 };
  if (!draining) return createServer(options, listener);
  // Decided when the head is written, not when the request arrived: a request already in flight when the
  // shutdown began still answers with `Connection: close`.
  class DrainAwareResponse extends ServerResponse {}
  const writeHead = ServerResponse.prototype.writeHead;
  DrainAwareResponse.prototype.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (draining()) this.shouldKeepAlive = false;
    return (writeHead as (...args: unknown[]) => ServerResponse).apply(this, args);
  } as typeof writeHead;
  return createServer({ ...options, ServerResponse: DrainAwareResponse }, listener);
}
