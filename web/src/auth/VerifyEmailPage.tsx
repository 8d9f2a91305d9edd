import { useMutation } from "@apollo/client/react";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useEffect, useRef, useState } from "react";
import { Link as RouterLink, useSearchParams } from "react-router";
import { isAdmin, ROUTES } from "../app/guard";
import { useSession } from "../app/session";
import { serverMessage } from "../common/errors";
import { authTexts } from "../common/authTexts";
import { AccountEmailStatusDocument } from "../common/accountDocuments";
import { SHOP_PATHS } from "../shop/paths";
import { VerifyEmailDocument } from "./accountDocuments";
import { AuthHeading } from "./AuthHeading";

const t = authTexts.verify;

type Outcome = { ok: true; message: string } | { ok: false; message: string };

/**
 * /auth/verify-email?token=…, opened by the link in a welcome, verification or email-change email: the link is
 * checked once as the page opens, and the answer shown (the address verified, the new address in place, or why the
 * link cannot be used). Works signed in or not; a signed-in customer's account refreshes.
 */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const { user } = useSession();
  const [outcome, setOutcome] = useState<Outcome | null>(token ? null : { ok: false, message: t.noToken });
  const [verify] = useMutation(VerifyEmailDocument, { refetchQueries: user ? [AccountEmailStatusDocument] : [] });
  // Once per page: React's development double effects must not spend the link twice.
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    verify({ variables: { token } }).then(
      ({ data }) => setOutcome({ ok: true, message: data?.verifyEmail.message ?? "" }),
      (error: unknown) => setOutcome({ ok: false, message: serverMessage(error) }),
    );
  }, [token, verify]);

  const next = !user ? { to: ROUTES.login, label: t.toLogin } : isAdmin(user) ? { to: ROUTES.adminHome, label: t.toDashboard } : { to: SHOP_PATHS.account, label: t.toAccount };
  return (
    <>
      <AuthHeading title={t.heading} subtitle={t.subheading} />
      {outcome === null ? (
        <Stack direction="row" spacing={2} role="status" sx={{ alignItems: "center", justifyContent: "center", py: 2 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>{t.checking}</Typography>
        </Stack>
      ) : (
        <Stack spacing={3}>
          <Alert severity={outcome.ok ? "success" : "error"} role={outcome.ok ? "status" : "alert"}>
            {outcome.message}
          </Alert>
          <Button component={RouterLink} to={next.to} variant="contained" size="large" fullWidth>
            {next.label}
          </Button>
        </Stack>
      )}
    </>
  );
}

export default VerifyEmailPage;
