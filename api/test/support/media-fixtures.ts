/** Pictures made on the spot with sharp, and the multipart requests an admin panel sends to upload them. */
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import type { TestServer } from "./test-server.js";

/** A small real picture in the given format (a colour gradient, so every encoder has something to do). */
export async function makeImage(format: "png" | "jpeg" | "webp" | "gif", width = 900, height = 600): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = 128;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).toFormat(format).toBuffer();
}

/** `size` bytes that are no picture at all (what a renamed text or PDF file looks like to us). */
export function notAnImage(size = 2048): Buffer {
  return Buffer.alloc(size, "This is a plain text file pretending to be a picture.\n");
}

/** Sends one file in the field `my_file` to the REST upload path, as the spec's admin panel does. */
export async function restUpload(t: TestServer, file: Buffer, { filename = "picture.png", type = "image/png", token, field = "my_file" }: { filename?: string; type?: string; token?: string; field?: string } = {}) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(file)], { type }), filename);
  const response = await fetch(new URL("/api/admin/products/upload-image", t.url), {
    method: "POST",
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : undefined };
}

export const UPLOAD_IMAGE = "mutation ($file: Upload!) { uploadImage(file: $file) { url images { original thumbnail large webp } } }";

/**
 * A GraphQL multipart request (graphql-multipart-request-spec) built by hand: `operations`, `map`, then the file;
 * with the `apollo-require-preflight` header Apollo's CSRF guard asks of multipart requests.
 */
export async function graphqlUpload(
  t: TestServer,
  file: Buffer,
  { filename = "picture.png", type = "image/png", token, preflight = true, query = UPLOAD_IMAGE }: { filename?: string; type?: string; token?: string; preflight?: boolean; query?: string } = {},
) {
  const form = new FormData();
  form.append("operations", JSON.stringify({ query, variables: { file: null } }));
  form.append("map", JSON.stringify({ 0: ["variables.file"] }));
  form.append("0", new Blob([new Uint8Array(file)], { type }), filename);
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (preflight) headers["apollo-require-preflight"] = "true";
  const response = await fetch(new URL("/graphql", t.url), { method: "POST", headers, body: form });
  const text = await response.text();
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, text, data: json?.data, errors: json?.errors as Array<{ message: string; extensions?: { code?: string; field?: string } }> | undefined };
}

/** Every file in the server's media directory (relative paths), to prove what was or was not stored. */
export async function storedFiles(t: TestServer): Promise<string[]> {
  const root = t.config.mediaDir;
  const files = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return files.filter((f) => f.isFile()).map((f) => join(f.parentPath, f.name).slice(root.length + 1)).sort();
}
