import { useQuery } from "@apollo/client/react";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Rating from "@mui/material/Rating";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { formatDate } from "../../common/format";
import { texts } from "../../common/texts";
import type { ShopReviewFragment } from "../../gql/graphql";
import { useErrorToast } from "../common/useErrorToast";
import { ProductReviewsDocument } from "./reviewDocuments";
import { ReviewForm } from "./ReviewForm";

const t = texts.shop.product;

/** The customer reviews of a product (spec §2), inside the dialog's 'Customer Reviews' section. */
export function ReviewList({ productId }: { productId: string }) {
  const { data, error } = useQuery(ProductReviewsDocument, { variables: { productId } });
  useErrorToast(error);
  const reviews = data?.reviews ?? [];
  if (reviews.length === 0) return <Typography color="text.secondary">{t.noReviews}</Typography>;
  return (
    // It scrolls once the reviews pass 320 px (the demo's buyers' reviews do): focusable and named, so a keyboard can
    // scroll it (axe: scrollable-region-focusable).
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
  );
}

export { ReviewForm };

function ReviewItem({ review }: { review: ShopReviewFragment }) {
  return (
    <Box component="li" sx={{ display: "flex", gap: 1.5 }}>
      <Avatar sx={{ width: 36, height: 36, bgcolor: "primary.main", fontSize: 15 }} aria-hidden>
        {review.username.charAt(0).toUpperCase()}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
          <Typography sx={{ fontWeight: 700 }}>{review.username}</Typography>
          <Typography variant="caption" color="text.secondary">
            {formatDate(review.createdAt)}
          </Typography>
        </Box>
        <Rating value={review.rating} readOnly size="small" aria-label={t.rating(review.rating)} />
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
          {review.message}
        </Typography>
      </Box>
    </Box>
  );
}
