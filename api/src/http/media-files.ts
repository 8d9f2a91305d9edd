import { resolve } from "node:path";
import express, { type RequestHandler } from "express";

/**
 * Serves the local store's files; mount at `/media`. Keys are unique per upload, so files never change and
 * are cached for a year; a missing file answers 404 (passed on as an error with status 404) instead of
 * falling through to the web app.
 */
export function serveLocalMedia(mediaDir: string): RequestHandler {
  return express.static(resolve(mediaDir), {
    immutable: true,
    maxAge: "365d",
    fallthrough: false,
    index: false,
    redirect: false,
    dotfiles: "deny",
    setHeaders(res) {
      res.setHeader("X-Content-Type-Options", "nosniff");
    },
  });
}
