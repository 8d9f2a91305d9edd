import { graphql } from "../../gql";

export const ServiceablePincodesDocument = graphql(`
  query AdminServiceablePincodes($search: String, $first: Int!, $offset: Int!) {
    serviceablePincodes(search: $search, first: $first, offset: $offset) {
      totalCount
      nodes {
        pincode
        state
        stateName
        city
        deliveryDays
        prepaidAllowed
        codAllowed
        updatedAt
      }
    }
    indianStates {
      id
      label
    }
  }
`);

export const UpsertServiceablePincodeDocument = graphql(`
  mutation AdminUpsertServiceablePincode($input: ServiceablePincodeInput!) {
    upsertServiceablePincode(input: $input) {
      pincode
      state
      stateName
      city
      deliveryDays
      prepaidAllowed
      codAllowed
      updatedAt
    }
  }
`);

export const DeleteServiceablePincodeDocument = graphql(`
  mutation AdminDeleteServiceablePincode($pincode: String!) {
    deleteServiceablePincode(pincode: $pincode) {
      id
      message
    }
  }
`);

export const ImportServiceablePincodesDocument = graphql(`
  mutation AdminImportServiceablePincodes($format: String!, $content: String!) {
    importServiceablePincodes(format: $format, content: $content) {
      created
      updated
      unchanged
      rejected {
        line
        reason
      }
    }
  }
`);

export const ExportServiceablePincodesDocument = graphql(`
  query AdminExportServiceablePincodes($format: String!) {
    exportServiceablePincodes(format: $format)
  }
`);
