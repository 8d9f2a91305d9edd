/**
 * Media: uploaded and generated images, their renditions, and where files live (local disk or S3-compatible
 * storage). Other code reaches this module only through this file.
 */
import type { Config } from "../../config.js";
import { LocalDiskMediaStore, type MediaStore } from "./media-store.js";
import { S3MediaStore } from "./s3-media-store.js";

export { createMediaService, type ImageSet, imageSrcSet, ImageTooLargeError, MAX_IMAGE_BYTES, MEDIA_MESSAGES, type MediaService, restImageSet, storedImageVariants, toImageSet } from "./media.service.js";
export { deleteImageVariants, storeImageWithVariants } from "./images.js";
export { LOCAL_MEDIA_URL_PREFIX, type MediaStore } from "./media-store.js";

/** The store the config asks for: the S3-compatible bucket when S3_BUCKET is set, otherwise local disk under `config.mediaDir`. */
export function createMediaStore(config: Pick<Config, "mediaDir"> & Partial<Pick<Config, "s3" | "bounds">>): MediaStore {
  if (config.s3) {
    const { bucket, region, endpoint, accessKeyId, secretAccessKey, publicUrl } = config.s3;
    return new S3MediaStore({ bucket, region, endpoint, accessKeyId, secretAccessKey, publicUrl, timeoutMs: config.bounds?.s3TimeoutMs });
  }
  return new LocalDiskMediaStore(config.mediaDir);
}
