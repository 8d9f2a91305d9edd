import { screen, waitFor, within } from "@testing-library/react";
import { graphql } from "msw";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { admin, gqlJson, meIs } from "../../../test/fixtures";
import { renderApp } from "../../../test/renderApp";
import { server } from "../../../test/server";
import {
  imageSet,
  optionsHandler,
  pngFile,
  productDetailsAre,
  productPage,
  uploadedImage,
  wirePicture,
  wireProduct,
  wireProductDetails,
  wireVariant,
} from "../../../test/admin-fixtures";

type App = ReturnType<typeof renderApp>;

function productsAre(...products: ReturnType<typeof wireProduct>[]) {
  return graphql.query("AdminProducts", () => gqlJson({ data: productPage(products) }));
}

/** Each upload answers with a new URL, so pictures can be told apart. */
function uploadsAnswer() {
  let n = 0;
  return graphql.mutation("UploadImage", () => {
    n += 1;
    const base = `/media/uploads/picture-${n}`;
    return gqlJson({ data: { uploadImage: { __typename: "UploadedImage", url: `${base}/original.jpg`, images: imageSet(base) } } });
  });
}

/** Types a value in one go (a paste): these journeys type a lot, and the panel re-renders on every key. */
async function fill(app: App, field: HTMLElement, value: string) {
  await app.user.clear(field);
  await app.user.paste(value);
}

async function openAddPanel(app: App) {
  await app.user.click(await screen.findByRole("button", { name: "Add New Product" }));
  return screen.findByRole("dialog", { name: "Add New Product" });
}

async function choose(app: App, panel: HTMLElement, label: string, option: string) {
  await app.user.click(await within(panel).findByRole("combobox", { name: label }));
  await app.user.click(await screen.findByRole("option", { name: option }));
}

/** The main image and every field but Total Stock (the grid's sum once the product has options). */
async function fillProduct(app: App, panel: HTMLElement) {
  await app.user.upload(within(panel).getByLabelText("Upload Image"), pngFile());
  await within(panel).findByRole("img", { name: "Uploaded image preview" });
  for (const [label, value] of [
    ["Title", "Ikat shirt"],
    ["Description", "Handwoven"],
    ["Price", "1500"],
    ["Sale Price", "0"],
  ]) {
    await app.user.click(within(panel).getByLabelText(label!));
    await fill(app, within(panel).getByLabelText(label!), value!);
  }
  await choose(app, panel, "Category", "Men");
  await choose(app, panel, "Brand", "Zara");
}

async function openOptions(app: App, panel: HTMLElement) {
  await app.user.click(within(panel).getByRole("button", { name: "Add sizes or colours" }));
}

async function addColours(app: App, panel: HTMLElement, ...colours: string[]) {
  for (const colour of colours) await app.user.type(within(panel).getByLabelText("Add a colour"), `${colour}{Enter}`);
}

const grid = (panel: HTMLElement) => within(panel).getByRole("table", { name: "Variants" });
const cell = (panel: HTMLElement, column: string, variant: string) => within(grid(panel)).getByLabelText(`${column} for ${variant}`);

// These journeys type and click a lot in a large panel: on a shared 2-core machine one can take 20-30 s.
describe("admin products: sizes, colours and the variant grid", () => {
  // The admin panel's code (a lazy chunk) is compiled once before the first journey, not inside its time limits.
  beforeAll(async () => {
    await import("../index");
  }, 60_000);

  it("shows one row per size × colour; Total Stock becomes the grid's read-only sum; 'Set stock for all' fills every sold row", async () => {
    server.use(meIs(admin), optionsHandler, productsAre());
    const app = renderApp("/admin/products");
    const panel = await openAddPanel(app);
    const totalStock = within(panel).getByLabelText("Total Stock");
    expect(totalStock).not.toHaveAttribute("readonly");
    expect(within(panel).queryByRole("table", { name: "Variants" })).not.toBeInTheDocument();
    expect(within(panel).queryByLabelText("Add a size")).not.toBeInTheDocument(); // today's form until asked
    await openOptions(app, panel);

    // Sizes from the presets and typed; a duplicate (any case) is ignored.
    await app.user.click(within(panel).getByRole("button", { name: "S" }));
    await app.user.click(within(panel).getByRole("button", { name: "M" }));
    await app.user.type(within(panel).getByLabelText("Add a size"), "xl{Enter}m{Enter}");
    expect(within(within(panel).getByRole("list", { name: "Sizes" })).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["S", "M", "xl"]);
    await addColours(app, panel, "Indigo", "Rust");

    const rows = within(grid(panel)).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getByRole("checkbox").getAttribute("aria-label"))).toEqual([
      "Sell S / Indigo",
      "Sell S / Rust",
      "Sell M / Indigo",
      "Sell M / Rust",
      "Sell xl / Indigo",
      "Sell xl / Rust",
    ]);
    expect(within(panel).getByRole("heading", { name: "Variants (6)" })).toBeInTheDocument();
    expect(totalStock).toHaveAttribute("readonly");
    expect(totalStock).toHaveValue(0);
    expect(totalStock).toHaveAccessibleDescription("The sum of the variant grid's stock");

    await app.user.type(within(panel).getByLabelText("Stock for every sold row"), "5");
    await app.user.click(within(panel).getByRole("button", { name: "Set stock for all" }));
    expect(cell(panel, "Stock", "M / Rust")).toHaveValue(5);
    expect(totalStock).toHaveValue(30);

    await fill(app, cell(panel, "Stock", "S / Indigo"), "12");
    expect(totalStock).toHaveValue(37);

    // A combination not sold: its cells are disabled, it leaves the sum and the count, and the bulk action skips it.
    await app.user.click(within(grid(panel)).getByRole("checkbox", { name: "Sell xl / Rust" }));
    expect(cell(panel, "Stock", "xl / Rust")).toBeDisabled();
    expect(totalStock).toHaveValue(32);
    expect(within(panel).getByRole("heading", { name: "Variants (5)" })).toBeInTheDocument();
    await app.user.clear(within(panel).getByLabelText("Stock for every sold row"));
    await app.user.type(within(panel).getByLabelText("Stock for every sold row"), "1{Enter}");
    expect(totalStock).toHaveValue(5);
    expect(cell(panel, "Stock", "xl / Rust")).toHaveValue(5);

    // Enter in a cell moves to the same cell of the next row.
    cell(panel, "Stock", "S / Indigo").focus();
    await app.user.keyboard("{Enter}");
    expect(cell(panel, "Stock", "S / Rust")).toHaveFocus();

    // Removing every option gives the form of a product without variants back.
    for (const value of ["S", "M", "xl", "Indigo", "Rust"]) await app.user.click(within(panel).getByRole("button", { name: `Remove ${value}` }));
    expect(within(panel).queryByRole("table", { name: "Variants" })).not.toBeInTheDocument();
    expect(within(panel).getByLabelText("Total Stock")).not.toHaveAttribute("readonly");
  });

  it("checks the grid as the admin types, next to the cell: whole stock, sale price below the price, duplicate SKUs", async () => {
    server.use(meIs(admin), optionsHandler, productsAre(), graphql.mutation("UploadImage", () => gqlJson({ data: { uploadImage: uploadedImage } })));
    const app = renderApp("/admin/products");
    const panel = await openAddPanel(app);
    await fillProduct(app, panel);
    await openOptions(app, panel);
    await app.user.click(within(panel).getByRole("button", { name: "M" }));
    await app.user.click(within(panel).getByRole("button", { name: "L" }));
    const add = within(panel).getByRole("button", { name: "Add" });
    expect(add).toBeDisabled(); // no stock typed yet

    await fill(app, cell(panel, "Stock", "M"), "2.5");
    await fill(app, cell(panel, "Stock", "L"), "4");
    expect(cell(panel, "Stock", "M")).toHaveAttribute("aria-invalid", "true");
    expect(cell(panel, "Stock", "M")).toHaveAccessibleDescription("A whole number, 0 or more");
    expect(cell(panel, "Stock", "L")).toHaveAttribute("aria-invalid", "false");
    expect(add).toBeDisabled();
    await fill(app, cell(panel, "Stock", "M"), "3");
    expect(cell(panel, "Stock", "M")).toHaveAttribute("aria-invalid", "false");
    expect(add).toBeEnabled();

    await fill(app, cell(panel, "Sale price", "L"), "900");
    expect(cell(panel, "Sale price", "L")).toHaveAccessibleDescription("Give the row a price too");
    await fill(app, cell(panel, "Price", "L"), "800");
    expect(cell(panel, "Sale price", "L")).toHaveAccessibleDescription("Below the row's price (or 0 for no sale)");
    expect(add).toBeDisabled();
    await fill(app, cell(panel, "Price", "L"), "1200");
    expect(cell(panel, "Sale price", "L")).toHaveAttribute("aria-invalid", "false");

    await fill(app, cell(panel, "SKU", "M"), "IKAT-01");
    await fill(app, cell(panel, "SKU", "L"), "IKAT-01");
    for (const size of ["M", "L"]) expect(cell(panel, "SKU", size)).toHaveAccessibleDescription("This SKU is used twice");
    expect(add).toBeDisabled();
    await fill(app, cell(panel, "SKU", "L"), "-IKAT");
    expect(cell(panel, "SKU", "L")).toHaveAccessibleDescription("Letters, digits, . - / _ only, starting with a letter or digit, at most 64");
    expect(cell(panel, "SKU", "M")).toHaveAttribute("aria-invalid", "false");
    await app.user.clear(cell(panel, "SKU", "L"));
    expect(add).toBeEnabled();

    // Nothing sold is not a product.
    await app.user.click(within(grid(panel)).getByRole("checkbox", { name: "Sell M" }));
    await app.user.click(within(grid(panel)).getByRole("checkbox", { name: "Sell L" }));
    expect(within(panel).getByRole("alert")).toHaveTextContent("Sell at least one size and colour");
    expect(add).toBeDisabled();
  });

  it("adds a product with sizes, colours and per-colour pictures: sends the variants and the gallery instead of a total stock", async () => {
    const createProduct = vi.fn(({ variables }: { variables: Record<string, unknown> }) => {
      const input = variables.input as Record<string, unknown>;
      const created = wireProduct({ ...input, totalStock: 9, options: { __typename: "ProductOptions", sizes: ["S", "M"], colours: ["Indigo", "Rust"] } });
      return gqlJson({ data: { createProduct: wireProductDetails(created, { variants: [] }) } });
    });
    server.use(meIs(admin), optionsHandler, productsAre(), uploadsAnswer(), graphql.mutation("CreateProduct", createProduct));
    const app = renderApp("/admin/products");
    const panel = await openAddPanel(app);
    await fillProduct(app, panel);
    await openOptions(app, panel);
    await app.user.click(within(panel).getByRole("button", { name: "S" }));
    await app.user.click(within(panel).getByRole("button", { name: "M" }));
    await addColours(app, panel, "Indigo", "Rust");
    await app.user.type(within(panel).getByLabelText("Stock for every sold row"), "3{Enter}");
    await app.user.click(within(grid(panel)).getByRole("checkbox", { name: "Sell S / Rust" }));
    await fill(app, cell(panel, "SKU", "M / Rust"), "IKAT-M-RUST");
    await fill(app, cell(panel, "Price", "M / Rust"), "1600");
    await fill(app, cell(panel, "Sale price", "M / Rust"), "1400");

    for (const name of ["indigo.png", "rust.png"]) {
      await app.user.upload(within(panel).getByLabelText("Add a picture"), pngFile(name));
      await within(panel).findByRole("listitem", { name: `Picture ${name === "indigo.png" ? 1 : 2}` });
    }
    await app.user.selectOptions(within(panel).getByLabelText("Colour of picture 1"), "Indigo");
    await app.user.selectOptions(within(panel).getByLabelText("Colour of picture 2"), "Rust");

    await app.user.click(within(panel).getByRole("button", { name: "Add" }));
    expect(await screen.findByText("Product added successfully")).toBeInTheDocument();
    expect(createProduct.mock.calls[0]![0].variables).toEqual({
      input: {
        title: "Ikat shirt",
        description: "Handwoven",
        category: "men",
        brand: "zara",
        price: 1500,
        salePrice: 0,
        image: "/media/uploads/picture-1/original.jpg",
        variants: [
          { size: "S", colour: "Indigo", stock: 3 },
          { size: "M", colour: "Indigo", stock: 3 },
          { size: "M", colour: "Rust", stock: 3, sku: "IKAT-M-RUST", price: 1600, salePrice: 1400 },
        ],
        gallery: [
          { url: "/media/uploads/picture-2/original.jpg", colour: "Indigo" },
          { url: "/media/uploads/picture-3/original.jpg", colour: "Rust" },
        ],
      },
    });
  });

  it("shows the server's refusal of a variant or a picture next to the cell or picture it names", async () => {
    let answer: { message: string; field: string; code: string } = { message: "SKU IKAT-1 is taken by another product", field: "variants.1.sku", code: "CONFLICT" };
    server.use(
      meIs(admin),
      optionsHandler,
      productsAre(),
      uploadsAnswer(),
      graphql.mutation("CreateProduct", () =>
        gqlJson({ data: null, errors: [{ message: answer.message, extensions: { code: answer.code, field: answer.field } }] }),
      ),
    );
    const app = renderApp("/admin/products");
    const panel = await openAddPanel(app);
    await fillProduct(app, panel);
    await openOptions(app, panel);
    await app.user.click(within(panel).getByRole("button", { name: "S" }));
    await app.user.click(within(panel).getByRole("button", { name: "M" }));
    await app.user.click(within(panel).getByRole("button", { name: "L" }));
    await app.user.type(within(panel).getByLabelText("Stock for every sold row"), "1{Enter}");
    // Row S is not sold: the server's index 1 is the second row sent, L.
    await app.user.click(within(grid(panel)).getByRole("checkbox", { name: "Sell S" }));
    await fill(app, cell(panel, "SKU", "L"), "IKAT-1");
    await app.user.upload(within(panel).getByLabelText("Add a picture"), pngFile("one.png"));
    await within(panel).findByRole("listitem", { name: "Picture 1" });

    await app.user.click(within(panel).getByRole("button", { name: "Add" }));
    await waitFor(() => expect(cell(panel, "SKU", "L")).toHaveAttribute("aria-invalid", "true"));
    expect(cell(panel, "SKU", "L")).toHaveAccessibleDescription("SKU IKAT-1 is taken by another product");
    expect(cell(panel, "SKU", "M")).toHaveAttribute("aria-invalid", "false");
    expect(within(panel).getByLabelText("Price")).toHaveAttribute("aria-invalid", "false"); // not the product's own price
    // Editing the cell clears the server's message.
    await fill(app, cell(panel, "SKU", "L"), "B");
    expect(cell(panel, "SKU", "L")).toHaveAttribute("aria-invalid", "false");

    answer = { message: "Colour must be one of the variants' colours", field: "gallery.0.colour", code: "BAD_USER_INPUT" };
    await app.user.click(within(panel).getByRole("button", { name: "Add" }));
    await waitFor(() => expect(within(panel).getByLabelText("Colour of picture 1")).toHaveAttribute("aria-invalid", "true"));
    expect(within(panel).getByLabelText("Colour of picture 1")).toHaveAccessibleDescription("Colour must be one of the variants' colours");

    answer = { message: "Stock must be a whole number, 0 or more", field: "input.variants.0.stock", code: "BAD_USER_INPUT" };
    await app.user.click(within(panel).getByRole("button", { name: "Add" }));
    await waitFor(() => expect(cell(panel, "Stock", "M")).toHaveAttribute("aria-invalid", "true"));
    expect(cell(panel, "Stock", "M")).toHaveAccessibleDescription("Stock must be a whole number, 0 or more");
    expect(within(panel).getByLabelText("Colour of picture 1")).toHaveAttribute("aria-invalid", "false");
  });

  it("reorders, recolours and removes pictures from the keyboard", async () => {
    server.use(meIs(admin), optionsHandler, productsAre(), uploadsAnswer());
    const app = renderApp("/admin/products");
    const panel = await openAddPanel(app);
    await openOptions(app, panel);
    await addColours(app, panel, "Indigo");
    for (const n of [1, 2, 3]) {
      await app.user.upload(within(panel).getByLabelText("Add a picture"), pngFile(`p${n}.png`));
      await within(panel).findByRole("listitem", { name: `Picture ${n}` });
    }
    const order = () =>
      within(within(panel).getByRole("list", { name: "More pictures" }))
        .getAllByRole("img")
        .map((img) => img.getAttribute("src"));
    expect(order()).toEqual(["/media/uploads/picture-1/thumb.jpg", "/media/uploads/picture-2/thumb.jpg", "/media/uploads/picture-3/thumb.jpg"]);
    expect(within(panel).getByRole("button", { name: "Move picture 1 up" })).toBeDisabled();
    expect(within(panel).getByRole("button", { name: "Move picture 3 down" })).toBeDisabled();

    within(panel).getByRole("button", { name: "Move picture 1 down" }).focus();
    await app.user.keyboard("{Enter}");
    expect(order()).toEqual(["/media/uploads/picture-2/thumb.jpg", "/media/uploads/picture-1/thumb.jpg", "/media/uploads/picture-3/thumb.jpg"]);
    // The focus follows the picture: Enter again moves it on.
    expect(within(panel).getByRole("button", { name: "Move picture 2 down" })).toHaveFocus();
    await app.user.keyboard("{Enter}");
    expect(order()).toEqual(["/media/uploads/picture-2/thumb.jpg", "/media/uploads/picture-3/thumb.jpg", "/media/uploads/picture-1/thumb.jpg"]);

    await app.user.selectOptions(within(panel).getByLabelText("Colour of picture 1"), "Indigo");
    expect(within(panel).getByLabelText("Colour of picture 1")).toHaveValue("Indigo");
    // A colour no longer sold is flagged on its picture until another is chosen.
    await app.user.click(within(panel).getByRole("button", { name: "Remove Indigo" }));
    expect(within(panel).getByLabelText("Colour of picture 1")).toHaveAccessibleDescription("This colour is no longer sold");
    await app.user.selectOptions(within(panel).getByLabelText("Colour of picture 1"), "Any colour");
    expect(within(panel).getByLabelText("Colour of picture 1")).toHaveAttribute("aria-invalid", "false");

    within(panel).getByRole("button", { name: "Remove picture 2" }).focus();
    await app.user.keyboard("{Enter}");
    expect(order()).toEqual(["/media/uploads/picture-2/thumb.jpg", "/media/uploads/picture-1/thumb.jpg"]);
    // The drag handles are keyboard-reachable buttons (Space lifts, arrows move: proven in the browser journey).
    expect(within(panel).getByRole("button", { name: "Drag picture 1" })).toHaveAttribute("aria-roledescription", "sortable");
  });

  it("edits a product with variants: loads its grid and pictures, sends them back as full replacements; the card counts its options", async () => {
    const shirt = wireProduct({
      title: "Ikat shirt",
      totalStock: 7,
      options: { __typename: "ProductOptions", sizes: ["M", "L"], colours: ["Indigo", "Rust"] },
    });
    const details = wireProductDetails(shirt, {
      variants: [
        wireVariant({ sku: "IKAT-M-IN", size: "M", colour: "Indigo", stock: 4 }),
        wireVariant({ sku: "IKAT-L-RU", size: "L", colour: "Rust", stock: 3, price: 2100, salePrice: 1900, ownPrice: true }),
      ],
      gallery: [wirePicture("/media/p/rust/original.jpg", "Rust"), wirePicture("/media/p/any/original.jpg")],
    });
    const updateProduct = vi.fn(() => gqlJson({ data: { updateProduct: details } }));
    server.use(meIs(admin), optionsHandler, productsAre(shirt), productDetailsAre(details), graphql.mutation("UpdateProduct", updateProduct));
    const app = renderApp("/admin/products");
    const card = await screen.findByRole("article", { name: "Ikat shirt" });
    expect(within(card).getByTestId("product-options")).toHaveTextContent("2 sizes × 2 colours");
    expect(within(card).getByText("7 in stock")).toBeInTheDocument();
    await app.user.click(within(card).getByRole("button", { name: "Edit" }));

    const panel = await screen.findByRole("dialog", { name: "Edit Product" });
    await within(panel).findByRole("table", { name: "Variants" });
    expect(within(grid(panel)).getByRole("checkbox", { name: "Sell M / Rust" })).not.toBeChecked();
    expect(cell(panel, "SKU", "M / Indigo")).toHaveValue("IKAT-M-IN");
    expect(cell(panel, "Price", "L / Rust")).toHaveValue(2100);
    expect(cell(panel, "Price", "M / Indigo")).toHaveValue(null);
    expect(within(panel).getByLabelText("Total Stock")).toHaveValue(7);
    expect(within(panel).getByLabelText("Colour of picture 1")).toHaveValue("Rust");
    expect(within(panel).getByLabelText("Colour of picture 2")).toHaveValue("");

    await app.user.click(within(panel).getByRole("button", { name: "Move picture 2 up" }));
    await fill(app, cell(panel, "Stock", "M / Indigo"), "6");
    await app.user.click(within(panel).getByRole("button", { name: "Edit" }));
    expect(await screen.findByText("Product updated successfully")).toBeInTheDocument();
    const input = (updateProduct.mock.calls[0] as unknown as [{ variables: { input: Record<string, unknown> } }])[0].variables.input;
    expect(input).not.toHaveProperty("totalStock");
    expect(input).not.toHaveProperty("image");
    expect(input.variants).toEqual([
      { sku: "IKAT-M-IN", size: "M", colour: "Indigo", stock: 6 },
      { sku: "IKAT-L-RU", size: "L", colour: "Rust", stock: 3, price: 2100, salePrice: 1900 },
    ]);
    expect(input.gallery).toEqual([{ url: "/media/p/any/original.jpg" }, { url: "/media/p/rust/original.jpg", colour: "Rust" }]);
  });
});
