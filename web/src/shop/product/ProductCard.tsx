import AddShoppingCartRounded from "@mui/icons-material/AddShoppingCartRounded";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Typography from "@mui/material/Typography";
import { LightButton, Pressable } from "../../common/light/LightButton";
import { texts } from "../../common/texts";
import type { ShopProductCardFragment } from "../../gql/graphql";
import { productBadge } from "./badge";
import { BadgeChip } from "./BadgeChip";
import { visuallyHidden } from "../common/visuallyHidden";
import { Price } from "./Price";
import { WishlistButton } from "../wishlist/WishlistButton";
import { ProductImage } from "./ProductImage";

export type CardProduct = ShopProductCardFragment;

/** Grid cells are about a third of the content width on desktops, half on tablets, full on phones. */
export const CARD_IMAGE_SIZES = "(min-width: 1200px) 360px, (min-width: 900px) 30vw, 48vw";

export interface ProductCardProps {
  product: CardProduct;
  categoryLabel: string;
  brandLabel: string;
  onOpen: () => void;
  /** The pointer is over (or focus on) the control that opens the details: a good moment to fetch their code. */
  onIntent?: () => void;
  onAdd: (product: CardProduct) => void;
  adding?: boolean;
  eager?: boolean;
  /** One level below the heading of the grid's page or section (h1 of the listing and search, h2 of a home section). */
  headingLevel?: "h2" | "h3";
}

/**
 * Spec §2 Product card: image, badge, title, category and brand labels, price and sale price, and 'Add to cart'
 * or a disabled 'Out Of Stock'. The image and title open the details dialog.
 */
export function ProductCard({ product, categoryLabel, brandLabel, onOpen, onIntent, onAdd, adding = false, eager, headingLevel = "h3" }: ProductCardProps) {
  const badge = productBadge(product);
  const soldOut = product.totalStock <= 0;
  const t = texts.shop.product;
  return (
    <Card
      component="article"
      aria-label={product.title}
      variant="outlined"
      sx={{
        height: "100%",
        display: "flex",
        flexDirection: "column",
        borderRadius: 3,
        overflow: "hidden",
        position: "relative",
        transition: "box-shadow .2s ease, transform .2s ease",
        "&:hover": { boxShadow: "0 12px 30px rgba(31,28,72,0.12)", transform: "translateY(-2px)" },
        "&:hover img": { transform: "scale(1.04)" },
      }}
    >
      <Pressable
        onClick={onOpen}
        onPointerEnter={onIntent}
        onFocus={onIntent}
        sx={{
          display: "block",
          textAlign: "left",
          position: "relative",
          width: "100%",
          "&:focus-visible": { outlineOffset: -3 },
        }}
      >
        {/* The button's name is what it shows (the picture's title and the badge), after this hidden lead-in. */}
        <Box component="span" sx={visuallyHidden}>
          {`${t.viewDetailsOf} `}
        </Box>
        <Box sx={{ overflow: "hidden", bgcolor: "#f1eef4" }}>
          <ProductImage
            images={product.images}
            alt={product.title}
            sizes={CARD_IMAGE_SIZES}
            eager={eager}
            sx={{ transition: "transform .35s ease", opacity: soldOut ? 0.6 : 1 }}
          />
        </Box>
        {badge ? <BadgeChip badge={badge} sx={{ position: "absolute", top: { xs: 8, sm: 12 }, left: { xs: 8, sm: 12 } }} /> : null}
      </Pressable>
      {/* Beside the picture's button, not inside it: a button within a button is neither valid nor usable. */}
      <WishlistButton productId={product.id} title={product.title} sx={{ position: "absolute", top: { xs: 6, sm: 10 }, right: { xs: 6, sm: 10 }, width: 36, height: 36 }} />
      <Box sx={{ p: { xs: 1.25, sm: 2 }, pb: { xs: 0.5, sm: 1 }, flex: 1, display: "flex", flexDirection: "column", gap: { xs: 0.5, sm: 1 } }}>
        <Typography
          component={headingLevel}
          sx={{
            fontWeight: 700,
            fontSize: { xs: "0.88rem", sm: "1rem" },
            lineHeight: 1.35,
            display: "-webkit-box",
            WebkitLineClamp: 2,
            WebkitBoxOrient: "vertical",
            overflow: "hidden",
            minHeight: "2.7em",
          }}
          title={product.title}
        >
          {product.title}
        </Typography>
        <Box sx={{ display: "flex", justifyContent: "space-between", gap: 1, color: "text.secondary", "& > span": { fontSize: { xs: 12, sm: 14 } } }}>
          <Typography component="span" variant="body2" color="text.secondary" noWrap>
            {categoryLabel}
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary" noWrap sx={{ fontWeight: 600, flexShrink: 0 }}>
            {brandLabel}
          </Typography>
        </Box>
        <Box sx={{ mt: "auto" }}>
          <Price price={product.price} salePrice={product.salePrice} />
        </Box>
      </Box>
      <Box sx={{ p: { xs: 1.25, sm: 2 }, pt: { xs: 0.75, sm: 1 } }}>
        {soldOut ? (
          <LightButton fullWidth variant="outlined" disabled sx={{ px: { xs: 1, sm: 2.5 } }}>
            {t.outOfStock}
          </LightButton>
        ) : (
          <LightButton
            fullWidth
            variant="contained"
            startIcon={<AddShoppingCartRounded sx={{ display: { xs: "none", sm: "inline-block" } }} />}
            loading={adding}
            onClick={() => onAdd(product)}
            sx={{ px: { xs: 1, sm: 2.5 }, fontSize: { xs: "0.82rem", sm: "0.875rem" }, whiteSpace: "nowrap" }}
            aria-label={`${t.addToCart}: ${product.title}`}
          >
            {t.addToCart}
          </LightButton>
        )}
      </Box>
    </Card>
  );
}
