import { useMutation } from "@apollo/client/react";
import Alert from "@mui/material/Alert";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { Link as RouterLink } from "react-router";
import { ROUTES } from "../app/guard";
import { useSnackbar } from "../common/toasts";
import { serverMessage } from "../common/errors";
import { emptyValues, FormRenderer } from "../common/form";
import { authTexts } from "../common/authTexts";
import { RequestPasswordResetDocument } from "./accountDocuments";
import { AuthHeading } from "./AuthHeading";
import { forgotPasswordFormControls } from "./formControls";

const t = authTexts.forgot;

/**
 * /auth/forgot-password, opened by the sign-in page's 'Forgot your password?'. The server answers every address
 * alike ("If an account exists for that email…"); the answer stays on the page, where the form was.
 */
export function ForgotPasswordPage() {
  const [values, setValues] = useState(() => emptyValues(forgotPasswordFormControls));
  const [sent, setSent] = useState<string | null>(null);
  const [request, { loading }] = useMutation(RequestPasswordResetDocument);
  const { enqueueSnackbar } = useSnackbar();

  async function handleSubmit(input: typeof values) {
    try {
      const { data } = await request({ variables: { email: input.email } });
      if (data) setSent(data.requestPasswordReset.message);
    } catch (error) {
      enqueueSnackbar(serverMessage(error), { variant: "error" });
    }
  }

  return (
    <>
      <AuthHeading title={t.heading} subtitle={t.subheading} />
      {sent ? (
        <Alert severity="success" role="status">
          {sent}
        </Alert>
      ) : (
        <FormRenderer
          aria-label={t.heading}
          controls={forgotPasswordFormControls}
          values={values}
          onChange={setValues}
          onSubmit={handleSubmit}
          buttonText={t.submit}
          submitting={loading}
        />
      )}
      <Typography variant="body2" sx={{ mt: 3, textAlign: "center" }}>
        <Link component={RouterLink} to={ROUTES.login}>
          {t.backToLogin}
        </Link>
      </Typography>
    </>
  );
}

export default ForgotPasswordPage;
