import type { FormControl } from "../common/form";
import { authTexts } from "../common/authTexts";

const { fields } = authTexts;

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

/** Not in the spec: the forgotten-password form. */
export const forgotPasswordFormControls = [
  { name: "email", componentType: "input", type: "email", autoComplete: "email", ...fields.email },
] as const satisfies ReadonlyArray<FormControl<"email">>;

/** Not in the spec: a reset link's form, the new password typed twice (`password` is what the server checks). */
export const resetPasswordFormControls = [
  { name: "password", componentType: "input", type: "password", autoComplete: "new-password", ...fields.newPassword },
  { name: "confirmPassword", componentType: "input", type: "password", autoComplete: "new-password", ...fields.confirmPassword },
] as const satisfies ReadonlyArray<FormControl<"password" | "confirmPassword">>;
