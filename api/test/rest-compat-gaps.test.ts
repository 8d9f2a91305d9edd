/**
 * Issue 10, findings 9 and 10, from running the older REST API's unmodified client against the shop:
 * - its admin offers the order statuses `inProcess` and `inShipping`: the REST path takes them as this shop's
 *   `confirmed` (paid, being prepared) and `shipped` (handed to the courier);
 * - a user name with a space ("Asha Rao") was refused on register: any printable name within the length bound is
 *   accepted (no control characters), and shown as text everywhere.
 */
import { describe, expect, it } from "vitest";
import { useCatalogue } from "./support/cart-fixtures.js";
import { ApiClient } from "./support/client.js";
import { signInAdmin } from "./support/fixtures.js";
import { buyProduct, orderOf, shopper } from "./support/order-fixtures.js";
import { useTestServer } from "./support/test-server.js";

const t = useTestServer();
const catalogue = useCatalogue(t);

describe("the older admin's order statuses on PUT /api/admin/orders/update/:id", () => {
  it("takes inProcess as confirmed and inShipping as shipped", async () => {
    const product = await catalogue.create({ totalStock: 5 });
    const buyer = await shopper(t);
    // A paid order (confirmed): the order status machine moves only a paid order on to shipped.
    const order = await buyProduct(t, buyer, product.id, 1);
    const { client: admin } = await signInAdmin(t);
    for (const [sent, stored] of [["inProcess", "CONFIRMED"], ["inShipping", "SHIPPED"]] as const) {
      const res = await admin.request(`/api/admin/orders/update/${order.id}`, { method: "PUT", body: { orderStatus: sent } });
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ success: true, message: "Order status is updated successfully!" });
      expect((await orderOf(buyer, order.id)).status).toBe(stored);
    }
    const unknown = await admin.request(`/api/admin/orders/update/${order.id}`, { method: "PUT", body: { orderStatus: "inOrbit" } });
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toMatch(/inProcess/);
  });
});

let n = 0;
const unique = () => `${(n += 1)}${process.pid}`;

describe("people's names as user names", () => {
  it("accepts a name with a space on register (REST and GraphQL) and shows it as given", async () => {
    const client = new ApiClient(t.url);
    const email = `asha${unique()}@example.com`;
    const name = `Asha Rao ${unique()}`;
    const rest = await client.request("/api/auth/register", { body: { userName: name, email, password: "Sutra#2026pass" } });
    expect(rest.json).toEqual({ success: true, message: "Registration successful" });
    const login = await client.request("/api/auth/login", { body: { email, password: "Sutra#2026pass" } });
    expect(login.json.user).toMatchObject({ userName: name, username: name, name });

    const gql = await client.graphql(`mutation ($input: RegisterInput!) { register(input: $input) { user { username name } } }`, {
      input: { username: `  Zoë   D'Souza-Iyer ${unique()} `, email: `zoe${unique()}@example.com`, password: "Sutra#2026pass" },
    });
    expect(gql.errors).toBeUndefined();
    expect(gql.data.register.user.username).toMatch(/^Zoë D'Souza-Iyer \d+$/);
  });

  it("accepts names in any script, and keeps markup as plain text", async () => {
    for (const username of [`प्रिया शर्मा ${unique()}`, `<b>Ravi</b> & Co ${unique()}`]) {
      const { data, errors } = await new ApiClient(t.url).graphql(`mutation ($input: RegisterInput!) { register(input: $input) { user { username } } }`, {
        input: { username, email: `script${unique()}@example.com`, password: "Sutra#2026pass" },
      });
      expect(errors).toBeUndefined();
      expect(data.register.user.username).toBe(username);
    }
  });

  it("still refuses control characters, invisible direction overrides, blank or over-long names", async () => {
    for (const username of ["Asha\u0000Rao", "Asha\nRao", "Asha\u202eoaR", "   ", "ab", "x".repeat(51)]) {
      const res = await new ApiClient(t.url).request("/api/auth/register", { body: { username, email: `bad${unique()}@example.com`, password: "Sutra#2026pass" } });
      expect(res.status, JSON.stringify(username)).toBe(200);
      expect(res.json.success, JSON.stringify(username)).toBe(false);
    }
  });
});
