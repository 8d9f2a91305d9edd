import { graphql } from "../../gql";

export const AdminOrdersDocument = graphql(`
  query AdminOrders($first: Int!, $offset: Int!, $filter: AdminOrderFilter) {
    adminOrders(first: $first, offset: $offset, filter: $filter) {
      totalCount
      hasNextPage
      nodes {
        id
        orderDate
        status
        totalAmount
        customer {
          id
          name
          email
        }
      }
    }
  }
`);

export const OrderStatusHistoryFields = graphql(`
  fragment OrderStatusHistoryFields on Order {
    id
    status
    nextStatuses
    paymentStatus
    invoiceAvailable
    ...OrderRefundsFields
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
      invoiceNumber
      invoiceAvailable
      collectedOnDelivery
      codConfirmation
      codConfirmBy
      codRisk {
        score
        band
        reasons
      }
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

export const CustomerOtherOrdersDocument = graphql(`
  query AdminCustomerOrders($customerId: ID!) {
    adminOrders(first: 11, offset: 0, filter: { customerId: $customerId }) {
      totalCount
      nodes {
        id
        orderDate
        status
        totalAmount
      }
    }
  }
`);

export const MarkOrderCollectedDocument = graphql(`
  mutation AdminMarkOrderCollected($id: ID!) {
    markOrderCollected(id: $id) {
      message
      order {
        ...OrderStatusHistoryFields
        invoiceNumber
      }
    }
  }
`);

export const MarkOrderReturnedToOriginDocument = graphql(`
  mutation AdminMarkOrderReturnedToOrigin($id: ID!, $reason: String!) {
    markOrderReturnedToOrigin(id: $id, reason: $reason) {
      message
      order {
        ...OrderStatusHistoryFields
      }
    }
  }
`);

export const AdminConfirmCodOrderDocument = graphql(`
  mutation AdminConfirmCodOrder($orderId: ID!) {
    adminConfirmCodOrder(orderId: $orderId) {
      ...OrderStatusHistoryFields
      codConfirmation
      codConfirmBy
    }
  }
`);
