import { screen, waitFor, within } from "@testing-library/react";
import { graphql } from "msw";
import { describe, expect, it, vi } from "vitest";
import { gqlJson, graphQLError } from "../../../test/fixtures";
import { renderApp } from "../../../test/renderApp";
import { server } from "../../../test/server";
import { address, shopHandlers, type WireAddress } from "../../../test/shop-fixtures";

async function openAddressTab(addresses: WireAddress[]) {
  server.use(...shopHandlers({ addresses }));
  const app = renderApp("/shop/account");
  await app.user.click(await screen.findByRole("tab", { name: "Address" }));
  const form = await screen.findByRole("form", { name: "Add New Address" });
  return { app, form };
}

async function fill(app: ReturnType<typeof renderApp>, form: HTMLElement, values: Partial<Record<"Address" | "City" | "Phone" | "Pincode" | "Notes", string>>) {
  for (const [label, value] of Object.entries(values)) {
    const input = within(form).getByLabelText(label);
    await app.user.clear(input);
    if (value) await app.user.type(input, value);
  }
}

const complete = { Address: "221B MG Road", City: "Pune", Phone: "9123456780", Pincode: "411001", Notes: "Leave at the door" };

describe("address book", () => {
  it("shows saved addresses with 'Delivery Address' when unnamed, Edit and Delete", async () => {
    await openAddressTab([address({ address: "12 MG Road" }), address({ name: "Office", address: "5 Park Street" })]);
    const book = screen.getByRole("list", { name: "Saved addresses" });
    const first = within(book).getByRole("listitem", { name: "Delivery Address" });
    expect(within(first).getByText("12 MG Road")).toBeInTheDocument();
    expect(within(first).getByRole("button", { name: /^Edit/ })).toBeInTheDocument();
    expect(within(first).getByRole("button", { name: /^Delete/ })).toBeInTheDocument();
    expect(within(book).getByRole("listitem", { name: "Office" })).toBeInTheDocument();
  });

  it("keeps Add disabled until all five fields are non-blank after trimming, then adds: 'address addedd'", async () => {
    const add = vi.fn((_v: unknown) => gqlJson({ data: { addAddress: address({ address: "221B MG Road", city: "Pune" }) } }));
    const { app, form } = await openAddressTab([]);
    server.use(graphql.mutation("ShopAddAddress", ({ variables }) => add(variables)));
    const button = within(form).getByRole("button", { name: "Add" });
    expect(button).toBeDisabled();
    await fill(app, form, { ...complete, Notes: "   " });
    expect(button).toBeDisabled();
    await fill(app, form, { Notes: "  Leave at the door " });
    expect(button).toBeEnabled();
    await app.user.click(button);
    expect(await screen.findByText("address addedd")).toBeInTheDocument();
    expect(add).toHaveBeenCalledWith({
      // The State was filled in from the pincode (Maharashtra's GST code).
      input: { address: "221B MG Road", city: "Pune", phone: "9123456780", pincode: "411001", notes: "Leave at the door", state: "27" },
    });
    expect(await screen.findByRole("listitem", { name: "Delivery Address" })).toHaveTextContent("221B MG Road");
    expect(within(form).getByLabelText("City")).toHaveValue("");
  });

  it("asks for the State right after the pincode it is filled from, before the notes", async () => {
    const { form } = await openAddressTab([]);
    const labels = () => Array.from(form.querySelectorAll(".MuiInputLabel-root")).map((label) => label.textContent?.replace(/\s*\*$/, ""));
    // (The State's select loads its code on first use.)
    await waitFor(() => expect(labels()).toEqual(["Address", "City", "Phone", "Pincode", "State", "Notes"]));
  });

  it("a 4th address resets the form and warns 'You can added max 3 address' without calling", async () => {
    const add = vi.fn(() => gqlJson({ data: null }));
    const { app, form } = await openAddressTab([address(), address(), address()]);
    server.use(graphql.mutation("ShopAddAddress", add));
    await fill(app, form, complete);
    await app.user.click(within(form).getByRole("button", { name: "Add" }));
    expect(await screen.findByText("You can added max 3 address")).toBeInTheDocument();
    expect(add).not.toHaveBeenCalled();
    expect(within(form).getByLabelText("Address")).toHaveValue("");
  });

  it("checks the pincode and phone as the server does, naming the field, before sending", async () => {
    const add = vi.fn(() => gqlJson({ data: null }));
    const { app, form } = await openAddressTab([address()]);
    server.use(graphql.mutation("ShopAddAddress", add));
    await fill(app, form, { ...complete, Phone: "12345", Pincode: "012345" });
    await app.user.click(within(form).getByRole("button", { name: "Add" }));
    expect(await within(form).findByText("Phone must be a 10-digit Indian mobile number starting with 6, 7, 8 or 9, optionally after +91")).toBeInTheDocument();
    expect(within(form).getByText("Pincode must be 6 digits and cannot start with 0")).toBeInTheDocument();
    expect(within(form).getByLabelText("Phone")).toHaveAttribute("aria-invalid", "true");
    expect(within(form).getByLabelText("Phone")).toHaveValue("12345");
    expect(add).not.toHaveBeenCalled();
    // +91 and spaces are fine.
    await fill(app, form, { Phone: "+91 91234 56780", Pincode: "411001" });
    expect(within(form).queryByText(/Phone must be/)).not.toBeInTheDocument();
  });

  it("prefills the State from the pincode and shows the server's refusal under the field it names", async () => {
    const { app, form } = await openAddressTab([address()]);
    server.use(graphql.mutation("ShopAddAddress", () => graphQLError("Pincode 560038 is in Karnataka, not Maharashtra", "BAD_USER_INPUT", "state")));
    await fill(app, form, { ...complete, Pincode: "560038" });
    await waitFor(() => expect(within(form).getByRole("combobox", { name: "State" })).toHaveTextContent("Karnataka"));
    await app.user.click(within(form).getByRole("button", { name: "Add" }));
    expect(await within(form).findByText("Pincode 560038 is in Karnataka, not Maharashtra")).toBeInTheDocument();
    expect(within(form).getByLabelText("Pincode")).toHaveValue("560038");
  });

  it("edits an address: 'Address update successful'", async () => {
    const home = address({ address: "12 MG Road" });
    const update = vi.fn((_v: unknown) => gqlJson({ data: { updateAddress: { ...home, city: "Mysuru" } } }));
    const { app } = await openAddressTab([home]);
    server.use(graphql.mutation("ShopUpdateAddress", ({ variables }) => update(variables)));
    await app.user.click(screen.getByRole("button", { name: /^Edit/ }));
    const form = await screen.findByRole("form", { name: "Edit Address" });
    expect(within(form).getByLabelText("Address")).toHaveValue("12 MG Road");
    await fill(app, form, { City: "Mysuru" });
    await app.user.click(within(form).getByRole("button", { name: "Edit" }));
    expect(await screen.findByText("Address update successful")).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith({ id: home.id, input: expect.objectContaining({ city: "Mysuru" }) });
    expect(await screen.findByRole("form", { name: "Add New Address" })).toBeInTheDocument();
    expect(screen.getByRole("listitem", { name: "Delivery Address" })).toHaveTextContent("Mysuru");
  });

  it("deletes an address", async () => {
    const home = address({ address: "12 MG Road" });
    const { app } = await openAddressTab([home]);
    server.use(graphql.mutation("ShopDeleteAddress", () => gqlJson({ data: { deleteAddress: { __typename: "DeletePayload", id: home.id, message: "ok" } } })));
    await app.user.click(screen.getByRole("button", { name: /^Delete/ }));
    expect(await screen.findByText("Address deleted")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText("12 MG Road")).not.toBeInTheDocument());
  });

  it("after a delete, focus goes to the card now in its place, and with none left to the form", async () => {
    const home = address({ address: "12 MG Road" });
    const office = address({ address: "4 Residency Road" });
    const { app, form } = await openAddressTab([home, office]);
    server.use(
      graphql.mutation("ShopDeleteAddress", ({ variables }) =>
        gqlJson({ data: { deleteAddress: { __typename: "DeletePayload", id: (variables as { id: string }).id, message: "ok" } } }),
      ),
    );
    const list = screen.getByRole("list", { name: "Saved addresses" });
    const [first] = within(list).getAllByRole("listitem");
    within(first!).getByRole("button", { name: /^Delete/ }).focus();
    await app.user.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByText("12 MG Road")).not.toBeInTheDocument());
    const remaining = within(screen.getByRole("list", { name: "Saved addresses" })).getByRole("listitem");
    expect(within(remaining).getByRole("button", { name: /^Delete/ })).toHaveFocus();
    await app.user.keyboard("{Enter}");
    await waitFor(() => expect(within(form).getByLabelText("Address")).toHaveFocus());
  });
});
