import { act, fireEvent, screen, within } from "@testing-library/react";
import { graphql } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { gqlJson } from "../../../test/fixtures";
import { renderApp } from "../../../test/renderApp";
import { server } from "../../../test/server";
import { cart, cartLine, product, shopHandlers } from "../../../test/shop-fixtures";

const linen = product({ title: "Linen Shirt", totalStock: 2 });
const oxford = product({ title: "Oxford Shirt", totalStock: 30 });
const tee = product({ title: "Graphic Tee", totalStock: 30 });

function recordSearches() {
  const keywords: string[] = [];
  server.use(
    graphql.query<Record<string, unknown>, { keyword: string }>("ShopSearch", ({ variables }) => {
      keywords.push(variables.keyword);
      const found = [linen, oxford, tee].filter((p) => p.title.toLowerCase().includes(variables.keyword.toLowerCase()));
      return gqlJson({ data: { search: found } });
    }),
  );
  return keywords;
}

async function openSearch(path = "/shop/search") {
  const app = renderApp(path);
  const box = await screen.findByPlaceholderText("search product");
  return { app, box };
}

function type(box: HTMLElement, value: string) {
  fireEvent.change(box, { target: { value } });
}

/**
 * Runs `steps` on a clock that moves only by `wait` (the debounce's setTimeout), so no real time leaks into the 1 s
 * however slow the machine; the real clock comes back after them, for the requests and renders the search starts.
 */
async function onTestClock(steps: (wait: (ms: number) => Promise<void>) => Promise<void>) {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  try {
    await steps((ms) =>
      act(async () => {
        await vi.advanceTimersByTimeAsync(ms);
      }),
    );
  } finally {
    vi.useRealTimers();
  }
}

describe("search", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("searches 1 s after typing stops, with the trimmed keyword, and mirrors it in ?keyword=", async () => {
    server.use(...shopHandlers({ products: [linen, oxford, tee] }));
    const keywords = recordSearches();
    const { app, box } = await openSearch();

    await onTestClock(async (wait) => {
      type(box, "sh");
      await wait(400);
      type(box, "shir");
      await wait(400);
      type(box, "  shirt ");
      await wait(999);
      expect(keywords).toEqual([]);
      await wait(1);
    });
    expect(await screen.findByRole("article", { name: "Linen Shirt" })).toBeInTheDocument();
    expect(screen.getByRole("article", { name: "Oxford Shirt" })).toBeInTheDocument();
    expect(screen.queryByRole("article", { name: "Graphic Tee" })).not.toBeInTheDocument();
    expect(keywords).toEqual(["shirt"]);
    expect(app.location().search).toBe("?keyword=shirt");
  });

  it("does not search 3 characters or fewer (after trimming) and clears the results", async () => {
    server.use(...shopHandlers({ products: [linen, oxford, tee] }));
    const keywords = recordSearches();
    const { app, box } = await openSearch("/shop/search?keyword=shirt");
    expect(box).toHaveValue("shirt");
    expect(await screen.findByRole("article", { name: "Linen Shirt" })).toBeInTheDocument();

    await onTestClock(async (wait) => {
      type(box, " tee  ");
      await wait(1000);
    });
    expect(screen.queryByRole("article", { name: "Linen Shirt" })).not.toBeInTheDocument();
    expect(screen.queryByText("Product not found")).not.toBeInTheDocument();
    expect(keywords).toEqual(["shirt"]);
    expect(app.location().search).toBe("");
  });

  it("hints 'Type more than 3 letters' only while the keyword is that short", async () => {
    server.use(...shopHandlers({ products: [linen] }));
    recordSearches();
    const { box } = await openSearch();
    expect(screen.getByText("Type more than 3 letters to search")).toBeInTheDocument();
    expect(box).toHaveAccessibleDescription("Type more than 3 letters to search");
    type(box, "shirt");
    expect(screen.queryByText("Type more than 3 letters to search")).not.toBeInTheDocument();
    type(box, "sh ");
    expect(screen.getByText("Type more than 3 letters to search")).toBeInTheDocument();
  });

  it("keeps what the shopper typed into the server's search box before the app started, and searches it", async () => {
    server.use(...shopHandlers({ products: [linen, oxford, tee] }));
    const keywords = recordSearches();
    // The page as the server sends it (api/src/http/storefront-pages.ts): its box, typed into before the app ran.
    const drawn = document.createElement("div");
    drawn.innerHTML = '<form><input id="ssr-search" type="search" name="keyword" value=""></form>';
    document.body.append(drawn);
    try {
      (document.getElementById("ssr-search") as HTMLInputElement).value = "linen";
      const { box } = await openSearch();
      expect(box).toHaveValue("linen");
      expect(await screen.findByText("Linen Shirt")).toBeInTheDocument();
      expect(keywords).toEqual(["linen"]);
    } finally {
      drawn.remove();
    }
  });

  it("says 'Product not found' when nothing matches", async () => {
    server.use(...shopHandlers({ products: [linen] }));
    recordSearches();
    const { box } = await openSearch();
    type(box, "sherwani");
    expect(await screen.findByText("Product not found")).toBeInTheDocument();
  });

  it("adds from the results: 'Product is Added to cart', or 'only {n} quantity can be added.' at the limit", async () => {
    const add = vi.fn(() => gqlJson({ data: { addToCart: cart([cartLine(linen, 2), cartLine(oxford, 1)]) } }));
    server.use(...shopHandlers({ products: [linen, oxford], cart: cart([cartLine(linen, 2)]) }), graphql.mutation("ShopAddToCart", add));
    recordSearches();
    const { app, box } = await openSearch();
    await screen.findByRole("button", { name: "Cart, 2 items" });
    type(box, "shirt");

    const linenCard = await screen.findByRole("article", { name: "Linen Shirt" });
    await app.user.click(within(linenCard).getByRole("button", { name: /Add to cart/ }));
    expect(await screen.findByText("only 2 quantity can be added.")).toBeInTheDocument();
    expect(add).not.toHaveBeenCalled();

    await app.user.click(within(screen.getByRole("article", { name: "Oxford Shirt" })).getByRole("button", { name: /Add to cart/ }));
    expect(await screen.findByText("Product is Added to cart")).toBeInTheDocument();
    expect(add).toHaveBeenCalledTimes(1);
  });
});
