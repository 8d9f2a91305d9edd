/** One field of a form rendered by <FormRenderer>. */
export interface FormControl<Name extends string = string> {
  name: Name;
  label: string;
  componentType: "input" | "textarea" | "select";
  /** For "input": the HTML input type (the only client validation the spec asks for). */
  type?: "text" | "email" | "password" | "number" | "tel";
  placeholder?: string;
  /** The HTML autocomplete hint, e.g. "email", "current-password", "new-password". */
  autoComplete?: string;
  /** For "select": the choices. */
  options?: ReadonlyArray<{ id: string; label: string }>;
  /** For number inputs: the smallest value and the step (e.g. "any" or 0.01 for rupees with paise). */
  min?: number;
  step?: number | "any";
  /** Shown but not editable (e.g. a total computed from other fields). */
  readOnly?: boolean;
  /** A hint under the field, shown while it has no error. */
  hint?: string;
}

/** A message to show under a field (e.g. the server's validation error for it). */
export type FormErrors<Name extends string = string> = Partial<Record<Name, string>>;

export type FormValues<Name extends string = string> = Record<Name, string>;

/** Empty values for a list of controls: { [name]: "" }. */
export function emptyValues<Name extends string>(controls: ReadonlyArray<FormControl<Name>>): FormValues<Name> {
  return Object.fromEntries(controls.map((control) => [control.name, ""])) as FormValues<Name>;
}
