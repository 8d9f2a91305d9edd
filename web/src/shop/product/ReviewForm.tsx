import { useMutation } from "@apollo/client/react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Rating from "@mui/material/Rating";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useId, useState, type FormEvent } from "react";
import { serverMessage } from "../../common/errors";
import { texts } from "../../common/texts";
import { useShopToast } from "../common/toast";
import { AddReviewDocument, ProductRatingDocument, ProductReviewsDocument } from "./reviewDocuments";

const t = texts.shop.product;

/** True when a review can be sent: stars 1–5 and a message that is not blank after trimming (spec §5). */
export function canSubmitReview(rating: number | null, message: string): boolean {
  return (rating ?? 0) > 0 && message.trim().length > 0;
}

/**
 * 'Write a review' (logged-in users): a 1–5 star picker, a text box and 'Submit Review'. The new review is put
 * at the top of the product's cached reviews and the product's rating is re-read from the server.
 */
export function ReviewForm({ productId }: { productId: string }) {
  const [rating, setRating] = useState<number | null>(0);
  const [message, setMessage] = useState("");
  const toast = useShopToast();
  const ratingLabelId = useId();
  const [addReview, { loading }] = useMutation(AddReviewDocument, {
    refetchQueries: [{ query: ProductRatingDocument, variables: { id: productId } }],
    update(cache, { data }) {
      const review = data?.addReview;
      if (!review) return;
      cache.updateQuery({ query: ProductReviewsDocument, variables: { productId } }, (current) =>
        current ? { ...current, reviews: [review, ...current.reviews.filter((r) => r.id !== review.id)] } : current,
      );
    },
  });

  const valid = canSubmitReview(rating, message);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!valid || loading) return;
    try {
      await addReview({ variables: { input: { productId, rating: rating ?? 0, message: message.trim() } } });
      toast.success(texts.shop.toasts.reviewAdded);
      setRating(0);
      setMessage("");
    } catch (error) {
      toast.error(serverMessage(error));
    }
  }

  return (
    <Box component="form" onSubmit={submit} aria-label={t.writeReview} sx={{ display: "flex", flexDirection: "column", gap: 1.5 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {t.writeReview}
      </Typography>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1.5 }}>
        <Typography id={ratingLabelId} variant="body2" color="text.secondary">
          {t.yourRating}
        </Typography>
        <Rating
          name={`review-rating-${productId}`}
          value={rating}
          onChange={(_e, value) => setRating(value)}
          size="large"
          aria-labelledby={ratingLabelId}
        />
      </Box>
      <TextField
        label={t.reviewMessage}
        placeholder={t.reviewPlaceholder}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={!valid} loading={loading}>
          {t.submitReview}
        </Button>
      </Box>
    </Box>
  );
}
