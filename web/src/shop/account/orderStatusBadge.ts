/** Spec §2 Account: the order status badge is green for confirmed, red for rejected, black otherwise. */
export type ShopStatusColour = "green" | "red" | "black";

export function shopStatusColour(status: string): ShopStatusColour {
  switch (status.toLowerCase()) {
    case "confirmed":
      return "green";
    case "rejected":
      return "red";
    default:
      return "black";
  }
}

export const SHOP_STATUS_FILL: Record<ShopStatusColour, string> = {
  green: "#2e7d32",
  red: "#c62828",
  black: "#16142b",
};
