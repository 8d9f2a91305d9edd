import { graphql } from "../../gql";

export const AdminProductFields = graphql(`
  fragment AdminProductFields on Product {
    ...ProductSummaryFields
    description
    createdAt
    options {
      sizes
      colours
    }
  }
`);

/**
 * What the product panel edits beyond the card: the variants and the pictures after the main image. Read per
 * product when the panel opens (a page of 100 products with every variant would cost more than one request may).
 */
export const AdminProductDetailsFields = graphql(`
  fragment AdminProductDetailsFields on Product {
    ...AdminProductFields
    variants {
      id
      sku
      size
      colour
      stock
      price
      salePrice
      ownPrice
    }
    gallery {
      url
      colour
      images {
        ...ImageSetFields
      }
    }
    gstHsn
    weightGrams
    lengthCm
    breadthCm
    heightCm
  }
`);

/** The GST rows a product may be taxed by, and which is each category's default (the panel's GST select). */
export const AdminGstRateChoicesDocument = graphql(`
  query AdminGstRateChoices {
    gstRates {
      hsn
      description
      categories
    }
  }
`);

export const AdminProductDocument = graphql(`
  query AdminProduct($id: ID!) {
    product(id: $id) {
      ...AdminProductDetailsFields
    }
  }
`);

/**
 * Every product, out of stock included: the catalogue in pages of 100 (the API's maximum), all pages
 * fetched one after the other.
 */
export const AdminProductsDocument = graphql(`
  query AdminProducts($after: String) {
    products(first: 100, after: $after, sortBy: "title-atoz") {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          ...AdminProductFields
        }
      }
    }
  }
`);

export const CreateProductDocument = graphql(`
  mutation CreateProduct($input: ProductInput!) {
    createProduct(input: $input) {
      ...AdminProductDetailsFields
    }
  }
`);

export const UpdateProductDocument = graphql(`
  mutation UpdateProduct($id: ID!, $input: ProductUpdateInput!) {
    updateProduct(id: $id, input: $input) {
      ...AdminProductDetailsFields
    }
  }
`);

export const DeleteProductDocument = graphql(`
  mutation DeleteProduct($id: ID!) {
    deleteProduct(id: $id) {
      id
      message
    }
  }
`);

/** One product by id: the dashboard's low-stock list links to /admin/products?edit=<id>. */
export const AdminProductByIdDocument = graphql(`
  query AdminProductById($id: ID!) {
    product(id: $id) {
      ...AdminProductFields
    }
  }
`);
