import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import type { SxProps, Theme } from "@mui/material/styles";
import TextField from "@mui/material/TextField";
import { useId } from "react";
import type { MessageChannel } from "../../gql/graphql";

/**
 * The pieces of a form that sends a one-time code to an Indian mobile and takes it back: sign-in with a code, and
 * Account → Settings → Mobile number (issue 43). The server decides (api/src/lib/indian-numbers.ts); the form only
 * says so before sending.
 */

/** An Indian mobile number as typed: 10 digits from 6–9, optionally after +91 or 0, spaces and dashes ignored. */
export function isIndianMobile(typed: string): boolean {
  return /^(?:\+91|0)?[6-9]\d{9}$/.test(mobileDigits(typed));
}

/** The number as typed without its spaces and dashes (what is sent). */
export function mobileDigits(typed: string): string {
  return typed.replace(/[\s-]/g, "");
}

/** SMS or WhatsApp: where the code goes. */
export function MessageChannelChoice({
  labels,
  value,
  onChange,
}: {
  labels: { channel: string; sms: string; whatsapp: string };
  value: MessageChannel;
  onChange: (channel: MessageChannel) => void;
}) {
  const labelId = useId();
  return (
    <div>
      <FormLabel id={labelId}>{labels.channel}</FormLabel>
      <RadioGroup row aria-labelledby={labelId} value={value} onChange={(e) => onChange(e.target.value as MessageChannel)}>
        <FormControlLabel value="SMS" control={<Radio />} label={labels.sms} />
        <FormControlLabel value="WHATSAPP" control={<Radio />} label={labels.whatsapp} />
      </RadioGroup>
    </div>
  );
}

/** The six-digit code: digits only, at most six, offered by the phone's keyboard from the message. */
export function OneTimeCodeField({
  label,
  value,
  onChange,
  error,
  fullWidth,
  sx,
}: {
  label: string;
  value: string;
  onChange: (code: string) => void;
  error: string | null;
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, "").slice(0, 6))}
      error={Boolean(error)}
      helperText={error ?? " "}
      autoComplete="one-time-code"
      slotProps={{ htmlInput: { inputMode: "numeric", pattern: "[0-9]*", maxLength: 6 } }}
      fullWidth={fullWidth}
      sx={sx}
    />
  );
}
