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

/** The shopper's consent to marketing emails and the record of it (issue 44). */
const MarketingConsentFields = graphql(`
  fragment ShopMarketingConsent on MarketingConsent {
    emailGranted
    wording
    current {
      granted
      wording
      source
      at
    }
  }
`);

export const MarketingConsentDocument = graphql(`
  query ShopMarketingConsent {
    marketingConsent {
      ...ShopMarketingConsent
    }
  }
`);

export const SetMarketingConsentDocument = graphql(`
  mutation ShopSetMarketingConsent($granted: Boolean!) {
    setMarketingConsent(granted: $granted) {
      ...ShopMarketingConsent
    }
  }
`);

export { MarketingConsentFields };
