import { beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "./support/client.js";
import { useCatalogue } from "./support/cart-fixtures.js";
import { signInAdmin } from "./support/fixtures.js";
import { makeImage, notAnImage } from "./support/media-fixtures.js";
import { buyProduct } from "./support/order-fixtures.js";
import { type Admin, deliveredOrder, productInSizes, requestReturnOk } from "./support/return-fixtures.js";
import { linkIn, loopEmails, loopShopper, sweep } from "./support/shopper-loops-fixtures.js";
import { useTestServer } from "./support/test-server.js";

const t = useTestServer();
const catalogue = useCatalogue(t);
let admin: Admin;

beforeAll(async () => {
  admin = await signInAdmin(t);
});

const DAYS = 5; // REVIEW_REQUEST_DAYS's default
const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000 + 60_000);

const UPLOAD_PHOTO = "mutation UploadReviewPhoto($file: Upload!) { uploadReviewPhoto(file: $file) { url images { thumbnail large } } }";
const ADD_REVIEW = `mutation ($input: ReviewInput!) { addReview(input: $input) { id fit verifiedBuyer photos { url images { thumbnail } } } }`;
const REVIEWS = `query ($productId: ID!) { reviews(productId: $productId) { id rating fit verifiedBuyer hidden photos { url } } }`;
const FIT = `query ($id: ID!) { product(id: $id) { reviewCount averageRating fitSummary { runsSmall trueToSize runsLarge } } }`;
const HIDE = `mutation ($id: ID!, $hidden: Boolean!) { setReviewHidden(id: $id, hidden: $hidden) { id hidden } }`;
const SIZE_CHART = `query ($productId: ID!) { sizeChart(productId: $productId) { category brand measurements note rows { size cm inches } } }`;
const SAVE_CHART = `mutation ($input: SizeChartInput!) { saveSizeChart(input: $input) { id category brand } }`;

/** A customer's photo upload as the review form sends it: multipart, named UploadReviewPhoto in the preflight header. */
async function uploadPhoto(token: string, file?: Buffer, type = "image/jpeg") {
  const form = new FormData();
  form.append("operations", JSON.stringify({ query: UPLOAD_PHOTO, variables: { file: null } }));
  form.append("map", JSON.stringify({ 0: ["variables.file"] }));
  form.append("0", new Blob([new Uint8Array(file ?? (await makeImage("jpeg", 800, 1000)))], { type }), "photo.jpg");
  const response = await fetch(new URL("/graphql", t.url), { method: "POST", headers: { authorization: `Bearer ${token}`, "x-apollo-operation-name": "UploadReviewPhoto" }, body: form });
  const json = (await response.json()) as { data?: any; errors?: Array<{ message: string; extensions?: { code?: string } }> };
  return { data: json.data, errors: json.errors };
}

/** A fresh view of what shoppers read (the node's cache of public answers skipped). */
function fresh(client: ApiClient): ApiClient {
  client.freshAnswers = true;
  return client;
}

describe("review requests", () => {
  it("REVIEW_REQUEST_DAYS after delivery the buyer gets one email with a one-click link per product not yet reviewed", async () => {
    const a = await productInSizes(catalogue, admin, { title: "Request Kurta", stock: { M: 5 } });
    const b = await productInSizes(catalogue, admin, { title: "Request Dupatta", stock: { M: 5 } });
    const buyer = await loopShopper(t);
    await deliveredOrder(t, admin, buyer, [
      { productId: a.id, quantity: 1, size: "M" },
      { productId: b.id, quantity: 1, size: "M" },
    ]);
    expect((await sweep(t, daysFromNow(DAYS - 1))).reviewRequests).toBe(0);
    await sweep(t, daysFromNow(DAYS));
    await sweep(t, daysFromNow(DAYS + 1));
    const emails = await loopEmails(admin.client, buyer.email, "REVIEW_REQUEST");
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toBe("Sutra: How did your order fit?");
    const link = linkIn(emails[0]!, "/shop/product/");
    expect(link.searchParams.get("review")).toBe("1");
    expect(emails[0]!.text).toContain("Request Dupatta: http");
    expect(emails[0]!.text).toContain("Request Kurta: http");
  });

  it("a product already reviewed is left out; no consent, no email", async () => {
    const reviewed = await productInSizes(catalogue, admin, { title: "Reviewed Tee", stock: { M: 5 } });
    const other = await productInSizes(catalogue, admin, { title: "Other Tee", stock: { M: 5 } });
    const buyer = await loopShopper(t);
    const silent = await loopShopper(t, { consent: false });
    await deliveredOrder(t, admin, buyer, [
      { productId: reviewed.id, quantity: 1, size: "M" },
      { productId: other.id, quantity: 1, size: "M" },
    ]);
    await deliveredOrder(t, admin, silent, [{ productId: other.id, quantity: 1, size: "M" }]);
    expect((await buyer.client.graphql(ADD_REVIEW, { input: { productId: reviewed.id, rating: 5, message: "Already loved it." } })).errors).toBeUndefined();
    await sweep(t, daysFromNow(DAYS));
    const [email] = await loopEmails(admin.client, buyer.email, "REVIEW_REQUEST");
    expect(email!.subject).toBe("Sutra: How is your Other Tee?");
    expect(email!.text).not.toContain("Reviewed Tee");
    expect(await loopEmails(admin.client, silent.email, "REVIEW_REQUEST")).toEqual([]);
  });
});

describe("reviews with photos and fit", () => {
  it("a buyer's review takes up to 3 uploaded photos and a fit answer; 'Verified buyer' once it was delivered", async () => {
    const product = await productInSizes(catalogue, admin, { stock: { M: 5 } });
    const buyer = await loopShopper(t, { consent: false });
    await deliveredOrder(t, admin, buyer, [{ productId: product.id, quantity: 1, size: "M" }]);
    const photos = [];
    for (let i = 0; i < 2; i++) {
      const { data, errors } = await uploadPhoto(buyer.token);
      expect(errors).toBeUndefined();
      expect(data.uploadReviewPhoto.images.thumbnail).toMatch(/thumb\.jpg$/);
      photos.push(data.uploadReviewPhoto.url);
    }
    const { data, errors } = await buyer.client.graphql(ADD_REVIEW, { input: { productId: product.id, rating: 4, message: "Roomy in the shoulders.", photos, fit: "RUNS_LARGE" } });
    expect(errors).toBeUndefined();
    expect(data.addReview).toMatchObject({ fit: "RUNS_LARGE", verifiedBuyer: true });
    expect(data.addReview.photos.map((p: { url: string }) => p.url)).toEqual(photos);
    const list = await fresh(new ApiClient(t.url)).graphql(REVIEWS, { productId: product.id });
    expect(list.data.reviews[0]).toMatchObject({ rating: 4, fit: "RUNS_LARGE", verifiedBuyer: true, hidden: false });
  });

  it("a buyer whose order is paid but not delivered reviews without 'Verified buyer'", async () => {
    const product = await catalogue.create({ totalStock: 5 });
    const buyer = await loopShopper(t, { consent: false });
    await buyProduct(t, buyer, product.id);
    const { data } = await buyer.client.graphql(ADD_REVIEW, { input: { productId: product.id, rating: 5, message: "Arrived quickly." } });
    expect(data.addReview.verifiedBuyer).toBe(false);
  });

  it("a photo that is not an image, too big, not uploaded here, or a fourth one is refused and nothing is stored", async () => {
    const product = await productInSizes(catalogue, admin, { stock: { M: 5 } });
    const buyer = await loopShopper(t, { consent: false });
    await deliveredOrder(t, admin, buyer, [{ productId: product.id, quantity: 1, size: "M" }]);
    const text = await uploadPhoto(buyer.token, notAnImage(), "image/jpeg");
    expect(text.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    const big = await uploadPhoto(buyer.token, Buffer.alloc(5 * 1024 * 1024 + 1, 1));
    expect(big.errors?.[0]).toMatchObject({ message: "The image is too large: at most 5 MB.", extensions: { code: "BAD_USER_INPUT" } });
    const foreign = await buyer.client.graphql(ADD_REVIEW, { input: { productId: product.id, rating: 5, message: "Nice", photos: ["https://elsewhere.example/p.jpg"] } });
    expect(foreign.errors?.[0]).toMatchObject({ message: "A photo must be an image uploaded to this shop.", extensions: { code: "BAD_USER_INPUT", field: "photos.0" } });
    const uploaded = (await uploadPhoto(buyer.token)).data.uploadReviewPhoto.url as string;
    const four = await buyer.client.graphql(ADD_REVIEW, { input: { productId: product.id, rating: 5, message: "Nice", photos: [uploaded, `${uploaded}?1`, `${uploaded}?2`, `${uploaded}?3`] } });
    expect(four.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect((await fresh(new ApiClient(t.url)).graphql(REVIEWS, { productId: product.id })).data.reviews).toEqual([]);
  });

  it("a review of a product not bought is refused, photos or not", async () => {
    const product = await catalogue.create({ totalStock: 5 });
    const stranger = await loopShopper(t, { consent: false });
    const photo = (await uploadPhoto(stranger.token)).data.uploadReviewPhoto.url;
    const { errors } = await stranger.client.graphql(ADD_REVIEW, { input: { productId: product.id, rating: 1, message: "Never had it", photos: [photo], fit: "RUNS_SMALL" } });
    expect(errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect((await fresh(new ApiClient(t.url)).graphql(FIT, { id: product.id })).data.product.fitSummary).toEqual({ runsSmall: 0, trueToSize: 0, runsLarge: 0 });
  });

  it("the fit summary counts reviews' answers and returns for being too small or too large", async () => {
    const product = await productInSizes(catalogue, admin, { stock: { M: 10, L: 10 } });
    const answers = ["RUNS_SMALL", "RUNS_SMALL", "TRUE_TO_SIZE"];
    for (const fit of answers) {
      const buyer = await loopShopper(t, { consent: false });
      await deliveredOrder(t, admin, buyer, [{ productId: product.id, quantity: 1, size: "M" }]);
      expect((await buyer.client.graphql(ADD_REVIEW, { input: { productId: product.id, rating: 4, message: "Fine.", fit } })).errors).toBeUndefined();
    }
    const returner = await loopShopper(t, { consent: false });
    const order = await deliveredOrder(t, admin, returner, [{ productId: product.id, quantity: 1, size: "L" }]);
    await requestReturnOk(returner, { orderId: order.id, lines: [{ orderLineId: order.lines[0].id, quantity: 1, reason: "SIZE_TOO_LARGE" }] });
    expect((await fresh(new ApiClient(t.url)).graphql(FIT, { id: product.id })).data.product.fitSummary).toEqual({ runsSmall: 2, trueToSize: 1, runsLarge: 1 });
  });

  it("an admin hides a review: shoppers no longer see it and the rating no longer counts it; shown again, both come back", async () => {
    const product = await productInSizes(catalogue, admin, { stock: { M: 10 } });
    const ids: string[] = [];
    for (const rating of [5, 1]) {
      const buyer = await loopShopper(t, { consent: false });
      await deliveredOrder(t, admin, buyer, [{ productId: product.id, quantity: 1, size: "M" }]);
      ids.push((await buyer.client.graphql(ADD_REVIEW, { input: { productId: product.id, rating, message: rating === 1 ? "spam spam spam" : "Lovely." } })).data.addReview.id);
    }
    const shopper = fresh(new ApiClient(t.url));
    expect((await shopper.graphql(FIT, { id: product.id })).data.product).toMatchObject({ reviewCount: 2, averageRating: 3 });
    expect((await admin.client.graphql(HIDE, { id: ids[1], hidden: true })).data.setReviewHidden).toEqual({ id: ids[1], hidden: true });
    expect((await admin.client.graphql(HIDE, { id: ids[1], hidden: true })).errors).toBeUndefined();
    expect((await shopper.graphql(REVIEWS, { productId: product.id })).data.reviews.map((r: { id: string }) => r.id)).toEqual([ids[0]]);
    expect((await shopper.graphql(FIT, { id: product.id })).data.product).toMatchObject({ reviewCount: 1, averageRating: 5 });
    const hiddenList = await admin.client.graphql(`{ adminReviews(hidden: true) { totalCount nodes { id hidden productTitle } } }`);
    expect(hiddenList.data.adminReviews.nodes.map((r: { id: string }) => r.id)).toContain(ids[1]);
    await admin.client.graphql(HIDE, { id: ids[1], hidden: false });
    expect((await shopper.graphql(FIT, { id: product.id })).data.product).toMatchObject({ reviewCount: 2, averageRating: 3 });
    const customer = await loopShopper(t, { consent: false });
    expect((await customer.client.graphql(HIDE, { id: ids[0], hidden: true })).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});

describe("size guides", () => {
  const chest = { measurements: ["Chest", "Waist"], rows: [{ size: "S", cm: [91.5, 76] }, { size: "M", cm: [96.5, 81] }] };

  it("a product shows its brand's chart in its category, else its category's, in cm and inches", async () => {
    await admin.client.graphql(SAVE_CHART, { input: { category: "women", ...chest, note: "Measure around the fullest part of the chest." } });
    await admin.client.graphql(SAVE_CHART, { input: { category: "women", brand: "zara", measurements: ["Chest"], rows: [{ size: "M", cm: [94] }] } });
    const zara = await catalogue.create({ category: "women", totalStock: 3 });
    await admin.client.graphql(`mutation ($id: ID!) { updateProduct(id: $id, input: { brand: "zara" }) { id } }`, { id: zara.id });
    const nike = await catalogue.create({ category: "women", totalStock: 3 });
    const shopper = fresh(new ApiClient(t.url));
    expect((await shopper.graphql(SIZE_CHART, { productId: zara.id })).data.sizeChart).toEqual({ category: "women", brand: "zara", measurements: ["Chest"], note: "", rows: [{ size: "M", cm: [94], inches: [37] }] });
    expect((await shopper.graphql(SIZE_CHART, { productId: nike.id })).data.sizeChart).toEqual({
      category: "women",
      brand: null,
      measurements: ["Chest", "Waist"],
      note: "Measure around the fullest part of the chest.",
      rows: [
        { size: "S", cm: [91.5, 76], inches: [36, 29.9] },
        { size: "M", cm: [96.5, 81], inches: [38, 31.9] },
      ],
    });
    const kids = await catalogue.create({ category: "kids", totalStock: 3 });
    expect((await shopper.graphql(SIZE_CHART, { productId: kids.id })).data.sizeChart).toBeNull();
  });

  it("a chart whose rows do not match its measurements is refused naming the row; shoppers may not edit charts", async () => {
    const bad = await admin.client.graphql(SAVE_CHART, { input: { category: "men", measurements: ["Chest", "Waist"], rows: [{ size: "M", cm: [96] }] } });
    expect(bad.errors?.[0]).toMatchObject({ message: "Size M needs 2 measurements, in centimetres", extensions: { code: "BAD_USER_INPUT", field: "rows.0.cm" } });
    const negative = await admin.client.graphql(SAVE_CHART, { input: { category: "men", measurements: ["Chest"], rows: [{ size: "M", cm: [-3] }] } });
    expect(negative.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    const shopper = await loopShopper(t, { consent: false });
    expect((await shopper.client.graphql(SAVE_CHART, { input: { category: "men", ...chest } })).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect((await admin.client.graphql(`{ sizeCharts { category } }`)).data.sizeCharts.some((c: { category: string }) => c.category === "men")).toBe(false);
  });
});
