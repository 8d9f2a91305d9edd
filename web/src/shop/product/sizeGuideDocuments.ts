import { graphql } from "../../gql";

/** How a product fits (reviews' answers and size returns): the size guide and the reviews both show it. */
export const FitSummaryFragment = graphql(`
  fragment ShopFitSummary on Product {
    id
    fitSummary {
      runsSmall
      trueToSize
      runsLarge
    }
  }
`);

/** The size guide's chart of a product and its fit summary, asked for when the guide opens. */
export const SizeGuideDocument = graphql(`
  query ShopSizeGuide($productId: ID!) {
    sizeChart(productId: $productId) {
      id
      measurements
      note
      rows {
        size
        cm
        inches
      }
    }
    product(id: $productId) {
      ...ShopFitSummary
    }
  }
`);

export const ProductFitDocument = graphql(`
  query ShopProductFit($id: ID!) {
    product(id: $id) {
      ...ShopFitSummary
    }
  }
`);
