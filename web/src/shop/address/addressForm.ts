import type { FormControl, FormValues } from "../../common/form";
import { accountTexts } from "../../common/accountTexts";

const f = accountTexts.address.fields;

export type AddressField = "address" | "city" | "phone" | "pincode" | "notes";

/** Spec §3 / §2 Account: the address form's five fields. */
export const addressFormControls: ReadonlyArray<FormControl<AddressField>> = [
  { name: "address", label: f.address.label, placeholder: f.address.placeholder, componentType: "input", type: "text", autoComplete: "street-address" },
  { name: "city", label: f.city.label, placeholder: f.city.placeholder, componentType: "input", type: "text", autoComplete: "address-level2" },
  { name: "phone", label: f.phone.label, placeholder: f.phone.placeholder, componentType: "input", type: "tel", autoComplete: "tel" },
  { name: "pincode", label: f.pincode.label, placeholder: f.pincode.placeholder, componentType: "input", type: "text", autoComplete: "postal-code" },
  { name: "notes", label: f.notes.label, placeholder: f.notes.placeholder, componentType: "textarea" },
];

/** Spec §5: the button is enabled only when all five fields are non-blank after trimming. */
export function isAddressFormComplete(values: FormValues<AddressField>): boolean {
  return addressFormControls.every((control) => (values[control.name] ?? "").trim().length > 0);
}

/** Spec §9: at most 3 addresses per user. */
export const MAX_ADDRESSES = 3;

export function trimAddress(values: FormValues<AddressField>): FormValues<AddressField> {
  return {
    address: values.address.trim(),
    city: values.city.trim(),
    phone: values.phone.trim(),
    pincode: values.pincode.trim(),
    notes: values.notes.trim(),
  };
}
