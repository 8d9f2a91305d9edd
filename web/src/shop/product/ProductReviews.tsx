import { useQuery } from "@apollo/client/react";
import VerifiedRounded from "@mui/icons-material/VerifiedRounded";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Rating from "@mui/material/Rating";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { formatDate } from "../../common/format";
import { texts } from "../../common/texts";
import type { ShopReviewFragment } from "../../gql/graphql";
import { useErrorToast } from "../common/useErrorToast";
import { FitSummary } from "./FitSummary";
import { ProductReviewsDocument } from "./reviewDocuments";
import { ProductFitDocument } from "./sizeGuideDocuments";
import { ReviewForm } from "./ReviewForm";

const t = texts.shop.product;

/**
 * The customer reviews of a product (spec §2), inside the dialog's 'Customer Reviews' section: how it fits (reviews'
 * answers and size returns), the shoppers' photos as a strip, then each review with its stars, fit, photos and
 * "Verified buyer".
 */
export function ReviewList({ productId }: { productId: string }) {
  const { data, error } = useQuery(ProductReviewsDocument, { variables: { productId } });
  const fit = useQuery(ProductFitDocument, { variables: { id: productId } });
  useErrorToast(error);
  const reviews = data?.reviews ?? [];
  const photos = reviews.flatMap((review) => review.photos.map((photo, i) => ({ ...photo, alt: t.reviewPhoto(review.username, i + 1) })));
  return (
    <Stack spacing={2}>
      {fit.data?.product ? <FitSummary fit={fit.data.product.fitSummary} /> : null}
      {photos.length ? <PhotoStrip photos={photos} label={t.photoStrip} /> : null}
      {reviews.length === 0 ? (
        <Typography color="text.secondary">{t.noReviews}</Typography>
      ) : (
        // It scrolls once the reviews pass 320 px (the demo's buyers' reviews do): focusable and named, so a keyboard
        // can scroll it (axe: scrollable-region-focusable).
        <Stack
          component="ul"
          tabIndex={0}
          aria-label={t.customerReviews}
          spacing={2}
          sx={{ listStyle: "none", p: 0, m: 0, maxHeight: 320, overflowY: "auto", "&:focus-visible": { outline: 2, outlineColor: "secondary.main", outlineOffset: 2 } }}
        >
          {reviews.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

export { ReviewForm };

/** Thumbnails in a row, each a link to the photo at its large size. */
function PhotoStrip({ photos, label }: { photos: Array<{ url: string; alt: string; images: { thumbnail: string; large: string } }>; label: string }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: "none", m: 0, p: 0, display: "flex", gap: 1, overflowX: "auto", pb: 0.5 }}>
      {photos.map((photo) => (
        <Box component="li" key={photo.url} sx={{ flexShrink: 0 }}>
          <Box component="a" href={photo.images.large} target="_blank" rel="noopener" sx={{ display: "block", borderRadius: 1.5, overflow: "hidden", "&:focus-visible": { outline: 2, outlineColor: "secondary.main" } }}>
            <Box component="img" src={photo.images.thumbnail} alt={photo.alt} loading="lazy" sx={{ width: 72, height: 72, objectFit: "cover", display: "block" }} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function ReviewItem({ review }: { review: ShopReviewFragment }) {
  return (
    <Box component="li" sx={{ display: "flex", gap: 1.5 }}>
      <Avatar sx={{ width: 36, height: 36, bgcolor: "primary.main", fontSize: 15 }} aria-hidden>
        {review.username.charAt(0).toUpperCase()}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
          <Typography sx={{ fontWeight: 700 }}>{review.username}</Typography>
          {review.verifiedBuyer ? (
            <Typography variant="caption" sx={{ display: "inline-flex", alignItems: "center", gap: 0.25, color: "success.dark", fontWeight: 700 }}>
              <VerifiedRounded sx={{ fontSize: 14 }} aria-hidden />
              {t.verifiedBuyer}
            </Typography>
          ) : null}
          <Typography variant="caption" color="text.secondary">
            {formatDate(review.createdAt)}
          </Typography>
        </Box>
        <Rating value={review.rating} readOnly size="small" aria-label={t.rating(review.rating)} />
        {review.fit ? (
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t.fitOf(t.fits[review.fit] ?? review.fit)}
          </Typography>
        ) : null}
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
          {review.message}
        </Typography>
        {review.photos.length ? (
          <PhotoStrip photos={review.photos.map((photo, i) => ({ ...photo, alt: t.reviewPhoto(review.username, i + 1) }))} label={t.reviewPhotosOf(review.username)} />
        ) : null}
      </Box>
    </Box>
  );
}
