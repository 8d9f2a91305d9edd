import { beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "./support/client.js";
import { signInAdmin, signUpCustomer } from "./support/fixtures.js";
import { makeImage, restUpload, storedFiles } from "./support/media-fixtures.js";
import { useTestServer } from "./support/test-server.js";

const t = useTestServer();

const BANNER_FIELDS = "id image images { original thumbnail large webp } title description position createdAt";
const FEATURE_IMAGES = `{ featureImages { ${BANNER_FIELDS} } }`;
const ADD = `mutation ($input: FeatureImageInput!) { addFeatureImage(input: $input) { ${BANNER_FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: FeatureImageUpdateInput!) { updateFeatureImage(id: $id, input: $input) { ${BANNER_FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { deleteFeatureImage(id: $id) { id message } }`;

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

let admin: ApiClient;
let adminToken: string;
let customer: ApiClient;
const anonymous = () => new ApiClient(t.url);

beforeAll(async () => {
  ({ client: admin, token: adminToken } = await signInAdmin(t));
  customer = (await signUpCustomer(t)).client;
});

let sequence = 0;
/** An external picture URL, unique per call. */
const externalImage = () => `https://images.example.com/banners/summer-${(sequence += 1)}.jpg`;

async function addBanner(input: Record<string, unknown> = {}) {
  const { data, errors } = await admin.graphql(ADD, { input: { image: externalImage(), ...input } });
  expect(errors).toBeUndefined();
  return data.addFeatureImage;
}

async function bannerIds(): Promise<string[]> {
  const { data } = await anonymous().graphql(FEATURE_IMAGES);
  return data.featureImages.map((b: { id: string }) => b.id);
}

/** Removes every banner, so a test can reason about the whole list. */
async function clearBanners() {
  for (const id of await bannerIds()) expect((await admin.graphql(DELETE, { id })).errors).toBeUndefined();
}

async function uploadedImage() {
  const res = await restUpload(t, await makeImage("jpeg", 1400, 500), { token: adminToken, type: "image/jpeg", filename: "banner.jpg" });
  expect(res.status).toBe(200);
  return res.json.result as { url: string; images: { original: string; thumbnail: string; large: string; webp: string } };
}

describe("listing banners", () => {
  it("anyone, even anonymous, reads them in display order: position, then the order they were added", async () => {
    await clearBanners();
    const first = await addBanner({ title: "Monsoon sale" });
    const second = await addBanner({ title: "New arrivals" });
    const third = await addBanner({ title: "Festive edit" });
    expect([first.position, second.position, third.position]).toEqual([0, 1, 2]);
    expect(await bannerIds()).toEqual([first.id, second.id, third.id]);

    await admin.graphql(UPDATE, { id: third.id, input: { position: 0 } });
    expect(await bannerIds()).toEqual([first.id, third.id, second.id]);
  });

  it("banners added at the same moment each get their own place at the end", async () => {
    await clearBanners();
    const added = await Promise.all(Array.from({ length: 6 }, () => admin.graphql(ADD, { input: { image: externalImage() } })));
    const positions = added.map((r) => r.data.addFeatureImage.position as number).sort((a, b) => a - b);
    expect(positions).toEqual([0, 1, 2, 3, 4, 5]);
  });
});

describe("adding a banner", () => {
  it("keeps the title and description the carousel shows", async () => {
    const banner = await addBanner({ title: "  Monsoon sale  ", description: "Up to 40% off rainwear." });
    expect(banner).toMatchObject({ title: "Monsoon sale", description: "Up to 40% off rainwear." });
    const { data } = await anonymous().graphql(FEATURE_IMAGES);
    expect(data.featureImages.find((b: { id: string }) => b.id === banner.id)).toEqual(banner);
  });

  it("without title or description (or with blank ones) they are null", async () => {
    expect(await addBanner()).toMatchObject({ title: null, description: null });
    expect(await addBanner({ title: "   ", description: "" })).toMatchObject({ title: null, description: null });
  });

  it("an external image has every rendition pointing at it", async () => {
    const image = externalImage();
    const banner = await addBanner({ image });
    expect(banner.image).toBe(image);
    expect(banner.images).toEqual({ original: image, thumbnail: image, large: image, webp: image });
  });

  it("an uploaded image keeps the URLs of its renditions", async () => {
    const uploaded = await uploadedImage();
    const banner = await addBanner({ image: uploaded.url });
    expect(banner.image).toBe(uploaded.url);
    expect(banner.images).toEqual(uploaded.images);
  });

  it.each([
    ["a blank image", { image: "   " }, "image", "Image is required: upload an image first."],
    ["an image that is not a URL", { image: "javascript:alert(1)" }, "image", "The image must be a URL (https://… or /media/…)."],
    ["a title over 80 characters", { title: "t".repeat(81) }, "title", "The title must be at most 80 characters."],
    ["a description over 200 characters", { description: "d".repeat(201) }, "description", "The description must be at most 200 characters."],
  ])("refuses %s, naming the field, and adds nothing", async (_label, input, field, message) => {
    const before = await bannerIds();
    const { errors } = await admin.graphql(ADD, { input: { image: externalImage(), ...input } });
    expect(errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field });
    expect(errors?.[0]?.message).toBe(message);
    expect(await bannerIds()).toEqual(before);
  });
});

describe("editing a banner", () => {
  it("changes only the given fields; a blank title removes it", async () => {
    const banner = await addBanner({ title: "Old title", description: "Old description" });
    const renamed = await admin.graphql(UPDATE, { id: banner.id, input: { title: "New title" } });
    expect(renamed.errors).toBeUndefined();
    expect(renamed.data.updateFeatureImage).toMatchObject({ title: "New title", description: "Old description", position: banner.position, image: banner.image });
    const cleared = await admin.graphql(UPDATE, { id: banner.id, input: { title: "  ", description: null } });
    expect(cleared.data.updateFeatureImage).toMatchObject({ title: null, description: null });
  });

  it("refuses a title over 80 characters and a negative position, changing nothing", async () => {
    const banner = await addBanner({ title: "Keep me" });
    const long = await admin.graphql(UPDATE, { id: banner.id, input: { title: "x".repeat(81) } });
    expect(long.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "title" });
    const negative = await admin.graphql(UPDATE, { id: banner.id, input: { position: -1 } });
    expect(negative.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "position" });
    const { data } = await anonymous().graphql(FEATURE_IMAGES);
    expect(data.featureImages.find((b: { id: string }) => b.id === banner.id)).toMatchObject({ title: "Keep me", position: banner.position });
  });

  it("an unknown or malformed id is NOT_FOUND", async () => {
    for (const id of [UNKNOWN_ID, "banner-1"]) {
      const { errors } = await admin.graphql(UPDATE, { id, input: { title: "x" } });
      expect(errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    }
  });
});

describe("deleting a banner", () => {
  it("removes it from the list", async () => {
    const banner = await addBanner();
    const { data, errors } = await admin.graphql(DELETE, { id: banner.id });
    expect(errors).toBeUndefined();
    expect(data.deleteFeatureImage).toEqual({ id: banner.id, message: "Feature image deleted successfully" });
    expect(await bannerIds()).not.toContain(banner.id);
  });

  it("deletes the stored files of an uploaded image once the banner is gone", async () => {
    const uploaded = await uploadedImage();
    const banner = await addBanner({ image: uploaded.url });
    const folder = uploaded.url.replace(/^\/media\//, "").replace(/\/original\.jpg$/, "");
    expect((await storedFiles(t)).filter((f) => f.startsWith(folder))).toHaveLength(6);
    await admin.graphql(DELETE, { id: banner.id });
    expect((await storedFiles(t)).filter((f) => f.startsWith(folder))).toEqual([]);
    for (const url of Object.values(uploaded.images)) expect((await fetch(new URL(url, t.url))).status).toBe(404);
  });

  it("keeps the files while another banner still shows the same image", async () => {
    const uploaded = await uploadedImage();
    const first = await addBanner({ image: uploaded.url });
    await addBanner({ image: uploaded.url });
    await admin.graphql(DELETE, { id: first.id });
    expect((await fetch(new URL(uploaded.images.thumbnail, t.url))).status).toBe(200);
  });

  it("an unknown or malformed id is NOT_FOUND", async () => {
    for (const id of [UNKNOWN_ID, "42"]) {
      const { errors } = await admin.graphql(DELETE, { id });
      expect(errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    }
  });
});

describe("only admins change banners (GraphQL)", () => {
  it.each([
    ["anonymous", () => anonymous(), "UNAUTHENTICATED"],
    ["a customer", () => customer, "FORBIDDEN"],
  ])("%s cannot add, edit or delete one, and nothing changes", async (_who, caller, code) => {
    const banner = await addBanner({ title: "Untouchable" });
    const before = await anonymous().graphql(FEATURE_IMAGES);
    const attempts = [
      await caller().graphql(ADD, { input: { image: externalImage() } }),
      await caller().graphql(UPDATE, { id: banner.id, input: { title: "Hacked" } }),
      await caller().graphql(DELETE, { id: banner.id }),
    ];
    expect(attempts.map((a) => a.errors?.[0]?.extensions?.code)).toEqual([code, code, code]);
    expect(await anonymous().graphql(FEATURE_IMAGES)).toEqual(before);
  });
});

describe("REST /api/common/feature", () => {
  it("POST /add {image} answers 201 with the rest-compat feature", async () => {
    const image = externalImage();
    const res = await admin.request("/api/common/feature/add", { body: { image } });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      success: true,
      data: { _id: expect.any(String), image, title: null, description: null, position: expect.any(Number), createdAt: expect.any(String) },
    });
  });

  it("GET /get lists the banners in display order for any signed-in user", async () => {
    const res = await customer.request("/api/common/feature/get");
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(true);
    expect(res.json.data.map((b: { _id: string }) => b._id)).toEqual(await bannerIds());
    expect(Object.keys(res.json.data[0]).sort()).toEqual(["_id", "createdAt", "description", "image", "position", "title"]);
  });

  it("GET /get needs a signed-in user (401)", async () => {
    const res = await anonymous().request("/api/common/feature/get");
    expect(res.status).toBe(401);
    expect(res.json.success).toBe(false);
  });

  it("DELETE /delete/:id removes a banner; an unknown or malformed id → 404", async () => {
    const banner = await addBanner();
    const res = await admin.request(`/api/common/feature/delete/${banner.id}`, { method: "DELETE" });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, message: "Feature image deleted successfully", data: { _id: banner.id } });
    expect(await bannerIds()).not.toContain(banner.id);
    for (const id of [banner.id, "nope"]) {
      const again = await admin.request(`/api/common/feature/delete/${id}`, { method: "DELETE" });
      expect(again.status).toBe(404);
      expect(again.json).toEqual({ success: false, message: "Feature image not found" });
    }
  });

  it("POST /add with a blank image → 400 with a clear message", async () => {
    const res = await admin.request("/api/common/feature/add", { body: { image: "" } });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ success: false, message: "Image is required: upload an image first." });
  });

  it.each([
    ["anonymous", () => anonymous(), 401],
    ["a customer", () => customer, 403],
  ])("%s cannot add or delete (status %s), and nothing changes", async (_who, caller, status) => {
    const banner = await addBanner();
    const before = await bannerIds();
    const add = await caller().request("/api/common/feature/add", { body: { image: externalImage() } });
    const remove = await caller().request(`/api/common/feature/delete/${banner.id}`, { method: "DELETE" });
    expect([add.status, remove.status]).toEqual([status, status]);
    expect(add.json.success).toBe(false);
    expect(await bannerIds()).toEqual(before);
  });
});
