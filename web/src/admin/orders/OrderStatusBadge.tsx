import Chip from "@mui/material/Chip";
import { ADMIN_STATUS_FILL, adminStatusColour } from "../../common/order/orderStatus";
import { orderDetailsTexts } from "../../common/accountTexts";

/** The admin's status badge: confirmed green, shipped blue, delivered purple, cancelled red, else grey. */
export function OrderStatusBadge({ status }: { status: string }) {
  const colour = adminStatusColour(status);
  const label = (orderDetailsTexts.statuses as Record<string, string>)[status] ?? status.toLowerCase();
  return (
    <Chip
      label={label}
      size="small"
      data-colour={colour}
      sx={{ bgcolor: ADMIN_STATUS_FILL[colour], color: "#fff", fontWeight: 700, px: 0.5 }}
    />
  );
}
