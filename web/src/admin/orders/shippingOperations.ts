import { graphql } from "../../gql";

export const ShipmentFields = graphql(`
  fragment AdminShipmentFields on Shipment {
    id
    orderId
    orderReference
    direction
    awb
    courierName
    status
    labelUrl
    trackingUrl
    expectedDeliveryDate
    codAmount
    deliveryFailureReason
    deliveryFailureAnswer
    events {
      status
      at
      location
      note
    }
  }
`);

export const ReadyToShipDocument = graphql(`
  query AdminReadyToShip {
    readyToShip(first: 50) {
      id
      orderDate
      totalAmount
      paymentLabel
      bookingError
      customer {
        id
        name
      }
      shippingAddress {
        city
        pincode
      }
    }
    deliveryFailures {
      ...AdminShipmentFields
    }
  }
`);

export const CreateShipmentsDocument = graphql(`
  mutation AdminCreateShipments($orderIds: [ID!]!) {
    createShipments(orderIds: $orderIds) {
      orderId
      error
      shipment {
        ...AdminShipmentFields
      }
    }
  }
`);

export const OrderShipmentsDocument = graphql(`
  query AdminOrderShipments($id: ID!) {
    shippingSandbox
    order(id: $id) {
      id
      bookingError
      shipments {
        ...AdminShipmentFields
      }
    }
  }
`);

export const CreateShipmentDocument = graphql(`
  mutation AdminCreateShipment($orderId: ID!) {
    createShipment(orderId: $orderId) {
      ...AdminShipmentFields
    }
  }
`);

export const CancelShipmentDocument = graphql(`
  mutation AdminCancelShipment($id: ID!) {
    cancelShipment(id: $id) {
      ...AdminShipmentFields
    }
  }
`);

export const SimulateShipmentEventDocument = graphql(`
  mutation AdminSimulateShipmentEvent($id: ID!, $status: ShipmentStatus!, $note: String) {
    simulateShipmentEvent(shipmentId: $id, status: $status, note: $note) {
      ...AdminShipmentFields
    }
  }
`);

export const ResolveDeliveryFailureDocument = graphql(`
  mutation AdminResolveDeliveryFailure($id: ID!, $action: DeliveryFailureAction!) {
    resolveDeliveryFailure(shipmentId: $id, action: $action) {
      ...AdminShipmentFields
    }
  }
`);
