import { brotliDecompressSync } from "node:zlib";
import { Router, type NextFunction, type Request, type Response } from "express";
import { getStaticFile, type StaticFile } from "ruru/static";

/**
 * An offline GraphQL IDE at GET /graphql for browser navigations: Ruru (Graphile's GraphiQL 5 distribution,
 * React and Monaco bundled inside it, so nothing touches the web app's React). Every asset comes from the
 * `ruru` package through this process under ASSET_PREFIX; no CDN is involved.
 *
 * `ruru` is pinned to exactly 2.0.0-rc.3: it is the last release declaring Node >= 16; 2.0.0-rc.4 and 2.0.x
 * declare Node >= 22 (a `~` range would float onto them).
 *
 * Content-Security-Policy: the page has no inline script (settings travel in a JSON data block, the bootstrap
 * is a same-origin module) and Monaco's workers are same-origin module workers, so helmet's default policy is
 * enough. The router still sets its own policy on everything it answers, no looser than helmet's default
 * (ROUTE_CSP below), so the IDE does not depend on what the app's policy allows.
 */

export interface GraphqlIdeOptions {
  /** The GraphQL endpoint, a same-origin path such as "/graphql". */
  endpoint: string;
  /** The page title. */
  title: string;
}

/** Where the IDE's assets are served; ruru's own bundle plus our boot.js and page.css. */
export const ASSET_PREFIX = "/graphql-ide/";

/**
 * The IDE's policy: helmet's default minus the `https:` sources it allows for fonts and styles, with
 * connect-src and worker-src spelled out. 'unsafe-inline' styles stay: Monaco, Radix and GraphiQL set inline
 * styles at run time (helmet's default allows them too).
 */
export const ROUTE_CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "connect-src 'self'",
  "font-src 'self' data:",
  "form-action 'self'",
  "frame-ancestors 'self'",
  "img-src 'self' data:",
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "worker-src 'self'",
].join("; ");

/** Over HTTPS (req.secure honours "trust proxy") keep helmet's upgrade-insecure-requests as well. */
const routeCsp = (req: Request) => (req.secure ? `${ROUTE_CSP}; upgrade-insecure-requests` : ROUTE_CSP);

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** JSON safe inside a <script type="application/json"> data block. */
const jsonForScript = (value: unknown) =>
  JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");

/**
 * The bootstrap module. It sets Monaco's worker factory before the bundle loads, and gives Ruru a fetcher
 * that always sends the session cookie (`credentials: "include"`) and posts JSON, which satisfies Apollo
 * Server's CSRF prevention (a JSON content type is never a "simple" request).
 */
const BOOT_JS = `// Sutra GraphQL IDE bootstrap (see api/src/http/graphql-ide.ts)
const config = JSON.parse(document.getElementById("graphql-ide-config").textContent);
const workers = { json: "jsonWorker.js", graphql: "graphqlWorker.js" };
globalThis.MonacoEnvironment = {
  getWorker(_moduleId, label) {
    return new Worker(new URL(workers[label] ?? "editorWorker.js", import.meta.url), { type: "module" });
  },
};
const theme = localStorage.getItem("graphiql:theme") ||
  (matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light");
document.body.classList.add("graphiql-" + theme);

const endpoint = new URL(config.endpoint, location.href).href;
async function fetcher(params, options) {
  const response = await fetch(endpoint, {
    method: "POST",
    credentials: "include",
    headers: {
      accept: "application/graphql-response+json, application/json",
      ...(options && options.headers),
      "content-type": "application/json",
    },
    body: JSON.stringify(params),
  });
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return { errors: [{ message: "HTTP " + response.status + " " + response.statusText + ": " + text.slice(0, 500) }] };
  }
}

const { React, createRoot, Ruru } = await import("./ruru.js");
createRoot(document.getElementById("ruru-root")).render(
  React.createElement(Ruru, { ...config.ruru, endpoint: config.endpoint, fetcher }),
);
`;

const PAGE_CSS = `body { margin: 0; }
#ruru-root { height: 100vh; }
.graphql-ide-loading { font: 14px system-ui, sans-serif; padding: 2rem; color: #555; }
`;

function renderPage({ endpoint, title }: GraphqlIdeOptions): string {
  const config = {
    endpoint,
    ruru: {
      // Grafast's plan/explain tools mean nothing to Apollo Server.
      debugTools: [],
      defaultQuery: [
        `# ${title}`,
        "#",
        `# Queries go to ${endpoint} with this browser's session cookie:`,
        "# sign in on the shop first to act as that user.",
        "# Run with Ctrl+Enter.",
        "",
        "{",
        "  __typename",
        "}",
        "",
      ].join("\n"),
    },
  };
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="modulepreload" href="${ASSET_PREFIX}ruru.js">
<link rel="stylesheet" href="${ASSET_PREFIX}ruru.css">
<link rel="stylesheet" href="${ASSET_PREFIX}page.css">
<script type="application/json" id="graphql-ide-config">${jsonForScript(config)}</script>
<script type="module" src="${ASSET_PREFIX}boot.js"></script>
</head>
<body>
<div id="ruru-root"><p class="graphql-ide-loading">Loading the GraphQL IDE…</p></div>
<noscript>The GraphQL IDE needs JavaScript.</noscript>
</body>
</html>
`;
}

/** Decompressed copies for clients that do not accept brotli (Chromium offers `br` only on secure origins). */
const identityCache = new Map<string, StaticFile>();

function identityVersion(path: string, file: StaticFile): StaticFile {
  let cached = identityCache.get(path);
  if (!cached) {
    const content = brotliDecompressSync(file.content);
    const { "content-encoding": _encoding, etag, ...headers } = file.headers;
    cached = { content, headers: { ...headers, "content-length": String(content.length), ...(etag ? { etag: etag.replace(/"$/, '-identity"') } : {}) } };
    identityCache.set(path, cached);
  }
  return cached;
}

function acceptsBrotli(req: Request): boolean {
  return /\bbr\b/i.test(req.headers["accept-encoding"] ?? "");
}

/** The IDE router (an express.Router); mount it before the Apollo middleware for the same endpoint. */
export function graphqlIdeRouter(options: GraphqlIdeOptions): Router {
  if (!options.endpoint.startsWith("/") || options.endpoint.startsWith("//")) {
    throw new Error(`graphqlIdeRouter: endpoint must be a same-origin path such as "/graphql" (got ${JSON.stringify(options.endpoint)})`);
  }
  const page = renderPage(options);
  const router = Router();

  // GET /graphql: the IDE for a browser navigation; anything else (GET queries from clients) goes on to Apollo.
  router.get(options.endpoint, (req: Request, res: Response, next: NextFunction) => {
    if (!(req.headers.accept ?? "").includes("text/html")) return next();
    res
      .set({ "Content-Security-Policy": routeCsp(req), "Cache-Control": "no-cache", Vary: "Accept" })
      .type("html")
      .send(page);
  });

  const ownAssets: Record<string, { type: string; body: string }> = {
    "/boot.js": { type: "text/javascript; charset=utf-8", body: BOOT_JS },
    "/page.css": { type: "text/css; charset=utf-8", body: PAGE_CSS },
  };

  router.use(ASSET_PREFIX.slice(0, -1), async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    res.set({ "Content-Security-Policy": routeCsp(req), "Cache-Control": "no-cache" });
    const own = ownAssets[req.path];
    if (own) {
      res.type(own.type).send(own.body);
      return;
    }
    try {
      // disallowDevAssets: source maps would keep another ~10 MB in memory; the browser simply gets a 404.
      const found = await getStaticFile({ staticPath: "/", urlPath: req.path, acceptEncoding: "br", disallowDevAssets: true });
      if (!found) {
        res.status(404).type("text/plain").send("Not found");
        return;
      }
      const file = acceptsBrotli(req) ? found : identityVersion(req.path, found);
      const { "content-length": _length, ...headers } = file.headers;
      res.set({ ...headers, Vary: "Accept-Encoding" }).send(file.content);
    } catch (error) {
      next(error);
    }
  });

  return router;
}
