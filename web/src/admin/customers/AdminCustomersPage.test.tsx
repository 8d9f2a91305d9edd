import { screen, waitFor, within } from "@testing-library/react";
import { graphql } from "msw";
import { describe, expect, it } from "vitest";
import { admin, gqlJson, meIs } from "../../../test/fixtures";
import { renderApp } from "../../../test/renderApp";
import { server } from "../../../test/server";

function wireCustomer(n: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: "Customer",
    id: `c0000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    username: `shopper${n}`,
    name: `Shopper ${n}`,
    email: `shopper${n}@example.com`,
    emailVerified: n % 2 === 0,
    phone: null,
    phoneVerified: false,
    createdAt: "2026-05-13T10:00:00.000Z",
    blocked: false,
    blockedAt: null,
    blockedReason: null,
    orderCount: n,
    totalSpent: n * 1000.5,
    ...overrides,
  };
}

function page(customers: ReturnType<typeof wireCustomer>[], totalCount: number, endCursor: string | null) {
  return {
    customers: {
      __typename: "CustomerConnection",
      totalCount,
      pageInfo: { __typename: "PageInfo", hasNextPage: endCursor !== null, endCursor },
      edges: customers.map((node) => ({ __typename: "CustomerEdge", cursor: `cursor-${node.id}`, node })),
    },
  };
}

interface CustomersVars {
  search: string | null;
  first: number;
  after: string | null;
}

describe("admin customers", () => {
  it("lists customers with sign-up date, verified, orders and total spent; pages by the server's cursor; searches", async () => {
    const asked: CustomersVars[] = [];
    const first = Array.from({ length: 20 }, (_, i) => wireCustomer(i + 1));
    server.use(
      meIs(admin),
      graphql.query<Record<string, unknown>, CustomersVars>("AdminCustomers", ({ variables }) => {
        asked.push(variables);
        if (variables.search) return gqlJson({ data: page([wireCustomer(7)], 1, null) });
        return gqlJson({ data: variables.after ? page([wireCustomer(21)], 21, null) : page(first, 21, "end-of-page-1") });
      }),
    );
    const app = renderApp("/admin/customers");
    const table = await screen.findByRole("table", { name: "Customers" });
    expect(within(table).getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["Customer", "Signed up", "Email", "Orders", "Total spent", "Status"]);
    const row = within(table).getAllByRole("row")[2]!;
    expect(within(row).getAllByRole("cell").map((c) => c.textContent)).toEqual(["Shopper 2shopper2@example.com", "13 May 2026", "Verified", "2", "₹2,001.00", "Active"]);
    expect(within(row).getByRole("link", { name: "Open Shopper 2" })).toHaveAttribute("href", "/admin/customers/c0000000-0000-4000-8000-000000000002");
    expect(screen.getByRole("status")).toHaveTextContent("21 customers");

    await app.user.click(screen.getByRole("button", { name: /next page/i }));
    expect(await screen.findByText("Shopper 21")).toBeInTheDocument();
    expect(asked.at(-1)).toEqual({ search: null, first: 20, after: "end-of-page-1" });

    await app.user.type(screen.getByRole("searchbox", { name: "Search customers" }), "Shopper 7");
    await waitFor(() => expect(asked.at(-1)).toEqual({ search: "Shopper 7", first: 20, after: null }));
    expect(await screen.findByText("1 customer")).toBeInTheDocument();
  });

  it("a customer's page: account, addresses and orders; blocking needs a reason and is sent with it", async () => {
    const customer = wireCustomer(3, { emailVerified: false });
    const blocks: unknown[] = [];
    server.use(
      meIs(admin),
      graphql.query("AdminCustomer", () =>
        gqlJson({
          data: {
            customer: {
              ...customer,
              addresses: [{ __typename: "Address", id: "a1", name: null, address: "12 MG Road", city: "Bengaluru", pincode: "560001", phone: "9876543210", notes: "Ring" }],
            },
          },
        }),
      ),
      graphql.query("AdminCustomerPageOrders", () =>
        gqlJson({
          data: {
            adminOrders: {
              __typename: "OrderPage",
              totalCount: 1,
              nodes: [{ __typename: "Order", id: "5f0c9a8e-1b2d-4c3e-9f10-a1b2c3c41a7e", orderDate: "2026-05-13T12:00:00.000Z", status: "CONFIRMED", paymentStatus: "PAID", totalAmount: 1299 }],
            },
          },
        }),
      ),
      graphql.mutation("SetCustomerBlocked", ({ variables }) => {
        blocks.push(variables);
        return gqlJson({ data: { setCustomerBlocked: { ...customer, blocked: true, blockedAt: "2026-05-14T10:00:00.000Z", blockedReason: "Chargebacks" } } });
      }),
    );
    const app = renderApp(`/admin/customers/${customer.id}`);
    expect(await screen.findByRole("heading", { name: "Shopper 3" })).toBeInTheDocument();
    expect(screen.getByText("Not verified")).toBeInTheDocument();
    expect(screen.getByText("12 MG Road")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "View order #C41A7E" })).toBeInTheDocument();

    await app.user.click(screen.getByRole("button", { name: "Block customer" }));
    const dialog = await screen.findByRole("dialog", { name: "Block Shopper 3?" });
    expect(within(dialog).getByRole("button", { name: "Block" })).toBeDisabled();
    await app.user.type(within(dialog).getByLabelText(/Reason/), "Chargebacks");
    await app.user.click(within(dialog).getByRole("button", { name: "Block" }));
    expect(await screen.findByText("Shopper 3 is blocked")).toBeInTheDocument();
    expect(blocks).toEqual([{ id: customer.id, blocked: true, reason: "Chargebacks" }]);
    expect(await screen.findByRole("button", { name: "Unblock customer" })).toBeInTheDocument();
    expect(screen.getByText(/Reason: Chargebacks/)).toBeInTheDocument();
  });

  it("a customer who signed up with a mobile number: no email, their verified number instead (page and list)", async () => {
    const customer = wireCustomer(7, { email: null, emailVerified: false, phone: "9876501234", phoneVerified: true });
    server.use(
      meIs(admin),
      graphql.query("AdminCustomers", () => gqlJson({ data: page([customer], 1, null) })),
      graphql.query("AdminCustomer", () => gqlJson({ data: { customer: { ...customer, addresses: [] } } })),
      graphql.query("AdminCustomerPageOrders", () => gqlJson({ data: { adminOrders: { __typename: "OrderPage", totalCount: 0, nodes: [] } } })),
    );
    renderApp(`/admin/customers/${customer.id}`);
    expect(await screen.findByRole("heading", { name: "Shopper 7" })).toBeInTheDocument();
    expect(screen.getByText("No email yet (signed up with a mobile number)")).toBeInTheDocument();
    const phone = screen.getByText(/\+91 9876501234/, { selector: "dd" });
    expect(within(phone).getByText("Verified")).toBeInTheDocument();
  });
});
