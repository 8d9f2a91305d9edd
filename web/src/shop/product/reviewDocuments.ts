import { graphql } from "../../gql";

// The reviews' documents (ProductReviews.tsx, ReviewForm.tsx): apart from documents.ts, which the storefront's first
// chunk carries, so they load with the reviews (issue 29).

export const ProductReviewsDocument = graphql(`
  query ShopProductReviews($productId: ID!) {
    reviews(productId: $productId) {
      ...ShopReview
    }
  }
`);

export const ReviewFieldsFragment = graphql(`
  fragment ShopReview on Review {
    id
    productId
    username
    rating
    message
    fit
    verifiedBuyer
    photos {
      url
      images {
        thumbnail
        large
      }
    }
    createdAt
  }
`);

export const ProductRatingDocument = graphql(`
  query ShopProductRating($id: ID!) {
    product(id: $id) {
      id
      averageRating
      reviewCount
    }
  }
`);

export const AddReviewDocument = graphql(`
  mutation ShopAddReview($input: ReviewInput!) {
    addReview(input: $input) {
      ...ShopReview
    }
  }
`);

/** A review's photo (the same pipeline and limits as product images); the operation's name lets a customer send it. */
export const UploadReviewPhotoDocument = graphql(`
  mutation UploadReviewPhoto($file: Upload!) {
    uploadReviewPhoto(file: $file) {
      url
      images {
        thumbnail
      }
    }
  }
`);
