/**
 * Where uploaded and generated files live. The app only talks to the `MediaStore` interface: local disk here,
 * S3-compatible object storage (for several API nodes) in s3-media-store.ts, picked in `createMediaStore` (index.ts)
 * from the config, with no change to callers.
 *
 * Keys are relative paths the server generates (`products/<uuid>/thumb.jpg`), never user input; they are
 * still checked, so a bad key is a programming error that fails loudly instead of escaping the media dir.
 */
import { randomUUID } from "node:crypto";
import { mkdir, rename, rm, rmdir, writeFile } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";

export interface MediaStore {
  /** Stores `body` under `key` (replacing what was there) and returns its public URL. */
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  /** Removes the object; a missing object is not an error. */
  delete(key: string): Promise<void>;
  /** The URL browsers fetch the object from. */
  publicUrl(key: string): string;
  /** The key of a URL this store handed out, or undefined for any other URL (external, another store's). */
  keyFromUrl(url: string): string | undefined;
}

/** The public URL path the local store's files are served under (the lead mounts `serveLocalMedia` here). */
export const LOCAL_MEDIA_URL_PREFIX = "/media";

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** Whether `key` is a relative path of plain segments (letters, digits, `.`, `_`, `-`; no `..`). */
export function isSafeKey(key: string): boolean {
  return key.length > 0 && key.length <= 512 && key.split("/").every((s) => SEGMENT.test(s) && !s.includes(".."));
}

/** Throws unless `key` is safe (see isSafeKey). */
export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`Unsafe media key ${JSON.stringify(key)}`);
}

/** Files under a directory on this machine, served by `serveLocalMedia` at `/media/<key>`. */
export class LocalDiskMediaStore implements MediaStore {
  readonly rootDir: string;

  constructor(
    rootDir: string,
    private readonly urlPrefix: string = LOCAL_MEDIA_URL_PREFIX,
  ) {
    this.rootDir = resolve(rootDir);
  }

  async put(key: string, body: Buffer, _contentType: string): Promise<string> {
    const file = this.fileFor(key);
    await mkdir(dirname(file), { recursive: true });
    // Write beside the target, then rename: a concurrent reader sees the old file or the whole new one.
    const temp = `${file}.${randomUUID()}.tmp`;
    try {
      await writeFile(temp, body);
      await rename(temp, file);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    return this.publicUrl(key);
  }

  async delete(key: string): Promise<void> {
    const file = this.fileFor(key);
    await rm(file, { force: true });
    // Each image gets its own folder: drop it once its last file is gone (fails harmlessly when not empty).
    await rmdir(dirname(file)).catch(() => undefined);
  }

  publicUrl(key: string): string {
    assertSafeKey(key);
    return `${this.urlPrefix}/${key}`;
  }

  keyFromUrl(url: string): string | undefined {
    let path = url;
    if (/^https?:\/\//i.test(url)) {
      try {
        path = new URL(url).pathname;
      } catch {
        return undefined;
      }
    }
    if (!path.startsWith(`${this.urlPrefix}/`)) return undefined;
    const key = path.slice(this.urlPrefix.length + 1);
    return isSafeKey(key) ? key : undefined;
  }

  private fileFor(key: string): string {
    assertSafeKey(key);
    const file = join(this.rootDir, ...key.split("/"));
    if (!file.startsWith(this.rootDir + sep)) throw new Error(`Unsafe media key ${JSON.stringify(key)}`);
    return file;
  }
}
