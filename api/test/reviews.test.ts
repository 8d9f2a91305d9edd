import { beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "./support/client.js";
import { signInAdmin, signUpCustomer } from "./support/fixtures.js";
import { createTestProduct, productRating, purchase } from "./support/review-fixtures.js";
import { useTestServer } from "./support/test-server.js";

// Many customers sign in from one address here: lift the per-address login limit. Purchases go through
// checkout with the Razorpay stand-in mounted in the app.
const t = useTestServer({ LOGIN_MAX_PER_IP: "1000" });

const REVIEW_FIELDS = "id productId userId username rating message createdAt";
const ADD_REVIEW = `mutation ($input: ReviewInput!) { addReview(input: $input) { ${REVIEW_FIELDS} } }`;
const REVIEWS = `query ($productId: ID!) { reviews(productId: $productId) { ${REVIEW_FIELDS} } }`;

const NOT_A_BUYER = "You need to purchase product to review it.";
const ALREADY_REVIEWED = "You already reviewed this product!";
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

let admin: ApiClient;

beforeAll(async () => {
  admin = (await signInAdmin(t)).client;
});

/** A new product and a customer who bought and paid for it. */
async function productWithBuyer() {
  const productId = await createTestProduct(admin);
  const buyer = await signUpCustomer(t, "buyer");
  await purchase(t, buyer, productId);
  return { productId, buyer };
}

function review(client: ApiClient, productId: string, rating = 5, message = "Lovely fabric, fits well.") {
  return client.graphql(ADD_REVIEW, { input: { productId, rating, message } });
}

describe("who may review", () => {
  it("a customer who has not bought the product is refused (FORBIDDEN)", async () => {
    const productId = await createTestProduct(admin);
    const { client } = await signUpCustomer(t);
    const { errors } = await review(client, productId);
    expect(errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect(errors?.[0]?.message).toBe(NOT_A_BUYER);
    expect((await productRating(client, productId)).reviewCount).toBe(0);
  });

  it("a customer whose order for it was never paid is refused", async () => {
    const productId = await createTestProduct(admin);
    const customer = await signUpCustomer(t);
    await purchase(t, customer, productId, "pending");
    await purchase(t, customer, productId, "failed");
    const { errors } = await review(customer.client, productId);
    expect(errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });

  it("buying another product does not make a customer a buyer of this one", async () => {
    const { buyer } = await productWithBuyer();
    const otherProduct = await createTestProduct(admin);
    const { errors } = await review(buyer.client, otherProduct);
    expect(errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });

  it("a customer who bought and paid for it can review it", async () => {
    const { productId, buyer } = await productWithBuyer();
    const { data, errors } = await review(buyer.client, productId, 4, "  Soft and breathable.  ");
    expect(errors).toBeUndefined();
    expect(data.addReview).toMatchObject({ productId, userId: buyer.userId, username: buyer.username, rating: 4, message: "Soft and breathable." });
    const rating = await productRating(buyer.client, productId);
    expect(rating).toEqual({ reviewCount: 1, averageRating: 4 });
  });

  it("an anonymous caller cannot review (UNAUTHENTICATED)", async () => {
    const { productId } = await productWithBuyer();
    const { errors } = await review(new ApiClient(t.url), productId);
    expect(errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("reviewing an unknown or malformed product id answers NOT_FOUND", async () => {
    const { buyer } = await productWithBuyer();
    for (const productId of [UNKNOWN_ID, "not-a-uuid"]) {
      const { errors } = await review(buyer.client, productId);
      expect(errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    }
  });
});

describe("what a review must hold", () => {
  it.each([
    ["no stars", 0],
    ["six stars", 6],
    ["negative stars", -1],
  ])("refuses %s, naming the rating", async (_label, rating) => {
    const { productId, buyer } = await productWithBuyer();
    const { errors } = await review(buyer.client, productId, rating);
    expect(errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "rating" });
    expect(errors?.[0]?.message).toBe("Rating must be a whole number of stars from 1 to 5.");
    expect((await productRating(buyer.client, productId)).reviewCount).toBe(0);
  });

  it("refuses a blank message", async () => {
    const { productId, buyer } = await productWithBuyer();
    const { errors } = await review(buyer.client, productId, 5, "   \n ");
    expect(errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "message" });
    expect(errors?.[0]?.message).toBe("Please write a review message.");
  });

  it("refuses a message over 1000 characters and accepts exactly 1000", async () => {
    const { productId, buyer } = await productWithBuyer();
    const tooLong = await review(buyer.client, productId, 5, "a".repeat(1001));
    expect(tooLong.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "message" });
    expect(tooLong.errors?.[0]?.message).toBe("The review message must be at most 1000 characters.");
    const longest = await review(buyer.client, productId, 5, "a".repeat(1000));
    expect(longest.errors).toBeUndefined();
  });
});

describe("one review per customer and product", () => {
  it("a second review by the same customer is a CONFLICT and changes nothing", async () => {
    const { productId, buyer } = await productWithBuyer();
    expect((await review(buyer.client, productId, 5)).errors).toBeUndefined();
    const second = await review(buyer.client, productId, 1, "Changed my mind.");
    expect(second.errors?.[0]?.extensions?.code).toBe("CONFLICT");
    expect(second.errors?.[0]?.message).toBe(ALREADY_REVIEWED);
    expect(await productRating(buyer.client, productId)).toEqual({ reviewCount: 1, averageRating: 5 });
  });

  it("of two concurrent submissions by one customer exactly one succeeds, and the count and average stay right", async () => {
    const { productId, buyer } = await productWithBuyer();
    const results = await Promise.all([review(buyer.client, productId, 5, "First tab."), review(buyer.client, productId, 1, "Second tab.")]);
    const succeeded = results.filter((r) => !r.errors);
    const refused = results.filter((r) => r.errors);
    expect(succeeded).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.errors?.[0]?.extensions?.code).toBe("CONFLICT");
    const kept = succeeded[0]!.data.addReview.rating as number;
    expect(await productRating(buyer.client, productId)).toEqual({ reviewCount: 1, averageRating: kept });
    const { data } = await buyer.client.graphql(REVIEWS, { productId });
    expect(data.reviews).toHaveLength(1);
  });

  it("the average rating is exact when several buyers review at the same moment", async () => {
    const productId = await createTestProduct(admin);
    const ratings = [5, 4, 3, 5, 1, 2, 5, 3];
    const buyers = await Promise.all(ratings.map(() => signUpCustomer(t, "crowd")));
    for (const buyer of buyers) await purchase(t, buyer, productId);
    const results = await Promise.all(buyers.map((buyer, i) => review(buyer.client, productId, ratings[i], `Review number ${i + 1}.`)));
    expect(results.map((r) => r.errors)).toEqual(ratings.map(() => undefined));
    expect(await productRating(buyers[0]!.client, productId)).toEqual({ reviewCount: 8, averageRating: 28 / 8 });
  });
});

describe("reading reviews", () => {
  it("lists a product's reviews newest first, with each author's username", async () => {
    const productId = await createTestProduct(admin);
    const authors = [];
    for (const [i, rating] of [3, 5].entries()) {
      const buyer = await signUpCustomer(t, "reader");
      await purchase(t, buyer, productId);
      expect((await review(buyer.client, productId, rating, `Opinion ${i + 1}.`)).errors).toBeUndefined();
      authors.push(buyer);
    }
    const { data, errors } = await new ApiClient(t.url).graphql(REVIEWS, { productId });
    expect(errors).toBeUndefined();
    expect(data.reviews.map((r: any) => [r.username, r.rating, r.message])).toEqual([
      [authors[1]!.username, 5, "Opinion 2."],
      [authors[0]!.username, 3, "Opinion 1."],
    ]);
  });

  it("a product without reviews has an empty list", async () => {
    const productId = await createTestProduct(admin);
    const { data } = await admin.graphql(REVIEWS, { productId });
    expect(data.reviews).toEqual([]);
  });

  it("the reviews of an unknown or malformed product id are NOT_FOUND", async () => {
    for (const productId of [UNKNOWN_ID, "42"]) {
      const { errors } = await admin.graphql(REVIEWS, { productId });
      expect(errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    }
  });
});

describe("REST /api/shop/review", () => {
  function restReview(client: ApiClient, body: Record<string, unknown>) {
    return client.request("/api/shop/review/add", { body });
  }

  it("a buyer's review answers 201 with the rest-compat shape; the username is the account's, not the body's", async () => {
    const { productId, buyer } = await productWithBuyer();
    const res = await restReview(buyer.client, { productId, userId: buyer.userId, username: "someone-else", reviewMessage: "Great colour.", reviewValue: 4 });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      success: true,
      data: { _id: expect.any(String), productId, userId: buyer.userId, userName: buyer.username, reviewMessage: "Great colour.", reviewValue: 4, createdAt: expect.any(String) },
    });
  });

  it("not a buyer → 403 with the spec's message", async () => {
    const productId = await createTestProduct(admin);
    const customer = await signUpCustomer(t);
    const res = await restReview(customer.client, { productId, userId: customer.userId, username: customer.username, reviewMessage: "Nice.", reviewValue: 5 });
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ success: false, message: NOT_A_BUYER });
  });

  it("a second review → 400 'You already reviewed this product!'", async () => {
    const { productId, buyer } = await productWithBuyer();
    const body = { productId, userId: buyer.userId, username: buyer.username, reviewMessage: "Nice.", reviewValue: 5 };
    expect((await restReview(buyer.client, body)).status).toBe(201);
    const second = await restReview(buyer.client, body);
    expect(second.status).toBe(400);
    expect(second.json).toEqual({ success: false, message: ALREADY_REVIEWED });
  });

  it("two concurrent REST submissions: one 201, one 400", async () => {
    const { productId, buyer } = await productWithBuyer();
    const body = { productId, userId: buyer.userId, username: buyer.username, reviewMessage: "Nice.", reviewValue: 5 };
    const statuses = (await Promise.all([restReview(buyer.client, body), restReview(buyer.client, body)])).map((r) => r.status).sort();
    expect(statuses).toEqual([201, 400]);
  });

  it("a userId that is not the caller's → 403, and nothing is written", async () => {
    const { productId, buyer } = await productWithBuyer();
    const other = await signUpCustomer(t);
    const res = await restReview(buyer.client, { productId, userId: other.userId, username: buyer.username, reviewMessage: "Nice.", reviewValue: 5 });
    expect(res.status).toBe(403);
    expect(res.json.success).toBe(false);
    expect((await productRating(buyer.client, productId)).reviewCount).toBe(0);
  });

  it("bad input → 400 naming the problem", async () => {
    const { productId, buyer } = await productWithBuyer();
    const res = await restReview(buyer.client, { productId, userId: buyer.userId, reviewMessage: "", reviewValue: 5 });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ success: false, message: "Please write a review message." });
  });

  it("half a star → 400 naming the rule", async () => {
    const { productId, buyer } = await productWithBuyer();
    const res = await restReview(buyer.client, { productId, userId: buyer.userId, reviewMessage: "Nice.", reviewValue: 3.5 });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ success: false, message: "Rating must be a whole number of stars from 1 to 5." });
  });

  it("an anonymous caller → 401", async () => {
    const anonymous = new ApiClient(t.url);
    expect((await restReview(anonymous, { productId: UNKNOWN_ID, reviewMessage: "x", reviewValue: 5 })).status).toBe(401);
    expect((await anonymous.request(`/api/shop/review/${UNKNOWN_ID}`)).status).toBe(401);
  });

  it("GET lists the reviews in the rest-compat shape", async () => {
    const { productId, buyer } = await productWithBuyer();
    await review(buyer.client, productId, 2, "Runs small.");
    const res = await buyer.client.request(`/api/shop/review/${productId}`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      success: true,
      data: [{ _id: expect.any(String), productId, userId: buyer.userId, userName: buyer.username, reviewMessage: "Runs small.", reviewValue: 2, createdAt: expect.any(String) }],
    });
  });

  it("GET for an unknown or malformed product id → 404 'Product not found!'", async () => {
    for (const id of [UNKNOWN_ID, "nope"]) {
      const res = await admin.request(`/api/shop/review/${id}`);
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ success: false, message: "Product not found!" });
    }
  });
});
