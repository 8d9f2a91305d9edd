import DeleteOutlineRounded from "@mui/icons-material/DeleteOutlineRounded";
import EditOutlined from "@mui/icons-material/EditOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardActions from "@mui/material/CardActions";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { formatRupees } from "../../common/format";
import { adminTexts } from "../../common/adminTexts";
import type { AdminProductFieldsFragment } from "../../gql/graphql";

const t = adminTexts.products;

export interface AdminProductCardProps {
  product: AdminProductFieldsFragment;
  categoryLabel?: string;
  brandLabel?: string;
  onEdit: (product: AdminProductFieldsFragment) => void;
  onDelete: (product: AdminProductFieldsFragment) => void;
}

/**
 * A product in the admin grid (spec §2 "Admin products"): image, title, the price (struck through when the
 * sale price is above 0, the sale price beside it), Edit and Delete; also its stock over all variants and, for a
 * product with sizes or colours, how many of each.
 */
export function AdminProductCard({ product, categoryLabel, brandLabel, onEdit, onDelete }: AdminProductCardProps) {
  const titleId = useId();
  const onSale = product.salePrice > 0;
  const stock = product.totalStock;
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ display: "flex", flexDirection: "column", height: "100%", overflow: "hidden" }}
    >
      <Box sx={{ position: "relative", aspectRatio: "4 / 5", bgcolor: "grey.100" }}>
        <Box
          component="img"
          src={product.images.thumbnail}
          srcSet={`${product.images.thumbnail} 480w, ${product.images.webp} 800w, ${product.images.large} 1200w`}
          sizes="(min-width: 1200px) 280px, (min-width: 600px) 33vw, 50vw"
          alt={product.title}
          loading="lazy"
          sx={{ display: "block", width: "100%", height: "100%", objectFit: "cover" }}
        />
        <Chip
          size="small"
          label={t.stock(stock)}
          color={stock === 0 ? "error" : stock < 10 ? "warning" : "default"}
          sx={{
            position: "absolute",
            top: 8,
            left: 8,
            fontWeight: 700,
            ...(stock >= 10 ? { bgcolor: "rgba(255,255,255,0.92)" } : {}),
          }}
        />
      </Box>
      <CardContent sx={{ flex: 1, p: { xs: 1.5, sm: 2 }, "&:last-child": { pb: 1 } }}>
        <Typography
          id={titleId}
          variant="subtitle1"
          component="h2"
          sx={{
            fontWeight: 700,
            lineHeight: 1.3,
            display: "-webkit-box",
            WebkitLineClamp: 2,
            WebkitBoxOrient: "vertical",
            overflow: "hidden",
            overflowWrap: "anywhere",
          }}
        >
          {product.title}
        </Typography>
        {categoryLabel || brandLabel ? (
          <Typography variant="caption" color="text.secondary" sx={{ display: "block", mt: 0.25 }} noWrap>
            {[categoryLabel, brandLabel].filter(Boolean).join(" · ")}
          </Typography>
        ) : null}
        {product.options.sizes.length || product.options.colours.length ? (
          <Typography variant="caption" sx={{ display: "block", mt: 0.25, fontWeight: 600 }} data-testid="product-options">
            {t.optionsSummary(product.options.sizes.length, product.options.colours.length)}
          </Typography>
        ) : null}
        <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "baseline", columnGap: 1, mt: 1 }}>
          <Typography
            component={onSale ? "s" : "span"}
            data-testid="product-price"
            sx={onSale ? { color: "text.secondary", fontSize: "0.9rem" } : { fontWeight: 700, fontSize: "1.05rem" }}
          >
            {formatRupees(product.price)}
          </Typography>
          {onSale ? (
            <Typography component="span" data-testid="product-sale-price" sx={{ fontWeight: 700, fontSize: "1.05rem" }}>
              {formatRupees(product.salePrice)}
            </Typography>
          ) : null}
        </Box>
      </CardContent>
      <CardActions sx={{ px: { xs: 1.5, sm: 2 }, pb: { xs: 1.5, sm: 2 }, pt: 0, gap: 1, "& > :not(style) ~ :not(style)": { ml: 0 } }}>
        <Button
          variant="outlined"
          size="small"
          startIcon={<EditOutlined sx={{ display: { xs: "none", sm: "inline-block" } }} />}
          onClick={() => onEdit(product)}
          aria-describedby={titleId}
          sx={{ flex: 1, minWidth: 0, px: 1 }}
        >
          {t.editButton}
        </Button>
        <Button
          variant="outlined"
          color="error"
          size="small"
          startIcon={<DeleteOutlineRounded sx={{ display: { xs: "none", sm: "inline-block" } }} />}
          onClick={() => onDelete(product)}
          aria-describedby={titleId}
          sx={{ flex: 1, minWidth: 0, px: 1 }}
        >
          {t.delete}
        </Button>
      </CardActions>
    </Card>
  );
}
