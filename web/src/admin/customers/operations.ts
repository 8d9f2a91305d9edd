import { graphql } from "../../gql";

export const AdminCustomerFieldsFragment = graphql(`
  fragment AdminCustomerFields on Customer {
    id
    username
    name
    email
    emailVerified
    phone
    phoneVerified
    createdAt
    blocked
    blockedAt
    blockedReason
    orderCount
    totalSpent
  }
`);

export const AdminCustomersDocument = graphql(`
  query AdminCustomers($search: String, $first: Int!, $after: String) {
    customers(search: $search, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          ...AdminCustomerFields
        }
      }
    }
  }
`);

export const AdminCustomerDocument = graphql(`
  query AdminCustomer($id: ID!) {
    customer(id: $id) {
      ...AdminCustomerFields
      addresses {
        id
        name
        address
        city
        pincode
        phone
        notes
      }
    }
  }
`);

export const AdminCustomerPageOrdersDocument = graphql(`
  query AdminCustomerPageOrders($customerId: ID!, $first: Int!, $offset: Int!) {
    adminOrders(first: $first, offset: $offset, filter: { customerId: $customerId }) {
      totalCount
      nodes {
        id
        orderDate
        status
        paymentStatus
        totalAmount
      }
    }
  }
`);

export const SetCustomerBlockedDocument = graphql(`
  mutation SetCustomerBlocked($id: ID!, $blocked: Boolean!, $reason: String) {
    setCustomerBlocked(id: $id, blocked: $blocked, reason: $reason) {
      ...AdminCustomerFields
    }
  }
`);
