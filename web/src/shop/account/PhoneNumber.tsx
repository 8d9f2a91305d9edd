import { useMutation, useQuery } from "@apollo/client/react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { isIndianMobile, MessageChannelChoice, mobileDigits, OneTimeCodeField } from "../../common/phone/OneTimeCode";
import { AccountProfileDocument, RequestPhoneVerificationDocument, VerifyPhoneDocument } from "../../common/accountDocuments";
import { accountTexts } from "../../common/accountTexts";
import { serverMessage } from "../../common/errors";
import type { MessageChannel } from "../../gql/graphql";
import { MyWhatsAppUpdatesDocument } from "../consent/WhatsAppUpdates";
import { useShopToast } from "../common/toast";

const t = accountTexts.phone;

/**
 * Account → Settings → Mobile number (issue 43): the number on the account and whether it is verified; adding or
 * changing it sends a six-digit code (SMS or WhatsApp) and saves the number, verified, once the code is right. The
 * server applies the sign-in codes' rules (5 minutes, 5 tries, limits) and refuses a number verified on another account.
 */
export function PhoneNumber() {
  const { data } = useQuery(AccountProfileDocument);
  const [phone, setPhone] = useState("");
  const [channel, setChannel] = useState<MessageChannel>("SMS");
  const [code, setCode] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [request, { loading: sending }] = useMutation(RequestPhoneVerificationDocument);
  // The WhatsApp updates read the account's number: they are read again once it changed.
  const [verify, { loading: verifying }] = useMutation(VerifyPhoneDocument, { refetchQueries: [MyWhatsAppUpdatesDocument] });
  const toast = useShopToast();
  const headingId = useId();
  const me = data?.me;

  async function send() {
    const typed = mobileDigits(phone);
    if (!isIndianMobile(typed)) return setPhoneError(t.invalidPhone);
    setPhoneError(null);
    try {
      await request({ variables: { phone: typed, channel } });
      setSentTo(typed.slice(-10));
      setCode("");
      setCodeError(null);
    } catch (error) {
      setPhoneError(serverMessage(error));
    }
  }

  async function confirm() {
    if (!sentTo) return;
    try {
      const { data: result } = await verify({ variables: { phone: sentTo, code: code.trim() } });
      if (result) toast.success(t.saved(result.verifyPhone.phone ?? sentTo));
      setSentTo(null);
      setPhone("");
      setCode("");
    } catch (error) {
      setCodeError(serverMessage(error));
    }
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Typography id={headingId} variant="h6" component="h2">
        {t.heading}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2.5 }}>
        {me?.phone ? (
          <>
            {t.current(me.phone)}{" "}
            <Chip size="small" color={me.phoneVerified ? "success" : "warning"} variant="outlined" label={me.phoneVerified ? t.verified : t.unverified} component="span" />
            {me.phoneVerified ? null : (
              <Box component="span" sx={{ display: "block", mt: 0.5 }}>
                {t.unverifiedHint}
              </Box>
            )}
          </>
        ) : (
          t.none
        )}
      </Typography>
      <Stack
        component="form"
        aria-label={t.heading}
        noValidate
        spacing={2}
        onSubmit={(e) => {
          e.preventDefault();
          void (sentTo ? confirm() : send());
        }}
      >
        <TextField
          label={t.newPhone}
          value={sentTo ?? phone}
          onChange={(e) => setPhone(e.target.value)}
          error={Boolean(phoneError)}
          helperText={phoneError ?? t.phoneHint}
          autoComplete="tel-national"
          slotProps={{ htmlInput: { inputMode: "tel", maxLength: 16, readOnly: Boolean(sentTo) } }}
          sx={{ maxWidth: 360 }}
        />
        {!sentTo ? (
          <>
            <MessageChannelChoice labels={t} value={channel} onChange={setChannel} />
            <Button type="submit" variant="contained" loading={sending} sx={{ alignSelf: "flex-start" }}>
              {t.send}
            </Button>
          </>
        ) : (
          <>
            <Typography variant="body2" role="status">
              {t.sent(sentTo)}
            </Typography>
            <OneTimeCodeField label={t.code} value={code} onChange={setCode} error={codeError} sx={{ maxWidth: 240 }} />
            <Stack direction="row" spacing={1.5} sx={{ flexWrap: "wrap" }}>
              <Button type="submit" variant="contained" loading={verifying} disabled={code.length !== 6}>
                {t.verify}
              </Button>
              <Button
                type="button"
                variant="text"
                onClick={() => {
                  setSentTo(null);
                  setCodeError(null);
                }}
              >
                {t.other}
              </Button>
            </Stack>
          </>
        )}
      </Stack>
    </Paper>
  );
}
