import { useMutation, useQuery } from "@apollo/client/react";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Link as RouterLink, useSearchParams } from "react-router";
import { ROUTES } from "../app/guard";
import { serverMessage } from "../common/errors";
import { authTexts } from "../common/authTexts";
import { graphql } from "../gql";
import { AuthHeading } from "./AuthHeading";

const t = authTexts.unsubscribe;

const UnsubscribeStatusDocument = graphql(`
  query UnsubscribeStatus($token: String!) {
    unsubscribeStatus(token: $token) {
      email
      subscribed
    }
  }
`);

const UnsubscribeDocument = graphql(`
  mutation Unsubscribe($token: String!) {
    unsubscribe(token: $token) {
      message
    }
  }
`);

/**
 * /auth/unsubscribe?token=…, the page every marketing email's footer links to (issue 44): says which address the link
 * is for, and unsubscribes it on a click (never by merely opening: mail scanners open links). Works signed in or not,
 * on any device; mail programs use the one-click POST of List-Unsubscribe instead (RFC 8058).
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const status = useQuery(UnsubscribeStatusDocument, { variables: { token }, skip: !token, fetchPolicy: "network-only" });
  const [unsubscribe, done] = useMutation(UnsubscribeDocument);
  const problem = !token ? t.noToken : status.error ? serverMessage(status.error) : done.error ? serverMessage(done.error) : null;
  const info = status.data?.unsubscribeStatus;
  return (
    <>
      <AuthHeading title={t.heading} subtitle={t.subheading} />
      {problem ? (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      ) : done.data ? (
        <Alert severity="success" role="status">
          {done.data.unsubscribe.message}
        </Alert>
      ) : !info ? (
        <Stack direction="row" spacing={2} role="status" sx={{ alignItems: "center", justifyContent: "center", py: 2 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>{t.checking}</Typography>
        </Stack>
      ) : info.subscribed ? (
        <Stack spacing={3}>
          <Typography>{t.question(info.email)}</Typography>
          <Button variant="contained" size="large" fullWidth loading={done.loading} onClick={() => void unsubscribe({ variables: { token } }).catch(() => undefined)}>
            {t.confirm}
          </Button>
        </Stack>
      ) : (
        <Alert severity="info" role="status">
          {t.already(info.email)}
        </Alert>
      )}
      <Button component={RouterLink} to={ROUTES.root} sx={{ mt: 2 }} fullWidth>
        {t.toStore}
      </Button>
    </>
  );
}

export default UnsubscribePage;
