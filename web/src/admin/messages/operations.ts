import { graphql } from "../../gql";

export const AdminMessagesDocument = graphql(`
  query AdminMessages($first: Int!, $after: String, $phone: String) {
    messages(first: $first, after: $after, phone: $phone) {
      totalCount
      provider
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        kind
        channel
        phone
        template
        body
        buttons {
          title
          payload
        }
        status
        attempts
        lastError
        transport
        delivery
        pressed
        orderId
        createdAt
        sentAt
      }
    }
  }
`);

export const PressMessageButtonDocument = graphql(`
  mutation PressMessageButton($id: ID!, $payload: String!) {
    pressMessageButton(id: $id, payload: $payload) {
      id
      status
      delivery
      pressed
      sentAt
    }
  }
`);
