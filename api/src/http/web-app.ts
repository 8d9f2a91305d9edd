import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Router, type Request, type RequestHandler } from "express";
import expressStaticGzip from "express-static-gzip";
import { readSessionToken } from "./session-cookie.js";

export interface WebApp {
  router: Router;
  /** CSP source allowing the one inline script that hands runtime settings to the web app. */
  inlineScriptHash: string;
}

/**
 * Static files of the build: the brotli (`.br`) or gzip (`.gz`) copy the build made beside a file when the browser
 * accepts it (brotli preferred), with `Content-Encoding` and `Vary: Accept-Encoding`; the file itself otherwise.
 */
function precompressedStatic(root: string, options: { immutable?: boolean; maxAge: string; fallthrough: boolean }): RequestHandler {
  return expressStaticGzip(root, {
    enableBrotli: true,
    orderPreference: ["br", "gzip"],
    index: false,
    serveStatic: { ...options, index: false, redirect: false, dotfiles: "ignore" },
  }) as RequestHandler;
}

/** Source maps stay on the server (the build makes them "hidden": no bundle points at one): never served. */
const sourceMaps: RequestHandler = (req, res, next) => {
  if (req.path.endsWith(".map")) {
    res.status(404).type("text/plain").send("Not found");
    return;
  }
  next();
};

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** The storefront chunk's entry in the build manifest (web/src/app/routes.tsx loads it lazily). */
const SHOP_ENTRY = "src/shop/index.ts";

/**
 * The files of the storefront chunk and everything it imports statically, less what index.html loads anyway, from
 * the build's manifest (dist/.vite/manifest.json); none when there is no manifest. Never an admin chunk.
 */
export function shopPreloads(distDir: string): string[] {
  const file = join(distDir, ".vite", "manifest.json");
  if (!existsSync(file)) return [];
  const manifest = JSON.parse(readFileSync(file, "utf8")) as Record<string, ManifestChunk>;
  const closure = (key: string, into = new Set<string>()) => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const dep of manifest[key].imports ?? []) closure(dep, into);
    return into;
  };
  if (!manifest[SHOP_ENTRY]) return [];
  const loadedByPage = closure("index.html");
  return [...closure(SHOP_ENTRY)]
    .filter((key) => !loadedByPage.has(key))
    .map((key) => `/${manifest[key]!.file}`)
    .filter((path) => !/^\/assets\/admin-/.test(path));
}

/** A request that may be a signed-in shopper's (it carries a session cookie: not checked here, only a hint). */
function mayBeSignedIn(req: Request): boolean {
  return readSessionToken(req) !== undefined;
}

/**
 * Serves the built web app: hashed assets, pre-compressed at build time, cached for a year as immutable, and
 * index.html (never cached) for every other browser navigation so client-side routes work on reload. The brand
 * name is injected at runtime, so one build serves any BRAND_NAME; index.html is small and compressed on the fly
 * with every other response (app.ts).
 */
export function webApp(distDir: string, settings: { brandName: string }): WebApp {
  const script = `window.__SUTRA__=${JSON.stringify(settings).replace(/</g, "\\u003c")};`;
  const inlineScriptHash = `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
  const router = Router();
  const indexFile = join(distDir, "index.html");

  if (!existsSync(indexFile)) {
    router.get(/.*/, (req, res, next) => {
      if (!req.accepts("html")) return next();
      res
        .status(503)
        .type("text/plain")
        .send(`The web app is not built yet (no ${indexFile}). Run \`npm run build\`, or use \`npm start\` which builds it.`);
    });
    return { router, inlineScriptHash };
  }

  const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);
  const html = readFileSync(indexFile, "utf8")
    .replace("</head>", `<script>${script}</script></head>`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(settings.brandName)}</title>`);

  // A storefront page opened with a session cookie: the browser fetches the storefront's chunks with the app's own
  // instead of after the session check (one round trip and the chunks' download off the first screen's path).
  // Without the cookie the visitor will be shown the sign-in page, which does not need them.
  const preloads = shopPreloads(distDir);
  const shopHtml = preloads.length
    ? html.replace("</head>", `${preloads.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join("")}</head>`)
    : html;
  const sendHtml: RequestHandler = (req, res) => {
    const shopper = req.path.startsWith("/shop") && mayBeSignedIn(req);
    res
      .set("Cache-Control", "no-cache")
      .vary("Cookie")
      .type("html")
      .send(shopper ? shopHtml : html);
  };
  router.use(sourceMaps);
  router.use("/assets", precompressedStatic(join(distDir, "assets"), { immutable: true, maxAge: "365d", fallthrough: false }));
  // index.html only as rewritten above (brand name, runtime settings), never the raw file.
  router.get("/index.html", sendHtml);
  router.use(precompressedStatic(distDir, { maxAge: "1h", fallthrough: true }));
  router.get(/.*/, (req, res, next) => {
    if (!req.accepts("html")) return next();
    sendHtml(req, res, next);
  });
  return { router, inlineScriptHash };
}
