import { useMutation } from "@apollo/client/react";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { useSnackbar } from "../common/toasts";
import { useState } from "react";
import { Link as RouterLink, useNavigate } from "react-router";
import { ROUTES } from "../app/guard";
import { serverMessage } from "../common/errors";
import { emptyValues, FormRenderer } from "../common/form";
import { authTexts } from "../common/authTexts";
import { graphql } from "../gql";
import { AuthHeading } from "./AuthHeading";
import { registerFormControls } from "./formControls";

export const RegisterDocument = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      message
      user {
        id
      }
    }
  }
`);

const t = authTexts.register;

/** /auth/register. Registering does not sign in (spec §4): on success the user goes to /auth/login. */
export function RegisterPage() {
  const [values, setValues] = useState(() => emptyValues(registerFormControls));
  const [register, { loading }] = useMutation(RegisterDocument);
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();

  async function handleSubmit(input: typeof values) {
    let message: string | undefined;
    try {
      const { data } = await register({ variables: { input } });
      message = data?.register.message;
    } catch (error) {
      enqueueSnackbar(serverMessage(error), { variant: "error" });
      return;
    }
    if (message) enqueueSnackbar(message, { variant: "success" });
    await navigate(ROUTES.login);
  }

  return (
    <>
      <AuthHeading title={t.heading} subtitle={t.subheading} />
      <FormRenderer
        aria-label={t.heading}
        controls={registerFormControls}
        values={values}
        onChange={setValues}
        onSubmit={handleSubmit}
        buttonText={t.submit}
        submitting={loading}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: "center" }}>
        {t.haveAccount}{" "}
        <Link component={RouterLink} to={ROUTES.login}>
          {t.loginLink}
        </Link>
      </Typography>
    </>
  );
}

export default RegisterPage;
