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

/** The signed-in account's details: name, email (null until a phone sign-in gives one), phone, and whether checkout must ask the name. */
export const AccountProfileDocument = graphql(`
  query AccountProfile {
    me {
      id
      name
      email
      emailVerified
      needsName
      phone
      phoneVerified
    }
  }
`);

/** Checkout's "Your name" step and Settings' details: the name, and the first email of an account made by phone. */
export const UpdateProfileDocument = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      id
      name
      email
      emailVerified
      needsName
    }
  }
`);

export const RequestPhoneVerificationDocument = graphql(`
  mutation RequestPhoneVerification($phone: String!, $channel: MessageChannel) {
    requestPhoneVerification(phone: $phone, channel: $channel)
  }
`);

export const VerifyPhoneDocument = graphql(`
  mutation VerifyPhone($phone: String!, $code: String!) {
    verifyPhone(phone: $phone, code: $code) {
      id
      phone
      phoneVerified
    }
  }
`);
