import { useMutation, useQuery } from "@apollo/client/react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Rating from "@mui/material/Rating";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { adminTexts } from "../../common/adminTexts";
import { serverMessage } from "../../common/errors";
import { formatDateTime } from "../../common/format";
import { useSnackbar } from "../../common/toasts";
import { texts } from "../../common/texts";
import { graphql } from "../../gql";
import type { AdminReviewsQuery } from "../../gql/graphql";
import { PageHeader } from "../PageHeader";

const t = adminTexts.reviews;
const PAGE = 20;

const AdminReviewFields = graphql(`
  fragment AdminReviewFields on Review {
    id
    productId
    productTitle
    username
    rating
    message
    fit
    verifiedBuyer
    hidden
    createdAt
    photos {
      url
      images {
        thumbnail
        large
      }
    }
  }
`);

export const AdminReviewsDocument = graphql(`
  query AdminReviews($first: Int, $offset: Int, $hidden: Boolean) {
    adminReviews(first: $first, offset: $offset, hidden: $hidden) {
      totalCount
      hasNextPage
      nodes {
        ...AdminReviewFields
      }
    }
  }
`);

const SetReviewHiddenDocument = graphql(`
  mutation AdminSetReviewHidden($id: ID!, $hidden: Boolean!) {
    setReviewHidden(id: $id, hidden: $hidden) {
      ...AdminReviewFields
    }
  }
`);

type Filter = "all" | "shown" | "hidden";
type Review = AdminReviewsQuery["adminReviews"]["nodes"][number];

/** Admin → Reviews (issue 44): every review, newest first, to hide spam or abuse (and show it again). */
export function AdminReviewsPage() {
  const [filter, setFilter] = useState<Filter>("all");
  const [shown, setShown] = useState(PAGE);
  const hidden = filter === "all" ? null : filter === "hidden";
  const { data, loading, error } = useQuery(AdminReviewsDocument, { variables: { first: shown, offset: 0, hidden }, fetchPolicy: "cache-and-network" });
  const page = data?.adminReviews;
  return (
    <Box>
      <PageHeader
        title={adminTexts.menu.reviews}
        subtitle={t.subtitle}
        actions={
          <ToggleButtonGroup size="small" exclusive value={filter} aria-label={t.filter} onChange={(_e, value: Filter | null) => value && (setFilter(value), setShown(PAGE))}>
            {(["all", "shown", "hidden"] as const).map((f) => (
              <ToggleButton key={f} value={f}>
                {t.filters[f]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        }
      />
      {error && !page ? (
        <Alert severity="error">{serverMessage(error)}</Alert>
      ) : !page && loading ? (
        <Skeleton variant="rounded" height={200} />
      ) : !page || page.nodes.length === 0 ? (
        <Typography color="text.secondary">{t.empty}</Typography>
      ) : (
        <Stack spacing={1.5}>
          <Stack component="ul" spacing={1.5} aria-label={adminTexts.menu.reviews} sx={{ listStyle: "none", m: 0, p: 0 }}>
            {page.nodes.map((review) => (
              <ReviewRow key={review.id} review={review} />
            ))}
          </Stack>
          {page.hasNextPage ? (
            <Box>
              <Button onClick={() => setShown((n) => n + PAGE)} loading={loading}>
                {t.more}
              </Button>
            </Box>
          ) : null}
        </Stack>
      )}
    </Box>
  );
}

function ReviewRow({ review }: { review: Review }) {
  const { enqueueSnackbar } = useSnackbar();
  const [setHidden, { loading }] = useMutation(SetReviewHiddenDocument, { refetchQueries: ["AdminReviews"] });
  const fit = review.fit ? texts.shop.product.fits[review.fit] : null;
  async function toggle() {
    try {
      await setHidden({ variables: { id: review.id, hidden: !review.hidden } });
      enqueueSnackbar(review.hidden ? t.shownToast : t.hiddenToast, { variant: "success" });
    } catch (e) {
      enqueueSnackbar(serverMessage(e), { variant: "error" });
    }
  }
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, opacity: review.hidden ? 0.65 : 1, display: "grid", gridTemplateColumns: { xs: "1fr", sm: "minmax(0, 1fr) auto" }, gap: 1.5 }}>
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
          <Typography sx={{ fontWeight: 700 }}>{review.productTitle}</Typography>
          {review.hidden ? <Chip size="small" label={t.hidden} /> : null}
        </Box>
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
          <Rating value={review.rating} readOnly size="small" aria-label={texts.shop.product.rating(review.rating)} />
          <Typography variant="body2">{review.username}</Typography>
          {review.verifiedBuyer ? <Chip size="small" color="success" variant="outlined" label={t.verified} /> : null}
          {fit ? <Chip size="small" variant="outlined" label={fit} /> : null}
          <Typography variant="caption" color="text.secondary">
            {formatDateTime(review.createdAt)}
          </Typography>
        </Box>
        <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: "anywhere" }}>
          {review.message}
        </Typography>
        {review.photos.length ? (
          <Box sx={{ display: "flex", gap: 1, mt: 1 }}>
            {review.photos.map((photo, i) => (
              <Box component="a" key={photo.url} href={photo.images.large} target="_blank" rel="noopener">
                <Box component="img" src={photo.images.thumbnail} alt={t.photo(i + 1)} sx={{ width: 56, height: 56, objectFit: "cover", borderRadius: 1, display: "block" }} />
              </Box>
            ))}
          </Box>
        ) : null}
      </Box>
      <Box sx={{ alignSelf: "start" }}>
        <Button
          variant={review.hidden ? "contained" : "outlined"}
          color={review.hidden ? "primary" : "error"}
          size="small"
          loading={loading}
          onClick={() => void toggle()}
          aria-label={review.hidden ? t.showOf(review.username, review.productTitle) : t.hideOf(review.username, review.productTitle)}
        >
          {review.hidden ? t.show : t.hide}
        </Button>
      </Box>
    </Paper>
  );
}

export { AdminReviewFields };
