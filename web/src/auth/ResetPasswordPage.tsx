import { useMutation } from "@apollo/client/react";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { Link as RouterLink, useNavigate, useSearchParams } from "react-router";
import { ROUTES } from "../app/guard";
import { useSession } from "../app/session";
import { useSnackbar } from "../common/toasts";
import { errorCode, errorField, serverMessage } from "../common/errors";
import { emptyValues, FormRenderer, type FormErrors } from "../common/form";
import { authTexts } from "../common/authTexts";
import { ResetPasswordDocument } from "./accountDocuments";
import { AuthHeading } from "./AuthHeading";
import { useForgetSession } from "./LogoutButton";
import { resetPasswordFormControls } from "./formControls";

const t = authTexts.reset;
type Field = (typeof resetPasswordFormControls)[number]["name"];

/**
 * /auth/reset-password?token=…, opened by the link in a reset email: a new password (the sign-up rules, typed
 * twice). Done, the shopper signs in with it. A link that cannot be used (used, expired, unknown, replaced) says
 * so and offers a new one.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [values, setValues] = useState(() => emptyValues(resetPasswordFormControls));
  const [errors, setErrors] = useState<FormErrors<Field>>({});
  const [linkProblem, setLinkProblem] = useState<string | null>(token ? null : t.noToken);
  const [reset, { loading }] = useMutation(ResetPasswordDocument);
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const { user } = useSession();
  const forgetSession = useForgetSession();

  async function handleSubmit(input: typeof values) {
    if (input.password !== input.confirmPassword) {
      setErrors({ confirmPassword: t.mismatch });
      return;
    }
    setErrors({});
    try {
      const { data } = await reset({ variables: { input: { token, password: input.password } } });
      if (data) enqueueSnackbar(data.resetPassword.message, { variant: "success" });
      // The reset ended every session of the account, this browser's too when it was signed in.
      if (user) await forgetSession();
      else await navigate(ROUTES.login, { replace: true });
    } catch (error) {
      const message = serverMessage(error);
      const field = errorField(error);
      if (field === "token" || errorCode(error) === "FORBIDDEN") setLinkProblem(message);
      else if (field === "password") setErrors({ password: message });
      else enqueueSnackbar(message, { variant: "error" });
    }
  }

  return (
    <>
      <AuthHeading title={t.heading} subtitle={t.subheading} />
      {linkProblem ? (
        <>
          <Alert severity="error" sx={{ mb: 3 }}>
            {linkProblem}
          </Alert>
          <Button component={RouterLink} to={ROUTES.forgotPassword} variant="contained" size="large" fullWidth>
            {t.askAgain}
          </Button>
        </>
      ) : (
        <FormRenderer
          aria-label={t.heading}
          controls={resetPasswordFormControls}
          values={values}
          onChange={setValues}
          onSubmit={handleSubmit}
          errors={errors}
          buttonText={t.submit}
          submitting={loading}
        />
      )}
      <Typography variant="body2" sx={{ mt: 3, textAlign: "center" }}>
        <Link component={RouterLink} to={ROUTES.login}>
          {authTexts.forgot.backToLogin}
        </Link>
      </Typography>
    </>
  );
}

export default ResetPasswordPage;
