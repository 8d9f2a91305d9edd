import { graphql } from "../gql";

/** The signed-in account's email and whether it is verified (Account's notice and settings; refreshed by an email link). */
export const AccountEmailStatusDocument = graphql(`
  query AccountEmailStatus {
    me {
      id
      email
      emailVerified
    }
  }
`);
