import type { Readable } from "node:stream";
import type { ImageVariants } from "../../entities/product.entity.js";
import { DomainError } from "../../lib/errors.js";
import type { ServiceContext } from "../context.js";
import { storeImageWithVariants } from "./images.js";
import type { MediaStore } from "./media-store.js";
import { requireAdmin, requireUser, type Viewer } from "../viewer.js";

/** The largest upload accepted, in bytes (5 MB); the REST and GraphQL transports stop reading beyond it. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export const MEDIA_MESSAGES = {
  tooLarge: "The image is too large: at most 5 MB.",
  unreadable: "The file upload could not be read. Please try again.",
} as const;

/** Where uploads are stored: `uploads/<uuid>/original.jpg`, `large.jpg`, `thumb.jpg`, `image-480.webp`, `image.webp`, `image-1200.webp`. */
export const UPLOAD_PREFIX = "uploads";

/** An image over the size cap; REST answers it with 413, GraphQL with BAD_USER_INPUT. */
export class ImageTooLargeError extends DomainError {
  constructor() {
    super("BAD_USER_INPUT", MEDIA_MESSAGES.tooLarge, "image");
  }
}

/** A WebP rendition and its width in pixels (a `srcset` candidate; GraphQL `ImageSource`). */
export interface WebpSource {
  url: string;
  width: number;
}

/** Public URLs of every rendition of one image. */
export interface ImageSet {
  original: string;
  thumbnail: string;
  large: string;
  webp: string;
  /** The WebP renditions this image has, narrowest first (GraphQL only; the REST shapes keep the four above). */
  webpSources: WebpSource[];
  /** The renditions as an HTML srcset (`imageSrcSet`; GraphQL only): a plain field, so no resolver runs per picture. */
  srcSet: string;
}

/** The four renditions of the REST shapes older clients read (no `webpSources`). */
export function restImageSet({ original, thumbnail, large, webp }: ImageSet): Pick<ImageSet, "original" | "thumbnail" | "large" | "webp"> {
  return { original, thumbnail, large, webp };
}

const WEBP_WIDTHS: ReadonlyArray<{ key: "webpSmall" | "webp" | "webpLarge"; width: number }> = [
  { key: "webpSmall", width: 480 },
  { key: "webp", width: 800 },
  { key: "webpLarge", width: 1200 },
];

export interface UploadedImage {
  /** The original rendition: what a product or banner stores as its image. */
  url: string;
  images: ImageSet;
}

/** The bytes of an upload: in memory, a stream, or opened lazily (so nothing is read before the caller is checked). */
export type ImageSource = Buffer | Readable | (() => Buffer | Readable | Promise<Buffer | Readable>);

/** Every rendition of an image; renditions that are not known fall back to the image's own URL. */
export function toImageSet(imageUrl: string, variants: ImageVariants | null | undefined): ImageSet {
  const original = variants?.original || imageUrl;
  const renditions = {
    thumbnail: variants?.thumbnail || original,
    large: variants?.large || original,
    webp: variants?.webp || original,
    webpSources: WEBP_WIDTHS.filter(({ key }) => variants?.[key]).map(({ key, width }) => ({ url: variants![key]!, width })),
  };
  return { original, ...renditions, srcSet: imageSrcSet(renditions) };
}

/**
 * The resized renditions as an HTML `srcset`: the WebP ones (480, 800, 1200 px) when the image has at least two, else
 * the 480 px JPEG, the 800 px WebP and the 1200 px JPEG; empty when they are all the image's one file (an external
 * image): a `srcset` of one file three times says nothing its `src` does not.
 */
export function imageSrcSet(images: Pick<ImageSet, "thumbnail" | "webp" | "large" | "webpSources">): string {
  if (images.webpSources.length >= 2) return images.webpSources.map((s) => `${s.url} ${s.width}w`).join(", ");
  if (images.thumbnail === images.webp && images.webp === images.large) return "";
  return `${images.thumbnail} 480w, ${images.webp} 800w, ${images.large} 1200w`;
}

const STORED_ORIGINAL = /^([A-Za-z0-9][A-Za-z0-9_-]*)\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/original\.jpg$/;

/**
 * The renditions of an image this store holds, derived from the URL of its original alone (no lookup): the
 * layout `storeImageWithVariants` writes. Undefined for any other URL (external, another store's, or not the
 * exact URL the store hands out).
 */
export function storedImageVariants(store: MediaStore, url: string): ImageVariants | undefined {
  const key = store.keyFromUrl(url);
  const match = key === undefined ? null : STORED_ORIGINAL.exec(key);
  if (!key || !match || store.publicUrl(key) !== url) return undefined;
  const folder = `${match[1]}/${match[2]}`;
  return {
    original: url,
    large: store.publicUrl(`${folder}/large.jpg`),
    thumbnail: store.publicUrl(`${folder}/thumb.jpg`),
    webp: store.publicUrl(`${folder}/image.webp`),
    webpSmall: store.publicUrl(`${folder}/image-480.webp`),
    webpLarge: store.publicUrl(`${folder}/image-1200.webp`),
  };
}

/** Reads a stream into memory, refusing (and no longer reading) anything beyond `limit` bytes. */
export async function readWithLimit(stream: Readable, limit: number = MAX_IMAGE_BYTES): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of stream) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
      total += buffer.length;
      if (total > limit) {
        stream.destroy();
        throw new ImageTooLargeError();
      }
      chunks.push(buffer);
    }
  } catch (error) {
    throw asUploadError(error);
  }
  return Buffer.concat(chunks, total);
}

/**
 * Transport errors of an upload (graphql-upload-ts and busboy raise http-errors: 413 over the size cap, 400
 * for a malformed request, 499 for a client that went away) become clear BAD_USER_INPUT errors.
 */
function asUploadError(error: unknown): unknown {
  if (error instanceof DomainError) return error;
  const status = (error as { status?: unknown } | null)?.status;
  if (status === 413) return new ImageTooLargeError();
  if (typeof status === "number" && status >= 400 && status < 500) return new DomainError("BAD_USER_INPUT", MEDIA_MESSAGES.unreadable, "image");
  return error;
}

async function bytesOf(source: ImageSource): Promise<Buffer> {
  let opened: Buffer | Readable;
  try {
    opened = typeof source === "function" ? await source() : source;
  } catch (error) {
    throw asUploadError(error);
  }
  if (Buffer.isBuffer(opened)) {
    if (opened.length > MAX_IMAGE_BYTES) throw new ImageTooLargeError();
    return opened;
  }
  return readWithLimit(opened, MAX_IMAGE_BYTES);
}

/**
 * Work that runs one task at a time, in the order asked; a failed task does not stop the next. `waiting` counts the
 * tasks queued behind the one running.
 */
export function oneAtATime() {
  let last: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      waiting += 1;
      const start = () => {
        waiting -= 1;
        return task();
      };
      const run = last.then(start, start);
      last = run.catch(() => undefined);
      return run;
    },
    get waiting() {
      return waiting;
    },
  };
}

/**
 * A process makes one upload's pictures at a time. Making them takes about 100 MB for a moment whatever the picture's
 * size (its decoding, then six renditions at once, on libuv's threads), so four uploads at once took four times that:
 * 535 MB at the peak against 259 MB for one (`npm run bench:image-memory`). Uploads that arrive meanwhile wait their
 * turn (a second or two each) holding only their bytes, at most 5 MB each; the 50-megapixel cap (sharp's
 * limitInputPixels) bounds the decoding.
 */
const pictureMaking = oneAtATime();

export function createMediaService(ctx: ServiceContext) {
  return {
    /**
     * Stores an admin's upload (JPEG, PNG or WebP by its bytes, at most 5 MB) with its resized renditions and
     * returns their URLs. Nothing is read before the caller is known to be an admin; nothing is stored for a
     * refused file.
     */
    async uploadImage(viewer: Viewer | null, source: ImageSource): Promise<UploadedImage & { variants: ImageVariants }> {
      requireAdmin(viewer);
      const bytes = await bytesOf(source);
      const variants = await pictureMaking.run(() => storeImageWithVariants(ctx.mediaStore, bytes, { prefix: UPLOAD_PREFIX }));
      ctx.logger.info({ url: variants.original, bytes: bytes.length }, "image uploaded");
      return { url: variants.original, images: toImageSet(variants.original, variants), variants };
    },

    /**
     * A signed-in customer's photo for a return request (same checks, renditions and store as an admin's upload);
     * the request keeps its URL. Not rate-limited separately yet: uploads run one at a time per node.
     */
    async uploadReturnPhoto(viewer: Viewer | null, source: ImageSource): Promise<UploadedImage & { variants: ImageVariants }> {
      const user = requireUser(viewer);
      const bytes = await bytesOf(source);
      const variants = await pictureMaking.run(() => storeImageWithVariants(ctx.mediaStore, bytes, { prefix: UPLOAD_PREFIX }));
      ctx.logger.info({ url: variants.original, bytes: bytes.length, userId: user.userId }, "return photo uploaded");
      return { url: variants.original, images: toImageSet(variants.original, variants), variants };
    },

    /**
     * A signed-in customer's photo for a review: the same checks (JPEG, PNG or WebP by its bytes, at most 5 MB),
     * renditions and store as a product image; the review keeps its URL (at most 3 a review).
     */
    async uploadReviewPhoto(viewer: Viewer | null, source: ImageSource): Promise<UploadedImage & { variants: ImageVariants }> {
      const user = requireUser(viewer);
      const bytes = await bytesOf(source);
      const variants = await pictureMaking.run(() => storeImageWithVariants(ctx.mediaStore, bytes, { prefix: UPLOAD_PREFIX }));
      ctx.logger.info({ url: variants.original, bytes: bytes.length, userId: user.userId }, "review photo uploaded");
      return { url: variants.original, images: toImageSet(variants.original, variants), variants };
    },

    /** Uploads waiting for their turn to have their pictures made (pictureMaking). */
    uploadsWaiting(): number {
      return pictureMaking.waiting;
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
