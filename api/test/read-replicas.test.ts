/**
 * DATABASE_READ_URLS: catalogue reads go to the read replica; whatever must read its own writes (carts, checkout,
 * orders, admin) goes to the primary. The "replica" here is a second database that is deliberately not kept in
 * step, so where each answer came from shows.
 */
import { beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { ApiClient } from "./support/client.js";
import { signInAdmin, signUpCustomer } from "./support/fixtures.js";
import { useTestServer } from "./support/test-server.js";

const t = useTestServer({}, { readReplica: true });
const ONLY_ON_REPLICA = "Replica-only Sherwani";
let replicaProductId: string;

beforeAll(async () => {
  const replica = new pg.Client({ connectionString: t.replicaUrl });
  await replica.connect();
  try {
    const { rows } = await replica.query(
      `INSERT INTO products (sku, slug, title, description, category, brand, price_paise, sale_price_paise, image_url)
       VALUES ('REPLICA-1', 'replica-1', $1, 'Only the replica has it.', 'men', 'zara', 500000, 0, 'https://img.example.com/s.jpg') RETURNING id`,
      [ONLY_ON_REPLICA],
    );
    replicaProductId = rows[0].id;
    await replica.query(`INSERT INTO product_variants (product_id, sku, stock) VALUES ($1, 'REPLICA-1', 5)`, [replicaProductId]);
  } finally {
    await replica.end();
  }
});

const titles = async (client: ApiClient) => {
  const { data, errors } = await client.graphql(`{ products(first: 50) { totalCount edges { node { title } } } }`);
  expect(errors).toBeUndefined();
  return data.products.edges.map((e: { node: { title: string } }) => e.node.title);
};

describe("with a read replica", () => {
  it("answers shoppers' catalogue reads from the replica", async () => {
    const anonymous = new ApiClient(t.url);
    expect(await titles(anonymous)).toEqual([ONLY_ON_REPLICA]);
    const { data } = await anonymous.graphql(`query ($id: ID!) { product(id: $id) { title } }`, { id: replicaProductId });
    expect(data.product.title).toBe(ONLY_ON_REPLICA);
    const search = await anonymous.graphql(`{ productSearch(keyword: "sherwani") { totalCount } }`);
    expect(search.data.productSearch.totalCount).toBe(1);
  });

  it("answers an admin's catalogue reads from the primary, which has their own writes", async () => {
    const admin = (await signInAdmin(t)).client;
    expect(await titles(admin)).toEqual([]);
  });

  it("keeps carts on the primary: a product only the replica knows cannot be added", async () => {
    const { client } = await signUpCustomer(t);
    const { errors } = await client.graphql(`mutation ($input: AddToCartInput!) { addToCart(input: $input) { id } }`, {
      input: { productId: replicaProductId, quantity: 1 },
    });
    expect(errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  });
});
