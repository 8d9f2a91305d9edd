import { screen, waitFor, within } from "@testing-library/react";
import { graphql } from "msw";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { admin, gqlJson, graphQLError, meIs } from "../../../test/fixtures";
import { renderApp } from "../../../test/renderApp";
import { server } from "../../../test/server";
import { optionsHandler, pngFile, productDetailsAre, productPage, uploadedImage, wireProduct, wireProductDetails } from "../../../test/admin-fixtures";

type App = ReturnType<typeof renderApp>;

function productsAre(...products: ReturnType<typeof wireProduct>[]) {
  return graphql.query("AdminProducts", () => gqlJson({ data: productPage(products) }));
}

async function openAddPanel(app: App) {
  await app.user.click(await screen.findByRole("button", { name: "Add New Product" }));
  return screen.findByRole("dialog", { name: "Add New Product" });
}

async function choose(app: App, panel: HTMLElement, label: string, option: string) {
  await app.user.click(await within(panel).findByRole("combobox", { name: label }));
  await app.user.click(await screen.findByRole("option", { name: option }));
}

/** Fills every field except the ones named in `skip`. */
async function fillForm(app: App, panel: HTMLElement, skip: string[] = []) {
  const fields: Array<[string, string]> = [
    ["Title", "Kurta"],
    ["Description", "Cotton"],
    ["Price", "1299"],
    ["Sale Price", "0"],
    ["Total Stock", "0"],
  ];
  for (const [label, value] of fields) {
    if (!skip.includes(label)) await app.user.type(within(panel).getByLabelText(label), value);
  }
  if (!skip.includes("Category")) await choose(app, panel, "Category", "Women");
  if (!skip.includes("Brand")) await choose(app, panel, "Brand", "H&M");
}

describe("admin products", () => {
  // The admin panel's code (a lazy chunk) is compiled once before the first test, not inside its 1 s wait for the page.
  beforeAll(async () => {
    await import("../index");
  }, 60_000);

  it("shows a card per product: image, title, price struck through when on sale with the sale price beside it", async () => {
    server.use(
      meIs(admin),
      optionsHandler,
      productsAre(
        wireProduct({ title: "Linen shirt", price: 2499, salePrice: 1799 }),
        wireProduct({ title: "Canvas sneakers", price: 3299, salePrice: 0, totalStock: 0 }),
      ),
    );
    renderApp("/admin/products");

    const onSale = await screen.findByRole("article", { name: "Linen shirt" });
    expect(within(onSale).getByRole("img", { name: "Linen shirt" })).toHaveAttribute("loading", "lazy");
    const struck = within(onSale).getByTestId("product-price");
    expect(struck.tagName).toBe("S");
    expect(struck).toHaveTextContent("₹2,499");
    expect(within(onSale).getByTestId("product-sale-price")).toHaveTextContent("₹1,799");
    expect(within(onSale).getByRole("button", { name: "Edit" })).toBeInTheDocument();
    expect(within(onSale).getByRole("button", { name: "Delete" })).toBeInTheDocument();

    const regular = screen.getByRole("article", { name: "Canvas sneakers" });
    expect(within(regular).getByTestId("product-price").tagName).toBe("SPAN");
    expect(within(regular).queryByTestId("product-sale-price")).not.toBeInTheDocument();
    expect(within(regular).getByText("Out of stock")).toBeInTheDocument();
    expect(screen.getByText("2 products")).toBeInTheDocument();
  });

  it("pages through the whole catalogue (100 at a time)", async () => {
    const first = wireProduct({ title: "First page item" });
    const second = wireProduct({ title: "Second page item" });
    const afters: unknown[] = [];
    server.use(
      meIs(admin),
      optionsHandler,
      graphql.query("AdminProducts", ({ variables }) => {
        afters.push(variables.after);
        return variables.after
          ? gqlJson({ data: productPage([second]) })
          : gqlJson({ data: productPage([first], true, "cursor-100") });
      }),
    );
    renderApp("/admin/products");
    expect(await screen.findByRole("article", { name: "Second page item" })).toBeInTheDocument();
    expect(screen.getByRole("article", { name: "First page item" })).toBeInTheDocument();
    expect(afters).toEqual([null, "cursor-100"]);
  });

  it("enables 'Add' only when the image and every field are filled; 0 counts as filled", async () => {
    server.use(
      meIs(admin),
      optionsHandler,
      productsAre(),
      graphql.mutation("UploadImage", () => gqlJson({ data: { uploadImage: uploadedImage } })),
    );
    const app = renderApp("/admin/products");
    const panel = await openAddPanel(app);
    const add = within(panel).getByRole("button", { name: "Add" });
    expect(add).toBeDisabled();
    expect(within(panel).getByRole("heading", { name: "Add New Product" })).toBeInTheDocument();

    await fillForm(app, panel, ["Total Stock"]);
    expect(add).toBeDisabled(); // no image, no stock yet

    await app.user.upload(within(panel).getByLabelText("Upload Image"), pngFile());
    await within(panel).findByRole("img", { name: "Uploaded image preview" });
    expect(add).toBeDisabled(); // stock still empty

    await app.user.type(within(panel).getByLabelText("Total Stock"), "0");
    expect(add).toBeEnabled();

    await app.user.clear(within(panel).getByLabelText("Title"));
    expect(add).toBeDisabled();
    await app.user.type(within(panel).getByLabelText("Title"), "   ");
    expect(add).toBeDisabled(); // blanks are not a title

    await app.user.type(within(panel).getByLabelText("Title"), "Kurta");
    expect(add).toBeEnabled();
    await app.user.click(within(panel).getByRole("button", { name: "Remove image" }));
    expect(add).toBeDisabled();
  });

  it("adds a product: sends typed values, toasts, refreshes the list, clears and closes the panel", async () => {
    let listCalls = 0;
    let created: ReturnType<typeof wireProduct> | null = null;
    const createProduct = vi.fn(({ variables }: { variables: Record<string, unknown> }) => {
      const input = variables.input as Record<string, unknown>;
      created = wireProduct({ ...input, images: uploadedImage.images, createdAt: "2026-09-01T00:00:00.000Z" });
      return gqlJson({ data: { createProduct: wireProductDetails(created) } });
    });
    server.use(
      meIs(admin),
      optionsHandler,
      graphql.query("AdminProducts", () => {
        listCalls += 1;
        return gqlJson({ data: productPage(created ? [created] : []) });
      }),
      graphql.mutation("UploadImage", () => gqlJson({ data: { uploadImage: uploadedImage } })),
      graphql.mutation("CreateProduct", createProduct),
    );
    const app = renderApp("/admin/products");
    const panel = await openAddPanel(app);
    await app.user.upload(within(panel).getByLabelText("Upload Image"), pngFile());
    await within(panel).findByRole("img", { name: "Uploaded image preview" });
    await fillForm(app, panel);
    await app.user.click(within(panel).getByRole("button", { name: "Add" }));

    expect(await screen.findByText("Product added successfully")).toBeInTheDocument();
    expect(createProduct.mock.calls[0]![0].variables).toEqual({
      input: {
        title: "Kurta",
        description: "Cotton",
        category: "women",
        brand: "h&m",
        price: 1299,
        salePrice: 0,
        totalStock: 0,
        image: uploadedImage.url,
      },
    });
    expect(await screen.findByRole("article", { name: "Kurta" })).toBeInTheDocument();
    expect(listCalls).toBe(2);
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Add New Product" })).not.toBeInTheDocument());

    // Opening again starts from an empty form.
    const again = await openAddPanel(app);
    expect(within(again).getByLabelText("Title")).toHaveValue("");
    expect(within(again).queryByRole("img", { name: "Uploaded image preview" })).not.toBeInTheDocument();
  });

  it("shows a server validation error under the field it names and in a toast, and keeps the panel open", async () => {
    server.use(
      meIs(admin),
      optionsHandler,
      productsAre(),
      graphql.mutation("UploadImage", () => gqlJson({ data: { uploadImage: uploadedImage } })),
      graphql.mutation("CreateProduct", () =>
        gqlJson({
          data: null,
          errors: [
            {
              message: "Sale price must be below the price (or 0 for no sale)",
              extensions: { code: "BAD_USER_INPUT", field: "salePrice" },
            },
          ],
        }),
      ),
    );
    const app = renderApp("/admin/products");
    const panel = await openAddPanel(app);
    await app.user.upload(within(panel).getByLabelText("Upload Image"), pngFile());
    await within(panel).findByRole("img", { name: "Uploaded image preview" });
    await fillForm(app, panel);
    await app.user.click(within(panel).getByRole("button", { name: "Add" }));

    const salePrice = within(panel).getByLabelText("Sale Price");
    await waitFor(() => expect(salePrice).toHaveAttribute("aria-invalid", "true"));
    const message = "Sale price must be below the price (or 0 for no sale)";
    expect(salePrice).toHaveAccessibleDescription(message);
    expect(within(panel).getByLabelText("Price")).toHaveAttribute("aria-invalid", "false");
    // …and in a toast (outside the panel); the toast layer's code loads on first use, so it may come a moment later.
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(screen.getByRole("dialog", { name: "Add New Product" })).toBeInTheDocument();

    // Changing the field clears its error.
    await app.user.clear(salePrice);
    await app.user.type(salePrice, "999");
    expect(salePrice).toHaveAttribute("aria-invalid", "false");
  });

  it("the GST select names the category's default row; choosing another row sends its HSN, the default sends empty", async () => {
    const cap = wireProduct({ title: "Twill cap", category: "accessories", brand: "nike", price: 999, salePrice: 0, totalStock: 12 });
    const updateProduct = vi.fn(({ variables }: { variables: Record<string, unknown> }) =>
      gqlJson({ data: { updateProduct: wireProductDetails(cap, { gstHsn: ((variables.input as { gstHsn?: string }).gstHsn || null) }) } }),
    );
    server.use(meIs(admin), optionsHandler, productsAre(cap), productDetailsAre(wireProductDetails(cap)), graphql.mutation("UpdateProduct", updateProduct));
    const app = renderApp("/admin/products");
    await app.user.click(within(await screen.findByRole("article", { name: "Twill cap" })).getByRole("button", { name: "Edit" }));
    const panel = await screen.findByRole("dialog", { name: "Edit Product" });
    const select = within(panel).getByRole("combobox", { name: "GST rate (HSN)" });
    await waitFor(() => expect(select).toHaveTextContent("Category default (4202 · Bags: backpacks, totes, duffels, handbags (heading 4202))"));
    await app.user.click(select);
    await app.user.click(await screen.findByRole("option", { name: "6505 · Caps and hats, knitted or of textile fabric (heading 6505)" }));
    await app.user.click(within(panel).getByRole("button", { name: "Edit" }));
    expect(await screen.findByText("Product updated successfully")).toBeInTheDocument();
    expect(updateProduct.mock.calls[0]![0].variables).toMatchObject({ id: cap.id, input: { gstHsn: "6505" } });
  });

  it("edits a product's shipping weight and box (issue 42): only what changed is sent; emptied goes back to the category's default", async () => {
    const shirt = wireProduct({ title: "Linen shirt", category: "men", brand: "levi", price: 2499, salePrice: 0, totalStock: 12 });
    const details = { ...wireProductDetails(shirt), weightGrams: 500, lengthCm: 30 };
    const updateProduct = vi.fn(({ variables }: { variables: Record<string, unknown> }) => gqlJson({ data: { updateProduct: { ...details, ...(variables.input as object) } } }));
    server.use(meIs(admin), optionsHandler, productsAre(shirt), productDetailsAre(details), graphql.mutation("UpdateProduct", updateProduct));
    const app = renderApp("/admin/products");
    const card = await screen.findByRole("article", { name: "Linen shirt" });
    await app.user.click(within(card).getByRole("button", { name: "Edit" }));
    const panel = await screen.findByRole("dialog", { name: "Edit Product" });
    expect(within(panel).getByLabelText("Weight (g)")).toHaveValue(500);
    expect(within(panel).getByLabelText("Height (cm)")).toHaveValue(null);
    await app.user.clear(within(panel).getByLabelText("Weight (g)"));
    await app.user.type(within(panel).getByLabelText("Weight (g)"), "1200");
    await app.user.clear(within(panel).getByLabelText("Length (cm)"));
    await app.user.type(within(panel).getByLabelText("Height (cm)"), "6");
    await app.user.click(within(panel).getByRole("button", { name: "Edit" }));
    expect(await screen.findByText("Product updated successfully")).toBeInTheDocument();
    expect(updateProduct.mock.calls[0]![0].variables.input).toMatchObject({ weightGrams: 1200, lengthCm: 0, heightCm: 6 });
    expect(updateProduct.mock.calls[0]![0].variables.input).not.toHaveProperty("breadthCm");
  });

  it("edits a product: prefilled 'Edit Product' panel, image upload disabled, 'Edit' sends the changes", async () => {
    const shirt = wireProduct({ title: "Linen shirt", category: "men", brand: "levi", price: 2499, salePrice: 0, totalStock: 12 });
    const updateProduct = vi.fn(({ variables }: { variables: Record<string, unknown> }) =>
      gqlJson({ data: { updateProduct: wireProductDetails({ ...shirt, ...(variables.input as object) }) } }),
    );
    server.use(
      meIs(admin),
      optionsHandler,
      productsAre(shirt),
      productDetailsAre(wireProductDetails(shirt)),
      graphql.mutation("UpdateProduct", updateProduct),
    );
    const app = renderApp("/admin/products");
    const card = await screen.findByRole("article", { name: "Linen shirt" });
    await app.user.click(within(card).getByRole("button", { name: "Edit" }));

    const panel = await screen.findByRole("dialog", { name: "Edit Product" });
    expect(within(panel).getByLabelText("Title")).toHaveValue("Linen shirt");
    expect(within(panel).getByRole("combobox", { name: "Brand" })).toHaveTextContent("Levi's");
    expect(within(panel).getByLabelText("Price")).toHaveValue(2499);
    expect(within(panel).getByLabelText("Upload Image")).toBeDisabled();
    expect(within(panel).queryByRole("button", { name: "Remove image" })).not.toBeInTheDocument();
    const edit = within(panel).getByRole("button", { name: "Edit" });
    expect(edit).toBeEnabled();

    await app.user.clear(within(panel).getByLabelText("Price"));
    await app.user.type(within(panel).getByLabelText("Price"), "2199");
    await app.user.clear(within(panel).getByLabelText("Total Stock"));
    await app.user.type(within(panel).getByLabelText("Total Stock"), "3");
    await app.user.click(edit);

    expect(await screen.findByText("Product updated successfully")).toBeInTheDocument();
    expect(updateProduct.mock.calls[0]![0].variables).toEqual({
      id: shirt.id,
      input: {
        title: "Linen shirt",
        description: "A fine thing",
        category: "men",
        brand: "levi",
        price: 2199,
        salePrice: 0,
        totalStock: 3,
      },
    });
    // The card follows the normalized cache.
    const updated = await screen.findByRole("article", { name: "Linen shirt" });
    await waitFor(() => expect(within(updated).getByTestId("product-price")).toHaveTextContent("₹2,199"));
    expect(within(updated).getByText("3 in stock")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Edit Product" })).not.toBeInTheDocument());
  });

  it("closing the panel resets the form and leaves edit mode", async () => {
    const shirt = wireProduct({ title: "Linen shirt" });
    server.use(meIs(admin), optionsHandler, productsAre(shirt), productDetailsAre(wireProductDetails(shirt)));
    const app = renderApp("/admin/products");
    await app.user.click(within(await screen.findByRole("article", { name: "Linen shirt" })).getByRole("button", { name: "Edit" }));
    const panel = await screen.findByRole("dialog", { name: "Edit Product" });
    await app.user.type(within(panel).getByLabelText("Title"), " changed");
    await app.user.click(within(panel).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Edit Product" })).not.toBeInTheDocument());

    const fresh = await openAddPanel(app);
    expect(within(fresh).getByLabelText("Title")).toHaveValue("");
    expect(within(fresh).getByRole("button", { name: "Add" })).toBeDisabled();
    expect(within(fresh).getByLabelText("Upload Image")).toBeEnabled();
  });

  it("asks before deleting, and removes the card after the server agrees", async () => {
    const shirt = wireProduct({ title: "Linen shirt" });
    const kurta = wireProduct({ title: "Kurta" });
    const deleteProduct = vi.fn(() =>
      gqlJson({ data: { deleteProduct: { __typename: "DeletePayload", id: shirt.id, message: "Product deleted successfully" } } }),
    );
    server.use(meIs(admin), optionsHandler, productsAre(shirt, kurta), graphql.mutation("DeleteProduct", deleteProduct));
    const app = renderApp("/admin/products");
    await app.user.click(within(await screen.findByRole("article", { name: "Linen shirt" })).getByRole("button", { name: "Delete" }));

    const confirm = await screen.findByRole("dialog", { name: "Delete this product?" });
    await app.user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(deleteProduct).not.toHaveBeenCalled();
    const card = await screen.findByRole("article", { name: "Linen shirt" });

    await app.user.click(within(card).getByRole("button", { name: "Delete" }));
    await app.user.click(within(await screen.findByRole("dialog", { name: "Delete this product?" })).getByRole("button", { name: "Delete" }));

    expect(await screen.findByText("Product deleted successfully")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("article", { name: "Linen shirt" })).not.toBeInTheDocument());
    expect(await screen.findByRole("article", { name: "Kurta" })).toBeInTheDocument();
    expect(screen.getByText("1 product")).toBeInTheDocument();
    expect(deleteProduct).toHaveBeenCalledTimes(1);
  });

  it("shows the server's message when a delete fails and keeps the card", async () => {
    const shirt = wireProduct({ title: "Linen shirt" });
    server.use(
      meIs(admin),
      optionsHandler,
      productsAre(shirt),
      graphql.mutation("DeleteProduct", () => graphQLError("Product not found", "NOT_FOUND")),
    );
    const app = renderApp("/admin/products");
    await app.user.click(within(await screen.findByRole("article", { name: "Linen shirt" })).getByRole("button", { name: "Delete" }));
    await app.user.click(within(await screen.findByRole("dialog", { name: "Delete this product?" })).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Product not found")).toBeInTheDocument();
    expect(await screen.findByRole("article", { name: "Linen shirt" })).toBeInTheDocument();
  });
});
