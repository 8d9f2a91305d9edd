/**
 * Admin → Delivery (issue 25): the serviceable-pincodes table over GraphQL: search, add and edit (every field checked,
 * the state against India Post's circle of the pincode, the wrong field named), remove, and import / export in CSV
 * and JSON Lines with the catalogue import's conventions (bad lines reported with their number, good lines loaded,
 * export → import changes nothing). Admins only.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { signInAdmin, signUpCustomer } from "./support/fixtures.js";
import { useTestServer } from "./support/test-server.js";

const t = useTestServer();
const LIST = `query ($search: String, $first: Int) { serviceablePincodes(search: $search, first: $first) { totalCount nodes { pincode state stateName city deliveryDays prepaidAllowed codAllowed } } }`;
const UPSERT = `mutation ($input: ServiceablePincodeInput!) { upsertServiceablePincode(input: $input) { pincode state stateName city deliveryDays prepaidAllowed codAllowed } }`;
const REMOVE = `mutation ($pincode: String!) { deleteServiceablePincode(pincode: $pincode) { id message } }`;
const IMPORT = `mutation ($format: String!, $content: String!) { importServiceablePincodes(format: $format, content: $content) { created updated unchanged rejected { line reason } } }`;
const EXPORT = `query ($format: String!) { exportServiceablePincodes(format: $format) }`;
const ESTIMATE = `query ($pincode: String!) { deliveryEstimate(pincode: $pincode) { serviceable codAvailable deliveryDays } }`;

let admin: Awaited<ReturnType<typeof signInAdmin>>;
beforeAll(async () => {
  admin = await signInAdmin(t);
});

describe("the serviceable pincodes (admin)", () => {
  it("has the demo set: every region's cities, Priya's and the tests' pincodes; searches by pincode, city or state", async () => {
    const all = (await admin.client.graphql(LIST, { first: 200 })).data.serviceablePincodes;
    expect(all.totalCount).toBeGreaterThanOrEqual(30);
    expect(all.nodes.map((n: { pincode: string }) => n.pincode)).toEqual(expect.arrayContaining(["400050", "560038", "700016", "110017", "160017", "744101"]));
    expect((await admin.client.graphql(LIST, { search: "Kolkata" })).data.serviceablePincodes.nodes.map((n: { pincode: string }) => n.pincode)).toEqual(["700016", "700019"]);
    expect((await admin.client.graphql(LIST, { search: "karnataka" })).data.serviceablePincodes.nodes.every((n: { state: string }) => n.state === "29")).toBe(true);
    expect((await admin.client.graphql(LIST, { search: "5600" })).data.serviceablePincodes.nodes.map((n: { pincode: string }) => n.pincode)).toEqual(["560001", "560034", "560038"]);
  });

  it("adds and edits a pincode, and the shop's promise follows at once; removing it stops delivery there", async () => {
    const added = await admin.client.graphql(UPSERT, { input: { pincode: "122001", state: "Haryana", city: "Gurugram", deliveryDays: 2, prepaidAllowed: true, codAllowed: false } });
    expect(added.errors).toBeUndefined();
    expect(added.data.upsertServiceablePincode).toEqual({ pincode: "122001", state: "06", stateName: "Haryana", city: "Gurugram", deliveryDays: 2, prepaidAllowed: true, codAllowed: false });
    expect((await admin.client.graphql(ESTIMATE, { pincode: "122001" })).data.deliveryEstimate).toEqual({ serviceable: true, codAvailable: false, deliveryDays: 2 });
    await admin.client.graphql(UPSERT, { input: { pincode: "122001", state: "06", city: "Gurugram", deliveryDays: 3, prepaidAllowed: true, codAllowed: true } });
    expect((await admin.client.graphql(ESTIMATE, { pincode: "122001" })).data.deliveryEstimate).toEqual({ serviceable: true, codAvailable: true, deliveryDays: 3 });
    expect((await admin.client.graphql(REMOVE, { pincode: "122001" })).errors).toBeUndefined();
    expect((await admin.client.graphql(ESTIMATE, { pincode: "122001" })).data.deliveryEstimate.serviceable).toBe(false);
  });

  it.each([
    [{ pincode: "012345" }, "pincode", "Pincode must be 6 digits and cannot start with 0"],
    [{ pincode: "990001", state: "Delhi" }, "pincode", "Pincode 990001 is in no delivery area of India Post"],
    [{ state: "Maharashtra" }, "state", "Pincode 122002 is in Haryana, not Maharashtra"],
    [{ state: "Atlantis" }, "state", 'State must be one of India\'s states or union territories, by name or GST state code ("Karnataka" or "29")'],
    [{ city: " " }, "city", "City is required"],
    [{ deliveryDays: 31 }, "deliveryDays", "Delivery days must be a whole number from 0 to 30"],
  ])("refuses %o naming the field %s, and writes nothing", async (change, field, message) => {
    const input = { pincode: "122002", state: "Haryana", city: "Gurugram", deliveryDays: 2, prepaidAllowed: true, codAllowed: true, ...change };
    const { errors } = await admin.client.graphql(UPSERT, { input });
    expect(errors?.[0]).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT", field } });
    expect((await admin.client.graphql(LIST, { search: input.pincode })).data.serviceablePincodes.totalCount).toBe(0);
  });

  it("imports CSV: good lines loaded, each bad line reported with its number and reason", async () => {
    const csv = [
      "pincode,state,city,deliveryDays,prepaidAllowed,codAllowed",
      "208001,Uttar Pradesh,Kanpur,4,true,true", // line 2
      "012345,Delhi,Nowhere,2,true,true", // 3: bad pincode
      "208002,Kerala,Kanpur,4,true,true", // 4: wrong state
      "208003,09,Kanpur,four,yes,no", // 5: days not a number
      "208004,09,Kanpur", // 6: too few fields
      "208005,09,Kanpur,5,yes,no", // 7
      "",
    ].join("\n");
    const { data, errors } = await admin.client.graphql(IMPORT, { format: "csv", content: csv });
    expect(errors).toBeUndefined();
    expect(data.importServiceablePincodes).toEqual({
      created: 2,
      updated: 0,
      unchanged: 0,
      rejected: [
        { line: 3, reason: "pincode: Pincode must be 6 digits and cannot start with 0" },
        { line: 4, reason: "state: Pincode 208002 is in Uttar Pradesh, not Kerala" },
        { line: 5, reason: "deliveryDays: Delivery days must be a whole number from 0 to 30" },
        { line: 6, reason: "has a different number of fields than the header" },
      ],
    });
    const loaded = (await admin.client.graphql(LIST, { search: "2080" })).data.serviceablePincodes.nodes;
    expect(loaded).toEqual([
      { pincode: "208001", state: "09", stateName: "Uttar Pradesh", city: "Kanpur", deliveryDays: 4, prepaidAllowed: true, codAllowed: true },
      { pincode: "208005", state: "09", stateName: "Uttar Pradesh", city: "Kanpur", deliveryDays: 5, prepaidAllowed: true, codAllowed: false },
    ]);
    // Again: nothing new, nothing changed.
    const again = (await admin.client.graphql(IMPORT, { format: "csv", content: csv })).data.importServiceablePincodes;
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
  });

  it("imports JSON Lines the same way, and export → import changes nothing", async () => {
    const jsonl = ['{"pincode":"226010","state":"09","city":"Lucknow","deliveryDays":3}', "not json", '{"pincode":226011,"state":"Uttar Pradesh","city":"Lucknow","deliveryDays":3,"codAllowed":false}', "[1]"].join("\n");
    const { data } = await admin.client.graphql(IMPORT, { format: "jsonl", content: jsonl });
    expect(data.importServiceablePincodes).toEqual({
      created: 2,
      updated: 0,
      unchanged: 0,
      rejected: [
        { line: 2, reason: "not valid JSON" },
        { line: 4, reason: "not a JSON object" },
      ],
    });
    for (const format of ["csv", "jsonl"]) {
      const file = (await admin.client.graphql(EXPORT, { format })).data.exportServiceablePincodes as string;
      if (format === "csv") expect(file.split("\n")[0]).toBe("pincode,state,city,deliveryDays,prepaidAllowed,codAllowed");
      expect(file).toContain(format === "csv" ? "226011,09,Lucknow,3,true,false" : '{"pincode":"226011","state":"09","city":"Lucknow","deliveryDays":3,"prepaidAllowed":true,"codAllowed":false}');
      const round = (await admin.client.graphql(IMPORT, { format, content: file })).data.importServiceablePincodes;
      expect(round).toMatchObject({ created: 0, updated: 0, rejected: [] });
      expect(round.unchanged).toBe(file.trim().split("\n").length - (format === "csv" ? 1 : 0));
    }
  });

  it("is for admins only", async () => {
    const customer = await signUpCustomer(t, "nosy");
    for (const [query, variables] of [
      [LIST, {}],
      [EXPORT, { format: "csv" }],
      [IMPORT, { format: "csv", content: "pincode\n" }],
      [UPSERT, { input: { pincode: "122003", state: "06", city: "Gurugram", deliveryDays: 2, prepaidAllowed: true, codAllowed: true } }],
    ] as const) {
      const { errors } = await customer.client.graphql(query, variables);
      expect(errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    }
  });
});
