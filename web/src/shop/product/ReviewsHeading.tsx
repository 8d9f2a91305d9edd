import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { texts } from "../../common/texts";

const t = texts.shop.product;

export function ReviewsTitle() {
  return (
    <Typography variant="h6" component="h3" sx={{ mb: 1.5 }}>
      {t.customerReviews}
    </Typography>
  );
}

/** The reviews' section before its code is here (ProductReviews.tsx): its title, where the reviews will show. */
export function ReviewsHeading() {
  return (
    <Box component="section" aria-label={t.customerReviews} sx={{ minHeight: 120 }}>
      <ReviewsTitle />
    </Box>
  );
}
