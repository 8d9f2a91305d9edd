import { graphql } from "../../gql";

export const AdminEmailsDocument = graphql(`
  query AdminEmails($first: Int!, $offset: Int!) {
    emails(first: $first, offset: $offset) {
      totalCount
      transport
      nodes {
        id
        kind
        recipient
        subject
        text
        html
        status
        attempts
        lastError
        transport
        createdAt
        sentAt
      }
    }
  }
`);
