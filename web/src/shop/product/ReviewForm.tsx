import { useMutation } from "@apollo/client/react";
import CloseRounded from "@mui/icons-material/CloseRounded";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import IconButton from "@mui/material/IconButton";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Rating from "@mui/material/Rating";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import type { FitAnswer } from "../../gql/graphql";
import { serverMessage } from "../../common/errors";
import { texts } from "../../common/texts";
import { useShopToast } from "../common/toast";
import { AddReviewDocument, ProductRatingDocument, ProductReviewsDocument, UploadReviewPhotoDocument } from "./reviewDocuments";
import { ProductFitDocument } from "./sizeGuideDocuments";

/** The server's limit (a review's photos). */
const MAX_PHOTOS = 3;
const FITS: FitAnswer[] = ["RUNS_SMALL", "TRUE_TO_SIZE", "RUNS_LARGE"];

const t = texts.shop.product;

/** True when a review can be sent: stars 1–5 and a message that is not blank after trimming (spec §5). */
export function canSubmitReview(rating: number | null, message: string): boolean {
  return (rating ?? 0) > 0 && message.trim().length > 0;
}

/**
 * 'Write a review' (logged-in users): a 1–5 star picker, a text box and 'Submit Review'; then (not in the spec, issue 44)
 * how it fitted and up to 3 photos. The new review is put at the top of the product's cached reviews and the product's
 * rating and fit are re-read from the server. `focusOnOpen` (a review request's link): the form scrolls into view and
 * its star picker takes focus.
 */
export function ReviewForm({ productId, focusOnOpen = false }: { productId: string; focusOnOpen?: boolean }) {
  const [rating, setRating] = useState<number | null>(0);
  const [message, setMessage] = useState("");
  const [fit, setFit] = useState<FitAnswer | "">("");
  const [photos, setPhotos] = useState<Array<{ url: string; thumbnail: string }>>([]);
  const toast = useShopToast();
  const ratingLabelId = useId();
  const fitLabelId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [upload, { loading: uploading }] = useMutation(UploadReviewPhotoDocument);
  useEffect(() => {
    if (!focusOnOpen) return;
    formRef.current?.scrollIntoView({ block: "center" });
    formRef.current?.querySelector<HTMLInputElement>("input[type=radio]")?.focus();
  }, [focusOnOpen]);
  const [addReview, { loading }] = useMutation(AddReviewDocument, {
    refetchQueries: [
      { query: ProductRatingDocument, variables: { id: productId } },
      { query: ProductFitDocument, variables: { id: productId } },
    ],
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
      await addReview({ variables: { input: { productId, rating: rating ?? 0, message: message.trim(), fit: fit || null, photos: photos.map((p) => p.url) } } });
      toast.success(texts.shop.toasts.reviewAdded);
      setRating(0);
      setMessage("");
      setFit("");
      setPhotos([]);
    } catch (error) {
      toast.error(serverMessage(error));
    }
  }

  async function addPhoto(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    try {
      const { data } = await upload({ variables: { file } });
      if (data) setPhotos((current) => [...current, { url: data.uploadReviewPhoto.url, thumbnail: data.uploadReviewPhoto.images.thumbnail }].slice(0, MAX_PHOTOS));
    } catch (error) {
      toast.error(serverMessage(error));
    }
  }

  return (
    <Box component="form" ref={formRef} onSubmit={submit} aria-label={t.writeReview} sx={{ display: "flex", flexDirection: "column", gap: 1.5 }}>
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
        <Typography id={fitLabelId} variant="body2" color="text.secondary">
          {t.fitQuestion}
        </Typography>
        <RadioGroup row aria-labelledby={fitLabelId} value={fit} onChange={(e) => setFit(e.target.value as FitAnswer | "")}>
          {FITS.map((value) => (
            <FormControlLabel key={value} value={value} control={<Radio size="small" />} label={t.fits[value]} />
          ))}
          <FormControlLabel value="" control={<Radio size="small" />} label={t.fitNotSaid} />
        </RadioGroup>
      </Box>
      <Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
          {t.reviewPhotos}
        </Typography>
        <Box sx={{ display: "flex", gap: 1, alignItems: "center", flexWrap: "wrap" }}>
          {photos.map((photo, i) => (
            <Box key={photo.url} sx={{ position: "relative" }}>
              <Box component="img" src={photo.thumbnail} alt="" sx={{ width: 56, height: 56, objectFit: "cover", borderRadius: 1, display: "block" }} />
              <IconButton
                size="small"
                aria-label={t.removePhoto(i + 1)}
                onClick={() => setPhotos((current) => current.filter((p) => p.url !== photo.url))}
                sx={{ position: "absolute", top: -10, right: -10, bgcolor: "background.paper", boxShadow: 1, p: 0.25, "&:hover": { bgcolor: "background.paper" } }}
              >
                <CloseRounded fontSize="small" />
              </IconButton>
            </Box>
          ))}
          {photos.length < MAX_PHOTOS ? (
            <Button component="label" size="small" variant="outlined" loading={uploading}>
              {t.addPhoto}
              <input hidden type="file" accept="image/jpeg,image/png,image/webp" onChange={(e) => void addPhoto(e)} />
            </Button>
          ) : null}
        </Box>
      </Box>
      <Box>
        <Button type="submit" variant="contained" disabled={!valid || uploading} loading={loading}>
          {t.submitReview}
        </Button>
      </Box>
    </Box>
  );
}
