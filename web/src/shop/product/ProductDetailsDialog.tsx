import { useQuery } from "@apollo/client/react";
import AddShoppingCartRounded from "@mui/icons-material/AddShoppingCartRounded";
import CloseRounded from "@mui/icons-material/CloseRounded";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import StraightenRounded from "@mui/icons-material/StraightenRounded";
import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { analyticsItem, catalogueLabel, itemsValue, trackOnce } from "../../common/analytics";
import { getBrandName } from "../../common/brand";
import { useDialogFullScreen, useProductOverlay } from "../../app/productRoute";
import { useSession } from "../../app/session";
import { errorCode, serverMessage } from "../../common/errors";
import { LightButton, LightIconButton } from "../../common/light/LightButton";
import { LabelChip } from "../../common/light/LightChip";
import { LightDialog } from "../../common/light/LightDialog";
import { StarRating } from "../../common/light/StarRating";
import { Placeholder } from "../../common/Placeholder";
import { texts } from "../../common/texts";
import type { ShopProductDetailsQuery } from "../../gql/graphql";
import { useAddToCart } from "../cart/useAddToCart";
import { useCatalogueOptions } from "../../common/catalogue";
import { useErrorToast } from "../common/useErrorToast";
import { lowStockNotice, percentOff } from "./badge";
import { deferredComponent } from "../common/deferred";
import { ProductDetailsDocument } from "./documents";
import { ColourSwatch, OptionPicker, type PickerChoice } from "./OptionPickers";
import { Price } from "./Price";
import { ProductGallery } from "./ProductGallery";
import { DeliveryCheck } from "./DeliveryCheck";
import { useNearView } from "./useNearView";
import { chooseColour, chosenVariant, hasColours, hasSizes, initialChoice, isColourInStock, isSizeInStock, missingOption, picturesFor, type Choice } from "./variants";
import { BackInStock } from "./BackInStock";
import { WishlistButton } from "../wishlist/WishlistButton";

/** The size guide's dialog (a table, a toggle): its code comes when the shopper opens it. */
const SizeGuideDialog = lazy(() => import("./SizeGuideDialog"));

const t = texts.shop.product;

/**
 * The reviews and the review form (Avatar, TextField and its Select's Menu code): loaded after the details, and on a
 * phone (the dialog full screen, the reviews far below its first screen) only when the shopper scrolls near them
 * (issue 29: a shared product link's first load).
 */
const loadReviews = () => import("./ProductReviews");
const reviewList = deferredComponent(loadReviews, (m) => m.ReviewList);
const reviewForm = deferredComponent(loadReviews, (m) => m.ReviewForm);

/**
 * The product details dialog (spec §2), the page of `/shop/product/{slug}`: opened from a card or a shared link;
 * full screen on phones. While it shows a product, the tab's title is the product's.
 */
export function ProductDetailsDialog({ slug, onClose }: { slug: string | null; onClose: () => void }) {
  const fullScreen = useDialogFullScreen();
  const titleId = useId();
  // A shared link (or a reload) lands on the product: shown at once, not faded in (its picture is the page's
  // largest paint, and a picture at opacity 0 when painted is never counted as one).
  const appear = useProductOverlay()?.pushed !== false;
  return (
    <LightDialog open={slug !== null} onClose={onClose} fullScreen={fullScreen} labelledBy={titleId} appear={appear}>
      <LightIconButton
        onClick={onClose}
        aria-label={t.close}
        sx={{ position: "absolute", top: 10, right: 10, zIndex: 2, bgcolor: "background.paper", boxShadow: 1, "&:hover": { bgcolor: "background.paper" } }}
      >
        <CloseRounded />
      </LightIconButton>
      {slug ? <ProductDetailsBody key={slug} slug={slug} titleId={titleId} /> : null}
    </LightDialog>
  );
}

/** The tab shows the product's title while the dialog shows it, and what it showed before afterwards. */
function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (!title) return;
    const before = document.title;
    document.title = `${title} | ${getBrandName()}`;
    return () => {
      document.title = before;
    };
  }, [title]);
}

function ProductDetailsBody({ slug, titleId }: { slug: string; titleId: string }) {
  const { data, loading, error } = useQuery(ProductDetailsDocument, { variables: { slug } });
  useErrorToast(error);
  useDocumentTitle(data?.product.title);

  if (loading && !data) return <DetailsSkeleton titleId={titleId} />;
  const product = data?.product;
  if (!product) {
    return (
      <Box sx={{ p: 6 }}>
        <Typography id={titleId} variant="h6" component="h2">
          {errorCode(error) === "NOT_FOUND" ? serverMessage(error) : t.loadFailed}
        </Typography>
      </Box>
    );
  }
  return <ProductDetails product={product} titleId={titleId} />;
}

type DetailsProduct = ShopProductDetailsQuery["product"];

function ProductDetails({ product, titleId }: { product: DetailsProduct; titleId: string }) {
  const { user } = useSession();
  // The product address's query (the page under the dialog has a location of its own).
  const search = useProductOverlay()?.search ?? "";
  const fullScreen = useDialogFullScreen();
  const reviewsRef = useRef<HTMLElement>(null);
  // A review request's link opens the form at once (it is why the shopper came).
  const reviewLink = new URLSearchParams(search).get("review") === "1";
  const reviewsNear = useNearView(reviewsRef, fullScreen) || reviewLink;
  const [sizeGuide, setSizeGuide] = useState(false);
  const { categoryLabel, brandLabel } = useCatalogueOptions();
  const { add, pendingId, isAtLimit } = useAddToCart("card");
  const limitId = useId();
  // A link to one size and colour (a shopping feed's, a search result's, a back-in-stock email's) opens with them chosen.
  const [choice, setChoice] = useState(() => {
    const query = new URLSearchParams(search);
    return initialChoice(product, { colour: query.get("colour"), size: query.get("size") });
  });
  const [prompt, setPrompt] = useState<"size" | "colour" | null>(null);
  const sizePicker = useRef<HTMLDivElement>(null);
  const colourPicker = useRef<HTMLDivElement>(null);

  const withOptions = hasSizes(product) || hasColours(product);
  const variant = withOptions ? chosenVariant(product, choice) : null;
  // Before a choice, the product as a whole; after it, the chosen variant (spec §2 rules per variant).
  const shown = variant ?? { price: product.price, salePrice: product.salePrice, stock: product.totalStock };
  const off = percentOff(shown);
  const lowStock = lowStockNotice(shown.stock);
  const soldOut = shown.stock <= 0;
  const chosen = variant ? { size: variant.size ?? null, colour: variant.colour ?? null, stock: variant.stock, price: variant.price, salePrice: variant.salePrice } : undefined;
  // The cart holds all the stock: Add to cart is disabled and says why (instead of warning 'Only 0 more can be added').
  const atLimit = !soldOut && isAtLimit(product, chosen);
  const pictures = picturesFor(product.gallery, choice.colour);
  useViewItem(product);

  function pick(next: Choice) {
    setChoice(next);
    if (prompt && missingOption(product, next) !== prompt) setPrompt(null);
  }

  function addToCart() {
    const missing = missingOption(product, choice);
    if (missing) {
      setPrompt(missing);
      const picker = (missing === "size" ? sizePicker : colourPicker).current;
      picker?.querySelector<HTMLButtonElement>("button:not(:disabled)")?.focus();
      return;
    }
    void add(product, chosen);
  }

  return (
    <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", md: "minmax(0, 5fr) minmax(0, 6fr)" }, minHeight: { md: 560 } }}>
      <Box sx={{ bgcolor: "#f1eef4", position: "relative" }}>
        <ProductGallery key={choice.colour ?? ""} pictures={pictures} title={product.title} />
      </Box>
      <Box sx={{ p: { xs: 2.5, sm: 4 }, display: "flex", flexDirection: "column", gap: 2, minWidth: 0 }}>
        <Box sx={{ pr: 5, display: "flex", alignItems: "flex-start", justifyContent: "space-between", gap: 1 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="overline" color="secondary.dark">
              {brandLabel(product.brand)} · {categoryLabel(product.category)}
            </Typography>
            <Typography id={titleId} variant="h4" component="h2" sx={{ fontSize: { xs: "1.6rem", md: "2rem" } }}>
              {product.title}
            </Typography>
          </Box>
          {user ? <WishlistButton productId={product.id} title={product.title} sx={{ flexShrink: 0, mt: 2.5 }} /> : null}
        </Box>
        <Box sx={{ display: "flex", gap: 1, alignItems: "center" }}>
          <StarRating value={product.averageRating} label={t.rating(product.averageRating)} />
          <Typography variant="body2" color="text.secondary">
            {product.averageRating.toFixed(1)} · {t.reviewCount(product.reviewCount)}
          </Typography>
        </Box>
        <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, flexWrap: "wrap" }} data-testid="details-price">
          <Price price={shown.price} salePrice={shown.salePrice} size="large" />
          {off > 0 ? <LabelChip label={t.percentOff(off)} sx={{ fontWeight: 800 }} /> : null}
        </Box>
        <Typography variant="caption" color="text.secondary" sx={{ mt: -1.5 }}>
          {t.inclusiveTaxes}
        </Typography>
        <Typography variant="body1" color="text.secondary" sx={{ lineHeight: 1.7 }}>
          {product.description}
        </Typography>
        {hasColours(product) ? (
          <OptionPicker
            ref={colourPicker}
            label={t.colour}
            value={choice.colour}
            onChange={(colour) => pick(chooseColour(product, choice, colour))}
            helper={prompt === "colour" ? t.selectColour : null}
            choices={product.options.colours.map((colour) => {
              const inStock = isColourInStock(product, colour);
              return stockedChoice(colour, inStock, <ColourSwatch colour={colour} soldOut={!inStock} />);
            })}
          />
        ) : null}
        {hasSizes(product) ? (
          <OptionPicker
            ref={sizePicker}
            label={t.size}
            value={choice.size}
            onChange={(size) => pick({ ...choice, size })}
            helper={prompt === "size" ? t.selectSize : null}
            choices={product.options.sizes.map((size) => stockedChoice(size, isSizeInStock(product, size, choice.colour)))}
            action={
              <LightButton variant="text" size="small" startIcon={<StraightenRounded />} onClick={() => setSizeGuide(true)} sx={{ py: 0 }}>
                {texts.shop.sizeGuide.open}
              </LightButton>
            }
          />
        ) : null}
        {sizeGuide ? (
          <Suspense fallback={null}>
            <SizeGuideDialog productId={product.id} title={product.title} open={sizeGuide} onClose={() => setSizeGuide(false)} />
          </Suspense>
        ) : null}
        {user ? <BackInStock product={product} colour={choice.colour} /> : null}
        {lowStock ? (
          <Typography sx={{ color: "error.main", fontWeight: 700 }} role="note">
            {lowStock}
          </Typography>
        ) : null}
        <Box>
          {soldOut ? (
            <LightButton variant="outlined" size="large" disabled fullWidth>
              {t.outOfStock}
            </LightButton>
          ) : (
            <LightButton
              variant="contained"
              size="large"
              fullWidth
              startIcon={<AddShoppingCartRounded />}
              loading={pendingId === product.id}
              disabled={atLimit}
              aria-describedby={atLimit ? limitId : undefined}
              onClick={addToCart}
            >
              {t.addToCart}
            </LightButton>
          )}
          {atLimit ? (
            <Typography id={limitId} variant="body2" sx={{ mt: 1, color: "error.main", fontWeight: 600 }}>
              {texts.shop.toasts.onlyAvailable(shown.stock)}
            </Typography>
          ) : null}
        </Box>
        <DeliveryCheck productId={product.id} />
        <Rule />
        <Box component="section" aria-label={t.customerReviews} ref={reviewsRef}>
          <Typography variant="h6" component="h3" sx={{ mb: 1.5 }}>
            {t.customerReviews}
          </Typography>
          <Suspense fallback={<Box sx={{ minHeight: 48 }} />}>{reviewsNear ? <reviewList.Component productId={product.id} /> : <Box sx={{ minHeight: 48 }} />}</Suspense>
        </Box>
        {user ? (
          <>
            <Rule />
            <Suspense fallback={<Box sx={{ minHeight: 240 }} />}>
              {reviewsNear ? <reviewForm.Component productId={product.id} focusOnOpen={reviewLink} /> : <Box sx={{ minHeight: 240 }} />}
            </Suspense>
          </>
        ) : null}
      </Box>
    </Box>
  );
}

/** GA4's view_item, once each time the details show a product (however often they render). */
function useViewItem(product: DetailsProduct) {
  const [key] = useState(() => `view_item:${product.id}:${Math.random()}`);
  useEffect(() => {
    const item = analyticsItem({
      id: product.id,
      title: product.title,
      price: product.price,
      salePrice: product.salePrice,
      brand: catalogueLabel("brands", product.brand),
      category: catalogueLabel("categories", product.category),
    });
    trackOnce(key, "view_item", { ...itemsValue([item]), items: [item] });
  }, [key, product]);
}

/** A size or colour to pick: one out of stock stays in view (the shopper sees it exists) but cannot be chosen, and says so. */
function stockedChoice(value: string, inStock: boolean, adornment?: ReactNode): PickerChoice {
  return { value, adornment, disabled: !inStock, accessibleName: inStock ? undefined : t.optionOutOfStock(value) };
}

function DetailsSkeleton({ titleId }: { titleId: string }) {
  return (
    <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", md: "5fr 6fr" } }} aria-busy="true">
      <Placeholder variant="rectangular" sx={{ height: "auto", aspectRatio: "4 / 5" }} />
      <Box sx={{ p: 4 }}>
        <Placeholder width="30%" />
        <Typography id={titleId} variant="h4" component="h2">
          <Placeholder width="80%" />
        </Typography>
        <Placeholder width="40%" height={36} />
        <Placeholder height={90} />
        <Placeholder variant="rounded" height={48} sx={{ mt: 2, borderRadius: 999 }} />
      </Box>
    </Box>
  );
}

/** MUI's Divider look (a 1 px rule in the divider colour). */
function Rule() {
  return <Box component="hr" sx={{ m: 0, border: 0, borderBottom: "1px solid", borderColor: "divider", flexShrink: 0 }} />;
}
