import type { FormControl, FormValues } from "../../common/form";
import { accountTexts } from "../../common/accountTexts";

const f = accountTexts.address.fields;

export type AddressField = "address" | "city" | "phone" | "pincode" | "notes" | "state";
type SpecField = Exclude<AddressField, "state">;

/** Spec §3 / §2 Account: the address form's five fields. */
export const addressFormControls: ReadonlyArray<FormControl<SpecField>> = [
  { name: "address", label: f.address.label, placeholder: f.address.placeholder, componentType: "input", type: "text", autoComplete: "street-address" },
  { name: "city", label: f.city.label, placeholder: f.city.placeholder, componentType: "input", type: "text", autoComplete: "address-level2" },
  { name: "phone", label: f.phone.label, placeholder: f.phone.placeholder, componentType: "input", type: "tel", autoComplete: "tel" },
  { name: "pincode", label: f.pincode.label, placeholder: f.pincode.placeholder, componentType: "input", type: "text", autoComplete: "postal-code" },
  { name: "notes", label: f.notes.label, placeholder: f.notes.placeholder, componentType: "textarea" },
];

/**
 * The form's fields: the spec's five and the State (issue 25: India's states and union territories, prefilled from
 * the pincode; optional, the server checks it against the pincode).
 */
export function addressControls(states: ReadonlyArray<{ id: string; label: string }>): ReadonlyArray<FormControl<AddressField>> {
  const state: FormControl<AddressField> = { name: "state", label: f.state.label, componentType: "select", options: states, hint: f.state.hint, autoComplete: "address-level1" };
  // Right after the pincode it is filled from, before the notes (issue 41).
  return addressFormControls.flatMap((control): Array<FormControl<AddressField>> => (control.name === "pincode" ? [control, state] : [control]));
}

export function emptyAddress(): FormValues<AddressField> {
  return { address: "", city: "", phone: "", pincode: "", notes: "", state: "" };
}

/** The server's rules (India Post's 6-digit PIN, DoT's 10-digit mobile numbers), mirrored: a message per wrong field. */
export function addressFieldErrors(values: FormValues<AddressField>): Partial<Record<AddressField, string>> {
  const errors: Partial<Record<AddressField, string>> = {};
  if (!/^[1-9]\d{5}$/.test(values.pincode.replace(/\s/g, ""))) errors.pincode = accountTexts.address.invalidPincode;
  if (!/^(?:\+91|0)?[6-9]\d{9}$/.test(values.phone.replace(/[\s-]/g, ""))) errors.phone = accountTexts.address.invalidPhone;
  return errors;
}

/** Spec §5: the button is enabled only when all five fields are non-blank after trimming. */
export function isAddressFormComplete(values: FormValues<SpecField>): boolean {
  return addressFormControls.every((control) => (values[control.name] ?? "").trim().length > 0);
}

/** Spec §9: at most 3 addresses per user. */
export const MAX_ADDRESSES = 3;

export function trimAddress(values: FormValues<AddressField>): FormValues<SpecField> & { state?: string } {
  return {
    address: values.address.trim(),
    city: values.city.trim(),
    phone: values.phone.trim(),
    pincode: values.pincode.trim(),
    notes: values.notes.trim(),
    ...(values.state ? { state: values.state } : {}),
  };
}
