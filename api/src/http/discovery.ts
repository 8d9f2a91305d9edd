/**
 * What search engines and shopping channels fetch (issue 45): `/robots.txt`, `/sitemap.xml` (and an index's
 * `/sitemaps/*.xml`), Google Merchant Center's `/feeds/google.xml` and Meta's `/feeds/meta.csv`. Each is streamed
 * from one snapshot of the catalogue as the reader takes it (services/feeds); a client that goes away ends the read.
 * Compressed like every text answer (app.ts: brotli or gzip, as the client asks).
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { Router, type Request, type Response } from "express";
import type { Logger } from "../lib/logger.js";
import type { FeedsService } from "../services/feeds/index.js";

/** Whether `given` is the token, in constant time (both hashed first, so their lengths never show). */
function sameToken(given: unknown, token: string): boolean {
  if (typeof given !== "string") return false;
  const digest = (text: string) => createHash("sha256").update(text).digest();
  return timingSafeEqual(digest(given), digest(token));
}

export function discoveryRouter({ feeds, feedToken, publicUrl, logger }: { feeds: FeedsService; feedToken: string | undefined; publicUrl: () => string; logger: Logger }): Router {
  const router = Router();

  /** Streams one answer; an error before the first byte is a 500, after it the answer is cut short (never a half file that looks whole). */
  async function stream(res: Response, what: string, run: () => Promise<unknown>): Promise<void> {
    try {
      await run();
      res.end();
    } catch (error) {
      if (res.destroyed || res.writableEnded) return; // the reader went away
      logger.error({ err: error }, `could not write ${what}`);
      if (res.headersSent) res.destroy(error instanceof Error ? error : new Error(String(error)));
      else res.status(500).type("text/plain").send("Something went wrong on our side.");
    }
  }

  router.get("/robots.txt", (_req, res) => {
    res.set("Cache-Control", "public, max-age=3600").type("text/plain").send(feeds.robots({ publicUrl: publicUrl() }));
  });

  // A product deleted leaves the sitemap at once: it is read afresh every time.
  router.get("/sitemap.xml", (_req, res) => {
    res.set("Cache-Control", "no-cache").type("application/xml; charset=utf-8");
    return stream(res, "the sitemap", () => feeds.sitemap(res, { publicUrl: publicUrl() }));
  });
  router.get("/sitemaps/:name.xml", async (req: Request<{ name: string }>, res) => {
    res.set("Cache-Control", "no-cache").type("application/xml; charset=utf-8");
    await stream(res, "a sitemap file", async () => {
      if (!(await feeds.sitemapFile(res, req.params.name, { publicUrl: publicUrl() }))) res.status(404).type("text/plain").write("Not found");
    });
  });

  // The feeds answer a wrong or missing token (when FEED_TOKEN is set) as an unknown path would: 404.
  const feed = (type: string, what: string, write: (res: Response) => Promise<unknown>) => async (req: Request, res: Response) => {
    if (feedToken !== undefined && !sameToken(req.query.token, feedToken)) {
      res.status(404).type("text/plain").send("Not found");
      return;
    }
    // Read afresh on every fetch (a change shows at the next one); a CDN may keep it for a minute.
    res.set("Cache-Control", feedToken ? "private, max-age=60" : "public, max-age=60").type(type);
    await stream(res, what, () => write(res));
  };
  router.get("/feeds/google.xml", feed("application/xml; charset=utf-8", "the Google feed", (res) => feeds.google(res, { publicUrl: publicUrl() })));
  router.get("/feeds/meta.csv", feed("text/csv; charset=utf-8", "the Meta feed", (res) => feeds.meta(res, { publicUrl: publicUrl() })));
  return router;
}
