import { useMutation } from "@apollo/client/react";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { isIndianMobile, MessageChannelChoice, mobileDigits, OneTimeCodeField } from "../common/phone/OneTimeCode";
import { writeSessionUser } from "../app/session";
import { authTexts } from "../common/authTexts";
import { serverMessage } from "../common/errors";
import { useSnackbar } from "../common/toasts";
import { graphql } from "../gql";
import type { MessageChannel as Channel } from "../gql/graphql";

export const RequestLoginCodeDocument = graphql(`
  mutation RequestLoginCode($phone: String!, $channel: MessageChannel) {
    requestLoginCode(phone: $phone, channel: $channel)
  }
`);

export const VerifyLoginCodeDocument = graphql(`
  mutation VerifyLoginCode($phone: String!, $code: String!) {
    verifyLoginCode(phone: $phone, code: $code) {
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

const t = authTexts.code;

/** Sign-in with a one-time code: the number and the channel, then the code (the server sets the session). */
export function CodeSignIn() {
  const [phone, setPhone] = useState("");
  const [channel, setChannel] = useState<Channel>("SMS");
  const [code, setCode] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [request, { loading: sending }] = useMutation(RequestLoginCodeDocument);
  const [verify, { loading: verifying }] = useMutation(VerifyLoginCodeDocument);
  const { enqueueSnackbar } = useSnackbar();

  async function send() {
    const typed = mobileDigits(phone);
    if (!isIndianMobile(typed)) return setPhoneError(t.invalidPhone);
    setPhoneError(null);
    try {
      await request({ variables: { phone: typed, channel } });
      setSentTo(typed.slice(-10));
      setCode("");
    } catch (error) {
      setPhoneError(serverMessage(error));
    }
  }

  async function signIn() {
    if (!sentTo) return;
    try {
      const { data } = await verify({
        variables: { phone: sentTo, code: code.trim() },
        update(cache, { data: result }) {
          if (result) writeSessionUser(cache, result.verifyLoginCode.user);
        },
      });
      if (data) enqueueSnackbar(data.verifyLoginCode.message, { variant: "success" });
    } catch (error) {
      setCodeError(serverMessage(error));
    }
  }

  return (
    <Stack
      component="form"
      aria-label={t.open}
      noValidate
      spacing={2}
      onSubmit={(e) => {
        e.preventDefault();
        void (sentTo ? signIn() : send());
      }}
    >
      <TextField
        label={t.phone}
        value={phone}
        onChange={(e) => setPhone(e.target.value)}
        error={Boolean(phoneError)}
        helperText={phoneError ?? t.phoneHint}
        autoComplete="tel-national"
        slotProps={{ htmlInput: { inputMode: "tel", maxLength: 16, readOnly: Boolean(sentTo) } }}
        fullWidth
      />
      {!sentTo ? (
        <>
          <MessageChannelChoice labels={t} value={channel} onChange={setChannel} />
          <Button type="submit" variant="contained" size="large" disabled={sending}>
            {t.send}
          </Button>
        </>
      ) : (
        <>
          <Typography variant="body2" role="status">
            {t.sent(sentTo)}
          </Typography>
          <OneTimeCodeField label={t.code} value={code} onChange={setCode} error={codeError} fullWidth />
          <Button type="submit" variant="contained" size="large" disabled={verifying || code.length !== 6}>
            {t.submit}
          </Button>
          <Button
            type="button"
            variant="text"
            onClick={() => {
              setSentTo(null);
              setCodeError(null);
            }}
          >
            {t.resend}
          </Button>
        </>
      )}
    </Stack>
  );
}
