/**
 * Media in S3-compatible object storage (AWS S3, MinIO, Cloudflare R2, …), for several API nodes sharing one set
 * of files. Objects are written with a year-long immutable Cache-Control (keys are unique per upload, so an
 * object never changes) and read by browsers straight from `publicUrl` (the bucket, or a CDN in front of it).
 *
 * The SDK is loaded on first use, so a server on local disk never pays for it.
 */
import type { S3Client } from "@aws-sdk/client-s3";
import { assertSafeKey, isSafeKey, type MediaStore } from "./media-store.js";

export interface S3Settings {
  bucket: string;
  region: string;
  /** A non-AWS endpoint (MinIO, R2…): addressed path-style, e.g. http://minio:9000. */
  endpoint?: string;
  /** Both or neither; without them the SDK's default chain applies (environment, instance role…). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Where browsers fetch objects from, without a trailing slash: the bucket's URL or a CDN in front of it. */
  publicUrl: string;
  /** Connecting, and each wait for the store's answer, give up after this (S3_TIMEOUT_MS); the SDK retries as usual. */
  timeoutMs?: number;
}

/** What the store needs of an S3 client (tests pass a recorder; the app the real client). */
export type S3Sender = Pick<S3Client, "send">;

export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";

export class S3MediaStore implements MediaStore {
  private readonly base: string;
  private client: Promise<S3Sender> | undefined;

  constructor(
    private readonly settings: S3Settings,
    client?: S3Sender,
  ) {
    this.base = settings.publicUrl.replace(/\/+$/, "");
    if (client) this.client = Promise.resolve(client);
  }

  async put(key: string, body: Buffer, contentType: string): Promise<string> {
    assertSafeKey(key);
    const { PutObjectCommand } = await import("@aws-sdk/client-s3");
    await (await this.sender()).send(
      new PutObjectCommand({ Bucket: this.settings.bucket, Key: key, Body: body, ContentType: contentType, CacheControl: IMMUTABLE_CACHE_CONTROL }),
    );
    return this.publicUrl(key);
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    const { DeleteObjectCommand } = await import("@aws-sdk/client-s3");
    // S3 answers success for a key that does not exist, so a missing object is not an error here either.
    await (await this.sender()).send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }

  publicUrl(key: string): string {
    assertSafeKey(key);
    return `${this.base}/${key}`;
  }

  keyFromUrl(url: string): string | undefined {
    if (!url.startsWith(`${this.base}/`)) return undefined;
    const key = url.slice(this.base.length + 1);
    return isSafeKey(key) ? key : undefined;
  }

  private sender(): Promise<S3Sender> {
    this.client ??= import("@aws-sdk/client-s3").then(({ S3Client }) => {
      const { region, endpoint, accessKeyId, secretAccessKey, timeoutMs = 10_000 } = this.settings;
      return new S3Client({
        region,
        // Without these the SDK waits on a store that stopped answering for as long as the socket lives.
        requestHandler: { connectionTimeout: timeoutMs, requestTimeout: timeoutMs },
        ...(endpoint
          ? {
              endpoint,
              forcePathStyle: true,
              // Several S3-compatible stores reject the SDK's default extra checksums.
              requestChecksumCalculation: "WHEN_REQUIRED",
              responseChecksumValidation: "WHEN_REQUIRED",
            }
          : {}),
        ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
      });
    });
    return this.client;
  }
}
