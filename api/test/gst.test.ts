/** GST per line (issue 24), the pure rules: rate by value per piece, taxable value, CGST/SGST or IGST, words, pincodes. */
import { describe, expect, it } from "vitest";
import { gstForLine, gstForLines, type GstRule, indianNumberInWords, placeOfSupply, rupeesInWords, statesOfPincode, supplyKind } from "../src/services/tax/index.js";

const APPAREL: GstRule = { hsn: "6205", thresholdPaise: 250_000, rateUpToBp: 500, rateAboveBp: 1800 };
const ACCESSORY: GstRule = { hsn: "4202", thresholdPaise: null, rateUpToBp: 1800, rateAboveBp: 1800 };

describe("the rate follows the net value of a piece", () => {
  it.each([
    { what: "₹2,500.00 a piece is 5 %", net: 250_000, qty: 1, rate: 500, taxable: 238_095, tax: 11_905 },
    { what: "₹2,500.01 a piece is 18 %", net: 250_001, qty: 1, rate: 1800, taxable: 211_865, tax: 38_136 },
    { what: "3 pieces for ₹7,500.00 (₹2,500 each) are 5 %", net: 750_000, qty: 3, rate: 500, taxable: 714_286, tax: 35_714 },
    { what: "3 pieces for ₹7,500.01 (just above ₹2,500 each) are 18 %", net: 750_001, qty: 3, rate: 1800, taxable: 635_594, tax: 114_407 },
    { what: "a ₹2,999 piece is 18 %", net: 299_900, qty: 1, rate: 1800, taxable: 254_153, tax: 45_747 },
    { what: "the same piece after a ₹500 discount (net ₹2,499) moves to 5 %", net: 249_900, qty: 1, rate: 500, taxable: 238_000, tax: 11_900 },
    { what: "2 pieces of ₹2,999 with ₹1,000 off the line (₹2,499 each) are 5 %", net: 499_800, qty: 2, rate: 500, taxable: 476_000, tax: 23_800 },
  ])("$what", ({ net, qty, rate, taxable, tax }) => {
    const line = gstForLine({ netPaise: net, quantity: qty, rule: APPAREL }, "inter");
    expect(line).toEqual({ hsn: "6205", rateBp: rate, taxablePaise: taxable, cgstPaise: 0, sgstPaise: 0, igstPaise: tax });
    expect(line.taxablePaise + line.igstPaise).toBe(net);
  });

  it("a category without a threshold has one rate whatever a piece costs", () => {
    expect(gstForLine({ netPaise: 49_900, quantity: 1, rule: ACCESSORY }, "inter").rateBp).toBe(1800);
    expect(gstForLine({ netPaise: 9_999_900, quantity: 1, rule: ACCESSORY }, "inter").rateBp).toBe(1800);
  });
});

describe("intra-State is CGST + SGST, inter-State IGST", () => {
  it.each([
    { what: "₹1,198 at 5 % within the state", net: 119_800, kind: "intra" as const, taxable: 114_095, cgst: 2853, sgst: 2852, igst: 0 },
    { what: "₹1,198 at 5 % to another state", net: 119_800, kind: "inter" as const, taxable: 114_095, cgst: 0, sgst: 0, igst: 5705 },
    { what: "₹2,500.01 at 18 % within the state (even tax: equal halves)", net: 250_001, kind: "intra" as const, taxable: 211_865, cgst: 19_068, sgst: 19_068, igst: 0 },
    { what: "₹1 at 5 % within the state", net: 100, kind: "intra" as const, taxable: 95, cgst: 3, sgst: 2, igst: 0 },
  ])("$what", ({ net, kind, taxable, cgst, sgst, igst }) => {
    const line = gstForLine({ netPaise: net, quantity: 1, rule: APPAREL }, kind);
    expect({ taxable: line.taxablePaise, cgst: line.cgstPaise, sgst: line.sgstPaise, igst: line.igstPaise }).toEqual({ taxable, cgst, sgst, igst });
  });

  it.each([
    { seller: "29", supply: "29", kind: "intra" },
    { seller: "29", supply: "27", kind: "inter" },
    { seller: "07", supply: "06", kind: "inter" },
  ])("seller $seller, delivered in $supply: $kind", ({ seller, supply, kind }) => {
    expect(supplyKind(seller, supply)).toBe(kind);
  });
});

describe("sums are exact to the paisa", () => {
  // Odd amounts and quantities, both kinds: every line's taxable + tax is its net, and the totals are the lines' sums.
  const nets = [1, 99, 101, 12_345, 119_800, 249_999, 250_000, 250_001, 333_333, 1_000_001, 19_999_999];
  for (const kind of ["intra", "inter"] as const) {
    it(`${kind}-State: ${nets.length} lines`, () => {
      const input = nets.map((net, i) => ({ netPaise: net, quantity: (i % 3) + 1, rule: i % 4 === 3 ? ACCESSORY : APPAREL }));
      const { lines, totals } = gstForLines(input, kind);
      lines.forEach((line, i) => {
        expect(line.taxablePaise + line.cgstPaise + line.sgstPaise + line.igstPaise).toBe(nets[i]);
        expect(Math.abs(line.cgstPaise - line.sgstPaise)).toBeLessThanOrEqual(1);
        for (const v of [line.taxablePaise, line.cgstPaise, line.sgstPaise, line.igstPaise]) expect(Number.isInteger(v)).toBe(true);
      });
      const sum = nets.reduce((a, b) => a + b, 0);
      expect(totals.taxablePaise + totals.taxPaise).toBe(sum);
      expect(totals.taxPaise).toBe(lines.reduce((a, l) => a + l.cgstPaise + l.sgstPaise + l.igstPaise, 0));
      if (kind === "inter") expect(totals.cgstPaise + totals.sgstPaise).toBe(0);
      else expect(totals.igstPaise).toBe(0);
    });
  }

  it("refuses a fractional or negative net and a quantity below 1", () => {
    expect(() => gstForLine({ netPaise: 10.5, quantity: 1, rule: APPAREL }, "intra")).toThrow(RangeError);
    expect(() => gstForLine({ netPaise: -1, quantity: 1, rule: APPAREL }, "intra")).toThrow(RangeError);
    expect(() => gstForLine({ netPaise: 100, quantity: 0, rule: APPAREL }, "intra")).toThrow(RangeError);
  });
});

describe("the total in words, Indian numbering", () => {
  it.each([
    [119_800, "Rupees One Thousand One Hundred Ninety-Eight Only"],
    [100, "Rupees One Only"],
    [1_000_000, "Rupees Ten Thousand Only"],
    [10_000_000, "Rupees One Lakh Only"],
    [1_234_567_850, "Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight and Fifty Paise Only"],
    [250_001, "Rupees Two Thousand Five Hundred and One Paisa Only"],
    [99, "Rupees Zero and Ninety-Nine Paise Only"],
  ])("%i paise: %s", (paise, words) => {
    expect(rupeesInWords(paise)).toBe(words);
  });

  it("crores of crores", () => {
    expect(indianNumberInWords(1_000_000_000_000)).toBe("One Lakh Crore");
    expect(indianNumberInWords(110)).toBe("One Hundred Ten");
  });
});

describe("place of supply from the pincode (India Post's circles)", () => {
  it.each([
    ["560001", ["29"]],
    ["110001", ["07"]],
    ["400050", ["27"]],
    ["403001", ["30"]],
    ["700016", ["19"]],
    ["737101", ["11"]],
    ["744101", ["35"]],
    ["248001", ["05"]],
    ["194101", ["38"]],
    ["160017", ["03", "04"]],
    ["244713", ["09", "05"]],
    ["605001", ["33", "34"]],
    ["834001", ["10", "20"]],
    ["999999", []],
    ["354001", []],
    ["070001", []],
  ])("%s can be in %j", (pincode, states) => {
    expect(statesOfPincode(pincode)).toEqual(states);
  });

  it("a stated state is kept only when the pincode can be in it", () => {
    expect(placeOfSupply("160017", "04")).toBe("04");
    expect(placeOfSupply("160017")).toBe("03");
    expect(placeOfSupply("560001", "27")).toBeNull();
    expect(placeOfSupply("999999")).toBeNull();
  });
});
