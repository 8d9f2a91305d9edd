import { graphql } from "../../gql";

export const ResendVerificationEmailDocument = graphql(`
  mutation ResendVerificationEmail {
    resendVerificationEmail {
      message
    }
  }
`);

export const ChangePasswordDocument = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      message
    }
  }
`);

export const RequestEmailChangeDocument = graphql(`
  mutation RequestEmailChange($input: RequestEmailChangeInput!) {
    requestEmailChange(input: $input) {
      message
    }
  }
`);

export const SignOutEverywhereDocument = graphql(`
  mutation SignOutEverywhere {
    signOutEverywhere {
      message
    }
  }
`);
