import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import express, { Router } from "express";

export interface WebApp {
  router: Router;
  /** CSP source allowing the one inline script that hands runtime settings to the web app. */
  inlineScriptHash: string;
}

/**
 * Serves the built web app: hashed assets with long cache lifetimes, and index.html (never cached) for
 * every other browser navigation so client-side routes work on reload. The brand name is injected at
 * runtime, so one build serves any BRAND_NAME.
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

  router.use("/assets", express.static(join(distDir, "assets"), { immutable: true, maxAge: "365d", fallthrough: false }));
  router.use(express.static(distDir, { index: false, maxAge: "1h" }));
  router.get(/.*/, (req, res, next) => {
    if (!req.accepts("html")) return next();
    res.set("Cache-Control", "no-cache").type("html").send(html);
  });
  return { router, inlineScriptHash };
}
