import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { formatRupees } from "../../common/format";
import { texts } from "../../common/texts";
import { visuallyHidden } from "../common/visuallyHidden";
import { isOnSale } from "./badge";

/**
 * Price and sale price (spec §2 Product card): on sale, the price is struck through and the sale price shown
 * beside it; otherwise the price alone.
 */
export function Price({ price, salePrice, size = "medium" }: { price: number; salePrice: number; size?: "medium" | "large" }) {
  const onSale = isOnSale({ price, salePrice });
  const big = size === "large";
  return (
    <Box sx={{ display: "flex", alignItems: "baseline", columnGap: 1, flexWrap: "wrap" }}>
      {onSale ? (
        <>
          <Typography
            component="span"
            sx={{ fontWeight: 800, fontSize: big ? "1.6rem" : { xs: "0.95rem", sm: "1.05rem" }, color: "text.primary" }}
          >
            <Box component="span" sx={visuallyHidden}>
              {texts.shop.product.salePrice}:{" "}
            </Box>
            {formatRupees(salePrice)}
          </Typography>
          <Typography
            component="s"
            sx={{ color: "text.secondary", fontSize: big ? "1.05rem" : { xs: "0.8rem", sm: "0.9rem" }, textDecorationThickness: "1px" }}
          >
            <Box component="span" sx={visuallyHidden}>
              {texts.shop.product.originalPrice}:{" "}
            </Box>
            {formatRupees(price)}
          </Typography>
        </>
      ) : (
        <Typography component="span" sx={{ fontWeight: 800, fontSize: big ? "1.6rem" : { xs: "0.95rem", sm: "1.05rem" } }}>
          {formatRupees(price)}
        </Typography>
      )}
    </Box>
  );
}
