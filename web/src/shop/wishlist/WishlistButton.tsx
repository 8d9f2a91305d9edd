import FavoriteBorderRounded from "@mui/icons-material/FavoriteBorderRounded";
import FavoriteRounded from "@mui/icons-material/FavoriteRounded";
import type { SxProps, Theme } from "@mui/material/styles";
import { LightIconButton } from "../../common/light/LightButton";
import { texts } from "../../common/texts";
import { useWishlist } from "./useWishlist";

const t = texts.shop.wishlist;

/**
 * The heart: a toggle button (`aria-pressed`) that keeps a product on the shopper's wishlist or takes it off, named
 * for what it does to which product; reachable by Tab and pressed with Enter or Space like any button.
 */
export function WishlistButton({ productId, title, sx }: { productId: string; title: string; sx?: SxProps<Theme> }) {
  const { has, toggle, busy } = useWishlist();
  const kept = has(productId);
  return (
    <LightIconButton
      aria-pressed={kept}
      aria-label={kept ? t.remove(title) : t.add(title)}
      disabled={busy}
      onClick={(event) => {
        event.stopPropagation();
        void toggle(productId);
      }}
      sx={[{ bgcolor: "background.paper", boxShadow: 1, color: kept ? "error.main" : "text.secondary", "&:hover": { bgcolor: "background.paper" } }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {kept ? <FavoriteRounded /> : <FavoriteBorderRounded />}
    </LightIconButton>
  );
}
