import { useMutation, useQuery } from "@apollo/client/react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import Paper from "@mui/material/Paper";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { AccountProfileDocument, RequestPhoneVerificationDocument, VerifyPhoneDocument } from "../../common/accountDocuments";
import { accountTexts } from "../../common/accountTexts";
import { serverMessage } from "../../common/errors";
import type { MessageChannel } from "../../gql/graphql";
import { MyWhatsAppUpdatesDocument } from "../consent/WhatsAppUpdates";
import { useShopToast } from "../common/toast";

const t = accountTexts.phone;
/** The server's rule (api/src/lib/indian-numbers.ts), so the form says so before sending: 10 digits from 6–9, optionally after +91 or 0. */
const MOBILE = /^(?:\+91|0)?[6-9]\d{9}$/;
const digitsOf = (text: string) => text.replace(/[\s-]/g, "");

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
  const channelLabel = useId();
  const me = data?.me;

  async function send() {
    const typed = digitsOf(phone);
    if (!MOBILE.test(typed)) return setPhoneError(t.invalidPhone);
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
            <div>
              <FormLabel id={channelLabel}>{t.channel}</FormLabel>
              <RadioGroup row aria-labelledby={channelLabel} value={channel} onChange={(e) => setChannel(e.target.value as MessageChannel)}>
                <FormControlLabel value="SMS" control={<Radio />} label={t.sms} />
                <FormControlLabel value="WHATSAPP" control={<Radio />} label={t.whatsapp} />
              </RadioGroup>
            </div>
            <Button type="submit" variant="contained" loading={sending} sx={{ alignSelf: "flex-start" }}>
              {t.send}
            </Button>
          </>
        ) : (
          <>
            <Typography variant="body2" role="status">
              {t.sent(sentTo)}
            </Typography>
            <TextField
              label={t.code}
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, "").slice(0, 6))}
              error={Boolean(codeError)}
              helperText={codeError ?? " "}
              autoComplete="one-time-code"
              slotProps={{ htmlInput: { inputMode: "numeric", pattern: "[0-9]*", maxLength: 6 } }}
              sx={{ maxWidth: 240 }}
            />
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
