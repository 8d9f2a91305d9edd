import { useMutation } from "@apollo/client/react";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { accountTexts } from "../../common/accountTexts";
import { serverMessage } from "../../common/errors";
import { formatDateTime } from "../../common/format";
import { useSnackbar } from "../../common/toasts";
import { graphql } from "../../gql";

export const ConfirmCodOrderDocument = graphql(`
  mutation ConfirmCodOrder($orderId: ID!) {
    confirmCodOrder(orderId: $orderId) {
      id
      codConfirmation
      codConfirmBy
      status
    }
  }
`);

const t = accountTexts.codConfirmation;

/** The shopper's confirmation of a cash-on-delivery order (issue 43), on its order page (and the SMS link's). */
export function CodOrderActions({ order, children }: { order: { id: string; codConfirmBy: string | null }; children?: React.ReactNode }) {
  const { enqueueSnackbar } = useSnackbar();
  const [confirm, { loading }] = useMutation(ConfirmCodOrderDocument);
  return (
    <Alert severity="warning" sx={{ "& .MuiAlert-message": { width: "100%" } }}>
      {t.awaiting(order.codConfirmBy ? formatDateTime(order.codConfirmBy) : "—")}
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ mt: 1.5 }}>
        <Button
          variant="contained"
          loading={loading}
          onClick={async () => {
            try {
              await confirm({ variables: { orderId: order.id } });
              enqueueSnackbar(t.confirmed, { variant: "success" });
            } catch (error) {
              enqueueSnackbar(serverMessage(error), { variant: "error" });
            }
          }}
        >
          {t.confirm}
        </Button>
        {children}
      </Stack>
    </Alert>
  );
}
