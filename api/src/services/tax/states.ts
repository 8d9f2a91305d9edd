/**
 * GST state codes (the first two digits of a GSTIN) and the states a pincode can be in.
 *
 * State codes: the GST state code list of the GST Network (as printed in every GSTIN; "26" is Dadra and Nagar Haveli
 * and Daman and Diu since their merger in 2020, "38" Ladakh since 2019).
 *
 * Pincodes: India Post's PIN code scheme (https://www.indiapost.gov.in, "PIN Code"): the first digit is the region,
 * the first two the sub-region, i.e. the postal circle, and the first three the sorting district. A circle can serve
 * more than one state or union territory (the Punjab circle Chandigarh, the Tamil Nadu circle Puducherry), so a
 * prefix gives the *set* of states its pincodes can be in; a three-digit entry narrows a two-digit one where a sorting
 * district lies in one state (403 Goa, 744 Andaman and Nicobar). Prefixes that India Post gives to no circle
 * (35, 54, 55, 65, 66, 86–89, and 90–99, the Army Postal Service) are not delivery pincodes.
 */
export const GST_STATES: Readonly<Record<string, string>> = {
  "01": "Jammu and Kashmir",
  "02": "Himachal Pradesh",
  "03": "Punjab",
  "04": "Chandigarh",
  "05": "Uttarakhand",
  "06": "Haryana",
  "07": "Delhi",
  "08": "Rajasthan",
  "09": "Uttar Pradesh",
  "10": "Bihar",
  "11": "Sikkim",
  "12": "Arunachal Pradesh",
  "13": "Nagaland",
  "14": "Manipur",
  "15": "Mizoram",
  "16": "Tripura",
  "17": "Meghalaya",
  "18": "Assam",
  "19": "West Bengal",
  "20": "Jharkhand",
  "21": "Odisha",
  "22": "Chhattisgarh",
  "23": "Madhya Pradesh",
  "24": "Gujarat",
  "26": "Dadra and Nagar Haveli and Daman and Diu",
  "27": "Maharashtra",
  "29": "Karnataka",
  "30": "Goa",
  "31": "Lakshadweep",
  "32": "Kerala",
  "33": "Tamil Nadu",
  "34": "Puducherry",
  "35": "Andaman and Nicobar Islands",
  "36": "Telangana",
  "37": "Andhra Pradesh",
  "38": "Ladakh",
};

/** Postal circles by the pincode's first two digits → GST state codes, the circle's own state first. */
const BY_TWO_DIGITS: ReadonlyArray<[from: number, to: number, states: readonly string[]]> = [
  [11, 11, ["07"]],
  [12, 13, ["06"]],
  [14, 15, ["03"]],
  [16, 16, ["03", "04"]],
  [17, 17, ["02"]],
  [18, 19, ["01", "38"]],
  [20, 28, ["09", "05"]],
  [30, 34, ["08"]],
  [36, 39, ["24", "26"]],
  [40, 44, ["27", "30"]],
  [45, 48, ["23"]],
  [49, 49, ["22"]],
  [50, 50, ["36"]],
  [51, 53, ["37", "34"]],
  [56, 59, ["29"]],
  [60, 64, ["33", "34"]],
  [67, 69, ["32", "31", "34"]],
  [70, 74, ["19", "11", "35"]],
  [75, 77, ["21"]],
  [78, 78, ["18"]],
  [79, 79, ["12", "17", "14", "15", "13", "16"]],
  [80, 85, ["10", "20"]],
];

/** Sorting districts (first three digits) that lie in fewer states than their circle serves. */
const BY_THREE_DIGITS: ReadonlyArray<[from: number, to: number, states: readonly string[]]> = [
  [190, 193, ["01"]],
  [194, 194, ["38"]],
  [200, 243, ["09"]],
  [245, 245, ["09"]],
  [246, 246, ["05"]],
  [248, 249, ["05"]],
  [250, 261, ["09"]],
  [263, 263, ["05"]],
  [270, 285, ["09"]],
  [360, 361, ["24"]],
  [363, 395, ["24"]],
  [400, 402, ["27"]],
  [403, 403, ["30"]],
  [404, 445, ["27"]],
  [510, 532, ["37"]],
  [534, 535, ["37"]],
  [600, 604, ["33"]],
  [606, 608, ["33"]],
  [610, 643, ["33"]],
  [670, 672, ["32"]],
  [674, 681, ["32"]],
  [683, 695, ["32"]],
  [700, 736, ["19"]],
  [737, 737, ["11"]],
  [738, 743, ["19"]],
  [744, 744, ["35"]],
  [790, 792, ["12"]],
  [793, 794, ["17"]],
  [795, 795, ["14"]],
  [796, 796, ["15"]],
  [797, 798, ["13"]],
  [799, 799, ["16"]],
  [800, 812, ["10"]],
  [840, 855, ["10"]],
];

/** The GST state codes a six-digit pincode can lie in, most likely first; [] for a pincode India Post gives no circle. */
export function statesOfPincode(pincode: string): readonly string[] {
  if (!/^[1-9]\d{5}$/.test(pincode)) return [];
  const three = Number(pincode.slice(0, 3));
  const narrowed = BY_THREE_DIGITS.find(([from, to]) => three >= from && three <= to);
  if (narrowed) return narrowed[2];
  const two = Number(pincode.slice(0, 2));
  return BY_TWO_DIGITS.find(([from, to]) => two >= from && two <= to)?.[2] ?? [];
}

/**
 * The place of supply of goods delivered to `pincode`: `stateCode` when given and the pincode can lie in it,
 * otherwise the pincode's most likely state (its only one for all but a few sorting districts that India Post shares
 * between states). Null when the pincode is not a delivery pincode or `stateCode` is not one of its states.
 */
export function placeOfSupply(pincode: string, stateCode?: string | null): string | null {
  const states = statesOfPincode(pincode);
  if (stateCode) return states.includes(stateCode) ? stateCode : null;
  return states[0] ?? null;
}

/** "Karnataka (29)"; the code alone for a code not on the list. */
export function stateLabel(code: string): string {
  const name = GST_STATES[code];
  return name ? `${name} (${code})` : code;
}

/** A state as a person or client writes it, its name ("karnataka") or GST code ("29"), as its code; null if neither. */
export function stateCodeOf(text: string): string | null {
  const wanted = text.trim().toLowerCase();
  if (GST_STATES[wanted]) return wanted;
  return Object.entries(GST_STATES).find(([, name]) => name.toLowerCase() === wanted)?.[0] ?? null;
}

/** "Punjab or Chandigarh". */
export function stateNames(codes: readonly string[]): string {
  const names = codes.map((c) => GST_STATES[c] ?? c);
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} or ${names.at(-1)}` : (names[0] ?? "");
}
