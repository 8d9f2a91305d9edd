import { useMutation, useQuery } from "@apollo/client/react";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { accountTexts } from "../../common/accountTexts";
import { serverMessage } from "../../common/errors";
import { formatDateTime } from "../../common/format";
import { graphql } from "../../gql";
import type { WhatsAppConsentSource } from "../../gql/graphql";
import { useShopToast } from "../common/toast";

export const MyWhatsAppUpdatesDocument = graphql(`
  query MyWhatsAppUpdates {
    myWhatsAppUpdates {
      granted
      phone
      wording
      changedAt
    }
  }
`);

export const SetWhatsAppUpdatesDocument = graphql(`
  mutation SetWhatsAppUpdates($granted: Boolean!, $phone: String, $source: WhatsAppConsentSource) {
    setWhatsAppUpdates(granted: $granted, phone: $phone, source: $source) {
      granted
      phone
      wording
      changedAt
    }
  }
`);

const t = accountTexts.whatsapp;

/**
 * Order updates on WhatsApp (issue 43): the number they go to and the shop's own sentence beside a switch (Settings)
 * or a checkbox (checkout); the server records the consent with its time and wording.
 */
export function WhatsAppUpdates({ source }: { source: WhatsAppConsentSource }) {
  const { data } = useQuery(MyWhatsAppUpdatesDocument);
  const [save, { loading }] = useMutation(SetWhatsAppUpdatesDocument, {
    update(cache, { data: result }) {
      if (result) cache.writeQuery({ query: MyWhatsAppUpdatesDocument, data: { myWhatsAppUpdates: result.setWhatsAppUpdates } });
    },
  });
  const toast = useShopToast();
  const current = data?.myWhatsAppUpdates;
  const [phone, setPhone] = useState<string | null>(null);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const shownPhone = phone ?? current?.phone ?? "";

  async function change(granted: boolean) {
    try {
      // The box shows the shopper's choice at once; the server's answer (or its refusal) replaces it.
      const shown = current ? { ...current, granted } : null;
      await save({ variables: { granted, phone: shownPhone.trim() || null, source }, optimisticResponse: shown ? { setWhatsAppUpdates: shown } : undefined });
      setPhoneError(null);
      if (source === "SETTINGS") toast.success(granted ? t.on : t.off);
    } catch (error) {
      setPhoneError(serverMessage(error));
    }
  }

  if (!current) return null;
  const Control = source === "CHECKOUT" ? Checkbox : Switch;
  return (
    <Stack spacing={1.5} component="section" aria-label={t.heading}>
      <TextField
        label={t.phone}
        value={shownPhone}
        onChange={(e) => setPhone(e.target.value)}
        error={Boolean(phoneError)}
        helperText={phoneError ?? t.phoneHint}
        size="small"
        autoComplete="tel-national"
        slotProps={{ htmlInput: { inputMode: "tel", maxLength: 16 } }}
        sx={{ maxWidth: 320 }}
      />
      <FormControlLabel
        control={<Control checked={current.granted} disabled={loading} onChange={(e) => void change(e.target.checked)} />}
        label={current.wording}
        sx={{ alignItems: "flex-start", "& .MuiSwitch-root, & .MuiCheckbox-root": { mt: -0.75 } }}
      />
      {source === "SETTINGS" && current.changedAt ? (
        <Typography variant="body2" color="text.secondary">
          {(current.granted ? t.grantedAt : t.withdrawnAt)(formatDateTime(current.changedAt))}
        </Typography>
      ) : null}
      {source === "SETTINGS" && phone !== null && phone !== current.phone && current.granted ? (
        <Button variant="outlined" size="small" sx={{ alignSelf: "flex-start" }} onClick={() => void change(true)}>
          {t.savePhone}
        </Button>
      ) : null}
    </Stack>
  );
}
