import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ADD_ADDRESS, ADDRESSES, addressForm, DELETE_ADDRESS, UPDATE_ADDRESS } from "./support/cart-fixtures.js";
import { ApiClient } from "./support/client.js";
import { signUpCustomer } from "./support/fixtures.js";
import { useTestServer } from "./support/test-server.js";

// Many customers sign in from one address here: lift the per-address login limit.
const t = useTestServer({ LOGIN_MAX_PER_IP: "1000" });

const TOO_MANY = "You can added max 3 address";

async function listOf(client: ApiClient) {
  const { data, errors } = await client.graphql(ADDRESSES);
  expect(errors).toBeUndefined();
  return data.addresses as Array<Record<string, unknown>>;
}

async function addVia(client: ApiClient, input: Record<string, unknown> = addressForm()) {
  return client.graphql(ADD_ADDRESS, { input });
}

describe("the address book over GraphQL", () => {
  it("refuses an anonymous caller", async () => {
    const anonymous = new ApiClient(t.url);
    expect((await anonymous.graphql(ADDRESSES)).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect((await addVia(anonymous)).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("adds an address, trimmed, with the phone stored as its 10 digits", async () => {
    const { client } = await signUpCustomer(t);
    const { data, errors } = await addVia(client, {
      name: "  Home ",
      address: "  12 MG Road  ",
      city: " New Delhi ",
      phone: "+91 98765-43210",
      pincode: " 110001 ",
      notes: "  Leave with the guard ",
    });
    expect(errors).toBeUndefined();
    expect(data.addAddress).toEqual({
      id: expect.any(String),
      name: "Home",
      address: "12 MG Road",
      city: "New Delhi",
      phone: "9876543210",
      pincode: "110001",
      notes: "Leave with the guard",
      createdAt: expect.any(String),
    });
  });

  it.each([
    ["0 98765 43210", "9876543210"],
    ["7012345678", "7012345678"],
    ["+916012345678", "6012345678"],
  ])("accepts the phone %s as %s", async (phone, stored) => {
    const { client } = await signUpCustomer(t);
    expect((await addVia(client, addressForm({ phone }))).data.addAddress.phone).toBe(stored);
  });

  it("treats a blank or missing name as none", async () => {
    const { client } = await signUpCustomer(t);
    expect((await addVia(client, addressForm({ name: "   " }))).data.addAddress.name).toBeNull();
    const { name: _none, ...withoutName } = addressForm();
    expect((await addVia(client, withoutName)).data.addAddress.name).toBeNull();
  });

  it("lists the caller's addresses oldest first", async () => {
    const { client } = await signUpCustomer(t);
    for (const address of ["First Street 1", "Second Street 2", "Third Street 3"]) await addVia(client, addressForm({ address }));
    expect((await listOf(client)).map((a) => a.address)).toEqual(["First Street 1", "Second Street 2", "Third Street 3"]);
  });

  it.each([
    ["address", "   ", /address is required/i],
    ["address", "x".repeat(201), /address must be at most 200 characters/i],
    ["city", "  ", /city is required/i],
    ["city", "Mumbai 400", /city may contain only letters/i],
    ["city", "B".repeat(81), /city must be at most 80 characters/i],
    ["phone", " ", /phone is required/i],
    ["phone", "987654321", /phone must be a 10-digit/i],
    ["phone", "98765432100", /phone must be a 10-digit/i],
    ["phone", "5876543210", /phone must be a 10-digit/i],
    ["phone", "+92 9876543210", /phone must be a 10-digit/i],
    ["phone", "98765abcde", /phone must be a 10-digit/i],
    ["pincode", "", /pincode is required/i],
    ["pincode", "56003", /pincode must be 6 digits/i],
    ["pincode", "5600381", /pincode must be 6 digits/i],
    ["pincode", "060038", /pincode must be 6 digits and cannot start with 0/i],
    ["pincode", "56OO38", /pincode must be 6 digits/i],
    ["notes", "   ", /notes are required/i],
    ["notes", "n".repeat(301), /notes must be at most 300 characters/i],
    ["name", "N".repeat(61), /name must be at most 60 characters/i],
  ])("refuses %s = %j with a message naming the field, storing nothing", async (field, value, message) => {
    const { client } = await signUpCustomer(t);
    const { errors } = await addVia(client, addressForm({ [field]: value }));
    expect(errors?.[0]?.message).toMatch(message);
    expect(errors?.[0]?.extensions).toEqual({ code: "BAD_USER_INPUT", field });
    expect(await listOf(client)).toEqual([]);
  });

  it("refuses a fourth address with the spec's message", async () => {
    const { client } = await signUpCustomer(t);
    for (let i = 0; i < 3; i++) expect((await addVia(client)).errors).toBeUndefined();
    const { errors } = await addVia(client);
    expect(errors?.[0]).toMatchObject({ message: TOO_MANY, extensions: { code: "BAD_USER_INPUT" } });
    expect(await listOf(client)).toHaveLength(3);
  });

  it("stores exactly 3 of 6 addresses added at once", async () => {
    const { client } = await signUpCustomer(t);
    const results = await Promise.all(Array.from({ length: 6 }, () => addVia(client)));
    expect(results.filter((r) => !r.errors)).toHaveLength(3);
    expect(results.filter((r) => r.errors?.[0]?.message === TOO_MANY)).toHaveLength(3);
    expect(await listOf(client)).toHaveLength(3);
  });

  it("counts the cap per customer", async () => {
    const first = await signUpCustomer(t);
    const second = await signUpCustomer(t);
    for (let i = 0; i < 3; i++) await addVia(first.client);
    expect((await addVia(second.client)).errors).toBeUndefined();
  });

  it("frees a place when an address is deleted", async () => {
    const { client } = await signUpCustomer(t);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await addVia(client)).data.addAddress.id);
    const { data, errors } = await client.graphql(DELETE_ADDRESS, { id: ids[1] });
    expect(errors).toBeUndefined();
    expect(data.deleteAddress).toEqual({ id: ids[1], message: "Address deleted successfully" });
    expect((await addVia(client)).errors).toBeUndefined();
    expect(await listOf(client)).toHaveLength(3);
  });

  it("updates an address with the same rules", async () => {
    const { client } = await signUpCustomer(t);
    const { id } = (await addVia(client)).data.addAddress;
    const { data, errors } = await client.graphql(UPDATE_ADDRESS, {
      id,
      input: addressForm({ name: "Office", address: "5 Park Street", city: "Kolkata", phone: "09123456789", pincode: "700016", notes: "Reception" }),
    });
    expect(errors).toBeUndefined();
    expect(data.updateAddress).toMatchObject({ id, name: "Office", address: "5 Park Street", city: "Kolkata", phone: "9123456789", pincode: "700016", notes: "Reception" });
    const bad = await client.graphql(UPDATE_ADDRESS, { id, input: addressForm({ pincode: "0700016" }) });
    expect(bad.errors?.[0]?.extensions).toEqual({ code: "BAD_USER_INPUT", field: "pincode" });
    expect((await listOf(client))[0]).toMatchObject({ city: "Kolkata", pincode: "700016" });
  });

  it.each([
    ["an unknown id", () => randomUUID()],
    ["a malformed id", () => "42"],
  ])("answers NOT_FOUND 'Address not found!' for %s", async (_label, id) => {
    const { client } = await signUpCustomer(t);
    const update = await client.graphql(UPDATE_ADDRESS, { id: id(), input: addressForm() });
    expect(update.errors?.[0]).toMatchObject({ message: "Address not found!", extensions: { code: "NOT_FOUND" } });
    const remove = await client.graphql(DELETE_ADDRESS, { id: id() });
    expect(remove.errors?.[0]).toMatchObject({ message: "Address not found!", extensions: { code: "NOT_FOUND" } });
  });

  it("cannot reach another customer's address by id, which stays as it was", async () => {
    const owner = await signUpCustomer(t);
    const intruder = await signUpCustomer(t);
    const { id } = (await addVia(owner.client)).data.addAddress;
    const before = await listOf(owner.client);

    const update = await intruder.client.graphql(UPDATE_ADDRESS, { id, input: addressForm({ address: "Taken over" }) });
    expect(update.errors?.[0]).toMatchObject({ message: "Address not found!", extensions: { code: "NOT_FOUND" } });
    const remove = await intruder.client.graphql(DELETE_ADDRESS, { id });
    expect(remove.errors?.[0]).toMatchObject({ message: "Address not found!", extensions: { code: "NOT_FOUND" } });
    expect(await listOf(intruder.client)).toEqual([]);
    expect(await listOf(owner.client)).toEqual(before);
  });
});

describe("the address book over REST (rest-compat shapes)", () => {
  const FORBIDDEN = { success: false, message: "You can only access your own data." };

  it("adds with 201 and the spec's field names", async () => {
    const { client, userId } = await signUpCustomer(t);
    const res = await client.request("/api/shop/address/add", {
      body: { userId, address: "221B Baker Lane", city: "Pune", phone: "98220 12345", pincode: 411001, notes: "Second floor" },
    });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      success: true,
      data: {
        _id: expect.any(String),
        userId,
        name: null,
        address: "221B Baker Lane",
        city: "Pune",
        phone: "9822012345",
        pincode: "411001",
        notes: "Second floor",
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    });
  });

  it("lists, updates and deletes (both delete paths)", async () => {
    const { client, userId } = await signUpCustomer(t);
    const first = (await client.request("/api/shop/address/add", { body: { userId, ...addressForm({ name: "Home" }) } })).json.data;
    const second = (await client.request("/api/shop/address/add", { body: { userId, ...addressForm() } })).json.data;

    const list = await client.request(`/api/shop/address/get/${userId}`);
    expect(list.status).toBe(200);
    expect(list.json).toEqual({ success: true, data: [first, second] });

    // The spec's client sends the form without a name: the heading stays.
    const form = { address: "9 Lake View", city: "Chennai", phone: "9444012345", pincode: "600028", notes: "Gate 2" };
    const updated = await client.request(`/api/shop/address/update/${userId}/${first._id}`, { method: "PUT", body: form });
    expect(updated.status).toBe(200);
    expect(updated.json).toEqual({ success: true, data: { ...first, ...form, name: "Home", updatedAt: expect.any(String) } });

    for (const [path, id] of [
      [`/api/shop/address/${userId}`, first._id],
      [`/api/shop/address/delete/${userId}`, second._id],
    ]) {
      const res = await client.request(`${path}/${id}`, { method: "DELETE" });
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ success: true, message: "Address deleted successfully" });
    }
    expect((await client.request(`/api/shop/address/get/${userId}`)).json).toEqual({ success: true, data: [] });
  });

  it("answers 400 with the message for bad input and for a fourth address", async () => {
    const { client, userId } = await signUpCustomer(t);
    const bad = await client.request("/api/shop/address/add", { body: { userId, ...addressForm({ phone: "12345" }) } });
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ success: false, message: expect.stringMatching(/^Phone must be a 10-digit/) });
    const missing = await client.request("/api/shop/address/add", { body: { userId, address: "1 Road", city: "Pune", phone: "9822012345", pincode: "411001" } });
    expect(missing.json).toEqual({ success: false, message: "Notes is required" });

    for (let i = 0; i < 3; i++) expect((await client.request("/api/shop/address/add", { body: { userId, ...addressForm() } })).status).toBe(201);
    const fourth = await client.request("/api/shop/address/add", { body: { userId, ...addressForm() } });
    expect(fourth.status).toBe(400);
    expect(fourth.json).toEqual({ success: false, message: TOO_MANY });
  });

  it("stores exactly 3 of 6 addresses added at once", async () => {
    const { client, userId } = await signUpCustomer(t);
    const results = await Promise.all(Array.from({ length: 6 }, () => client.request("/api/shop/address/add", { body: { userId, ...addressForm() } })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 201, 400, 400, 400]);
    expect((await client.request(`/api/shop/address/get/${userId}`)).json.data).toHaveLength(3);
  });

  it("answers 401 to an anonymous caller", async () => {
    const { userId } = await signUpCustomer(t);
    const anonymous = new ApiClient(t.url);
    const id = randomUUID();
    const responses = await Promise.all([
      anonymous.request("/api/shop/address/add", { body: { userId, ...addressForm() } }),
      anonymous.request(`/api/shop/address/get/${userId}`),
      anonymous.request(`/api/shop/address/update/${userId}/${id}`, { method: "PUT", body: addressForm() }),
      anonymous.request(`/api/shop/address/${userId}/${id}`, { method: "DELETE" }),
      anonymous.request(`/api/shop/address/delete/${userId}/${id}`, { method: "DELETE" }),
    ]);
    for (const res of responses) {
      expect(res.status).toBe(401);
      expect(res.json.success).toBe(false);
    }
  });

  it("answers 403 for another customer's userId and 404 for their address id, changing nothing", async () => {
    const owner = await signUpCustomer(t);
    const intruder = await signUpCustomer(t);
    const address = (await owner.client.request("/api/shop/address/add", { body: { userId: owner.userId, ...addressForm() } })).json.data;
    const before = (await owner.client.request(`/api/shop/address/get/${owner.userId}`)).json;

    const forbidden = await Promise.all([
      intruder.client.request(`/api/shop/address/get/${owner.userId}`),
      intruder.client.request("/api/shop/address/add", { body: { userId: owner.userId, ...addressForm() } }),
      intruder.client.request(`/api/shop/address/update/${owner.userId}/${address._id}`, { method: "PUT", body: addressForm({ city: "Goa" }) }),
      intruder.client.request(`/api/shop/address/${owner.userId}/${address._id}`, { method: "DELETE" }),
      intruder.client.request(`/api/shop/address/delete/${owner.userId}/${address._id}`, { method: "DELETE" }),
    ]);
    for (const res of forbidden) {
      expect(res.status).toBe(403);
      expect(res.json).toEqual(FORBIDDEN);
    }

    const notFound = await Promise.all([
      intruder.client.request(`/api/shop/address/update/${intruder.userId}/${address._id}`, { method: "PUT", body: addressForm({ city: "Goa" }) }),
      intruder.client.request(`/api/shop/address/${intruder.userId}/${address._id}`, { method: "DELETE" }),
      intruder.client.request(`/api/shop/address/delete/${intruder.userId}/${address._id}`, { method: "DELETE" }),
      intruder.client.request(`/api/shop/address/delete/${intruder.userId}/not-a-uuid`, { method: "DELETE" }),
    ]);
    for (const res of notFound) {
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ success: false, message: "Address not found!" });
    }
    expect((await owner.client.request(`/api/shop/address/get/${owner.userId}`)).json).toEqual(before);
  });
});
