/**
 * The delivery promise by pincode (issue 25): the serviceable-pincodes table (its admin, import and export), the
 * estimate the product page and checkout show, and the date arithmetic in business days. Other code reaches this
 * module only here.
 */
export { deliveryDate } from "./delivery-date.js";
export { createDeliveryService, DELIVERY_MESSAGES, type DeliveryEstimate, type DeliveryService, findServiceablePincode, PINCODE_COLUMNS, type PincodeRow } from "./pincodes.service.js";
