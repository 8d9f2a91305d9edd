import { graphql } from "../../gql";

/** What the admin's queue and detail show of a return request (issue 26). */
export const AdminReturnFields = graphql(`
  fragment AdminReturnFields on ReturnRequest {
    id
    orderId
    orderReference
    kind
    status
    refundAmount
    refundMethod
    onlineRefundAmount
    manualRefundAmount
    awaitingManualRefund
    refundTo
    refundReference
    refundFailureReason
    creditNoteNumber
    replacementOrderId
    rejectionReason
    nextStatuses
    createdAt
    customer {
      id
      email
      name
    }
    lines {
      id
      orderLineId
      title
      size
      colour
      quantity
      reason
      note
      photos
      restock
      refundAmount
      exchangeVariant {
        id
        size
        colour
      }
    }
    history {
      to
      note
      changedBy
      changedAt
    }
  }
`);

/** The queue: a page of requests with what the table shows (the detail reads the rest when opened). */
export const AdminReturnRequestsDocument = graphql(`
  query AdminReturnRequests($filter: ReturnRequestFilter, $after: String) {
    returnRequests(filter: $filter, first: 20, after: $after) {
      edges {
        cursor
        node {
          id
          orderReference
          kind
          status
          createdAt
          customer {
            id
            email
          }
          lines {
            id
            title
            quantity
            reason
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const AdminReturnRequestDocument = graphql(`
  query AdminReturnRequest($id: ID!) {
    returnRequest(id: $id) {
      ...AdminReturnFields
    }
  }
`);

export const ApproveReturnDocument = graphql(`
  mutation AdminApproveReturn($id: ID!) {
    approveReturn(id: $id) {
      ...AdminReturnFields
    }
  }
`);

export const RejectReturnDocument = graphql(`
  mutation AdminRejectReturn($id: ID!, $reason: String!) {
    rejectReturn(id: $id, reason: $reason) {
      ...AdminReturnFields
    }
  }
`);

export const MarkReturnPickedUpDocument = graphql(`
  mutation AdminMarkReturnPickedUp($id: ID!) {
    markReturnPickedUp(id: $id) {
      ...AdminReturnFields
    }
  }
`);

export const ReceiveReturnDocument = graphql(`
  mutation AdminReceiveReturn($input: ReceiveReturnInput!) {
    receiveReturn(input: $input) {
      ...AdminReturnFields
    }
  }
`);

export const RetryReturnRefundDocument = graphql(`
  mutation AdminRetryReturnRefund($id: ID!) {
    retryReturnRefund(id: $id) {
      ...AdminReturnFields
    }
  }
`);

export const ReturnSettingsDocument = graphql(`
  query AdminReturnSettings {
    returnSettings {
      windowDays
      nonReturnableCategories
      nonReturnableProducts {
        id
        title
      }
    }
  }
`);

export const SetNonReturnableDocument = graphql(`
  mutation AdminSetNonReturnable($input: NonReturnableInput!) {
    setNonReturnable(input: $input) {
      windowDays
      nonReturnableCategories
      nonReturnableProducts {
        id
        title
      }
    }
  }
`);

/** A refund paid by hand (cash on delivery; a part-paid order's cash part) recorded with its UPI or bank reference. */
export const RecordManualRefundDocument = graphql(`
  mutation AdminRecordManualRefund($id: ID!, $reference: String!) {
    recordManualRefund(id: $id, reference: $reference) {
      ...AdminReturnFields
    }
  }
`);
