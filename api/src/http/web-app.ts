import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Router, type RequestHandler } from "express";
import expressStaticGzip from "express-static-gzip";

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

  const sendHtml: RequestHandler = (_req, res) => {
    res.set("Cache-Control", "no-cache").type("html").send(html);
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
