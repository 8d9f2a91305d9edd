/**
 * Issue 10, finding 8: personal REST responses (cart, addresses, orders) carried no Cache-Control, so a shared cache
 * could keep them. Every /api answer to a signed-in caller is now `private, no-store` (and `no-store` otherwise).
 */
import { describe, expect, it } from "vitest";
import { useCatalogue } from "./support/cart-fixtures.js";
import { ApiClient } from "./support/client.js";
import { signInAdmin } from "./support/fixtures.js";
import { placeUnpaidOrder, shopper } from "./support/order-fixtures.js";
import { useTestServer } from "./support/test-server.js";

const t = useTestServer();
const catalogue = useCatalogue(t);

describe("personal REST responses", () => {
  it("are private, no-store: cart, addresses, orders, check-auth, catalogue reads and writes", async () => {
    const product = await catalogue.create({ totalStock: 5 });
    const buyer = await shopper(t);
    const { order } = await placeUnpaidOrder(buyer, product.id, 1);
    const { client: admin } = await signInAdmin(t);
    const reads: Array<[ApiClient, string, { method?: string; body?: unknown }?]> = [
      [buyer.client, `/api/shop/cart/get/${buyer.userId}`],
      [buyer.client, `/api/shop/address/get/${buyer.userId}`],
      [buyer.client, `/api/shop/order/list/${buyer.userId}`],
      [buyer.client, `/api/shop/order/details/${order.id}`],
      [buyer.client, `/api/auth/check-auth`],
      [buyer.client, `/api/shop/products/get`],
      [buyer.client, `/api/shop/cart/add`, { body: { userId: buyer.userId, productId: product.id, quantity: 1 } }],
      [admin, `/api/admin/orders/get`],
      [admin, `/api/admin/orders/details/${order.id}`],
    ];
    for (const [client, path, init] of reads) {
      const res = await client.request(path, init);
      expect(res.status, path).toBeLessThan(300);
      expect(res.headers.get("cache-control"), path).toBe("private, no-store");
    }
  });

  it("are no-store for an anonymous caller too (even a refusal)", async () => {
    const res = await new ApiClient(t.url).request("/api/shop/cart/get/nobody");
    expect(res.status).toBe(401);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });
});
