import LogoutRounded from "@mui/icons-material/LogoutRounded";
import { useApolloClient, useMutation } from "@apollo/client/react";
import Button, { type ButtonProps } from "@mui/material/Button";
import { useSnackbar } from "../common/toasts";
import { useNavigate } from "react-router";
import { ROUTES } from "../app/guard";
import { MeDocument, writeSessionUser } from "../app/session";
import { errorCode, serverMessage } from "../common/errors";
import { texts } from "../common/texts";
import { graphql } from "../gql";

export const LogoutDocument = graphql(`
  mutation Logout {
    logout
  }
`);

/**
 * Ends the session: the server revokes the token and clears the cookie, then every cached query result
 * is dropped (no data of the previous user survives), the session is set to "nobody" and the user lands
 * on /auth/login. An already-expired session (UNAUTHENTICATED) counts as logged out too.
 */
export function useLogout() {
  const { enqueueSnackbar } = useSnackbar();
  const [logout, { loading }] = useMutation(LogoutDocument);
  const forgetSession = useForgetSession();

  async function run() {
    try {
      await logout();
    } catch (error) {
      if (errorCode(error) !== "UNAUTHENTICATED") {
        enqueueSnackbar(serverMessage(error), { variant: "error" });
        return;
      }
    }
    await forgetSession();
  }

  return { logout: run, loading };
}

/**
 * After the server ended this browser's session (logout, "Sign out of all devices"): drops every cached result of
 * the previous user (and cancels in-flight queries), records "nobody" as the session, lets the active session query
 * re-ask the server (it answers null: the cookie is gone), and goes to /auth/login. clearStore() alone leaves
 * mounted queries showing their last data.
 */
export function useForgetSession(): () => Promise<void> {
  const client = useApolloClient();
  const navigate = useNavigate();
  return async () => {
    await client.clearStore();
    writeSessionUser(client.cache, null);
    await client.refetchQueries({ include: [MeDocument] });
    await navigate(ROUTES.login, { replace: true });
  };
}

export function LogoutButton(props: Omit<ButtonProps, "onClick" | "children">) {
  const { logout, loading } = useLogout();
  return (
    <Button
      variant="outlined"
      color="primary"
      startIcon={<LogoutRounded />}
      {...props}
      loading={loading}
      onClick={() => void logout()}
    >
      {texts.app.logout}
    </Button>
  );
}
