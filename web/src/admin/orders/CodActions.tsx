import { useMutation } from "@apollo/client/react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { adminTexts } from "../../common/adminTexts";
import { serverMessage } from "../../common/errors";
import { formatAdminRupees } from "../../common/format";
import { useSnackbar } from "../../common/toasts";
import { MarkOrderCollectedDocument, MarkOrderReturnedToOriginDocument } from "./operations";

const t = adminTexts.orders.cod;

/**
 * A shipped cash-on-delivery order's last step (issue 25): delivered and its cash collected (payment paid, invoice
 * number given), or returned to origin with the reason (its units back in stock). The server decides; a refusal is
 * shown as it says.
 */
export function CodActions({ order }: { order: { id: string; totalAmount: number } }) {
  const { enqueueSnackbar } = useSnackbar();
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [collect, collecting] = useMutation(MarkOrderCollectedDocument);
  const [returnToOrigin, returning] = useMutation(MarkOrderReturnedToOriginDocument);
  const busy = collecting.loading || returning.loading;

  async function run(action: () => Promise<{ message: string } | undefined>) {
    try {
      const result = await action();
      if (result) enqueueSnackbar(result.message, { variant: "success" });
    } catch (error) {
      enqueueSnackbar(serverMessage(error), { variant: "error" });
    }
  }

  return (
    <Box component="section" aria-label={t.heading}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t.heading}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t.toCollect(formatAdminRupees(order.totalAmount))}
      </Typography>
      <Stack spacing={1.5}>
        <Button
          variant="contained"
          color="success"
          disabled={busy}
          loading={collecting.loading}
          onClick={() => void run(async () => (await collect({ variables: { id: order.id } })).data?.markOrderCollected)}
        >
          {t.collect}
        </Button>
        <TextField
          label={t.returnReason}
          size="small"
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            setReasonError(null);
          }}
          error={Boolean(reasonError)}
          helperText={reasonError ?? t.returnReasonHint}
          slotProps={{ htmlInput: { maxLength: 300 } }}
        />
        <Button
          variant="outlined"
          color="warning"
          disabled={busy}
          loading={returning.loading}
          onClick={() => {
            if (!reason.trim()) {
              setReasonError(t.reasonRequired);
              return;
            }
            void run(async () => (await returnToOrigin({ variables: { id: order.id, reason: reason.trim() } })).data?.markOrderReturnedToOrigin);
          }}
        >
          {t.returnToOrigin}
        </Button>
      </Stack>
    </Box>
  );
}
