import { useMutation } from "@apollo/client/react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { useSnackbar } from "../common/toasts";
import { useState } from "react";
import { Link as RouterLink, useNavigate } from "react-router";
import { ROUTES } from "../app/guard";
import { writeSessionUser } from "../app/session";
import { serverMessage } from "../common/errors";
import { emptyValues, FormRenderer } from "../common/form";
import { authTexts } from "../common/authTexts";
import { graphql } from "../gql";
import { AuthHeading } from "./AuthHeading";
import { CodeSignIn } from "./CodeSignIn";
import { loginFormControls } from "./formControls";

export const LoginDocument = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      message
      token
      user {
        id
        username
        email
        name
        role
      }
    }
  }
`);

const t = authTexts.login;

/**
 * /auth/login. On success the server sets the session cookie; writing the returned user into the cached
 * session makes the route guard send the user on by role (admin → dashboard, others → shop). 'Forgot your
 * password?' (spec §2, same place and words) opens the forgotten-password form.
 */
export function LoginPage() {
  const [values, setValues] = useState(() => emptyValues(loginFormControls));
  const [login, { loading }] = useMutation(LoginDocument);
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const [withCode, setWithCode] = useState(false);

  async function handleSubmit(input: typeof values) {
    try {
      const { data } = await login({
        variables: { input },
        update(cache, { data: result }) {
          if (result) writeSessionUser(cache, result.login.user);
        },
      });
      if (data) enqueueSnackbar(data.login.message, { variant: "success" });
    } catch (error) {
      enqueueSnackbar(serverMessage(error), { variant: "error" });
    }
  }

  return (
    <>
      <AuthHeading title={t.heading} subtitle={t.subheading} />
      {withCode ? (
        <>
          <CodeSignIn />
          <Box sx={{ mt: 2, textAlign: "center" }}>
            <Button type="button" variant="text" size="small" onClick={() => setWithCode(false)}>
              {authTexts.code.back}
            </Button>
          </Box>
        </>
      ) : (
        <>
          <FormRenderer
            aria-label={t.heading}
            controls={loginFormControls}
            values={values}
            onChange={setValues}
            onSubmit={handleSubmit}
            buttonText={t.submit}
            submitting={loading}
          />
          <Box sx={{ mt: 2, textAlign: "right" }}>
            <Button type="button" variant="text" size="small" onClick={() => void navigate(ROUTES.forgotPassword)}>
              {t.forgotPassword}
            </Button>
          </Box>
          {/* Issue 43: a one-time code to a mobile number instead of a password. */}
          <Button type="button" variant="outlined" fullWidth sx={{ mt: 1 }} onClick={() => setWithCode(true)}>
            {authTexts.code.open}
          </Button>
        </>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2, textAlign: "center" }}>
        {t.noAccount}{" "}
        <Link component={RouterLink} to={ROUTES.register}>
          {t.registerLink}
        </Link>
      </Typography>
    </>
  );
}

export default LoginPage;
