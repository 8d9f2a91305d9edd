import busboy from "busboy";
import { type Request, Router } from "express";
import { DomainError } from "../lib/errors.js";
import type { Services } from "../services/index.js";
import { ImageTooLargeError, MAX_IMAGE_BYTES, restImageSet } from "../services/media/index.js";
import { route } from "./respond.js";

/** The multipart field the spec's client sends its file in. */
export const UPLOAD_FIELD = "my_file";

const UPLOAD_MESSAGES = {
  notMultipart: `Send the image as multipart/form-data in the field ${UPLOAD_FIELD}.`,
  noFile: `No image received: send it in the multipart field ${UPLOAD_FIELD}.`,
  unreadable: "The upload could not be read. Please try again.",
} as const;

/** Room for the multipart boundaries and part headers around the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** Past this many discarded bytes after a refusal, the connection is cut instead of read to its end. */
const MAX_DISCARDED_BYTES = 4 * MAX_IMAGE_BYTES;

/**
 * Reads what is left of a refused request without keeping it, so the answer reaches the client and the connection
 * stays usable; a client that keeps sending far beyond the cap has its connection closed.
 */
function discardRest(req: Request): void {
  let discarded = 0;
  req.on("data", (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > MAX_DISCARDED_BYTES) req.socket.destroy();
  });
  req.resume();
}

/**
 * Reads the file of field `my_file` from a multipart request, holding at most MAX_IMAGE_BYTES: past the cap it
 * stops reading and refuses (a declared Content-Length far over the cap is refused before reading anything).
 * Other files and fields are skipped.
 */
function receiveFile(req: Request): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers["content-length"]);
    if (Number.isFinite(declared) && declared > MAX_IMAGE_BYTES + MULTIPART_OVERHEAD) {
      reject(new ImageTooLargeError());
      return;
    }
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, fieldSize: 8 * 1024, parts: 12 } });
    } catch {
      reject(new DomainError("BAD_USER_INPUT", UPLOAD_MESSAGES.notMultipart, UPLOAD_FIELD));
      return;
    }
    let settled = false;
    let file: Buffer | undefined;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      parser.removeAllListeners("file");
      parser.on("error", () => undefined);
      discardRest(req);
      reject(error);
    };
    parser.on("file", (name, stream) => {
      if (name !== UPLOAD_FIELD) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => {
        if (!settled) chunks.push(chunk);
      });
      stream.on("limit", () => {
        chunks.length = 0;
        stream.resume();
        fail(new ImageTooLargeError());
      });
      stream.on("end", () => {
        if (!stream.truncated) file = Buffer.concat(chunks);
      });
    });
    parser.on("error", () => fail(new DomainError("BAD_USER_INPUT", UPLOAD_MESSAGES.unreadable, UPLOAD_FIELD)));
    parser.on("close", () => {
      if (settled) return;
      settled = true;
      if (file) resolve(file);
      else reject(new DomainError("BAD_USER_INPUT", UPLOAD_MESSAGES.noFile, UPLOAD_FIELD));
    });
    req.on("close", () => {
      if (!req.complete) fail(new DomainError("BAD_USER_INPUT", UPLOAD_MESSAGES.unreadable, UPLOAD_FIELD));
    });
    req.pipe(parser);
  });
}

export function mediaRoutes(services: Services): Router {
  const router = Router();

  // Mounted before the product routes: the admin panel's image upload (multipart, one file in `my_file`).
  router.post(
    "/admin/products/upload-image",
    route(services, async ({ viewer, req, res }) => {
      try {
        const uploaded = await services.media.uploadImage(viewer, () => receiveFile(req));
        const images = restImageSet(uploaded.images);
        return { success: true, result: { url: uploaded.url, images, ...images } };
      } catch (error) {
        if (!(error instanceof ImageTooLargeError)) throw error;
        res.status(413);
        return { success: false, message: error.message };
      }
    }),
  );

  return router;
}
