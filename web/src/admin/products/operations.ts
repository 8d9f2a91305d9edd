import { graphql } from "../../gql";

export const AdminProductFields = graphql(`
  fragment AdminProductFields on Product {
    id
    title
    description
    category
    brand
    price
    salePrice
    totalStock
    image
    images {
      thumbnail
      large
      webp
      original
    }
    createdAt
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

/** The category and brand choices of the product form (ids and labels from the server). */
export const ProductFormOptionsDocument = graphql(`
  query ProductFormOptions {
    catalogueOptions {
      categories {
        id
        label
      }
      brands {
        id
        label
      }
    }
  }
`);

export const CreateProductDocument = graphql(`
  mutation CreateProduct($input: ProductInput!) {
    createProduct(input: $input) {
      ...AdminProductFields
    }
  }
`);

export const UpdateProductDocument = graphql(`
  mutation UpdateProduct($id: ID!, $input: ProductUpdateInput!) {
    updateProduct(id: $id, input: $input) {
      ...AdminProductFields
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
