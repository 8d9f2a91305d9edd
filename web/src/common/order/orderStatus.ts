import type { OrderStatus } from "../../gql/graphql";

/** The statuses an admin may pick, in the spec's order (§4): pending, confirmed, shipped, delivered, cancelled. */
export const ADMIN_ORDER_STATUSES = ["PENDING", "CONFIRMED", "SHIPPED", "DELIVERED", "CANCELLED"] as const satisfies
  ReadonlyArray<OrderStatus>;

/** The colours of the admin's status badge. */
export type AdminStatusColour = "green" | "blue" | "purple" | "red" | "grey";

/**
 * Spec §2 "Admin orders": confirmed green, shipped blue, delivered purple, cancelled red, anything else grey.
 * Accepts the schema's enum (CONFIRMED) as well as the spec's lower-case ids (confirmed).
 */
export function adminStatusColour(status: string): AdminStatusColour {
  switch (status.toLowerCase()) {
    case "confirmed":
      return "green";
    case "shipped":
      return "blue";
    case "delivered":
      return "purple";
    case "cancelled":
      return "red";
    default:
      return "grey";
  }
}

/** The badge's fill for each colour (white text on all of them, contrast ≥ 4.5:1). */
export const ADMIN_STATUS_FILL: Record<AdminStatusColour, string> = {
  green: "#2e7d32",
  blue: "#1565c0",
  purple: "#6a1b9a",
  red: "#c62828",
  grey: "#616161",
};
