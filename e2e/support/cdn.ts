/**
 * A stand-in for a shop's image CDN in the journeys: an https server on this machine (a self-signed certificate made
 * with openssl for the run; the journey's browser context accepts it), serving the pictures it is given. The server
 * under test lists its origin in IMAGE_ORIGINS (serve.ts), as a shop serving its catalogue's pictures from a CDN does.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { workerServerPort } from "./servers.js";

/** The CDN's origin for a server: beside the server's own port, so servers on other ports never share it. */
export function cdnOrigin(serverPort = workerServerPort()): string {
  return `https://localhost:${serverPort + 1000}`;
}

/** Serves `files` (path → PNG bytes) at cdnOrigin() until `close()`. */
export async function startCdn(files: Record<string, Buffer>): Promise<{ close: () => Promise<void>; requested: string[] }> {
  const dir = mkdtempSync(join(tmpdir(), "sutra-cdn-"));
  execFileSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", join(dir, "key.pem"), "-out", join(dir, "cert.pem"), "-days", "1", "-subj", "/CN=localhost"], {
    stdio: "ignore",
  });
  const requested: string[] = [];
  const server: Server = createServer({ key: readFileSync(join(dir, "key.pem")), cert: readFileSync(join(dir, "cert.pem")) }, (req, res) => {
    const path = new URL(req.url ?? "/", cdnOrigin()).pathname;
    requested.push(path);
    const body = files[path];
    if (!body) return void res.writeHead(404).end();
    res.writeHead(200, { "content-type": "image/png", "content-length": body.length, "cache-control": "public, max-age=31536000, immutable" }).end(body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(Number(new URL(cdnOrigin()).port), "127.0.0.1", resolve);
  });
  return { requested, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Where serve.ts leaves the URL of a server's database (for steps that run a CLI against it, like an import). */
export function serverInfoFile(serverPort = workerServerPort()): string {
  return join(tmpdir(), `sutra-e2e-${serverPort}.json`);
}
