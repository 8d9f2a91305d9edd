import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "./support/client.js";
import { signInAdmin, signUpCustomer } from "./support/fixtures.js";
import { graphqlUpload, makeImage, notAnImage, restUpload, storedFiles } from "./support/media-fixtures.js";
import { useTestServer } from "./support/test-server.js";

const t = useTestServer();

const MB = 1024 * 1024;
const TOO_LARGE = "The image is too large: at most 5 MB.";
const NOT_AN_IMAGE = "The file is not an image: upload a JPEG, PNG or WebP picture.";

let adminToken: string;
let customerToken: string;

beforeAll(async () => {
  adminToken = (await signInAdmin(t)).token;
  customerToken = (await signUpCustomer(t)).token;
});

/** Fetches a stored rendition the way a browser would. */
async function fetchMedia(url: string) {
  const response = await fetch(new URL(url, t.url));
  return { status: response.status, type: response.headers.get("content-type"), cacheControl: response.headers.get("cache-control") ?? "", body: Buffer.from(await response.arrayBuffer()) };
}

/** Each rendition is served from /media as an immutable, year-long cacheable file of the right format and width. */
async function expectServedVariants(images: { original: string; thumbnail: string; large: string; webp: string }, sourceWidth: number) {
  const expected = {
    original: { format: "jpeg", type: "image/jpeg", width: Math.min(sourceWidth, 1600) },
    large: { format: "jpeg", type: "image/jpeg", width: Math.min(sourceWidth, 1200) },
    thumbnail: { format: "jpeg", type: "image/jpeg", width: Math.min(sourceWidth, 480) },
    webp: { format: "webp", type: "image/webp", width: Math.min(sourceWidth, 800) },
  } as const;
  for (const [name, want] of Object.entries(expected)) {
    const url = images[name as keyof typeof expected];
    expect(url, name).toMatch(/^\/media\/uploads\/[0-9a-f-]{36}\//);
    const served = await fetchMedia(url);
    expect(served.status, name).toBe(200);
    expect(served.type, name).toBe(want.type);
    expect(served.cacheControl, name).toContain("immutable");
    expect(served.cacheControl, name).toMatch(/max-age=\d{7,}/);
    const meta = await sharp(served.body).metadata();
    expect(meta.format, name).toBe(want.format);
    expect(meta.width, name).toBe(want.width);
  }
}

describe("REST POST /api/admin/products/upload-image (multipart my_file)", () => {
  it("stores a valid PNG and answers the URLs of its renditions, all served with long cache headers", async () => {
    const res = await restUpload(t, await makeImage("png", 1000, 700), { token: adminToken, filename: "tee.png", type: "image/png" });
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(true);
    const { url, images, original, thumbnail, large, webp } = res.json.result;
    expect(url).toBe(images.original);
    expect({ original, thumbnail, large, webp }).toEqual(images);
    await expectServedVariants(images, 1000);
  });

  it("stores a valid JPEG", async () => {
    const res = await restUpload(t, await makeImage("jpeg", 2000, 1000), { token: adminToken, filename: "kurta.jpg", type: "image/jpeg" });
    expect(res.status).toBe(200);
    await expectServedVariants(res.json.result.images, 2000);
  });

  it("stores a valid WebP, whatever the client calls it", async () => {
    const res = await restUpload(t, await makeImage("webp", 600, 600), { token: adminToken, filename: "photo.bin", type: "application/octet-stream" });
    expect(res.status).toBe(200);
    await expectServedVariants(res.json.result.images, 600);
  });

  it("refuses a text file renamed .png (the bytes decide, not the name or type) and stores nothing", async () => {
    const before = await storedFiles(t);
    const res = await restUpload(t, notAnImage(), { token: adminToken, filename: "shirt.png", type: "image/png" });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ success: false, message: NOT_AN_IMAGE });
    expect(await storedFiles(t)).toEqual(before);
  });

  it("refuses a real picture in a format the shop does not take (GIF)", async () => {
    const res = await restUpload(t, await makeImage("gif", 64, 64), { token: adminToken, filename: "anim.png", type: "image/png" });
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/Unsupported image format \(gif\)/);
  });

  it("refuses a file just over 5 MB with 413 and a clear message, storing nothing", async () => {
    const before = await storedFiles(t);
    const res = await restUpload(t, notAnImage(5 * MB + 1), { token: adminToken });
    expect(res.status).toBe(413);
    expect(res.json).toEqual({ success: false, message: TOO_LARGE });
    expect(await storedFiles(t)).toEqual(before);
  });

  it("refuses a much larger file (20 MB) the same way, without reading it", async () => {
    const before = await storedFiles(t);
    const res = await restUpload(t, notAnImage(20 * MB), { token: adminToken });
    expect(res.status).toBe(413);
    expect(res.json).toEqual({ success: false, message: TOO_LARGE });
    expect(await storedFiles(t)).toEqual(before);
  });

  it("refuses an oversized file sent without a Content-Length (chunked) once it passes 5 MB", async () => {
    const form = new FormData();
    form.append("my_file", new Blob([new Uint8Array(notAnImage(6 * MB))], { type: "image/png" }), "big.png");
    const encoded = new Response(form);
    const response = await fetch(new URL("/api/admin/products/upload-image", t.url), {
      method: "POST",
      headers: { authorization: `Bearer ${adminToken}`, "content-type": encoded.headers.get("content-type")! },
      body: encoded.body,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ success: false, message: TOO_LARGE });
  });

  it("asks for the my_file field when the request has no file in it", async () => {
    const res = await restUpload(t, await makeImage("png", 32, 32), { token: adminToken, field: "file" });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ success: false, message: "No image received: send it in the multipart field my_file." });
  });

  it("asks for multipart when the body is JSON", async () => {
    const client = new ApiClient(t.url);
    client.bearer = adminToken;
    const res = await client.request("/api/admin/products/upload-image", { body: { my_file: "data:image/png;base64,AAAA" } });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ success: false, message: "Send the image as multipart/form-data in the field my_file." });
  });

  it("refuses anonymous callers (401) and customers (403), storing nothing", async () => {
    const before = await storedFiles(t);
    const png = await makeImage("png", 64, 64);
    const anonymous = await restUpload(t, png);
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.success).toBe(false);
    const customer = await restUpload(t, png, { token: customerToken });
    expect(customer.status).toBe(403);
    expect(customer.json).toEqual({ success: false, message: "You are not allowed to do this: admins only." });
    expect(await storedFiles(t)).toEqual(before);
  });
});

describe("GraphQL uploadImage(file: Upload!) (multipart request)", () => {
  it("stores a valid image sent with apollo-require-preflight and returns url and images", async () => {
    const res = await graphqlUpload(t, await makeImage("png", 800, 500), { token: adminToken });
    expect(res.errors).toBeUndefined();
    const { url, images } = res.data.uploadImage;
    expect(url).toBe(images.original);
    await expectServedVariants(images, 800);
  });

  it("lists WebP renditions at 480, 800 and 1200 px, narrowest first, for a responsive srcset (products made from the upload too)", async () => {
    const query = "mutation ($file: Upload!) { uploadImage(file: $file) { url images { webp webpSources { url width } } } }";
    const res = await graphqlUpload(t, await makeImage("jpeg", 2000, 1000), { token: adminToken, query });
    expect(res.errors).toBeUndefined();
    const { url, images } = res.data.uploadImage;
    expect(images.webpSources.map((s: { width: number }) => s.width)).toEqual([480, 800, 1200]);
    expect(images.webpSources[1].url).toBe(images.webp);
    for (const source of images.webpSources as Array<{ url: string; width: number }>) {
      const served = await fetchMedia(source.url);
      expect(served.type).toBe("image/webp");
      expect((await sharp(served.body).metadata()).width).toBe(source.width);
    }
    const admin = new ApiClient(t.url);
    admin.bearer = adminToken;
    const created = await admin.graphql(
      `mutation ($input: ProductInput!) { createProduct(input: $input) { images { webpSources { url width } } } }`,
      { input: { title: "Linen Kurta", description: "Cool in the heat.", category: "men", brand: "zara", price: 1999, salePrice: 0, totalStock: 3, image: url } },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data.createProduct.images.webpSources).toEqual(images.webpSources);
  });

  it("is refused by the CSRF guard without the apollo-require-preflight header", async () => {
    const before = await storedFiles(t);
    const res = await graphqlUpload(t, await makeImage("png", 64, 64), { token: adminToken, preflight: false });
    expect(res.status).toBe(400);
    expect(res.text).toMatch(/CSRF/i);
    expect(await storedFiles(t)).toEqual(before);
  });

  it("refuses a non-image renamed .png with BAD_USER_INPUT", async () => {
    const res = await graphqlUpload(t, notAnImage(), { token: adminToken, filename: "notes.png" });
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "image" });
    expect(res.errors?.[0]?.message).toBe(NOT_AN_IMAGE);
  });

  it("refuses a file over 5 MB with BAD_USER_INPUT and a clear message, storing nothing", async () => {
    const before = await storedFiles(t);
    const res = await graphqlUpload(t, notAnImage(6 * MB), { token: adminToken });
    expect(res.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(res.errors?.[0]?.message).toBe(TOO_LARGE);
    expect(await storedFiles(t)).toEqual(before);
  });

  it("refuses anonymous callers (UNAUTHENTICATED) and customers (FORBIDDEN), storing nothing", async () => {
    const before = await storedFiles(t);
    const png = await makeImage("png", 64, 64);
    const anonymous = await graphqlUpload(t, png);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const customer = await graphqlUpload(t, png, { token: customerToken });
    expect(customer.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect(await storedFiles(t)).toEqual(before);
  });
});
