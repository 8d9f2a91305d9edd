import { useMutation } from "@apollo/client/react";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
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

/**
 * /auth/register. Registering does not sign in (spec §4): on success the user goes to /auth/login. Under the fields
 * (not in the spec, issue 44) the consent to marketing emails, never ticked for the shopper: ticking it is the consent,
 * recorded with its time and these words.
 */
export function RegisterPage() {
  const [values, setValues] = useState(() => emptyValues(registerFormControls));
  const [marketingEmails, setMarketingEmails] = useState(false);
  const [register, { loading }] = useMutation(RegisterDocument);
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();

  async function handleSubmit(input: typeof values) {
    let message: string | undefined;
    try {
      const { data } = await register({ variables: { input: { ...input, marketingEmails } } });
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
      >
        <FormControlLabel
          control={<Checkbox checked={marketingEmails} onChange={(e) => setMarketingEmails(e.target.checked)} />}
          label={t.marketingEmails}
          slotProps={{ typography: { variant: "body2", color: "text.secondary" } }}
          sx={{ alignItems: "flex-start", "& .MuiCheckbox-root": { mt: -1 } }}
        />
      </FormRenderer>
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
