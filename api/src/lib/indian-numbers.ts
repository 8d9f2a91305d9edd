/**
 * Indian pincodes and mobile numbers, the one rule the address book, the delivery table and its import share.
 *
 * Pincode: India Post's Postal Index Number scheme (https://www.indiapost.gov.in, "PIN Code"): six digits; the first
 * is the postal region (1–9: 1–8 the geographic regions, 9 the Army Postal Service), so a pincode never starts
 * with 0. Which circle a pincode belongs to is services/tax/states.ts.
 *
 * Mobile: the National Numbering Plan 2003 of the Department of Telecommunications (DoT), as TRAI's
 * recommendations on it keep it: mobile numbers are ten digits and their first digit is 6, 7, 8 or 9 (the plan's
 * "9" series, opened to 8, 7 and 6 as numbers were needed); +91 is India's country code (ITU-T E.164), and 0 the
 * trunk prefix of a domestic call.
 */
export const PINCODE = /^[1-9]\d{5}$/;
export const PINCODE_MESSAGE = "Pincode must be 6 digits and cannot start with 0";

/** A mobile number as a person writes it: 10 digits from 6–9, optionally after +91 (or 0), spaces and dashes allowed. */
export const MOBILE = /^(?:\+91|0)?[6-9]\d{9}$/;
export const MOBILE_MESSAGE = "Phone must be a 10-digit Indian mobile number starting with 6, 7, 8 or 9, optionally after +91";

/** The pincode as stored (spaces removed), or null when it is not six digits starting 1–9. */
export function normalPincode(text: string): string | null {
  const value = text.replace(/\s/g, "");
  return PINCODE.test(value) ? value : null;
}

/** The mobile number as stored (the bare 10 digits), or null when it is not an Indian mobile number. */
export function normalMobile(text: string): string | null {
  const value = text.replace(/[\s-]/g, "");
  return MOBILE.test(value) ? value.slice(-10) : null;
}
