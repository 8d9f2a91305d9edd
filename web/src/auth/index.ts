// Entry of the sign-in chunk (loaded lazily by src/app/routes.tsx): the first screen of a signed-out visit.
export { AuthLayout } from "./AuthLayout";
export { LoginPage } from "./LoginPage";
export { RegisterPage } from "./RegisterPage";
export { ForgotPasswordPage } from "./ForgotPasswordPage";
export { ResetPasswordPage } from "./ResetPasswordPage";
export { VerifyEmailPage } from "./VerifyEmailPage";
export { UnsubscribePage } from "./UnsubscribePage";
