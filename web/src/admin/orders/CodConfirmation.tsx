import { useMutation } from "@apollo/client/react";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import { adminTexts } from "../../common/adminTexts";
import { serverMessage } from "../../common/errors";
import { formatDateTime } from "../../common/format";
import { useSnackbar } from "../../common/toasts";
import { AdminConfirmCodOrderDocument } from "./operations";

const t = adminTexts.orders.cod;

/** A cash-on-delivery order awaiting its shopper's confirmation (issue 43): the admin may confirm it after a call. */
export function CodConfirmation({ order }: { order: { id: string; codConfirmBy: string | null } }) {
  const { enqueueSnackbar } = useSnackbar();
  const [confirm, { loading }] = useMutation(AdminConfirmCodOrderDocument);
  return (
    <Alert
      severity="warning"
      action={
        <Button
          color="inherit"
          size="small"
          loading={loading}
          onClick={async () => {
            try {
              await confirm({ variables: { orderId: order.id } });
              enqueueSnackbar(t.confirmedToast, { variant: "success" });
            } catch (error) {
              enqueueSnackbar(serverMessage(error), { variant: "error" });
            }
          }}
        >
          {t.confirmByPhone}
        </Button>
      }
    >
      {t.awaiting(order.codConfirmBy ? formatDateTime(order.codConfirmBy) : "—")}
    </Alert>
  );
}
