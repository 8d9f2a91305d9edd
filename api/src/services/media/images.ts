/**
 * Turns one uploaded (or generated) image into the renditions the shop shows: a re-encoded original, a large
 * and a thumbnail JPEG, and a WebP. The bytes decide the format (never the file name or the client's
 * content type); metadata (EXIF, GPS, ICC comments) is dropped and the EXIF orientation applied.
 */
import { randomUUID } from "node:crypto";
import type SharpFactory from "sharp";
import type { OutputInfo, Sharp, SharpOptions } from "sharp";
import type { ImageVariants } from "../../entities/product.entity.js";
import { DomainError } from "../../lib/errors.js";
import { assertSafeKey, type MediaStore } from "./media-store.js";

export const ACCEPTED_IMAGE_FORMATS = ["jpeg", "png", "webp"] as const;

/** Larger inputs are refused before decoding (a 10 000 × 5 000 photo is fine; decompression bombs are not). */
const MAX_INPUT_PIXELS = 50_000_000;

const JPEG = { quality: 82, progressive: true, chromaSubsampling: "4:2:0" } as const;
const WEBP = { quality: 78, effort: 2 } as const;

interface Rendition {
  name: keyof ImageVariants;
  file: string;
  width: number;
  format: "jpeg" | "webp";
}

/** The renditions of every stored image; the WebP ones at three widths make the storefront's responsive srcset. */
export const RENDITIONS: readonly Rendition[] = [
  { name: "large", file: "large.jpg", width: 1200, format: "jpeg" },
  { name: "thumbnail", file: "thumb.jpg", width: 480, format: "jpeg" },
  { name: "webpSmall", file: "image-480.webp", width: 480, format: "webp" },
  { name: "webp", file: "image.webp", width: 800, format: "webp" },
  { name: "webpLarge", file: "image-1200.webp", width: 1200, format: "webp" },
];

const ORIGINAL_MAX_SIDE = 1600;

function badImage(message: string): DomainError {
  return new DomainError("BAD_USER_INPUT", message, "image");
}

/**
 * sharp (libvips) is loaded on the first image, not at start: it is ~19 MB of the process's memory and ~0.1 s of
 * its start-up, and most processes (every node serving shoppers) never resize a picture.
 */
let sharpModule: Promise<{ default: typeof SharpFactory }> | undefined;
async function sharp(input?: Buffer, options?: SharpOptions): Promise<Sharp> {
  const { default: create } = await (sharpModule ??= import("sharp").then((loaded) => {
    // libvips's cache of recent operations keeps their images (up to 50 MB by default); every picture here is made once.
    loaded.default.cache(false);
    return loaded;
  }));
  return create(input, options);
}

/** The real format of the bytes, or a BAD_USER_INPUT error naming what is accepted. */
export async function detectImageFormat(buffer: Buffer): Promise<(typeof ACCEPTED_IMAGE_FORMATS)[number]> {
  if (!Buffer.isBuffer(buffer) || buffer.length === 0) throw badImage("The image file is empty.");
  let format: string | undefined;
  let pixels = 0;
  try {
    const meta = await (await sharp(buffer, { limitInputPixels: false })).metadata();
    format = meta.format;
    pixels = (meta.width ?? 0) * (meta.height ?? 0);
  } catch {
    throw badImage("The file is not an image: upload a JPEG, PNG or WebP picture.");
  }
  if (!format || !(ACCEPTED_IMAGE_FORMATS as readonly string[]).includes(format)) {
    throw badImage(`Unsupported image format${format ? ` (${format})` : ""}: upload a JPEG, PNG or WebP picture.`);
  }
  if (pixels === 0) throw badImage("The image has no size.");
  if (pixels > MAX_INPUT_PIXELS) throw badImage("The image is too large: at most 50 megapixels.");
  return format as (typeof ACCEPTED_IMAGE_FORMATS)[number];
}

/**
 * Stores the renditions of `buffer` under `<prefix>/<uuid>/` (original.jpg, large.jpg, thumb.jpg, and image-480.webp,
 * image.webp, image-1200.webp)
 * and returns their public URLs. Throws DomainError BAD_USER_INPUT (field "image") for anything that is not
 * a readable JPEG, PNG or WebP; on a storage failure, removes what it already wrote.
 */
export async function storeImageWithVariants(store: MediaStore, buffer: Buffer, { prefix }: { prefix: string }): Promise<ImageVariants> {
  assertSafeKey(prefix);
  await detectImageFormat(buffer);

  // Decode once: orient, flatten transparency onto white (JPEG has none), cap the size; every rendition
  // is then made from these raw pixels instead of decoding the upload again.
  let raw: { data: Buffer; info: OutputInfo };
  try {
    raw = await (await sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }))
      .rotate()
      .flatten({ background: "#ffffff" })
      .resize(ORIGINAL_MAX_SIDE, ORIGINAL_MAX_SIDE, { fit: "inside", withoutEnlargement: true })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw badImage("The image could not be read (damaged or truncated file).");
  }
  const { width, height, channels } = raw.info;
  const pixels = await sharp(raw.data, { raw: { width, height, channels } });
  const fromRaw = () => pixels.clone();

  const original = await fromRaw().jpeg(JPEG).toBuffer();
  const encode = (r: Rendition): Promise<Buffer> => {
    // A JPEG rendition no smaller than the picture would be the original again, byte for byte.
    if (r.format === "jpeg" && r.width >= width) return Promise.resolve(original);
    const image = fromRaw().resize({ width: r.width, withoutEnlargement: true });
    return r.format === "webp" ? image.webp(WEBP).toBuffer() : image.jpeg(JPEG).toBuffer();
  };
  // One after another: each encode's buffers are freed before the next takes its own (libuv's threads each keep
  // what glibc gave them, so six at once left six threads' worth behind).
  const rest: Buffer[] = [];
  for (const rendition of RENDITIONS) rest.push(await encode(rendition));

  const folder = `${prefix}/${randomUUID()}`;
  const files: { name: keyof ImageVariants; key: string; body: Buffer; type: string }[] = [
    { name: "original", key: `${folder}/original.jpg`, body: original!, type: "image/jpeg" },
    ...RENDITIONS.map((r, i) => ({
      name: r.name,
      key: `${folder}/${r.file}`,
      body: rest[i]!,
      type: r.format === "webp" ? "image/webp" : "image/jpeg",
    })),
  ];

  const results = await Promise.allSettled(files.map((f) => store.put(f.key, f.body, f.type)));
  const failed = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
  if (failed) {
    await Promise.allSettled(files.map((f) => store.delete(f.key)));
    throw failed.reason;
  }
  const variants: ImageVariants = { original: "" };
  files.forEach((f, i) => {
    variants[f.name] = (results[i] as PromiseFulfilledResult<string>).value;
  });
  return variants;
}

/** Removes the stored renditions of an image (URLs this store did not hand out are left alone). */
export async function deleteImageVariants(store: MediaStore, variants: ImageVariants | null | undefined): Promise<void> {
  if (!variants) return;
  const keys = Object.values(variants)
    .filter((url): url is string => typeof url === "string")
    .map((url) => store.keyFromUrl(url))
    .filter((key): key is string => key !== undefined);
  await Promise.allSettled(keys.map((key) => store.delete(key)));
}
