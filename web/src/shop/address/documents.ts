import { graphql } from "../../gql";

export const AddressFieldsFragment = graphql(`
  fragment ShopAddress on Address {
    id
    name
    address
    city
    phone
    pincode
    notes
    state
    createdAt
  }
`);

export const AddressesDocument = graphql(`
  query ShopAddresses {
    addresses {
      ...ShopAddress
    }
  }
`);

export const AddAddressDocument = graphql(`
  mutation ShopAddAddress($input: AddressInput!) {
    addAddress(input: $input) {
      ...ShopAddress
    }
  }
`);

export const UpdateAddressDocument = graphql(`
  mutation ShopUpdateAddress($id: ID!, $input: AddressInput!) {
    updateAddress(id: $id, input: $input) {
      ...ShopAddress
    }
  }
`);

export const DeleteAddressDocument = graphql(`
  mutation ShopDeleteAddress($id: ID!) {
    deleteAddress(id: $id) {
      id
      message
    }
  }
`);

export const IndianStatesDocument = graphql(`
  query ShopIndianStates {
    indianStates {
      id
      label
    }
  }
`);

export const PincodeStatesDocument = graphql(`
  query ShopPincodeStates($pincode: String!) {
    deliveryEstimate(pincode: $pincode) {
      pincode
      states
    }
  }
`);
