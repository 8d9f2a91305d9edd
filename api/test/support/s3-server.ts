import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";

export interface RunningS3 {
  endpoint: string;
  bucket: string;
  /** The settings that point the app at this server (S3_BUCKET, S3_ENDPOINT, S3 keys). */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server on a loopback port (s3rver: S3's REST API with SigV4 auth over files in a temp
 * dir), with one empty bucket. Its only key pair is S3RVER / S3RVER.
 */
export async function startS3Server(bucket = "sutra-media"): Promise<RunningS3> {
  const directory = mkdtempSync(join(tmpdir(), "sutra-s3rver-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_REGION: "us-east-1", S3_ACCESS_KEY_ID: "S3RVER", S3_SECRET_ACCESS_KEY: "S3RVER" },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
