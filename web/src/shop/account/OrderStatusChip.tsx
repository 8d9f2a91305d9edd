import Chip from "@mui/material/Chip";
import { orderDetailsTexts } from "../../common/accountTexts";
import { SHOP_STATUS_FILL, shopStatusColour } from "./orderStatusBadge";

export function orderStatusLabel(status: string): string {
  return (orderDetailsTexts.statuses as Record<string, string>)[status] ?? status.toLowerCase();
}

/** The account's order status badge (confirmed green, rejected red, otherwise black). */
export function OrderStatusChip({ status }: { status: string }) {
  const colour = shopStatusColour(status);
  return (
    <Chip
      size="small"
      label={orderStatusLabel(status)}
      data-colour={colour}
      sx={{ bgcolor: SHOP_STATUS_FILL[colour], color: "common.white", fontWeight: 700, px: 0.5 }}
    />
  );
}
