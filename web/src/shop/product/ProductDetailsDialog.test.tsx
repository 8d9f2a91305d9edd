import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { graphql } from "msw";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { gqlJson, graphQLError } from "../../../test/fixtures";
import { renderApp } from "../../../test/renderApp";
import { server } from "../../../test/server";
import { cart, cartLine, product, shopHandlers, type WireProduct } from "../../../test/shop-fixtures";

const hoodie = product({
  title: "Classics Hoodie",
  description: "Brushed-back fleece hoodie with a big chest logo.",
  category: "men",
  brand: "puma",
  price: 3499,
  salePrice: 2799,
  totalStock: 7,
  averageRating: 4.5,
  reviewCount: 2,
});

function review(id: string, username: string, rating: number, message: string, extra: Record<string, unknown> = {}) {
  return { __typename: "Review", id, productId: hoodie.id, username, rating, message, fit: null, verifiedBuyer: false, photos: [], createdAt: "2026-05-01T12:00:00.000Z", ...extra };
}

const photo = (n: number) => ({ __typename: "UploadedImage", url: `/media/uploads/r${n}/original.jpg`, images: { __typename: "ImageSet", thumbnail: `/media/uploads/r${n}/thumb.jpg`, large: `/media/uploads/r${n}/large.jpg` } });

function details(p: WireProduct, reviews: unknown[]) {
  server.use(
    graphql.query("ShopProductDetails", () => gqlJson({ data: { product: p } })),
    graphql.query("ShopProductReviews", () => gqlJson({ data: { reviews } })),
  );
}

// The shop's chunks load lazily: the first test of a file would otherwise pay for compiling them within findBy's wait.
beforeAll(() => Promise.all([import("../ShopLayout"), import("../listing/ListingPage"), import("./ProductDetailsDialog")]), 60_000);

async function openDetails(p: WireProduct) {
  const app = renderApp("/shop/listing");
  await app.user.click(await screen.findByRole("button", { name: new RegExp(`^View details of ${p.title}`) }));
  const dialog = await screen.findByRole("dialog", { name: p.title });
  return { app, dialog };
}

describe("product details dialog", () => {
  it("shows image, title, description, prices, % off, rating, low stock and the reviews", async () => {
    server.use(...shopHandlers({ products: [hoodie] }));
    details(hoodie, [review("r1", "meera", 5, "Super warm", { verifiedBuyer: true, fit: "TRUE_TO_SIZE", photos: [photo(1), photo(2)] }), review("r2", "arjun", 4, "Runs a bit large")]);
    server.use(
      graphql.query("ShopProductFit", () =>
        gqlJson({ data: { product: { __typename: "Product", id: hoodie.id, fitSummary: { __typename: "FitSummary", runsSmall: 0, trueToSize: 3, runsLarge: 1 } } } }),
      ),
    );
    const { dialog } = await openDetails(hoodie);
    expect(await within(dialog).findByText("Brushed-back fleece hoodie with a big chest logo.")).toBeInTheDocument();
    expect(within(dialog).getByRole("img", { name: "Classics Hoodie" })).toHaveAttribute("src", hoodie.images.large);
    expect(within(dialog).getByText("₹2,799")).toBeInTheDocument();
    expect(within(dialog).getByText("₹3,499").tagName).toBe("S");
    expect(within(dialog).getByText("20% OFF")).toBeInTheDocument();
    expect(within(dialog).getByRole("img", { name: "Rated 4.5 out of 5" })).toBeInTheDocument();
    expect(within(dialog).getByText(/2 reviews/)).toBeInTheDocument();
    expect(within(dialog).getByText("Only 7 left in stock!")).toBeInTheDocument();
    // The reviews' code loads when they come into view (at once here: no IntersectionObserver in the test's DOM).
    expect(await within(dialog).findByText("Super warm")).toBeInTheDocument();
    const reviews = within(dialog).getByRole("region", { name: "Customer Reviews" });
    expect(within(reviews).getByText("Super warm")).toBeInTheDocument();
    expect(within(reviews).getByText("arjun")).toBeInTheDocument();
    // Issue 44: "Verified buyer", the fit answer, the shoppers' photo strip and how it fits.
    expect(within(reviews).getAllByText("Verified buyer")).toHaveLength(1);
    expect(within(reviews).getByText("Fit: True to size")).toBeInTheDocument();
    const strip = within(reviews).getByRole("list", { name: "Shoppers' photos" });
    expect(within(strip).getByRole("img", { name: "Photo 1 from meera" })).toHaveAttribute("src", "/media/uploads/r1/thumb.jpg");
    expect(within(strip).getAllByRole("link")[1]).toHaveAttribute("href", "/media/uploads/r2/large.jpg");
    expect(await within(reviews).findByText("True to size: 3")).toBeInTheDocument();
    expect(within(reviews).getByText("Runs large: 1")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Add to cart" })).toBeEnabled();
  });

  it("when the cart holds all the stock, Add to cart is disabled and says 'Only N available in stock'", async () => {
    const lastTwo = product({ title: "Zip Hoodie", totalStock: 2 });
    server.use(...shopHandlers({ products: [lastTwo], cart: cart([cartLine(lastTwo, 2)]) }));
    details(lastTwo, []);
    const { dialog } = await openDetails(lastTwo);
    const add = within(dialog).getByRole("button", { name: "Add to cart" });
    await waitFor(() => expect(add).toBeDisabled());
    expect(add).toHaveAccessibleDescription("Only 2 available in stock");
    expect(screen.queryByText("Only 0 more can be added")).not.toBeInTheDocument();
  });

  it("an out-of-stock product has a disabled Out Of Stock and no low-stock line; no reviews says so", async () => {
    const gone = { ...hoodie, totalStock: 0 };
    server.use(...shopHandlers({ products: [gone] }));
    details(gone, []);
    const { dialog } = await openDetails(gone);
    expect(await within(dialog).findByRole("button", { name: "Out Of Stock" })).toBeDisabled();
    expect(within(dialog).queryByText(/left in stock/)).not.toBeInTheDocument();
    expect(within(dialog).getByText("No reviews yet. Be the first to review!")).toBeInTheDocument();
  });

  it("Submit Review stays disabled until stars and a non-blank text; success adds it and toasts 'Review added'", async () => {
    server.use(...shopHandlers({ products: [hoodie] }));
    details(hoodie, []);
    const add = vi.fn((_v: unknown) => gqlJson({ data: { addReview: review("r9", "asha", 4, "Lovely fit") } }));
    server.use(
      graphql.mutation("ShopAddReview", ({ variables }) => add(variables)),
      graphql.query("ShopProductRating", () => gqlJson({ data: { product: { __typename: "Product", id: hoodie.id, averageRating: 4, reviewCount: 1 } } })),
    );
    const { app, dialog } = await openDetails(hoodie);
    const form = await within(dialog).findByRole("form", { name: "Write a review" });
    const submit = within(form).getByRole("button", { name: "Submit Review" });
    expect(submit).toBeDisabled();
    await app.user.type(within(form).getByLabelText("Your review"), "   ");
    // (jsdom has no layout for the pointer-hover logic of MUI Rating: click the radio itself.)
    fireEvent.click(within(form).getByRole("radio", { name: "4 Stars" }));
    expect(submit).toBeDisabled();
    await app.user.clear(within(form).getByLabelText("Your review"));
    await app.user.type(within(form).getByLabelText("Your review"), "Lovely fit ");
    expect(submit).toBeEnabled();
    await app.user.click(submit);
    expect(await screen.findByText("Review added")).toBeInTheDocument();
    expect(add).toHaveBeenCalledWith({ input: { productId: hoodie.id, rating: 4, message: "Lovely fit", fit: null, photos: [] } });
    expect(within(dialog).getByText("Lovely fit")).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByText(/1 review$/)).toBeInTheDocument());
    expect(within(form).getByLabelText("Your review")).toHaveValue("");
  });

  it("shows the server's message when the shopper may not review", async () => {
    server.use(...shopHandlers({ products: [hoodie] }));
    details(hoodie, []);
    server.use(graphql.mutation("ShopAddReview", () => graphQLError("You need to purchase product to review it.", "FORBIDDEN")));
    const { app, dialog } = await openDetails(hoodie);
    const form = await within(dialog).findByRole("form", { name: "Write a review" });
    fireEvent.click(within(form).getByRole("radio", { name: "5 Stars" }));
    await app.user.type(within(form).getByLabelText("Your review"), "Great");
    await app.user.click(within(form).getByRole("button", { name: "Submit Review" }));
    expect(await screen.findByText("You need to purchase product to review it.")).toBeInTheDocument();
    expect(within(form).getByLabelText("Your review")).toHaveValue("Great");
  });
});
