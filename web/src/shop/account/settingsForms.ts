import type { FormControl } from "../../common/form";
import { authTexts } from "../../common/authTexts";
import { accountTexts } from "../../common/accountTexts";

const { fields } = authTexts;

/** Account → Settings: a new email, confirmed with the password. */
export const changeEmailFormControls = [
  { name: "newEmail", componentType: "input", type: "email", autoComplete: "email", ...fields.newEmail },
  { name: "password", componentType: "input", type: "password", autoComplete: "current-password", ...fields.password, hint: accountTexts.settings.passwordHint },
] as const satisfies ReadonlyArray<FormControl<"newEmail" | "password">>;

/** Account → Settings: the current password, and the new one typed twice. */
export const changePasswordFormControls = [
  { name: "currentPassword", componentType: "input", type: "password", autoComplete: "current-password", ...fields.currentPassword },
  { name: "newPassword", componentType: "input", type: "password", autoComplete: "new-password", ...fields.newPassword },
  { name: "confirmPassword", componentType: "input", type: "password", autoComplete: "new-password", ...fields.confirmPassword },
] as const satisfies ReadonlyArray<FormControl<"currentPassword" | "newPassword" | "confirmPassword">>;
