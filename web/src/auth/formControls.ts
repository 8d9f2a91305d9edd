import type { FormControl } from "../common/form";
import { texts } from "../common/texts";

const { fields } = texts.auth;

/** Spec §3: Login form: email, password. */
export const loginFormControls = [
  { name: "email", componentType: "input", type: "email", autoComplete: "email", ...fields.email },
  {
    name: "password",
    componentType: "input",
    type: "password",
    autoComplete: "current-password",
    ...fields.password,
  },
] as const satisfies ReadonlyArray<FormControl<"email" | "password">>;

/** Spec §3: Register form: username, email, password. */
export const registerFormControls = [
  { name: "username", componentType: "input", type: "text", autoComplete: "username", ...fields.username },
  { name: "email", componentType: "input", type: "email", autoComplete: "email", ...fields.email },
  { name: "password", componentType: "input", type: "password", autoComplete: "new-password", ...fields.password },
] as const satisfies ReadonlyArray<FormControl<"username" | "email" | "password">>;
