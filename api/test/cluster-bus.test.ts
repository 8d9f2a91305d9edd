/**
 * With REDIS_URL, nodes tell each other about catalogue changes and ended sessions at once (Redis pub/sub), so
 * caches that would otherwise wait out their maximum age follow within a second; without Redis (or while it is
 * away) the shop keeps working on its own bounds.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RedisBus } from "../src/lib/cluster-bus.js";
import { createLogger } from "../src/lib/logger.js";
import { createRedis } from "../src/lib/redis.js";
import { createServices, type Services } from "../src/services/index.js";
import { createProduct } from "./support/catalogue-fixtures.js";
import type { ApiClient } from "./support/client.js";
import { signInAdmin, signUpCustomer } from "./support/fixtures.js";
import { useTestServer } from "./support/test-server.js";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const prefix = `sutra-test-${randomUUID().slice(0, 8)}:`;
// Caches that would keep stale answers for a minute on their own: only the bus can make the other node follow.
const t = useTestServer({ REDIS_URL, REDIS_PREFIX: prefix, CATALOGUE_CACHE_SECONDS: "60", SESSION_CACHE_SECONDS: "60" });
let otherNode: Services;
let otherBus: RedisBus;
let admin: ApiClient;

beforeAll(async () => {
  const logger = createLogger(t.config);
  otherBus = new RedisBus(createRedis(REDIS_URL, logger, "commands"), createRedis(REDIS_URL, logger, "subscriber"), logger, prefix);
  otherNode = createServices({ dataSource: t.server.dataSource, config: t.config, bus: otherBus });
  admin = (await signInAdmin(t)).client;
  await new Promise((resolve) => setTimeout(resolve, 200)); // subscriptions in place
});

afterAll(async () => {
  await otherBus?.close();
});

async function within<T>(ms: number, read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + ms;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    value = await read();
  }
  return value;
}

describe("two nodes on one Redis", () => {
  it("a logout on one node ends the session on the other within a second", async () => {
    const { client, token, userId } = await signUpCustomer(t);
    expect(await otherNode.auth.authenticate(token)).toMatchObject({ userId }); // cached there for a minute
    await client.graphql(`mutation { logout }`);
    expect(await within(1000, () => otherNode.auth.authenticate(token), (viewer) => viewer === null)).toBeNull();
  });

  it("a product added on one node is in the other's totals and facets within a second", async () => {
    const totalOnOther = async () => (await (await otherNode.catalogue.list({ filter: { categories: ["kids"] } })).totalCount());
    const before = await totalOnOther(); // cached there for a minute
    await createProduct(admin, { category: "kids", brand: "zara" });
    expect(await within(1000, totalOnOther, (n) => n === before + 1)).toBe(before + 1);
  });
});

describe("without Redis", () => {
  const down = useTestServer({ REDIS_URL: "redis://127.0.0.1:1", REDIS_PREFIX: prefix });

  it("keeps selling: sign-up, listing, product changes and logout all work", async () => {
    const shopper = await signUpCustomer(down);
    const shopAdmin = (await signInAdmin(down)).client;
    await createProduct(shopAdmin, { title: "Sold while Redis is away" });
    const { data } = await shopper.client.graphql(`{ products(first: 5) { totalCount edges { node { title } } } }`);
    expect(data.products.totalCount).toBeGreaterThan(0);
    const loggedOut = await shopper.client.graphql(`mutation { logout }`);
    expect(loggedOut.errors).toBeUndefined();
    expect((await shopper.client.graphql(`{ me { id } }`)).data.me).toBeNull();
  });
});
