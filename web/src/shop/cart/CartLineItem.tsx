import AddRounded from "@mui/icons-material/AddRounded";
import DeleteOutlineRounded from "@mui/icons-material/DeleteOutlineRounded";
import ErrorOutlineRounded from "@mui/icons-material/ErrorOutlineRounded";
import RemoveRounded from "@mui/icons-material/RemoveRounded";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import { formatRupees } from "../../common/format";
import { texts } from "../../common/texts";
import { isOnSale } from "../product/badge";
import { canDecrease } from "./limits";
import type { CartLineData } from "./useCart";
import { sizeLabel } from "../../common/sizes";

const t = texts.shop.cart;

export function lineProblemText(line: Pick<CartLineData, "problem" | "availableStock">): string | null {
  switch (line.problem) {
    case "PRODUCT_REMOVED":
      return t.problem.PRODUCT_REMOVED;
    case "OUT_OF_STOCK":
      return t.problem.OUT_OF_STOCK;
    case "NOT_ENOUGH_STOCK":
      return t.problem.NOT_ENOUGH_STOCK(line.availableStock);
    default:
      return null;
  }
}

export interface CartLineItemProps {
  line: CartLineData;
  /**
   * A change of this line is on its way: its buttons say so (aria-disabled) and the actions ignore presses, but they
   * stay focusable, so the keyboard focus stays on the button just pressed (a disabled one would drop it).
   */
  busy: boolean;
  onDecrease: () => void;
  onIncrease: () => void;
  onRemove: () => void;
  /** Checkout shows the lines without the quantity controls. */
  readOnly?: boolean;
}

/**
 * One cart line (spec §2 Cart drawer): image, 'SALE' tag when 0 < sale price < price, title, 'colour / size'
 * (defaults 'One Color' / 'One Size'), minus (disabled at 1) and plus, line total, remove. A line the shop
 * cannot sell as it is (removed product, out of stock, not enough stock) is flagged.
 */
export function CartLineItem({ line, busy, onDecrease, onIncrease, onRemove, readOnly = false }: CartLineItemProps) {
  const problem = lineProblemText(line);
  const sale = isOnSale(line);
  return (
    <Box
      component="li"
      aria-label={line.title}
      data-problem={line.problem ?? undefined}
      sx={{
        display: "grid",
        gridTemplateColumns: "72px minmax(0, 1fr)",
        gap: 1.5,
        p: 1.5,
        borderRadius: 3,
        border: "1px solid",
        borderColor: problem ? "error.main" : "divider",
        bgcolor: problem ? "rgba(192,57,43,0.04)" : "background.paper",
      }}
    >
      <Box sx={{ position: "relative" }}>
        <Box
          component="img"
          src={line.image}
          alt={line.title}
          loading="lazy"
          width={72}
          height={90}
          sx={{ width: 72, height: 90, objectFit: "cover", borderRadius: 2, display: "block", bgcolor: "#f1eef4" }}
        />
        {sale ? (
          <Box
            component="span"
            sx={{
              position: "absolute",
              top: 4,
              left: 4,
              px: 0.6,
              borderRadius: 1,
              bgcolor: "error.main",
              color: "common.white",
              fontSize: 10,
              fontWeight: 800,
              letterSpacing: "0.06em",
            }}
          >
            {t.sale}
          </Box>
        ) : null}
      </Box>
      <Box sx={{ minWidth: 0, display: "flex", flexDirection: "column", gap: 0.5 }}>
        <Box sx={{ display: "flex", justifyContent: "space-between", gap: 1 }}>
          <Typography sx={{ fontWeight: 700, fontSize: 15, lineHeight: 1.3, overflowWrap: "anywhere" }}>{line.title}</Typography>
          {!readOnly ? (
            <IconButton
              size="small"
              onClick={onRemove}
              aria-disabled={busy || undefined}
              aria-label={t.remove(line.title)}
              sx={{ mt: -0.5, mr: -0.5, color: "text.secondary", "&:hover": { color: "error.main" } }}
            >
              <DeleteOutlineRounded fontSize="small" />
            </IconButton>
          ) : null}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {line.colour || t.defaultColour} / {line.size ? sizeLabel(line.size) : t.defaultSize}
        </Typography>
        {problem ? (
          <Typography variant="body2" role="alert" sx={{ color: "error.main", fontWeight: 600, display: "flex", gap: 0.5, alignItems: "center" }}>
            <ErrorOutlineRounded sx={{ fontSize: 16 }} aria-hidden />
            {problem}
          </Typography>
        ) : null}
        <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 1, mt: "auto" }}>
          {readOnly ? (
            <Typography variant="body2" color="text.secondary">
              {t.quantity(line.quantity)} × {formatRupees(line.unitPrice)}
            </Typography>
          ) : (
            <Box
              role="group"
              aria-label={t.quantity(line.quantity)}
              sx={{ display: "inline-flex", alignItems: "center", border: "1px solid", borderColor: "divider", borderRadius: 999 }}
            >
              <IconButton size="small" onClick={onDecrease} disabled={!canDecrease(line.quantity)} aria-disabled={busy || undefined} aria-label={t.decrease(line.title)}>
                <RemoveRounded fontSize="small" />
              </IconButton>
              <Typography component="span" aria-live="polite" sx={{ minWidth: 28, textAlign: "center", fontWeight: 700 }} data-testid="cart-line-quantity">
                {line.quantity}
              </Typography>
              <IconButton size="small" onClick={onIncrease} aria-disabled={busy || undefined} aria-label={t.increase(line.title)}>
                <AddRounded fontSize="small" />
              </IconButton>
            </Box>
          )}
          {line.discount > 0 ? (
            <Box sx={{ textAlign: "right" }}>
              <Typography sx={{ fontWeight: 800 }}>{formatRupees(line.net)}</Typography>
              <Typography variant="caption" sx={{ color: "success.dark", display: "block" }}>
                <Box component="s" sx={{ color: "text.secondary", mr: 0.5 }}>
                  {formatRupees(line.lineTotal)}
                </Box>
                {t.lineDiscount(formatRupees(line.discount))}
              </Typography>
            </Box>
          ) : (
            <Typography sx={{ fontWeight: 800 }}>{formatRupees(line.lineTotal)}</Typography>
          )}
        </Box>
      </Box>
    </Box>
  );
}
