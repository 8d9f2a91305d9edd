import { useMutation, useQuery } from "@apollo/client/react";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { AccountEmailStatusDocument } from "../../common/accountDocuments";
import { serverMessage } from "../../common/errors";
import { accountTexts } from "../../common/accountTexts";
import { useShopToast } from "../common/toast";
import { ResendVerificationEmailDocument } from "./documents";

const t = accountTexts.account.verifyEmail;

/** Account's "Verify your email" until the address is verified, with a button that sends a new link. */
export function EmailVerificationNotice() {
  const { data } = useQuery(AccountEmailStatusDocument, { fetchPolicy: "cache-and-network" });
  const [resend, { loading }] = useMutation(ResendVerificationEmailDocument);
  const toast = useShopToast();
  const me = data?.me;
  // An account made by phone sign-in has no email yet: Settings asks for one (ProfileDetails), nothing to verify.
  if (!me || me.emailVerified || !me.email) return null;

  async function handleResend() {
    try {
      const { data: result } = await resend();
      if (result) toast.success(result.resendVerificationEmail.message);
    } catch (error) {
      toast.error(serverMessage(error));
    }
  }

  return (
    // The button sits under the text (not in the alert's action slot), so a phone's narrow alert never scrolls.
    <Alert severity="warning" sx={{ mb: 3, borderRadius: 3, "& .MuiAlert-message": { overflow: "visible", flex: 1, minWidth: 0 } }}>
      <AlertTitle component="h2" sx={{ fontSize: "1rem", fontWeight: 700, mb: 0.25 }}>
        {t.title}
      </AlertTitle>
      <Box component="p" sx={{ m: 0, overflowWrap: "anywhere" }}>
        {t.text(me.email)}
      </Box>
      <Button color="inherit" variant="outlined" size="small" loading={loading} onClick={() => void handleResend()} sx={{ mt: 1.25 }}>
        {t.resend}
      </Button>
    </Alert>
  );
}
