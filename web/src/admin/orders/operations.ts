import { graphql } from "../../gql";

export const AdminOrdersDocument = graphql(`
  query AdminOrders($first: Int!, $offset: Int!) {
    adminOrders(first: $first, offset: $offset) {
      totalCount
      hasNextPage
      nodes {
        id
        orderDate
        status
        totalAmount
      }
    }
  }
`);

export const OrderStatusHistoryFields = graphql(`
  fragment OrderStatusHistoryFields on Order {
    id
    status
    paymentStatus
    updatedAt
    statusHistory {
      from
      to
      note
      changedBy
      changedAt
    }
  }
`);

export const AdminOrderDocument = graphql(`
  query AdminOrder($id: ID!) {
    order(id: $id) {
      ...OrderDetailsFields
      ...OrderStatusHistoryFields
      customer {
        id
        username
        name
        email
      }
    }
  }
`);

export const UpdateOrderStatusDocument = graphql(`
  mutation UpdateOrderStatus($id: ID!, $status: OrderStatus!) {
    updateOrderStatus(id: $id, status: $status) {
      message
      order {
        ...OrderStatusHistoryFields
      }
    }
  }
`);
