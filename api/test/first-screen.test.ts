import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import * as firstScreenDocuments from "../src/graphql/generated/first-screen-documents.js";
import { ApiClient } from "./support/client.js";
import { signInAdmin, signUpCustomer } from "./support/fixtures.js";
import { useTestServer } from "./support/test-server.js";

/**
 * A page comes with what its first screen starts from (api/src/http/web-app.ts): who is signed in, on a shopper's home
 * the banners and a preload of the first banner's picture, and the code of the section the visitor will see.
 */

/** A built web app as `vite build` leaves it: index.html and the build manifest (dist/.vite, never served). */
function fakeWebBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), "sutra-web-dist-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(
    join(dir, "index.html"),
    `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Sutra</title><script type="module" crossorigin src="/assets/index-Main1.js"></script></head><body><div id="root"></div></body></html>`,
  );
  mkdirSync(join(dir, ".vite"));
  writeFileSync(
    join(dir, ".vite", "manifest.json"),
    JSON.stringify({
      "index.html": { file: "assets/index-Main1.js", isEntry: true, imports: ["_react-R1.js"], dynamicImports: ["src/shop/index.ts", "src/auth/index.ts", "src/admin/index.ts"] },
      "_react-R1.js": { file: "assets/react-R1.js" },
      "_shared-S1.js": { file: "assets/shared-S1.js", imports: ["_react-R1.js"] },
      "src/shop/index.ts": { file: "assets/shop-Ab12Cd34.js", isDynamicEntry: true, imports: ["_react-R1.js", "_shared-S1.js"] },
      "src/auth/index.ts": { file: "assets/auth-Au1.js", isDynamicEntry: true, imports: ["_shared-S1.js"] },
      "src/admin/index.ts": { file: "assets/admin-Ad1.js", isDynamicEntry: true, imports: ["_shared-S1.js"] },
      // The landing pages' own chunks (loaded by the storefront's chunk): issue 29.
      "_filters-F1.js": { file: "assets/filters-F1.js" },
      "src/shop/listing/ListingPage.tsx": { file: "assets/ListingPage-L1.js", isDynamicEntry: true, imports: ["_shared-S1.js", "_filters-F1.js"] },
      "src/shop/product/ProductDetailsDialog.tsx": { file: "assets/ProductDetailsDialog-P1.js", isDynamicEntry: true, imports: ["_react-R1.js", "_filters-F1.js"] },
      "src/shop/search/SearchPage.tsx": { file: "assets/SearchPage-Q1.js", isDynamicEntry: true, imports: ["_shared-S1.js"] },
      "src/shop/home/HomePage.tsx": { file: "assets/HomePage-H1.js", isDynamicEntry: true, imports: ["_shared-S1.js", "_filters-F1.js"] },
    }),
  );
  return dir;
}

const t = useTestServer({ WEB_DIST_DIR: fakeWebBuild() });

const ME = "{ me { __typename id username email name role } }";
const BANNERS = "{ featureImages { __typename id title description position images { __typename thumbnail large webp original webpSources { __typename url width } } } }";

interface Page {
  html: string;
  cacheControl: string | null;
  vary: string;
  /** The answers the page carries (`<script type="application/json" id="sutra-first-screen">`), if any. */
  data: { me: unknown; featureImages?: unknown[]; answers?: Array<{ operation: string; variables: Record<string, unknown>; data: unknown }> } | undefined;
  modulePreloads: string[];
  imagePreloads: string[];
}

async function page(path: string, token?: string): Promise<Page> {
  const res = await fetch(new URL(path, t.url), { headers: { accept: "text/html", ...(token ? { cookie: `token=${token}` } : {}) } });
  expect(res.status).toBe(200);
  const html = await res.text();
  const json = /<script type="application\/json" id="sutra-first-screen">([^<]*)<\/script>/.exec(html)?.[1];
  return {
    html,
    cacheControl: res.headers.get("cache-control"),
    vary: (res.headers.get("vary") ?? "").toLowerCase(),
    data: json === undefined ? undefined : (JSON.parse(json) as Page["data"]),
    modulePreloads: [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]!),
    imagePreloads: [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((m) => m[0]),
  };
}

let customer: Awaited<ReturnType<typeof signUpCustomer>>;
let admin: Awaited<ReturnType<typeof signInAdmin>>;

beforeAll(async () => {
  customer = await signUpCustomer(t);
  admin = await signInAdmin(t);
});

describe("who is signed in comes with the page", () => {
  it("a customer's page carries their `me` exactly as /graphql answers it, and is theirs alone (private, never stored)", async () => {
    const opened = await page("/shop/home", customer.token);
    const { data } = await customer.client.graphql(ME);
    expect(data.me.id).toBe(customer.userId);
    expect(opened.data?.me).toEqual(data.me);
    expect(opened.cacheControl).toBe("private, no-store");
    expect(opened.vary).toContain("cookie");
  });

  it("an admin's page says so", async () => {
    expect((await page("/admin/dashboard", admin.token)).data?.me).toMatchObject({ id: admin.userId, role: "ADMIN" });
  });

  it("a visitor without a session, with a bad token or with an ended one gets `me: null` and a page any cache may keep revalidated", async () => {
    const gone = await signUpCustomer(t, "leaver");
    expect((await gone.client.graphql("mutation { logout }")).errors).toBeUndefined();
    for (const token of [undefined, "not-a-token", gone.token]) {
      const opened = await page("/shop/home", token);
      expect(opened.data, String(token)).toEqual({ me: null });
      expect(opened.cacheControl).toBe("no-cache");
    }
  });
});

describe("a shopper's home comes with its banners", () => {
  let banners: { title: string | null; images: { webpSources: { url: string }[]; original: string } }[];

  beforeAll(async () => {
    for (const title of ["Festive </script><b>Edit</b>", "Sneaker Season"]) {
      const { errors } = await admin.client.graphql(`mutation ($input: FeatureImageInput!) { addFeatureImage(input: $input) { id } }`, {
        input: { image: `https://images.example.com/banners/${encodeURIComponent(title)}.jpg`, title },
      });
      expect(errors).toBeUndefined();
    }
    banners = (await new ApiClient(t.url).graphql(BANNERS)).data.featureImages;
  });

  it("as /graphql answers them, written so that no banner text can end the data early", async () => {
    const opened = await page("/shop/home", customer.token);
    expect(opened.data?.featureImages).toEqual(banners);
    expect(opened.html).not.toContain("</script><b>");
  });

  it("and preloads the first banner's picture with high priority, as the carousel's first picture will ask for it", async () => {
    const [preload, ...others] = (await page("/shop/home", customer.token)).imagePreloads;
    expect(others).toEqual([]);
    expect(preload).toContain('fetchpriority="high"');
    expect(preload).toContain('imagesizes="(min-width: 1536px) 1488px, 100vw"');
    const first = banners[0]!.images;
    expect(preload).toContain(`${first.original} 1600w`);
    for (const source of first.webpSources) expect(preload).toContain(source.url);
  });

  it("the storefront's index and / (both lead a shopper home) come with them too; other pages, visitors and admins do not", async () => {
    for (const path of ["/shop", "/"]) expect((await page(path, customer.token)).data?.featureImages, path).toEqual(banners);
    for (const [path, token] of [["/shop/listing", customer.token], ["/shop/home", undefined], ["/shop/home", admin.token]] as const) {
      const opened = await page(path, token);
      expect(opened.data?.featureImages, `${path} ${token === admin.token ? "admin" : token ? "customer" : "anonymous"}`).toBeUndefined();
      // No banner picture (a listing preloads its first cards' pictures instead: below).
      expect(opened.imagePreloads.filter((preload) => preload.includes("1488px"))).toEqual([]);
    }
  });
});

describe("the code of the first screen is hinted with the page", () => {
  it("a signed-in shopper's storefront page preloads the storefront's chunks (not what the page loads anyway, never the admin's)", async () => {
    expect((await page("/shop/checkout", customer.token)).modulePreloads).toEqual(["/assets/shop-Ab12Cd34.js", "/assets/shared-S1.js"]);
  });

  it("a landing page a shopper opens from a link (listing, product, search) preloads its own chunks too, each once", async () => {
    const shop = ["/assets/shop-Ab12Cd34.js", "/assets/shared-S1.js"];
    expect((await page("/shop/listing?category=men&brand=nike,adidas", customer.token)).modulePreloads).toEqual([...shop, "/assets/ListingPage-L1.js", "/assets/filters-F1.js"]);
    expect((await page("/shop/search", customer.token)).modulePreloads).toEqual([...shop, "/assets/SearchPage-Q1.js"]);
    // The home page is a chunk of its own too (a link to another page does not carry it), hinted on every way home.
    for (const path of ["/shop/home", "/shop", "/"]) expect((await page(path, customer.token)).modulePreloads, path).toEqual([...shop, "/assets/HomePage-H1.js", "/assets/filters-F1.js"]);
    // Never for a visitor nobody signed in as (the guard sends them to sign in).
    expect((await page("/shop/listing")).modulePreloads).toEqual(["/assets/auth-Au1.js", "/assets/shared-S1.js"]);
  });

  it("a visitor nobody signed in as (sent to sign in) preloads the sign-in screens' chunks instead, even with a bad token", async () => {
    expect((await page("/shop/home")).modulePreloads).toEqual(["/assets/auth-Au1.js", "/assets/shared-S1.js"]);
    expect((await page("/shop/home", "not-a-token")).modulePreloads).toEqual(["/assets/auth-Au1.js", "/assets/shared-S1.js"]);
  });

  it("an admin and a shopper on the admin panel get no preloads (a shopper never downloads admin code)", async () => {
    expect((await page("/admin/dashboard", admin.token)).modulePreloads).toEqual([]);
    expect((await page("/shop/home", admin.token)).modulePreloads).toEqual([]);
    expect((await page("/admin/dashboard", customer.token)).modulePreloads).toEqual([]);
  });

  it("the build manifest is not served (a browser asking for it gets the app's page)", async () => {
    const res = await fetch(new URL("/.vite/manifest.json", t.url), { headers: { accept: "text/html" } });
    expect(await res.text()).not.toContain("isDynamicEntry");
    expect((await fetch(new URL("/.vite/manifest.json", t.url), { headers: { accept: "application/json" } })).status).toBe(404);
  });
});

describe("a shared product link (/shop/product/:slug)", () => {
  const html = async (path: string) => {
    const res = await fetch(new URL(path, t.url), { headers: { accept: "text/html" } });
    return { status: res.status, text: await res.text() };
  };

  it("previews the product: its title, description and picture in the page's head, escaped, with absolute URLs", async () => {
    const admin = (await signInAdmin(t)).client;
    const { data, errors } = await admin.graphql(
      `mutation ($input: ProductInput!) { createProduct(input: $input) { slug images { large } } }`,
      {
        input: {
          title: `Kurta "Festive" <Edit> & more`,
          description: "Straight-cut cotton kurta with gold-tone embroidery.",
          category: "men",
          brand: "h&m",
          price: 1499,
          totalStock: 3,
          image: "/media/products/kurta.jpg",
        },
      },
    );
    expect(errors).toBeUndefined();
    const { status, text } = await html(`/shop/product/${data.createProduct.slug}`);
    expect(status).toBe(200);
    expect(text).toContain("<title>Kurta &quot;Festive&quot; &lt;Edit&gt; &amp; more | Sutra</title>");
    expect(text).toContain(`<meta property="og:title" content="Kurta &quot;Festive&quot; &lt;Edit&gt; &amp; more">`);
    expect(text).toContain(`<meta property="og:description" content="Straight-cut cotton kurta with gold-tone embroidery.">`);
    expect(text).toContain(`<meta property="og:image" content="${new URL(data.createProduct.images.large, t.url)}">`);
    expect(text).toContain(`<meta property="og:url" content="${new URL(`/shop/product/${data.createProduct.slug}`, t.url)}">`);
    expect(text).not.toContain("<Edit>");
  });

  it("opened by a shopper, preloads the details dialog's and the listing's code and the product's picture as the dialog asks for it", async () => {
    const admin = (await signInAdmin(t)).client;
    const { data, errors } = await admin.graphql(
      `mutation ($input: ProductInput!) { createProduct(input: $input) { slug images { thumbnail large webp webpSources { url width } } } }`,
      { input: { title: "Linen Shirt", description: "Breezy.", category: "men", brand: "zara", price: 1999, totalStock: 5, image: "/media/products/linen.jpg" } },
    );
    expect(errors).toBeUndefined();
    const { slug, images } = data.createProduct;
    const shopper = await page(`/shop/product/${slug}`, customer.token);
    // The dialog's code: on a phone it covers the listing, which loads only when it closes (web/src/app/productRoute.tsx).
    expect(shopper.modulePreloads).toEqual(["/assets/shop-Ab12Cd34.js", "/assets/shared-S1.js", "/assets/ProductDetailsDialog-P1.js", "/assets/filters-F1.js"]);
    // The product's details come with the page, exactly as /graphql answers the dialog's own query.
    const details = await customer.client.graphql(firstScreenDocuments.ShopProductDetails, { slug });
    expect(details.errors).toBeUndefined();
    expect(shopper.data?.answers).toEqual([{ operation: "ShopProductDetails", variables: { slug }, data: details.data }]);
    // A picture without renditions of its own (an external one: no srcset, issue 46): the dialog's <img> shows its
    // one file (ProductImage.tsx), which is what the page preloads.
    expect(images.webpSources).toEqual([]);
    expect(new Set([images.thumbnail, images.webp, images.large]).size).toBe(1);
    expect(shopper.imagePreloads).toEqual([`<link rel="preload" as="image" fetchpriority="high" href="${images.large}">`]);
    // A visitor nobody signed in as is sent to sign in: no picture and no details for them (the link preview stays).
    const visitor = await page(`/shop/product/${slug}`);
    expect(visitor.imagePreloads).toEqual([]);
    expect(visitor.data?.answers).toBeUndefined();
  });

  it("answers an unknown product's link with the app's page, status 404 and no preview", async () => {
    const { status, text } = await html("/shop/product/no-such-product-1");
    expect(status).toBe(404);
    expect(text).toContain('<div id="root">');
    expect(text).not.toContain("og:title");
  });
});

describe("a shared filter link comes with the listing's first page (issue 29)", () => {
  beforeAll(async () => {
    const products = [
      { title: "Nike Tee", category: "men", brand: "nike", price: 999 },
      { title: "Adidas Shorts", category: "men", brand: "adidas", price: 1499 },
      { title: "Nike Joggers", category: "men", brand: "nike", price: 2499 },
      { title: "Zara Dress", category: "women", brand: "zara", price: 3999 },
    ];
    for (const product of products) {
      const { errors } = await admin.client.graphql(`mutation ($input: ProductInput!) { createProduct(input: $input) { id } }`, {
        input: { ...product, description: "Demo.", totalStock: 5, image: `/media/products/${product.title.replace(/ /g, "-")}.jpg` },
      });
      expect(errors).toBeUndefined();
    }
  });

  it("as /graphql answers the listing's own query for the link's filters, and preloads its first row's pictures", async () => {
    const opened = await page("/shop/listing?category=men&brand=nike,adidas", customer.token);
    const variables = { filter: { categories: ["men"], brands: ["nike", "adidas"] }, sortBy: "price-lowtohigh", first: 12 };
    const { data, errors } = await customer.client.graphql(firstScreenDocuments.ShopListingProducts, variables);
    expect(errors).toBeUndefined();
    expect(data.products.edges.map((e: { node: { title: string } }) => e.node.title)).toEqual(["Nike Tee", "Adidas Shorts", "Nike Joggers"]);
    expect(opened.data?.answers).toEqual([{ operation: "ShopListingProducts", variables, data }]);
    // The first row of a phone's two columns, at high priority, as the cards' pictures ask for them: these external
    // pictures have no renditions (an empty srcSet), so the cards show their one file and it is preloaded by address.
    const first = data.products.edges.slice(0, 2).map((e: { node: { images: { thumbnail: string; srcSet: string } } }) => e.node.images);
    expect(first.map((images: { srcSet: string }) => images.srcSet)).toEqual(["", ""]);
    const cards = opened.imagePreloads.filter((preload) => first.some((images: { thumbnail: string }) => preload.includes(`href="${images.thumbnail}"`)));
    expect(cards).toHaveLength(2);
    cards.forEach((preload, i) => {
      expect(preload).toContain('fetchpriority="high"');
      expect(preload).toContain(`href="${first[i].thumbnail}"`);
    });
  });

  it("reads a price range and drops blank and repeated ids as the app does; no filter asks for the whole listing", async () => {
    const priced = await page("/shop/listing?brand=nike,,nike&price=2000-500", customer.token);
    expect(priced.data?.answers?.[0]?.variables).toEqual({ filter: { brands: ["nike"], minPrice: 500, maxPrice: 2000 }, sortBy: "price-lowtohigh", first: 12 });
    // A link with an id the API refuses comes without an answer (the app asks, and says what is wrong, as before).
    expect((await page("/shop/listing?brand=gucci", customer.token)).data?.answers).toBeUndefined();
    const all = await page("/shop/listing", customer.token);
    expect(all.data?.answers?.[0]?.variables).toEqual({ sortBy: "price-lowtohigh", first: 12 });
  });

  it("never for a visitor nobody signed in as, an admin, or another page", async () => {
    for (const [path, token] of [["/shop/listing?category=men", undefined], ["/shop/listing?category=men", admin.token], ["/shop/search", customer.token]] as const) {
      const opened = await page(path, token);
      expect(opened.data?.answers, path).toBeUndefined();
      expect(opened.imagePreloads, path).toEqual([]);
    }
  });
});
