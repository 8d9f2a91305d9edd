import { graphql } from "../../gql";

export const PlaceOrderDocument = graphql(`
  mutation ShopPlaceOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      order {
        id
        totalAmount
        status
        paymentStatus
      }
      payment {
        provider
        keyId
        providerOrderId
        amount
        currency
        checkoutScriptUrl
        name
        description
      }
    }
  }
`);

export const VerifyPaymentDocument = graphql(`
  mutation ShopVerifyPayment($input: VerifyPaymentInput!) {
    verifyPayment(input: $input) {
      message
      order {
        id
        status
        paymentStatus
        paymentId
      }
    }
  }
`);

export const AbandonPaymentDocument = graphql(`
  mutation ShopAbandonPayment($input: AbandonPaymentInput!) {
    abandonPayment(input: $input) {
      id
      status
      paymentStatus
    }
  }
`);

export const CheckoutOptionsDocument = graphql(`
  query ShopCheckoutOptions($addressId: ID!) {
    checkoutOptions(addressId: $addressId) {
      serviceable
      deliveryBy
      codFee
      codAdvance
      codDueOnDelivery
      payOnlineSaving
      online {
        available
        reason
      }
      cod {
        available
        reason
      }
    }
  }
`);
