/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query AdminProductSearch($keyword: String!) {\n    productSearch(keyword: $keyword, first: 10) {\n      edges {\n        node {\n          id\n          title\n          sku\n        }\n      }\n    }\n  }\n": typeof types.AdminProductSearchDocument,
    "\n  fragment AdminCustomerFields on Customer {\n    id\n    username\n    name\n    email\n    emailVerified\n    phone\n    phoneVerified\n    createdAt\n    blocked\n    blockedAt\n    blockedReason\n    orderCount\n    totalSpent\n  }\n": typeof types.AdminCustomerFieldsFragmentDoc,
    "\n  query AdminCustomers($search: String, $first: Int!, $after: String) {\n    customers(search: $search, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...AdminCustomerFields\n        }\n      }\n    }\n  }\n": typeof types.AdminCustomersDocument,
    "\n  query AdminCustomer($id: ID!) {\n    customer(id: $id) {\n      ...AdminCustomerFields\n      addresses {\n        id\n        name\n        address\n        city\n        pincode\n        phone\n        notes\n      }\n    }\n  }\n": typeof types.AdminCustomerDocument,
    "\n  query AdminCustomerPageOrders($customerId: ID!, $first: Int!, $offset: Int!) {\n    adminOrders(first: $first, offset: $offset, filter: { customerId: $customerId }) {\n      totalCount\n      nodes {\n        id\n        orderDate\n        status\n        paymentStatus\n        totalAmount\n      }\n    }\n  }\n": typeof types.AdminCustomerPageOrdersDocument,
    "\n  mutation SetCustomerBlocked($id: ID!, $blocked: Boolean!, $reason: String) {\n    setCustomerBlocked(id: $id, blocked: $blocked, reason: $reason) {\n      ...AdminCustomerFields\n    }\n  }\n": typeof types.SetCustomerBlockedDocument,
    "\n  query AdminReturnInsights($days: Int!) {\n    salesInsights(days: $days) {\n      days\n      returns {\n        refunded\n        refunds\n        netRevenue\n        byProduct {\n          productId\n          title\n          unitsSold\n          unitsReturned\n          rate\n        }\n        byReason {\n          reason\n          units\n          requests\n        }\n      }\n    }\n  }\n": typeof types.AdminReturnInsightsDocument,
    "\n  query AdminSalesInsights($days: Int!) {\n    salesInsights(days: $days) {\n      days\n      from\n      to\n      revenue\n      discount\n      paidOrders\n      averageOrderValue\n      cod {\n        orders\n        orderShare\n        revenue\n        revenueShare\n        dispatched\n        returnedToOrigin\n        returnToOriginRate\n      }\n      daily {\n        date\n        revenue\n        paidOrders\n      }\n      byStatus {\n        status\n        count\n      }\n      topByUnits {\n        productId\n        title\n        units\n        revenue\n      }\n      topByRevenue {\n        productId\n        title\n        units\n        revenue\n      }\n      lowStockThreshold\n      lowStockVariants {\n        productId\n        title\n        sku\n        size\n        colour\n        stock\n      }\n    }\n  }\n": typeof types.AdminSalesInsightsDocument,
    "\n  query AdminCartRecovery($days: Int!) {\n    salesInsights(days: $days) {\n      days\n      cartRecovery {\n        abandonedCarts\n        remindersSent\n        recoveredCarts\n        recoveredRevenue\n        recoveryRate\n      }\n    }\n  }\n": typeof types.AdminCartRecoveryDocument,
    "\n  query AdminStockAlertDemand {\n    stockAlertDemand(first: 10) {\n      productId\n      variantId\n      title\n      sku\n      size\n      colour\n      stock\n      waiting\n    }\n  }\n": typeof types.AdminStockAlertDemandDocument,
    "\n  query AdminShippingInsights($days: Int!) {\n    salesInsights(days: $days) {\n      days\n      shipping {\n        parcels\n        averageDaysToDeliver\n        ndrRate\n        rtoRate\n        byStatus {\n          status\n          count\n        }\n        byCourier {\n          name\n          parcels\n          averageDaysToDeliver\n          ndrRate\n          rtoRate\n        }\n        topPincodes {\n          name\n          parcels\n          averageDaysToDeliver\n          ndrRate\n          rtoRate\n        }\n      }\n    }\n  }\n": typeof types.AdminShippingInsightsDocument,
    "\n  query AdminCodRiskInsights($days: Int!) {\n    salesInsights(days: $days) {\n      days\n      codRisk {\n        byPincode {\n          name\n          parcels\n          returned\n          rtoRate\n        }\n        byBand {\n          band\n          parcels\n          returned\n          rtoRate\n        }\n        unscored {\n          name\n          parcels\n          returned\n          rtoRate\n        }\n      }\n    }\n  }\n": typeof types.AdminCodRiskInsightsDocument,
    "\n  fragment AdminFeatureImageFields on FeatureImage {\n    ...FeatureImageFields\n    image\n  }\n": typeof types.AdminFeatureImageFieldsFragmentDoc,
    "\n  query AdminFeatureImages {\n    featureImages {\n      ...AdminFeatureImageFields\n    }\n  }\n": typeof types.AdminFeatureImagesDocument,
    "\n  mutation AddFeatureImage($input: FeatureImageInput!) {\n    addFeatureImage(input: $input) {\n      ...AdminFeatureImageFields\n    }\n  }\n": typeof types.AddFeatureImageDocument,
    "\n  mutation UpdateFeatureImage($id: ID!, $input: FeatureImageUpdateInput!) {\n    updateFeatureImage(id: $id, input: $input) {\n      ...AdminFeatureImageFields\n    }\n  }\n": typeof types.UpdateFeatureImageDocument,
    "\n  mutation DeleteFeatureImage($id: ID!) {\n    deleteFeatureImage(id: $id) {\n      id\n      message\n    }\n  }\n": typeof types.DeleteFeatureImageDocument,
    "\n  query AdminServiceablePincodes($search: String, $first: Int!, $offset: Int!) {\n    serviceablePincodes(search: $search, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        pincode\n        state\n        stateName\n        city\n        deliveryDays\n        prepaidAllowed\n        codAllowed\n        updatedAt\n      }\n    }\n    indianStates {\n      id\n      label\n    }\n  }\n": typeof types.AdminServiceablePincodesDocument,
    "\n  mutation AdminUpsertServiceablePincode($input: ServiceablePincodeInput!) {\n    upsertServiceablePincode(input: $input) {\n      pincode\n      state\n      stateName\n      city\n      deliveryDays\n      prepaidAllowed\n      codAllowed\n      updatedAt\n    }\n  }\n": typeof types.AdminUpsertServiceablePincodeDocument,
    "\n  mutation AdminDeleteServiceablePincode($pincode: String!) {\n    deleteServiceablePincode(pincode: $pincode) {\n      id\n      message\n    }\n  }\n": typeof types.AdminDeleteServiceablePincodeDocument,
    "\n  mutation AdminImportServiceablePincodes($format: String!, $content: String!) {\n    importServiceablePincodes(format: $format, content: $content) {\n      created\n      updated\n      unchanged\n      rejected {\n        line\n        reason\n      }\n    }\n  }\n": typeof types.AdminImportServiceablePincodesDocument,
    "\n  query AdminExportServiceablePincodes($format: String!) {\n    exportServiceablePincodes(format: $format)\n  }\n": typeof types.AdminExportServiceablePincodesDocument,
    "\n  query AdminEmails($first: Int!, $offset: Int!) {\n    emails(first: $first, offset: $offset) {\n      totalCount\n      transport\n      nodes {\n        id\n        kind\n        recipient\n        subject\n        text\n        html\n        status\n        attempts\n        lastError\n        transport\n        createdAt\n        sentAt\n      }\n    }\n  }\n": typeof types.AdminEmailsDocument,
    "\n  fragment GstRateFields on GstRate {\n    hsn\n    description\n    threshold\n    rateUpTo\n    rateAbove\n    categories\n    updatedAt\n  }\n": typeof types.GstRateFieldsFragmentDoc,
    "\n  query AdminGstRates {\n    gstRates {\n      ...GstRateFields\n    }\n  }\n": typeof types.AdminGstRatesDocument,
    "\n  mutation UpdateGstRate($input: GstRateInput!) {\n    updateGstRate(input: $input) {\n      ...GstRateFields\n    }\n  }\n": typeof types.UpdateGstRateDocument,
    "\n  mutation CreateGstRate($input: GstRateInput!) {\n    createGstRate(input: $input) {\n      ...GstRateFields\n    }\n  }\n": typeof types.CreateGstRateDocument,
    "\n  mutation SetCategoryGstRate($category: String!, $hsn: String!) {\n    setCategoryGstRate(category: $category, hsn: $hsn) {\n      ...GstRateFields\n    }\n  }\n": typeof types.SetCategoryGstRateDocument,
    "\n  query AdminMessages($first: Int!, $after: String, $phone: String) {\n    messages(first: $first, after: $after, phone: $phone) {\n      totalCount\n      provider\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        kind\n        channel\n        phone\n        template\n        body\n        buttons {\n          title\n          payload\n        }\n        status\n        attempts\n        lastError\n        transport\n        delivery\n        pressed\n        orderId\n        createdAt\n        sentAt\n      }\n    }\n  }\n": typeof types.AdminMessagesDocument,
    "\n  mutation PressMessageButton($id: ID!, $payload: String!) {\n    pressMessageButton(id: $id, payload: $payload) {\n      id\n      status\n      delivery\n      pressed\n      sentAt\n    }\n  }\n": typeof types.PressMessageButtonDocument,
    "\n  query AdminOrders($first: Int!, $offset: Int!, $filter: AdminOrderFilter) {\n    adminOrders(first: $first, offset: $offset, filter: $filter) {\n      totalCount\n      hasNextPage\n      nodes {\n        id\n        orderDate\n        status\n        totalAmount\n        customer {\n          id\n          name\n          email\n        }\n      }\n    }\n  }\n": typeof types.AdminOrdersDocument,
    "\n  fragment OrderStatusHistoryFields on Order {\n    id\n    status\n    nextStatuses\n    paymentStatus\n    invoiceAvailable\n    ...OrderRefundsFields\n    updatedAt\n    statusHistory {\n      from\n      to\n      note\n      changedBy\n      changedAt\n    }\n  }\n": typeof types.OrderStatusHistoryFieldsFragmentDoc,
    "\n  query AdminOrder($id: ID!) {\n    order(id: $id) {\n      ...OrderDetailsFields\n      ...OrderStatusHistoryFields\n      invoiceNumber\n      invoiceAvailable\n      collectedOnDelivery\n      codConfirmation\n      codConfirmBy\n      codRisk {\n        score\n        band\n        reasons\n      }\n      customer {\n        id\n        username\n        name\n        email\n      }\n    }\n  }\n": typeof types.AdminOrderDocument,
    "\n  mutation UpdateOrderStatus($id: ID!, $status: OrderStatus!) {\n    updateOrderStatus(id: $id, status: $status) {\n      message\n      order {\n        ...OrderStatusHistoryFields\n      }\n    }\n  }\n": typeof types.UpdateOrderStatusDocument,
    "\n  query AdminCustomerOrders($customerId: ID!) {\n    adminOrders(first: 11, offset: 0, filter: { customerId: $customerId }) {\n      totalCount\n      nodes {\n        id\n        orderDate\n        status\n        totalAmount\n      }\n    }\n  }\n": typeof types.AdminCustomerOrdersDocument,
    "\n  mutation AdminMarkOrderCollected($id: ID!) {\n    markOrderCollected(id: $id) {\n      message\n      order {\n        ...OrderStatusHistoryFields\n        invoiceNumber\n      }\n    }\n  }\n": typeof types.AdminMarkOrderCollectedDocument,
    "\n  mutation AdminMarkOrderReturnedToOrigin($id: ID!, $reason: String!) {\n    markOrderReturnedToOrigin(id: $id, reason: $reason) {\n      message\n      order {\n        ...OrderStatusHistoryFields\n      }\n    }\n  }\n": typeof types.AdminMarkOrderReturnedToOriginDocument,
    "\n  mutation AdminConfirmCodOrder($orderId: ID!) {\n    adminConfirmCodOrder(orderId: $orderId) {\n      ...OrderStatusHistoryFields\n      codConfirmation\n      codConfirmBy\n    }\n  }\n": typeof types.AdminConfirmCodOrderDocument,
    "\n  fragment AdminShipmentFields on Shipment {\n    id\n    orderId\n    orderReference\n    direction\n    awb\n    courierName\n    status\n    labelUrl\n    trackingUrl\n    expectedDeliveryDate\n    codAmount\n    deliveryFailureReason\n    deliveryFailureAnswer\n    events {\n      status\n      at\n      location\n      note\n    }\n  }\n": typeof types.AdminShipmentFieldsFragmentDoc,
    "\n  query AdminReadyToShip {\n    readyToShip(first: 50) {\n      id\n      orderDate\n      totalAmount\n      paymentLabel\n      bookingError\n      customer {\n        id\n        name\n      }\n      shippingAddress {\n        city\n        pincode\n      }\n    }\n    deliveryFailures {\n      ...AdminShipmentFields\n    }\n  }\n": typeof types.AdminReadyToShipDocument,
    "\n  mutation AdminCreateShipments($orderIds: [ID!]!) {\n    createShipments(orderIds: $orderIds) {\n      orderId\n      error\n      shipment {\n        ...AdminShipmentFields\n      }\n    }\n  }\n": typeof types.AdminCreateShipmentsDocument,
    "\n  query AdminOrderShipments($id: ID!) {\n    shippingSandbox\n    order(id: $id) {\n      id\n      bookingError\n      shipments {\n        ...AdminShipmentFields\n      }\n    }\n  }\n": typeof types.AdminOrderShipmentsDocument,
    "\n  mutation AdminCreateShipment($orderId: ID!) {\n    createShipment(orderId: $orderId) {\n      ...AdminShipmentFields\n    }\n  }\n": typeof types.AdminCreateShipmentDocument,
    "\n  mutation AdminCancelShipment($id: ID!) {\n    cancelShipment(id: $id) {\n      ...AdminShipmentFields\n    }\n  }\n": typeof types.AdminCancelShipmentDocument,
    "\n  mutation AdminSimulateShipmentEvent($id: ID!, $status: ShipmentStatus!, $note: String) {\n    simulateShipmentEvent(shipmentId: $id, status: $status, note: $note) {\n      ...AdminShipmentFields\n    }\n  }\n": typeof types.AdminSimulateShipmentEventDocument,
    "\n  mutation AdminResolveDeliveryFailure($id: ID!, $action: DeliveryFailureAction!) {\n    resolveDeliveryFailure(shipmentId: $id, action: $action) {\n      ...AdminShipmentFields\n    }\n  }\n": typeof types.AdminResolveDeliveryFailureDocument,
    "\n  fragment AdminProductFields on Product {\n    ...ProductSummaryFields\n    description\n    createdAt\n    options {\n      sizes\n      colours\n    }\n  }\n": typeof types.AdminProductFieldsFragmentDoc,
    "\n  fragment AdminProductDetailsFields on Product {\n    ...AdminProductFields\n    variants {\n      id\n      sku\n      size\n      colour\n      stock\n      price\n      salePrice\n      ownPrice\n    }\n    gallery {\n      url\n      colour\n      images {\n        ...ImageSetFields\n      }\n    }\n    gstHsn\n    weightGrams\n    lengthCm\n    breadthCm\n    heightCm\n  }\n": typeof types.AdminProductDetailsFieldsFragmentDoc,
    "\n  query AdminGstRateChoices {\n    gstRates {\n      hsn\n      description\n      categories\n    }\n  }\n": typeof types.AdminGstRateChoicesDocument,
    "\n  query AdminProduct($id: ID!) {\n    product(id: $id) {\n      ...AdminProductDetailsFields\n    }\n  }\n": typeof types.AdminProductDocument,
    "\n  query AdminProducts($after: String) {\n    products(first: 100, after: $after, sortBy: \"title-atoz\") {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...AdminProductFields\n        }\n      }\n    }\n  }\n": typeof types.AdminProductsDocument,
    "\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      ...AdminProductDetailsFields\n    }\n  }\n": typeof types.CreateProductDocument,
    "\n  mutation UpdateProduct($id: ID!, $input: ProductUpdateInput!) {\n    updateProduct(id: $id, input: $input) {\n      ...AdminProductDetailsFields\n    }\n  }\n": typeof types.UpdateProductDocument,
    "\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      id\n      message\n    }\n  }\n": typeof types.DeleteProductDocument,
    "\n  query AdminProductById($id: ID!) {\n    product(id: $id) {\n      ...AdminProductFields\n    }\n  }\n": typeof types.AdminProductByIdDocument,
    "\n  fragment AdminPromotion on Promotion {\n    id\n    kind\n    code\n    title\n    description\n    isPublic\n    discountType\n    percentOff\n    amountOff\n    maxDiscount\n    minOrderValue\n    minQuantity\n    startsAt\n    endsAt\n    maxUses\n    maxUsesPerCustomer\n    uses\n    scope\n    scopeValues\n    scopeProducts {\n      id\n      title\n      sku\n    }\n    firstOrderOnly\n    prepaidOnly\n    paused\n    status\n  }\n": typeof types.AdminPromotionFragmentDoc,
    "\n  query AdminPromotions {\n    promotions {\n      ...AdminPromotion\n    }\n  }\n": typeof types.AdminPromotionsDocument,
    "\n  mutation AdminCreatePromotion($input: PromotionInput!) {\n    createPromotion(input: $input) {\n      ...AdminPromotion\n    }\n  }\n": typeof types.AdminCreatePromotionDocument,
    "\n  mutation AdminUpdatePromotion($id: ID!, $input: PromotionUpdateInput!) {\n    updatePromotion(id: $id, input: $input) {\n      ...AdminPromotion\n    }\n  }\n": typeof types.AdminUpdatePromotionDocument,
    "\n  mutation AdminDeletePromotion($id: ID!) {\n    deletePromotion(id: $id) {\n      id\n      message\n    }\n  }\n": typeof types.AdminDeletePromotionDocument,
    "\n  fragment AdminReturnFields on ReturnRequest {\n    id\n    orderId\n    orderReference\n    kind\n    status\n    refundAmount\n    refundMethod\n    onlineRefundAmount\n    manualRefundAmount\n    awaitingManualRefund\n    refundTo\n    refundReference\n    refundFailureReason\n    creditNoteNumber\n    replacementOrderId\n    rejectionReason\n    nextStatuses\n    createdAt\n    customer {\n      id\n      email\n      name\n    }\n    lines {\n      id\n      orderLineId\n      title\n      size\n      colour\n      quantity\n      reason\n      note\n      photos\n      restock\n      refundAmount\n      exchangeVariant {\n        id\n        size\n        colour\n      }\n    }\n    history {\n      to\n      note\n      changedBy\n      changedAt\n    }\n  }\n": typeof types.AdminReturnFieldsFragmentDoc,
    "\n  query AdminReturnRequests($filter: ReturnRequestFilter, $after: String) {\n    returnRequests(filter: $filter, first: 20, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          orderReference\n          kind\n          status\n          createdAt\n          customer {\n            id\n            email\n          }\n          lines {\n            id\n            title\n            quantity\n            reason\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.AdminReturnRequestsDocument,
    "\n  query AdminReturnRequest($id: ID!) {\n    returnRequest(id: $id) {\n      ...AdminReturnFields\n    }\n  }\n": typeof types.AdminReturnRequestDocument,
    "\n  mutation AdminApproveReturn($id: ID!) {\n    approveReturn(id: $id) {\n      ...AdminReturnFields\n    }\n  }\n": typeof types.AdminApproveReturnDocument,
    "\n  mutation AdminRejectReturn($id: ID!, $reason: String!) {\n    rejectReturn(id: $id, reason: $reason) {\n      ...AdminReturnFields\n    }\n  }\n": typeof types.AdminRejectReturnDocument,
    "\n  mutation AdminMarkReturnPickedUp($id: ID!) {\n    markReturnPickedUp(id: $id) {\n      ...AdminReturnFields\n    }\n  }\n": typeof types.AdminMarkReturnPickedUpDocument,
    "\n  mutation AdminReceiveReturn($input: ReceiveReturnInput!) {\n    receiveReturn(input: $input) {\n      ...AdminReturnFields\n    }\n  }\n": typeof types.AdminReceiveReturnDocument,
    "\n  mutation AdminRetryReturnRefund($id: ID!) {\n    retryReturnRefund(id: $id) {\n      ...AdminReturnFields\n    }\n  }\n": typeof types.AdminRetryReturnRefundDocument,
    "\n  query AdminReturnSettings {\n    returnSettings {\n      windowDays\n      nonReturnableCategories\n      nonReturnableProducts {\n        id\n        title\n      }\n    }\n  }\n": typeof types.AdminReturnSettingsDocument,
    "\n  mutation AdminSetNonReturnable($input: NonReturnableInput!) {\n    setNonReturnable(input: $input) {\n      windowDays\n      nonReturnableCategories\n      nonReturnableProducts {\n        id\n        title\n      }\n    }\n  }\n": typeof types.AdminSetNonReturnableDocument,
    "\n  mutation AdminRecordManualRefund($id: ID!, $reference: String!) {\n    recordManualRefund(id: $id, reference: $reference) {\n      ...AdminReturnFields\n    }\n  }\n": typeof types.AdminRecordManualRefundDocument,
    "\n  fragment AdminReviewFields on Review {\n    id\n    productId\n    productTitle\n    username\n    rating\n    message\n    fit\n    verifiedBuyer\n    hidden\n    createdAt\n    photos {\n      url\n      images {\n        thumbnail\n        large\n      }\n    }\n  }\n": typeof types.AdminReviewFieldsFragmentDoc,
    "\n  query AdminReviews($first: Int, $offset: Int, $hidden: Boolean) {\n    adminReviews(first: $first, offset: $offset, hidden: $hidden) {\n      totalCount\n      hasNextPage\n      nodes {\n        ...AdminReviewFields\n      }\n    }\n  }\n": typeof types.AdminReviewsDocument,
    "\n  mutation AdminSetReviewHidden($id: ID!, $hidden: Boolean!) {\n    setReviewHidden(id: $id, hidden: $hidden) {\n      ...AdminReviewFields\n    }\n  }\n": typeof types.AdminSetReviewHiddenDocument,
    "\n  fragment AdminSizeChartFields on SizeChart {\n    id\n    category\n    brand\n    measurements\n    note\n    rows {\n      size\n      cm\n    }\n  }\n": typeof types.AdminSizeChartFieldsFragmentDoc,
    "\n  query AdminSizeCharts {\n    sizeCharts {\n      ...AdminSizeChartFields\n    }\n  }\n": typeof types.AdminSizeChartsDocument,
    "\n  mutation AdminSaveSizeChart($input: SizeChartInput!) {\n    saveSizeChart(input: $input) {\n      ...AdminSizeChartFields\n    }\n  }\n": typeof types.AdminSaveSizeChartDocument,
    "\n  mutation AdminDeleteSizeChart($id: ID!) {\n    deleteSizeChart(id: $id) {\n      id\n    }\n  }\n": typeof types.AdminDeleteSizeChartDocument,
    "\n  query Me {\n    me {\n      id\n      username\n      email\n      name\n      role\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation RequestLoginCode($phone: String!, $channel: MessageChannel) {\n    requestLoginCode(phone: $phone, channel: $channel)\n  }\n": typeof types.RequestLoginCodeDocument,
    "\n  mutation VerifyLoginCode($phone: String!, $code: String!) {\n    verifyLoginCode(phone: $phone, code: $code) {\n      message\n      token\n      user {\n        id\n        username\n        email\n        name\n        role\n      }\n    }\n  }\n": typeof types.VerifyLoginCodeDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      message\n      token\n      user {\n        id\n        username\n        email\n        name\n        role\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      message\n      user {\n        id\n      }\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  query UnsubscribeStatus($token: String!) {\n    unsubscribeStatus(token: $token) {\n      email\n      subscribed\n    }\n  }\n": typeof types.UnsubscribeStatusDocument,
    "\n  mutation Unsubscribe($token: String!) {\n    unsubscribe(token: $token) {\n      message\n    }\n  }\n": typeof types.UnsubscribeDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      message\n    }\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token) {\n      message\n    }\n  }\n": typeof types.VerifyEmailDocument,
    "\n  mutation UploadImage($file: Upload!) {\n    uploadImage(file: $file) {\n      url\n      images {\n        ...ImageSetFields\n      }\n    }\n  }\n": typeof types.UploadImageDocument,
    "\n  query AccountEmailStatus {\n    me {\n      id\n      email\n      emailVerified\n    }\n  }\n": typeof types.AccountEmailStatusDocument,
    "\n  query AccountProfile {\n    me {\n      id\n      name\n      email\n      emailVerified\n      needsName\n      phone\n      phoneVerified\n    }\n  }\n": typeof types.AccountProfileDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      name\n      email\n      emailVerified\n      needsName\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation RequestPhoneVerification($phone: String!, $channel: MessageChannel) {\n    requestPhoneVerification(phone: $phone, channel: $channel)\n  }\n": typeof types.RequestPhoneVerificationDocument,
    "\n  mutation VerifyPhone($phone: String!, $code: String!) {\n    verifyPhone(phone: $phone, code: $code) {\n      id\n      phone\n      phoneVerified\n    }\n  }\n": typeof types.VerifyPhoneDocument,
    "\n  query CatalogueOptions {\n    catalogueOptions {\n      categories {\n        id\n        label\n      }\n      brands {\n        id\n        label\n      }\n      sorts {\n        id\n        label\n      }\n    }\n  }\n": typeof types.CatalogueOptionsDocument,
    "\n  fragment ImageSetFields on ImageSet {\n    thumbnail\n    large\n    webp\n    original\n    webpSources {\n      url\n      width\n    }\n  }\n": typeof types.ImageSetFieldsFragmentDoc,
    "\n  fragment ProductSummaryFields on Product {\n    id\n    title\n    category\n    brand\n    price\n    salePrice\n    totalStock\n    image\n    images {\n      ...ImageSetFields\n    }\n  }\n": typeof types.ProductSummaryFieldsFragmentDoc,
    "\n  fragment FeatureImageFields on FeatureImage {\n    id\n    title\n    description\n    position\n    images {\n      ...ImageSetFields\n    }\n  }\n": typeof types.FeatureImageFieldsFragmentDoc,
    "\n  fragment OrderDetailsFields on Order {\n    id\n    orderDate\n    status\n    paymentStatus\n    paymentMethod\n    paymentLabel\n    codFee\n    shippingFee\n    shippingTax {\n      cgst\n      sgst\n      igst\n    }\n    codAdvance\n    amountDueOnDelivery\n    paymentId\n    totalAmount\n    subtotal\n    discount\n    discounts {\n      name\n      kind\n      code\n      amount\n    }\n    currency\n    lines {\n      productId\n      title\n      image\n      price\n      quantity\n      size\n      colour\n      lineTotal\n      tax {\n        cgst\n        sgst\n        igst\n      }\n    }\n    shippingAddress {\n      addressId\n      address\n      city\n      pincode\n      phone\n      notes\n    }\n    ...OrderRefundsFields\n  }\n": typeof types.OrderDetailsFieldsFragmentDoc,
    "\n  fragment OrderRefundsFields on Order {\n    refundedAmount\n    refunds {\n      id\n      amount\n      method\n      status\n      reason\n      createdAt\n      settledAt\n      providerRefundId\n      reference\n      failureReason\n    }\n  }\n": typeof types.OrderRefundsFieldsFragmentDoc,
    "\n  mutation ConfirmCodOrder($orderId: ID!) {\n    confirmCodOrder(orderId: $orderId) {\n      id\n      codConfirmation\n      codConfirmBy\n      status\n    }\n  }\n": typeof types.ConfirmCodOrderDocument,
    "\n  query ShopOrderReturns($id: ID!) {\n    order(id: $id) {\n      id\n      status\n      returnRequested\n      returnWindowEndsAt\n      lines {\n        id\n        productId\n        title\n        size\n        colour\n        quantity\n        listPrice\n      }\n      returns {\n        id\n        kind\n        status\n        refundAmount\n        onlineRefundAmount\n        manualRefundAmount\n        creditNoteNumber\n        rejectionReason\n        createdAt\n        lines {\n          id\n          orderLineId\n          title\n          size\n          colour\n          quantity\n          reason\n          exchangeVariant {\n            id\n            size\n            colour\n          }\n        }\n        history {\n          to\n          note\n          changedAt\n        }\n      }\n    }\n  }\n": typeof types.ShopOrderReturnsDocument,
    "\n  query ShopReturnVariants($id: ID!) {\n    product(id: $id) {\n      id\n      variants {\n        id\n        size\n        colour\n        stock\n        price\n      }\n    }\n  }\n": typeof types.ShopReturnVariantsDocument,
    "\n  mutation ShopRequestReturn($input: RequestReturnInput!) {\n    requestReturn(input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.ShopRequestReturnDocument,
    "\n  mutation ShopCancelReturn($id: ID!) {\n    cancelReturn(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.ShopCancelReturnDocument,
    "\n  mutation UploadReturnPhoto($file: Upload!) {\n    uploadReturnPhoto(file: $file) {\n      url\n    }\n  }\n": typeof types.UploadReturnPhotoDocument,
    "\n  query ShopOrderShipments($id: ID!) {\n    order(id: $id) {\n      id\n      shipments {\n        id\n        direction\n        awb\n        courierName\n        status\n        trackingUrl\n        expectedDeliveryDate\n        deliveryFailureReason\n        deliveryFailureAnswer\n        rescheduleDates\n        events {\n          status\n          at\n          location\n          note\n        }\n      }\n    }\n  }\n": typeof types.ShopOrderShipmentsDocument,
    "\n  mutation ShopRescheduleDelivery($id: ID!, $date: String!, $note: String) {\n    rescheduleDelivery(shipmentId: $id, date: $date, note: $note) {\n      id\n      status\n      deliveryFailureAnswer\n      rescheduleDates\n    }\n  }\n": typeof types.ShopRescheduleDeliveryDocument,
    "\n  query ShopOrderHistory($after: String) {\n    orderHistory(first: 10, after: $after) {\n      edges {\n        cursor\n        node {\n          ...OrderDetailsFields\n          invoiceNumber\n          invoiceAvailable\n          returnRequested\n          codConfirmation\n          codConfirmBy\n          payOnlineDiscount\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.ShopOrderHistoryDocument,
    "\n  mutation PayCodOrderOnline($orderId: ID!) {\n    payCodOrderOnline(orderId: $orderId) {\n      provider\n      keyId\n      providerOrderId\n      amount\n      currency\n      checkoutScriptUrl\n      name\n    }\n  }\n": typeof types.PayCodOrderOnlineDocument,
    "\n  query ShopWishlist {\n    wishlist {\n      items {\n        addedAt\n        priceWhenAdded\n        priceDrop\n        product {\n          id\n          slug\n          title\n          price\n          salePrice\n          totalStock\n          images {\n            thumbnail\n          }\n        }\n      }\n    }\n  }\n": typeof types.ShopWishlistDocument,
    "\n  query ShopWishlistProductVariants($id: ID!) {\n    product(id: $id) {\n      id\n      options {\n        sizes\n        colours\n      }\n      variants {\n        id\n        size\n        colour\n        stock\n      }\n    }\n  }\n": typeof types.ShopWishlistProductVariantsDocument,
    "\n  mutation ShopCancelStockAlert($id: ID!) {\n    cancelStockAlert(id: $id)\n  }\n": typeof types.ShopCancelStockAlertDocument,
    "\n  mutation ResendVerificationEmail {\n    resendVerificationEmail {\n      message\n    }\n  }\n": typeof types.ResendVerificationEmailDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      message\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation RequestEmailChange($input: RequestEmailChangeInput!) {\n    requestEmailChange(input: $input) {\n      message\n    }\n  }\n": typeof types.RequestEmailChangeDocument,
    "\n  mutation SignOutEverywhere {\n    signOutEverywhere {\n      message\n    }\n  }\n": typeof types.SignOutEverywhereDocument,
    "\n  fragment ShopMarketingConsent on MarketingConsent {\n    emailGranted\n    wording\n    current {\n      granted\n      wording\n      source\n      at\n    }\n  }\n": typeof types.ShopMarketingConsentFragmentDoc,
    "\n  query ShopMarketingConsent {\n    marketingConsent {\n      ...ShopMarketingConsent\n    }\n  }\n": typeof types.ShopMarketingConsentDocument,
    "\n  mutation ShopSetMarketingConsent($granted: Boolean!) {\n    setMarketingConsent(granted: $granted) {\n      ...ShopMarketingConsent\n    }\n  }\n": typeof types.ShopSetMarketingConsentDocument,
    "\n  fragment ShopAddress on Address {\n    id\n    name\n    address\n    city\n    phone\n    pincode\n    notes\n    state\n    createdAt\n  }\n": typeof types.ShopAddressFragmentDoc,
    "\n  query ShopAddresses {\n    addresses {\n      ...ShopAddress\n    }\n  }\n": typeof types.ShopAddressesDocument,
    "\n  mutation ShopAddAddress($input: AddressInput!) {\n    addAddress(input: $input) {\n      ...ShopAddress\n    }\n  }\n": typeof types.ShopAddAddressDocument,
    "\n  mutation ShopUpdateAddress($id: ID!, $input: AddressInput!) {\n    updateAddress(id: $id, input: $input) {\n      ...ShopAddress\n    }\n  }\n": typeof types.ShopUpdateAddressDocument,
    "\n  mutation ShopDeleteAddress($id: ID!) {\n    deleteAddress(id: $id) {\n      id\n      message\n    }\n  }\n": typeof types.ShopDeleteAddressDocument,
    "\n  query ShopIndianStates {\n    indianStates {\n      id\n      label\n    }\n  }\n": typeof types.ShopIndianStatesDocument,
    "\n  query ShopPincodeStates($pincode: String!) {\n    deliveryEstimate(pincode: $pincode) {\n      pincode\n      states\n    }\n  }\n": typeof types.ShopPincodeStatesDocument,
    "\n  fragment ShopCart on Cart {\n    id\n    itemCount\n    subtotal\n    discount\n    shipping\n    freeShippingShortfall\n    total\n    couponNotice\n    appliedCoupon {\n      code\n      title\n      saving\n    }\n    automaticPromotion {\n      title\n      saving\n    }\n    offers {\n      code\n      title\n      description\n      applies\n      hint\n    }\n    lines {\n      id\n      productId\n      title\n      image\n      price\n      salePrice\n      unitPrice\n      quantity\n      size\n      colour\n      lineTotal\n      discount\n      net\n      availableStock\n      problem\n    }\n  }\n": typeof types.ShopCartFragmentDoc,
    "\n  query ShopCart {\n    cart {\n      ...ShopCart\n    }\n  }\n": typeof types.ShopCartDocument,
    "\n  mutation ShopAddToCart($input: AddToCartInput!) {\n    addToCart(input: $input) {\n      ...ShopCart\n    }\n  }\n": typeof types.ShopAddToCartDocument,
    "\n  mutation ShopSetCartQuantity($input: SetCartQuantityInput!) {\n    setCartQuantity(input: $input) {\n      ...ShopCart\n    }\n  }\n": typeof types.ShopSetCartQuantityDocument,
    "\n  mutation ShopRemoveFromCart($input: CartLineKeyInput!) {\n    removeFromCart(input: $input) {\n      ...ShopCart\n    }\n  }\n": typeof types.ShopRemoveFromCartDocument,
    "\n  mutation ShopApplyCoupon($code: String!) {\n    applyCoupon(code: $code) {\n      ...ShopCart\n    }\n  }\n": typeof types.ShopApplyCouponDocument,
    "\n  mutation ShopRemoveCoupon {\n    removeCoupon {\n      ...ShopCart\n    }\n  }\n": typeof types.ShopRemoveCouponDocument,
    "\n  mutation ShopPlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      order {\n        id\n        totalAmount\n        status\n        paymentStatus\n      }\n      payment {\n        provider\n        keyId\n        providerOrderId\n        amount\n        currency\n        checkoutScriptUrl\n        name\n        description\n      }\n    }\n  }\n": typeof types.ShopPlaceOrderDocument,
    "\n  mutation ShopVerifyPayment($input: VerifyPaymentInput!) {\n    verifyPayment(input: $input) {\n      message\n      order {\n        id\n        status\n        paymentStatus\n        paymentId\n      }\n    }\n  }\n": typeof types.ShopVerifyPaymentDocument,
    "\n  mutation ShopAbandonPayment($input: AbandonPaymentInput!) {\n    abandonPayment(input: $input) {\n      id\n      status\n      paymentStatus\n    }\n  }\n": typeof types.ShopAbandonPaymentDocument,
    "\n  query ShopCheckoutOptions($addressId: ID!) {\n    checkoutOptions(addressId: $addressId) {\n      serviceable\n      deliveryBy\n      codFee\n      codAdvance\n      codDueOnDelivery\n      payOnlineSaving\n      online {\n        available\n        reason\n      }\n      cod {\n        available\n        reason\n      }\n    }\n  }\n": typeof types.ShopCheckoutOptionsDocument,
    "\n  mutation ShopMeasurePurchase($orderId: ID!, $clientId: String) {\n    measurePurchase(orderId: $orderId, clientId: $clientId) {\n      transactionId\n      value\n      tax\n      shipping\n      currency\n      coupon\n      items {\n        itemId\n        itemName\n        itemBrand\n        itemCategory\n        itemVariant\n        price\n        discount\n        quantity\n      }\n    }\n  }\n": typeof types.ShopMeasurePurchaseDocument,
    "\n  query MyWhatsAppUpdates {\n    myWhatsAppUpdates {\n      granted\n      phone\n      wording\n      changedAt\n    }\n  }\n": typeof types.MyWhatsAppUpdatesDocument,
    "\n  mutation SetWhatsAppUpdates($granted: Boolean!, $phone: String, $source: WhatsAppConsentSource) {\n    setWhatsAppUpdates(granted: $granted, phone: $phone, source: $source) {\n      granted\n      phone\n      wording\n      changedAt\n    }\n  }\n": typeof types.SetWhatsAppUpdatesDocument,
    "\n  query ShopFeatureImages {\n    featureImages {\n      ...FeatureImageFields\n    }\n  }\n": typeof types.ShopFeatureImagesDocument,
    "\n  query ShopHomeProducts($first: Int!) {\n    products(sortBy: \"price-lowtohigh\", first: $first) {\n      ...ShopProductPage\n    }\n  }\n": typeof types.ShopHomeProductsDocument,
    "\n  query ShopCategoryTileImages {\n    men: products(filter: { categories: [\"men\"] }, sortBy: \"price-hightolow\", first: 1) {\n      edges { node { id images { thumbnail webp webpSources { url width } } } }\n    }\n    women: products(filter: { categories: [\"women\"] }, sortBy: \"price-hightolow\", first: 1) {\n      edges { node { id images { thumbnail webp webpSources { url width } } } }\n    }\n    kids: products(filter: { categories: [\"kids\"] }, sortBy: \"price-hightolow\", first: 1) {\n      edges { node { id images { thumbnail webp webpSources { url width } } } }\n    }\n    accessories: products(filter: { categories: [\"accessories\"] }, sortBy: \"price-hightolow\", first: 1) {\n      edges { node { id images { thumbnail webp webpSources { url width } } } }\n    }\n    footwear: products(filter: { categories: [\"footwear\"] }, sortBy: \"price-hightolow\", first: 1) {\n      edges { node { id images { thumbnail webp webpSources { url width } } } }\n    }\n  }\n": typeof types.ShopCategoryTileImagesDocument,
    "\n  query ShopListingProducts($filter: ProductFilter, $sortBy: String, $first: Int, $after: String) {\n    products(filter: $filter, sortBy: $sortBy, first: $first, after: $after) {\n      ...ShopProductPage\n      facets {\n        # The categories' and brands' labels are the catalogue options' (useCatalogueOptions): only their counts here.\n        categories {\n          id\n          count\n        }\n        brands {\n          id\n          count\n        }\n        sizes {\n          id\n          label\n          count\n        }\n        colours {\n          id\n          label\n          count\n        }\n        priceRange {\n          min\n          max\n        }\n      }\n    }\n  }\n": typeof types.ShopListingProductsDocument,
    "\n  query ShopDeliveryEstimate($pincode: String!, $productId: ID) {\n    deliveryEstimate(pincode: $pincode, productId: $productId) {\n      pincode\n      serviceable\n      deliveryBy\n      codAvailable\n    }\n  }\n": typeof types.ShopDeliveryEstimateDocument,
    "\n  fragment ShopProductCard on Product {\n    id\n    title\n    slug\n    category\n    brand\n    price\n    salePrice\n    totalStock\n    images {\n      thumbnail\n      srcSet\n    }\n    options {\n      sizes\n      colours\n    }\n  }\n": typeof types.ShopProductCardFragmentDoc,
    "\n  fragment ShopProductPage on ProductConnection {\n    edges {\n      node {\n        ...ShopProductCard\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n": typeof types.ShopProductPageFragmentDoc,
    "\n  query ShopProductDetails($slug: String!) {\n    product(slug: $slug) {\n      ...ShopProductCard\n      images {\n        large\n      }\n      description\n      averageRating\n      reviewCount\n      gallery {\n        url\n        colour\n        images {\n          thumbnail\n          large\n          srcSet\n        }\n      }\n      variants {\n        id\n        size\n        colour\n        stock\n        price\n        salePrice\n      }\n    }\n  }\n": typeof types.ShopProductDetailsDocument,
    "\n  query ShopProductReviews($productId: ID!) {\n    reviews(productId: $productId) {\n      ...ShopReview\n    }\n  }\n": typeof types.ShopProductReviewsDocument,
    "\n  fragment ShopReview on Review {\n    id\n    productId\n    username\n    rating\n    message\n    fit\n    verifiedBuyer\n    photos {\n      url\n      images {\n        thumbnail\n        large\n      }\n    }\n    createdAt\n  }\n": typeof types.ShopReviewFragmentDoc,
    "\n  query ShopProductRating($id: ID!) {\n    product(id: $id) {\n      id\n      averageRating\n      reviewCount\n    }\n  }\n": typeof types.ShopProductRatingDocument,
    "\n  mutation ShopAddReview($input: ReviewInput!) {\n    addReview(input: $input) {\n      ...ShopReview\n    }\n  }\n": typeof types.ShopAddReviewDocument,
    "\n  mutation UploadReviewPhoto($file: Upload!) {\n    uploadReviewPhoto(file: $file) {\n      url\n      images {\n        thumbnail\n      }\n    }\n  }\n": typeof types.UploadReviewPhotoDocument,
    "\n  fragment ShopFitSummary on Product {\n    id\n    fitSummary {\n      runsSmall\n      trueToSize\n      runsLarge\n    }\n  }\n": typeof types.ShopFitSummaryFragmentDoc,
    "\n  query ShopSizeGuide($productId: ID!) {\n    sizeChart(productId: $productId) {\n      id\n      measurements\n      note\n      rows {\n        size\n        cm\n        inches\n      }\n    }\n    product(id: $productId) {\n      ...ShopFitSummary\n    }\n  }\n": typeof types.ShopSizeGuideDocument,
    "\n  query ShopProductFit($id: ID!) {\n    product(id: $id) {\n      ...ShopFitSummary\n    }\n  }\n": typeof types.ShopProductFitDocument,
    "\n  query ShopMyStockAlerts {\n    myStockAlerts {\n      id\n      variantId\n      size\n      colour\n      status\n      createdAt\n      product {\n        id\n        title\n        slug\n        image\n      }\n    }\n  }\n": typeof types.ShopMyStockAlertsDocument,
    "\n  mutation ShopNotifyWhenInStock($productId: ID!, $variantId: ID) {\n    notifyWhenInStock(productId: $productId, variantId: $variantId) {\n      id\n      variantId\n      size\n      colour\n      status\n      createdAt\n      product {\n        id\n        title\n        slug\n        image\n      }\n    }\n  }\n": typeof types.ShopNotifyWhenInStockDocument,
    "\n  mutation ShopRestoreCart($token: String!) {\n    restoreCart(token: $token) {\n      couponCode\n      notice\n      cart {\n        ...ShopCart\n      }\n    }\n  }\n": typeof types.ShopRestoreCartDocument,
    "\n  query ShopSearch($keyword: String!) {\n    search(keyword: $keyword, first: 24) {\n      ...ShopProductCard\n    }\n  }\n": typeof types.ShopSearchDocument,
    "\n  query ShopWishlistIds {\n    wishlist {\n      items {\n        product {\n          id\n        }\n      }\n    }\n  }\n": typeof types.ShopWishlistIdsDocument,
    "\n  mutation ShopAddToWishlist($productId: ID!) {\n    addToWishlist(productId: $productId) {\n      items {\n        product {\n          id\n        }\n      }\n    }\n  }\n": typeof types.ShopAddToWishlistDocument,
    "\n  mutation ShopRemoveFromWishlist($productId: ID!) {\n    removeFromWishlist(productId: $productId) {\n      items {\n        product {\n          id\n        }\n      }\n    }\n  }\n": typeof types.ShopRemoveFromWishlistDocument,
};
const documents: Documents = {
    "\n  query AdminProductSearch($keyword: String!) {\n    productSearch(keyword: $keyword, first: 10) {\n      edges {\n        node {\n          id\n          title\n          sku\n        }\n      }\n    }\n  }\n": types.AdminProductSearchDocument,
    "\n  fragment AdminCustomerFields on Customer {\n    id\n    username\n    name\n    email\n    emailVerified\n    phone\n    phoneVerified\n    createdAt\n    blocked\n    blockedAt\n    blockedReason\n    orderCount\n    totalSpent\n  }\n": types.AdminCustomerFieldsFragmentDoc,
    "\n  query AdminCustomers($search: String, $first: Int!, $after: String) {\n    customers(search: $search, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...AdminCustomerFields\n        }\n      }\n    }\n  }\n": types.AdminCustomersDocument,
    "\n  query AdminCustomer($id: ID!) {\n    customer(id: $id) {\n      ...AdminCustomerFields\n      addresses {\n        id\n        name\n        address\n        city\n        pincode\n        phone\n        notes\n      }\n    }\n  }\n": types.AdminCustomerDocument,
    "\n  query AdminCustomerPageOrders($customerId: ID!, $first: Int!, $offset: Int!) {\n    adminOrders(first: $first, offset: $offset, filter: { customerId: $customerId }) {\n      totalCount\n      nodes {\n        id\n        orderDate\n        status\n        paymentStatus\n        totalAmount\n      }\n    }\n  }\n": types.AdminCustomerPageOrdersDocument,
    "\n  mutation SetCustomerBlocked($id: ID!, $blocked: Boolean!, $reason: String) {\n    setCustomerBlocked(id: $id, blocked: $blocked, reason: $reason) {\n      ...AdminCustomerFields\n    }\n  }\n": types.SetCustomerBlockedDocument,
    "\n  query AdminReturnInsights($days: Int!) {\n    salesInsights(days: $days) {\n      days\n      returns {\n        refunded\n        refunds\n        netRevenue\n        byProduct {\n          productId\n          title\n          unitsSold\n          unitsReturned\n          rate\n        }\n        byReason {\n          reason\n          units\n          requests\n        }\n      }\n    }\n  }\n": types.AdminReturnInsightsDocument,
    "\n  query AdminSalesInsights($days: Int!) {\n    salesInsights(days: $days) {\n      days\n      from\n      to\n      revenue\n      discount\n      paidOrders\n      averageOrderValue\n      cod {\n        orders\n        orderShare\n        revenue\n        revenueShare\n        dispatched\n        returnedToOrigin\n        returnToOriginRate\n      }\n      daily {\n        date\n        revenue\n        paidOrders\n      }\n      byStatus {\n        status\n        count\n      }\n      topByUnits {\n        productId\n        title\n        units\n        revenue\n      }\n      topByRevenue {\n        productId\n        title\n        units\n        revenue\n      }\n      lowStockThreshold\n      lowStockVariants {\n        productId\n        title\n        sku\n        size\n        colour\n        stock\n      }\n    }\n  }\n": types.AdminSalesInsightsDocument,
    "\n  query AdminCartRecovery($days: Int!) {\n    salesInsights(days: $days) {\n      days\n      cartRecovery {\n        abandonedCarts\n        remindersSent\n        recoveredCarts\n        recoveredRevenue\n        recoveryRate\n      }\n    }\n  }\n": types.AdminCartRecoveryDocument,
    "\n  query AdminStockAlertDemand {\n    stockAlertDemand(first: 10) {\n      productId\n      variantId\n      title\n      sku\n      size\n      colour\n      stock\n      waiting\n    }\n  }\n": types.AdminStockAlertDemandDocument,
    "\n  query AdminShippingInsights($days: Int!) {\n    salesInsights(days: $days) {\n      days\n      shipping {\n        parcels\n        averageDaysToDeliver\n        ndrRate\n        rtoRate\n        byStatus {\n          status\n          count\n        }\n        byCourier {\n          name\n          parcels\n          averageDaysToDeliver\n          ndrRate\n          rtoRate\n        }\n        topPincodes {\n          name\n          parcels\n          averageDaysToDeliver\n          ndrRate\n          rtoRate\n        }\n      }\n    }\n  }\n": types.AdminShippingInsightsDocument,
    "\n  query AdminCodRiskInsights($days: Int!) {\n    salesInsights(days: $days) {\n      days\n      codRisk {\n        byPincode {\n          name\n          parcels\n          returned\n          rtoRate\n        }\n        byBand {\n          band\n          parcels\n          returned\n          rtoRate\n        }\n        unscored {\n          name\n          parcels\n          returned\n          rtoRate\n        }\n      }\n    }\n  }\n": types.AdminCodRiskInsightsDocument,
    "\n  fragment AdminFeatureImageFields on FeatureImage {\n    ...FeatureImageFields\n    image\n  }\n": types.AdminFeatureImageFieldsFragmentDoc,
    "\n  query AdminFeatureImages {\n    featureImages {\n      ...AdminFeatureImageFields\n    }\n  }\n": types.AdminFeatureImagesDocument,
    "\n  mutation AddFeatureImage($input: FeatureImageInput!) {\n    addFeatureImage(input: $input) {\n      ...AdminFeatureImageFields\n    }\n  }\n": types.AddFeatureImageDocument,
    "\n  mutation UpdateFeatureImage($id: ID!, $input: FeatureImageUpdateInput!) {\n    updateFeatureImage(id: $id, input: $input) {\n      ...AdminFeatureImageFields\n    }\n  }\n": types.UpdateFeatureImageDocument,
    "\n  mutation DeleteFeatureImage($id: ID!) {\n    deleteFeatureImage(id: $id) {\n      id\n      message\n    }\n  }\n": types.DeleteFeatureImageDocument,
    "\n  query AdminServiceablePincodes($search: String, $first: Int!, $offset: Int!) {\n    serviceablePincodes(search: $search, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        pincode\n        state\n        stateName\n        city\n        deliveryDays\n        prepaidAllowed\n        codAllowed\n        updatedAt\n      }\n    }\n    indianStates {\n      id\n      label\n    }\n  }\n": types.AdminServiceablePincodesDocument,
    "\n  mutation AdminUpsertServiceablePincode($input: ServiceablePincodeInput!) {\n    upsertServiceablePincode(input: $input) {\n      pincode\n      state\n      stateName\n      city\n      deliveryDays\n      prepaidAllowed\n      codAllowed\n      updatedAt\n    }\n  }\n": types.AdminUpsertServiceablePincodeDocument,
    "\n  mutation AdminDeleteServiceablePincode($pincode: String!) {\n    deleteServiceablePincode(pincode: $pincode) {\n      id\n      message\n    }\n  }\n": types.AdminDeleteServiceablePincodeDocument,
    "\n  mutation AdminImportServiceablePincodes($format: String!, $content: String!) {\n    importServiceablePincodes(format: $format, content: $content) {\n      created\n      updated\n      unchanged\n      rejected {\n        line\n        reason\n      }\n    }\n  }\n": types.AdminImportServiceablePincodesDocument,
    "\n  query AdminExportServiceablePincodes($format: String!) {\n    exportServiceablePincodes(format: $format)\n  }\n": types.AdminExportServiceablePincodesDocument,
    "\n  query AdminEmails($first: Int!, $offset: Int!) {\n    emails(first: $first, offset: $offset) {\n      totalCount\n      transport\n      nodes {\n        id\n        kind\n        recipient\n        subject\n        text\n        html\n        status\n        attempts\n        lastError\n        transport\n        createdAt\n        sentAt\n      }\n    }\n  }\n": types.AdminEmailsDocument,
    "\n  fragment GstRateFields on GstRate {\n    hsn\n    description\n    threshold\n    rateUpTo\n    rateAbove\n    categories\n    updatedAt\n  }\n": types.GstRateFieldsFragmentDoc,
    "\n  query AdminGstRates {\n    gstRates {\n      ...GstRateFields\n    }\n  }\n": types.AdminGstRatesDocument,
    "\n  mutation UpdateGstRate($input: GstRateInput!) {\n    updateGstRate(input: $input) {\n      ...GstRateFields\n    }\n  }\n": types.UpdateGstRateDocument,
    "\n  mutation CreateGstRate($input: GstRateInput!) {\n    createGstRate(input: $input) {\n      ...GstRateFields\n    }\n  }\n": types.CreateGstRateDocument,
    "\n  mutation SetCategoryGstRate($category: String!, $hsn: String!) {\n    setCategoryGstRate(category: $category, hsn: $hsn) {\n      ...GstRateFields\n    }\n  }\n": types.SetCategoryGstRateDocument,
    "\n  query AdminMessages($first: Int!, $after: String, $phone: String) {\n    messages(first: $first, after: $after, phone: $phone) {\n      totalCount\n      provider\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        kind\n        channel\n        phone\n        template\n        body\n        buttons {\n          title\n          payload\n        }\n        status\n        attempts\n        lastError\n        transport\n        delivery\n        pressed\n        orderId\n        createdAt\n        sentAt\n      }\n    }\n  }\n": types.AdminMessagesDocument,
    "\n  mutation PressMessageButton($id: ID!, $payload: String!) {\n    pressMessageButton(id: $id, payload: $payload) {\n      id\n      status\n      delivery\n      pressed\n      sentAt\n    }\n  }\n": types.PressMessageButtonDocument,
    "\n  query AdminOrders($first: Int!, $offset: Int!, $filter: AdminOrderFilter) {\n    adminOrders(first: $first, offset: $offset, filter: $filter) {\n      totalCount\n      hasNextPage\n      nodes {\n        id\n        orderDate\n        status\n        totalAmount\n        customer {\n          id\n          name\n          email\n        }\n      }\n    }\n  }\n": types.AdminOrdersDocument,
    "\n  fragment OrderStatusHistoryFields on Order {\n    id\n    status\n    nextStatuses\n    paymentStatus\n    invoiceAvailable\n    ...OrderRefundsFields\n    updatedAt\n    statusHistory {\n      from\n      to\n      note\n      changedBy\n      changedAt\n    }\n  }\n": types.OrderStatusHistoryFieldsFragmentDoc,
    "\n  query AdminOrder($id: ID!) {\n    order(id: $id) {\n      ...OrderDetailsFields\n      ...OrderStatusHistoryFields\n      invoiceNumber\n      invoiceAvailable\n      collectedOnDelivery\n      codConfirmation\n      codConfirmBy\n      codRisk {\n        score\n        band\n        reasons\n      }\n      customer {\n        id\n        username\n        name\n        email\n      }\n    }\n  }\n": types.AdminOrderDocument,
    "\n  mutation UpdateOrderStatus($id: ID!, $status: OrderStatus!) {\n    updateOrderStatus(id: $id, status: $status) {\n      message\n      order {\n        ...OrderStatusHistoryFields\n      }\n    }\n  }\n": types.UpdateOrderStatusDocument,
    "\n  query AdminCustomerOrders($customerId: ID!) {\n    adminOrders(first: 11, offset: 0, filter: { customerId: $customerId }) {\n      totalCount\n      nodes {\n        id\n        orderDate\n        status\n        totalAmount\n      }\n    }\n  }\n": types.AdminCustomerOrdersDocument,
    "\n  mutation AdminMarkOrderCollected($id: ID!) {\n    markOrderCollected(id: $id) {\n      message\n      order {\n        ...OrderStatusHistoryFields\n        invoiceNumber\n      }\n    }\n  }\n": types.AdminMarkOrderCollectedDocument,
    "\n  mutation AdminMarkOrderReturnedToOrigin($id: ID!, $reason: String!) {\n    markOrderReturnedToOrigin(id: $id, reason: $reason) {\n      message\n      order {\n        ...OrderStatusHistoryFields\n      }\n    }\n  }\n": types.AdminMarkOrderReturnedToOriginDocument,
    "\n  mutation AdminConfirmCodOrder($orderId: ID!) {\n    adminConfirmCodOrder(orderId: $orderId) {\n      ...OrderStatusHistoryFields\n      codConfirmation\n      codConfirmBy\n    }\n  }\n": types.AdminConfirmCodOrderDocument,
    "\n  fragment AdminShipmentFields on Shipment {\n    id\n    orderId\n    orderReference\n    direction\n    awb\n    courierName\n    status\n    labelUrl\n    trackingUrl\n    expectedDeliveryDate\n    codAmount\n    deliveryFailureReason\n    deliveryFailureAnswer\n    events {\n      status\n      at\n      location\n      note\n    }\n  }\n": types.AdminShipmentFieldsFragmentDoc,
    "\n  query AdminReadyToShip {\n    readyToShip(first: 50) {\n      id\n      orderDate\n      totalAmount\n      paymentLabel\n      bookingError\n      customer {\n        id\n        name\n      }\n      shippingAddress {\n        city\n        pincode\n      }\n    }\n    deliveryFailures {\n      ...AdminShipmentFields\n    }\n  }\n": types.AdminReadyToShipDocument,
    "\n  mutation AdminCreateShipments($orderIds: [ID!]!) {\n    createShipments(orderIds: $orderIds) {\n      orderId\n      error\n      shipment {\n        ...AdminShipmentFields\n      }\n    }\n  }\n": types.AdminCreateShipmentsDocument,
    "\n  query AdminOrderShipments($id: ID!) {\n    shippingSandbox\n    order(id: $id) {\n      id\n      bookingError\n      shipments {\n        ...AdminShipmentFields\n      }\n    }\n  }\n": types.AdminOrderShipmentsDocument,
    "\n  mutation AdminCreateShipment($orderId: ID!) {\n    createShipment(orderId: $orderId) {\n      ...AdminShipmentFields\n    }\n  }\n": types.AdminCreateShipmentDocument,
    "\n  mutation AdminCancelShipment($id: ID!) {\n    cancelShipment(id: $id) {\n      ...AdminShipmentFields\n    }\n  }\n": types.AdminCancelShipmentDocument,
    "\n  mutation AdminSimulateShipmentEvent($id: ID!, $status: ShipmentStatus!, $note: String) {\n    simulateShipmentEvent(shipmentId: $id, status: $status, note: $note) {\n      ...AdminShipmentFields\n    }\n  }\n": types.AdminSimulateShipmentEventDocument,
    "\n  mutation AdminResolveDeliveryFailure($id: ID!, $action: DeliveryFailureAction!) {\n    resolveDeliveryFailure(shipmentId: $id, action: $action) {\n      ...AdminShipmentFields\n    }\n  }\n": types.AdminResolveDeliveryFailureDocument,
    "\n  fragment AdminProductFields on Product {\n    ...ProductSummaryFields\n    description\n    createdAt\n    options {\n      sizes\n      colours\n    }\n  }\n": types.AdminProductFieldsFragmentDoc,
    "\n  fragment AdminProductDetailsFields on Product {\n    ...AdminProductFields\n    variants {\n      id\n      sku\n      size\n      colour\n      stock\n      price\n      salePrice\n      ownPrice\n    }\n    gallery {\n      url\n      colour\n      images {\n        ...ImageSetFields\n      }\n    }\n    gstHsn\n    weightGrams\n    lengthCm\n    breadthCm\n    heightCm\n  }\n": types.AdminProductDetailsFieldsFragmentDoc,
    "\n  query AdminGstRateChoices {\n    gstRates {\n      hsn\n      description\n      categories\n    }\n  }\n": types.AdminGstRateChoicesDocument,
    "\n  query AdminProduct($id: ID!) {\n    product(id: $id) {\n      ...AdminProductDetailsFields\n    }\n  }\n": types.AdminProductDocument,
    "\n  query AdminProducts($after: String) {\n    products(first: 100, after: $after, sortBy: \"title-atoz\") {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...AdminProductFields\n        }\n      }\n    }\n  }\n": types.AdminProductsDocument,
    "\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      ...AdminProductDetailsFields\n    }\n  }\n": types.CreateProductDocument,
    "\n  mutation UpdateProduct($id: ID!, $input: ProductUpdateInput!) {\n    updateProduct(id: $id, input: $input) {\n      ...AdminProductDetailsFields\n    }\n  }\n": types.UpdateProductDocument,
    "\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      id\n      message\n    }\n  }\n": types.DeleteProductDocument,
    "\n  query AdminProductById($id: ID!) {\n    product(id: $id) {\n      ...AdminProductFields\n    }\n  }\n": types.AdminProductByIdDocument,
    "\n  fragment AdminPromotion on Promotion {\n    id\n    kind\n    code\n    title\n    description\n    isPublic\n    discountType\n    percentOff\n    amountOff\n    maxDiscount\n    minOrderValue\n    minQuantity\n    startsAt\n    endsAt\n    maxUses\n    maxUsesPerCustomer\n    uses\n    scope\n    scopeValues\n    scopeProducts {\n      id\n      title\n      sku\n    }\n    firstOrderOnly\n    prepaidOnly\n    paused\n    status\n  }\n": types.AdminPromotionFragmentDoc,
    "\n  query AdminPromotions {\n    promotions {\n      ...AdminPromotion\n    }\n  }\n": types.AdminPromotionsDocument,
    "\n  mutation AdminCreatePromotion($input: PromotionInput!) {\n    createPromotion(input: $input) {\n      ...AdminPromotion\n    }\n  }\n": types.AdminCreatePromotionDocument,
    "\n  mutation AdminUpdatePromotion($id: ID!, $input: PromotionUpdateInput!) {\n    updatePromotion(id: $id, input: $input) {\n      ...AdminPromotion\n    }\n  }\n": types.AdminUpdatePromotionDocument,
    "\n  mutation AdminDeletePromotion($id: ID!) {\n    deletePromotion(id: $id) {\n      id\n      message\n    }\n  }\n": types.AdminDeletePromotionDocument,
    "\n  fragment AdminReturnFields on ReturnRequest {\n    id\n    orderId\n    orderReference\n    kind\n    status\n    refundAmount\n    refundMethod\n    onlineRefundAmount\n    manualRefundAmount\n    awaitingManualRefund\n    refundTo\n    refundReference\n    refundFailureReason\n    creditNoteNumber\n    replacementOrderId\n    rejectionReason\n    nextStatuses\n    createdAt\n    customer {\n      id\n      email\n      name\n    }\n    lines {\n      id\n      orderLineId\n      title\n      size\n      colour\n      quantity\n      reason\n      note\n      photos\n      restock\n      refundAmount\n      exchangeVariant {\n        id\n        size\n        colour\n      }\n    }\n    history {\n      to\n      note\n      changedBy\n      changedAt\n    }\n  }\n": types.AdminReturnFieldsFragmentDoc,
    "\n  query AdminReturnRequests($filter: ReturnRequestFilter, $after: String) {\n    returnRequests(filter: $filter, first: 20, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          orderReference\n          kind\n          status\n          createdAt\n          customer {\n            id\n            email\n          }\n          lines {\n            id\n            title\n            quantity\n            reason\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.AdminReturnRequestsDocument,
    "\n  query AdminReturnRequest($id: ID!) {\n    returnRequest(id: $id) {\n      ...AdminReturnFields\n    }\n  }\n": types.AdminReturnRequestDocument,
    "\n  mutation AdminApproveReturn($id: ID!) {\n    approveReturn(id: $id) {\n      ...AdminReturnFields\n    }\n  }\n": types.AdminApproveReturnDocument,
    "\n  mutation AdminRejectReturn($id: ID!, $reason: String!) {\n    rejectReturn(id: $id, reason: $reason) {\n      ...AdminReturnFields\n    }\n  }\n": types.AdminRejectReturnDocument,
    "\n  mutation AdminMarkReturnPickedUp($id: ID!) {\n    markReturnPickedUp(id: $id) {\n      ...AdminReturnFields\n    }\n  }\n": types.AdminMarkReturnPickedUpDocument,
    "\n  mutation AdminReceiveReturn($input: ReceiveReturnInput!) {\n    receiveReturn(input: $input) {\n      ...AdminReturnFields\n    }\n  }\n": types.AdminReceiveReturnDocument,
    "\n  mutation AdminRetryReturnRefund($id: ID!) {\n    retryReturnRefund(id: $id) {\n      ...AdminReturnFields\n    }\n  }\n": types.AdminRetryReturnRefundDocument,
    "\n  query AdminReturnSettings {\n    returnSettings {\n      windowDays\n      nonReturnableCategories\n      nonReturnableProducts {\n        id\n        title\n      }\n    }\n  }\n": types.AdminReturnSettingsDocument,
    "\n  mutation AdminSetNonReturnable($input: NonReturnableInput!) {\n    setNonReturnable(input: $input) {\n      windowDays\n      nonReturnableCategories\n      nonReturnableProducts {\n        id\n        title\n      }\n    }\n  }\n": types.AdminSetNonReturnableDocument,
    "\n  mutation AdminRecordManualRefund($id: ID!, $reference: String!) {\n    recordManualRefund(id: $id, reference: $reference) {\n      ...AdminReturnFields\n    }\n  }\n": types.AdminRecordManualRefundDocument,
    "\n  fragment AdminReviewFields on Review {\n    id\n    productId\n    productTitle\n    username\n    rating\n    message\n    fit\n    verifiedBuyer\n    hidden\n    createdAt\n    photos {\n      url\n      images {\n        thumbnail\n        large\n      }\n    }\n  }\n": types.AdminReviewFieldsFragmentDoc,
    "\n  query AdminReviews($first: Int, $offset: Int, $hidden: Boolean) {\n    adminReviews(first: $first, offset: $offset, hidden: $hidden) {\n      totalCount\n      hasNextPage\n      nodes {\n        ...AdminReviewFields\n      }\n    }\n  }\n": types.AdminReviewsDocument,
    "\n  mutation AdminSetReviewHidden($id: ID!, $hidden: Boolean!) {\n    setReviewHidden(id: $id, hidden: $hidden) {\n      ...AdminReviewFields\n    }\n  }\n": types.AdminSetReviewHiddenDocument,
    "\n  fragment AdminSizeChartFields on SizeChart {\n    id\n    category\n    brand\n    measurements\n    note\n    rows {\n      size\n      cm\n    }\n  }\n": types.AdminSizeChartFieldsFragmentDoc,
    "\n  query AdminSizeCharts {\n    sizeCharts {\n      ...AdminSizeChartFields\n    }\n  }\n": types.AdminSizeChartsDocument,
    "\n  mutation AdminSaveSizeChart($input: SizeChartInput!) {\n    saveSizeChart(input: $input) {\n      ...AdminSizeChartFields\n    }\n  }\n": types.AdminSaveSizeChartDocument,
    "\n  mutation AdminDeleteSizeChart($id: ID!) {\n    deleteSizeChart(id: $id) {\n      id\n    }\n  }\n": types.AdminDeleteSizeChartDocument,
    "\n  query Me {\n    me {\n      id\n      username\n      email\n      name\n      role\n    }\n  }\n": types.MeDocument,
    "\n  mutation RequestLoginCode($phone: String!, $channel: MessageChannel) {\n    requestLoginCode(phone: $phone, channel: $channel)\n  }\n": types.RequestLoginCodeDocument,
    "\n  mutation VerifyLoginCode($phone: String!, $code: String!) {\n    verifyLoginCode(phone: $phone, code: $code) {\n      message\n      token\n      user {\n        id\n        username\n        email\n        name\n        role\n      }\n    }\n  }\n": types.VerifyLoginCodeDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      message\n      token\n      user {\n        id\n        username\n        email\n        name\n        role\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      message\n      user {\n        id\n      }\n    }\n  }\n": types.RegisterDocument,
    "\n  query UnsubscribeStatus($token: String!) {\n    unsubscribeStatus(token: $token) {\n      email\n      subscribed\n    }\n  }\n": types.UnsubscribeStatusDocument,
    "\n  mutation Unsubscribe($token: String!) {\n    unsubscribe(token: $token) {\n      message\n    }\n  }\n": types.UnsubscribeDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      message\n    }\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token) {\n      message\n    }\n  }\n": types.VerifyEmailDocument,
    "\n  mutation UploadImage($file: Upload!) {\n    uploadImage(file: $file) {\n      url\n      images {\n        ...ImageSetFields\n      }\n    }\n  }\n": types.UploadImageDocument,
    "\n  query AccountEmailStatus {\n    me {\n      id\n      email\n      emailVerified\n    }\n  }\n": types.AccountEmailStatusDocument,
    "\n  query AccountProfile {\n    me {\n      id\n      name\n      email\n      emailVerified\n      needsName\n      phone\n      phoneVerified\n    }\n  }\n": types.AccountProfileDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      name\n      email\n      emailVerified\n      needsName\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation RequestPhoneVerification($phone: String!, $channel: MessageChannel) {\n    requestPhoneVerification(phone: $phone, channel: $channel)\n  }\n": types.RequestPhoneVerificationDocument,
    "\n  mutation VerifyPhone($phone: String!, $code: String!) {\n    verifyPhone(phone: $phone, code: $code) {\n      id\n      phone\n      phoneVerified\n    }\n  }\n": types.VerifyPhoneDocument,
    "\n  query CatalogueOptions {\n    catalogueOptions {\n      categories {\n        id\n        label\n      }\n      brands {\n        id\n        label\n      }\n      sorts {\n        id\n        label\n      }\n    }\n  }\n": types.CatalogueOptionsDocument,
    "\n  fragment ImageSetFields on ImageSet {\n    thumbnail\n    large\n    webp\n    original\n    webpSources {\n      url\n      width\n    }\n  }\n": types.ImageSetFieldsFragmentDoc,
    "\n  fragment ProductSummaryFields on Product {\n    id\n    title\n    category\n    brand\n    price\n    salePrice\n    totalStock\n    image\n    images {\n      ...ImageSetFields\n    }\n  }\n": types.ProductSummaryFieldsFragmentDoc,
    "\n  fragment FeatureImageFields on FeatureImage {\n    id\n    title\n    description\n    position\n    images {\n      ...ImageSetFields\n    }\n  }\n": types.FeatureImageFieldsFragmentDoc,
    "\n  fragment OrderDetailsFields on Order {\n    id\n    orderDate\n    status\n    paymentStatus\n    paymentMethod\n    paymentLabel\n    codFee\n    shippingFee\n    shippingTax {\n      cgst\n      sgst\n      igst\n    }\n    codAdvance\n    amountDueOnDelivery\n    paymentId\n    totalAmount\n    subtotal\n    discount\n    discounts {\n      name\n      kind\n      code\n      amount\n    }\n    currency\n    lines {\n      productId\n      title\n      image\n      price\n      quantity\n      size\n      colour\n      lineTotal\n      tax {\n        cgst\n        sgst\n        igst\n      }\n    }\n    shippingAddress {\n      addressId\n      address\n      city\n      pincode\n      phone\n      notes\n    }\n    ...OrderRefundsFields\n  }\n": types.OrderDetailsFieldsFragmentDoc,
    "\n  fragment OrderRefundsFields on Order {\n    refundedAmount\n    refunds {\n      id\n      amount\n      method\n      status\n      reason\n      createdAt\n      settledAt\n      providerRefundId\n      reference\n      failureReason\n    }\n  }\n": types.OrderRefundsFieldsFragmentDoc,
    "\n  mutation ConfirmCodOrder($orderId: ID!) {\n    confirmCodOrder(orderId: $orderId) {\n      id\n      codConfirmation\n      codConfirmBy\n      status\n    }\n  }\n": types.ConfirmCodOrderDocument,
    "\n  query ShopOrderReturns($id: ID!) {\n    order(id: $id) {\n      id\n      status\n      returnRequested\n      returnWindowEndsAt\n      lines {\n        id\n        productId\n        title\n        size\n        colour\n        quantity\n        listPrice\n      }\n      returns {\n        id\n        kind\n        status\n        refundAmount\n        onlineRefundAmount\n        manualRefundAmount\n        creditNoteNumber\n        rejectionReason\n        createdAt\n        lines {\n          id\n          orderLineId\n          title\n          size\n          colour\n          quantity\n          reason\n          exchangeVariant {\n            id\n            size\n            colour\n          }\n        }\n        history {\n          to\n          note\n          changedAt\n        }\n      }\n    }\n  }\n": types.ShopOrderReturnsDocument,
    "\n  query ShopReturnVariants($id: ID!) {\n    product(id: $id) {\n      id\n      variants {\n        id\n        size\n        colour\n        stock\n        price\n      }\n    }\n  }\n": types.ShopReturnVariantsDocument,
    "\n  mutation ShopRequestReturn($input: RequestReturnInput!) {\n    requestReturn(input: $input) {\n      id\n      status\n    }\n  }\n": types.ShopRequestReturnDocument,
    "\n  mutation ShopCancelReturn($id: ID!) {\n    cancelReturn(id: $id) {\n      id\n      status\n    }\n  }\n": types.ShopCancelReturnDocument,
    "\n  mutation UploadReturnPhoto($file: Upload!) {\n    uploadReturnPhoto(file: $file) {\n      url\n    }\n  }\n": types.UploadReturnPhotoDocument,
    "\n  query ShopOrderShipments($id: ID!) {\n    order(id: $id) {\n      id\n      shipments {\n        id\n        direction\n        awb\n        courierName\n        status\n        trackingUrl\n        expectedDeliveryDate\n        deliveryFailureReason\n        deliveryFailureAnswer\n        rescheduleDates\n        events {\n          status\n          at\n          location\n          note\n        }\n      }\n    }\n  }\n": types.ShopOrderShipmentsDocument,
    "\n  mutation ShopRescheduleDelivery($id: ID!, $date: String!, $note: String) {\n    rescheduleDelivery(shipmentId: $id, date: $date, note: $note) {\n      id\n      status\n      deliveryFailureAnswer\n      rescheduleDates\n    }\n  }\n": types.ShopRescheduleDeliveryDocument,
    "\n  query ShopOrderHistory($after: String) {\n    orderHistory(first: 10, after: $after) {\n      edges {\n        cursor\n        node {\n          ...OrderDetailsFields\n          invoiceNumber\n          invoiceAvailable\n          returnRequested\n          codConfirmation\n          codConfirmBy\n          payOnlineDiscount\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.ShopOrderHistoryDocument,
    "\n  mutation PayCodOrderOnline($orderId: ID!) {\n    payCodOrderOnline(orderId: $orderId) {\n      provider\n      keyId\n      providerOrderId\n      amount\n      currency\n      checkoutScriptUrl\n      name\n    }\n  }\n": types.PayCodOrderOnlineDocument,
    "\n  query ShopWishlist {\n    wishlist {\n      items {\n        addedAt\n        priceWhenAdded\n        priceDrop\n        product {\n          id\n          slug\n          title\n          price\n          salePrice\n          totalStock\n          images {\n            thumbnail\n          }\n        }\n      }\n    }\n  }\n": types.ShopWishlistDocument,
    "\n  query ShopWishlistProductVariants($id: ID!) {\n    product(id: $id) {\n      id\n      options {\n        sizes\n        colours\n      }\n      variants {\n        id\n        size\n        colour\n        stock\n      }\n    }\n  }\n": types.ShopWishlistProductVariantsDocument,
    "\n  mutation ShopCancelStockAlert($id: ID!) {\n    cancelStockAlert(id: $id)\n  }\n": types.ShopCancelStockAlertDocument,
    "\n  mutation ResendVerificationEmail {\n    resendVerificationEmail {\n      message\n    }\n  }\n": types.ResendVerificationEmailDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      message\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  mutation RequestEmailChange($input: RequestEmailChangeInput!) {\n    requestEmailChange(input: $input) {\n      message\n    }\n  }\n": types.RequestEmailChangeDocument,
    "\n  mutation SignOutEverywhere {\n    signOutEverywhere {\n      message\n    }\n  }\n": types.SignOutEverywhereDocument,
    "\n  fragment ShopMarketingConsent on MarketingConsent {\n    emailGranted\n    wording\n    current {\n      granted\n      wording\n      source\n      at\n    }\n  }\n": types.ShopMarketingConsentFragmentDoc,
    "\n  query ShopMarketingConsent {\n    marketingConsent {\n      ...ShopMarketingConsent\n    }\n  }\n": types.ShopMarketingConsentDocument,
    "\n  mutation ShopSetMarketingConsent($granted: Boolean!) {\n    setMarketingConsent(granted: $granted) {\n      ...ShopMarketingConsent\n    }\n  }\n": types.ShopSetMarketingConsentDocument,
    "\n  fragment ShopAddress on Address {\n    id\n    name\n    address\n    city\n    phone\n    pincode\n    notes\n    state\n    createdAt\n  }\n": types.ShopAddressFragmentDoc,
    "\n  query ShopAddresses {\n    addresses {\n      ...ShopAddress\n    }\n  }\n": types.ShopAddressesDocument,
    "\n  mutation ShopAddAddress($input: AddressInput!) {\n    addAddress(input: $input) {\n      ...ShopAddress\n    }\n  }\n": types.ShopAddAddressDocument,
    "\n  mutation ShopUpdateAddress($id: ID!, $input: AddressInput!) {\n    updateAddress(id: $id, input: $input) {\n      ...ShopAddress\n    }\n  }\n": types.ShopUpdateAddressDocument,
    "\n  mutation ShopDeleteAddress($id: ID!) {\n    deleteAddress(id: $id) {\n      id\n      message\n    }\n  }\n": types.ShopDeleteAddressDocument,
    "\n  query ShopIndianStates {\n    indianStates {\n      id\n      label\n    }\n  }\n": types.ShopIndianStatesDocument,
    "\n  query ShopPincodeStates($pincode: String!) {\n    deliveryEstimate(pincode: $pincode) {\n      pincode\n      states\n    }\n  }\n": types.ShopPincodeStatesDocument,
    "\n  fragment ShopCart on Cart {\n    id\n    itemCount\n    subtotal\n    discount\n    shipping\n    freeShippingShortfall\n    total\n    couponNotice\n    appliedCoupon {\n      code\n      title\n      saving\n    }\n    automaticPromotion {\n      title\n      saving\n    }\n    offers {\n      code\n      title\n      description\n      applies\n      hint\n    }\n    lines {\n      id\n      productId\n      title\n      image\n      price\n      salePrice\n      unitPrice\n      quantity\n      size\n      colour\n      lineTotal\n      discount\n      net\n      availableStock\n      problem\n    }\n  }\n": types.ShopCartFragmentDoc,
    "\n  query ShopCart {\n    cart {\n      ...ShopCart\n    }\n  }\n": types.ShopCartDocument,
    "\n  mutation ShopAddToCart($input: AddToCartInput!) {\n    addToCart(input: $input) {\n      ...ShopCart\n    }\n  }\n": types.ShopAddToCartDocument,
    "\n  mutation ShopSetCartQuantity($input: SetCartQuantityInput!) {\n    setCartQuantity(input: $input) {\n      ...ShopCart\n    }\n  }\n": types.ShopSetCartQuantityDocument,
    "\n  mutation ShopRemoveFromCart($input: CartLineKeyInput!) {\n    removeFromCart(input: $input) {\n      ...ShopCart\n    }\n  }\n": types.ShopRemoveFromCartDocument,
    "\n  mutation ShopApplyCoupon($code: String!) {\n    applyCoupon(code: $code) {\n      ...ShopCart\n    }\n  }\n": types.ShopApplyCouponDocument,
    "\n  mutation ShopRemoveCoupon {\n    removeCoupon {\n      ...ShopCart\n    }\n  }\n": types.ShopRemoveCouponDocument,
    "\n  mutation ShopPlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      order {\n        id\n        totalAmount\n        status\n        paymentStatus\n      }\n      payment {\n        provider\n        keyId\n        providerOrderId\n        amount\n        currency\n        checkoutScriptUrl\n        name\n        description\n      }\n    }\n  }\n": types.ShopPlaceOrderDocument,
    "\n  mutation ShopVerifyPayment($input: VerifyPaymentInput!) {\n    verifyPayment(input: $input) {\n      message\n      order {\n        id\n        status\n        paymentStatus\n        paymentId\n      }\n    }\n  }\n": types.ShopVerifyPaymentDocument,
    "\n  mutation ShopAbandonPayment($input: AbandonPaymentInput!) {\n    abandonPayment(input: $input) {\n      id\n      status\n      paymentStatus\n    }\n  }\n": types.ShopAbandonPaymentDocument,
    "\n  query ShopCheckoutOptions($addressId: ID!) {\n    checkoutOptions(addressId: $addressId) {\n      serviceable\n      deliveryBy\n      codFee\n      codAdvance\n      codDueOnDelivery\n      payOnlineSaving\n      online {\n        available\n        reason\n      }\n      cod {\n        available\n        reason\n      }\n    }\n  }\n": types.ShopCheckoutOptionsDocument,
    "\n  mutation ShopMeasurePurchase($orderId: ID!, $clientId: String) {\n    measurePurchase(orderId: $orderId, clientId: $clientId) {\n      transactionId\n      value\n      tax\n      shipping\n      currency\n      coupon\n      items {\n        itemId\n        itemName\n        itemBrand\n        itemCategory\n        itemVariant\n        price\n        discount\n        quantity\n      }\n    }\n  }\n": types.ShopMeasurePurchaseDocument,
    "\n  query MyWhatsAppUpdates {\n    myWhatsAppUpdates {\n      granted\n      phone\n      wording\n      changedAt\n    }\n  }\n": types.MyWhatsAppUpdatesDocument,
    "\n  mutation SetWhatsAppUpdates($granted: Boolean!, $phone: String, $source: WhatsAppConsentSource) {\n    setWhatsAppUpdates(granted: $granted, phone: $phone, source: $source) {\n      granted\n      phone\n      wording\n      changedAt\n    }\n  }\n": types.SetWhatsAppUpdatesDocument,
    "\n  query ShopFeatureImages {\n    featureImages {\n      ...FeatureImageFields\n    }\n  }\n": types.ShopFeatureImagesDocument,
    "\n  query ShopHomeProducts($first: Int!) {\n    products(sortBy: \"price-lowtohigh\", first: $first) {\n      ...ShopProductPage\n    }\n  }\n": types.ShopHomeProductsDocument,
    "\n  query ShopCategoryTileImages {\n    men: products(filter: { categories: [\"men\"] }, sortBy: \"price-hightolow\", first: 1) {\n      edges { node { id images { thumbnail webp webpSources { url width } } } }\n    }\n    women: products(filter: { categories: [\"women\"] }, sortBy: \"price-hightolow\", first: 1) {\n      edges { node { id images { thumbnail webp webpSources { url width } } } }\n    }\n    kids: products(filter: { categories: [\"kids\"] }, sortBy: \"price-hightolow\", first: 1) {\n      edges { node { id images { thumbnail webp webpSources { url width } } } }\n    }\n    accessories: products(filter: { categories: [\"accessories\"] }, sortBy: \"price-hightolow\", first: 1) {\n      edges { node { id images { thumbnail webp webpSources { url width } } } }\n    }\n    footwear: products(filter: { categories: [\"footwear\"] }, sortBy: \"price-hightolow\", first: 1) {\n      edges { node { id images { thumbnail webp webpSources { url width } } } }\n    }\n  }\n": types.ShopCategoryTileImagesDocument,
    "\n  query ShopListingProducts($filter: ProductFilter, $sortBy: String, $first: Int, $after: String) {\n    products(filter: $filter, sortBy: $sortBy, first: $first, after: $after) {\n      ...ShopProductPage\n      facets {\n        # The categories' and brands' labels are the catalogue options' (useCatalogueOptions): only their counts here.\n        categories {\n          id\n          count\n        }\n        brands {\n          id\n          count\n        }\n        sizes {\n          id\n          label\n          count\n        }\n        colours {\n          id\n          label\n          count\n        }\n        priceRange {\n          min\n          max\n        }\n      }\n    }\n  }\n": types.ShopListingProductsDocument,
    "\n  query ShopDeliveryEstimate($pincode: String!, $productId: ID) {\n    deliveryEstimate(pincode: $pincode, productId: $productId) {\n      pincode\n      serviceable\n      deliveryBy\n      codAvailable\n    }\n  }\n": types.ShopDeliveryEstimateDocument,
    "\n  fragment ShopProductCard on Product {\n    id\n    title\n    slug\n    category\n    brand\n    price\n    salePrice\n    totalStock\n    images {\n      thumbnail\n      srcSet\n    }\n    options {\n      sizes\n      colours\n    }\n  }\n": types.ShopProductCardFragmentDoc,
    "\n  fragment ShopProductPage on ProductConnection {\n    edges {\n      node {\n        ...ShopProductCard\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n": types.ShopProductPageFragmentDoc,
    "\n  query ShopProductDetails($slug: String!) {\n    product(slug: $slug) {\n      ...ShopProductCard\n      images {\n        large\n      }\n      description\n      averageRating\n      reviewCount\n      gallery {\n        url\n        colour\n        images {\n          thumbnail\n          large\n          srcSet\n        }\n      }\n      variants {\n        id\n        size\n        colour\n        stock\n        price\n        salePrice\n      }\n    }\n  }\n": types.ShopProductDetailsDocument,
    "\n  query ShopProductReviews($productId: ID!) {\n    reviews(productId: $productId) {\n      ...ShopReview\n    }\n  }\n": types.ShopProductReviewsDocument,
    "\n  fragment ShopReview on Review {\n    id\n    productId\n    username\n    rating\n    message\n    fit\n    verifiedBuyer\n    photos {\n      url\n      images {\n        thumbnail\n        large\n      }\n    }\n    createdAt\n  }\n": types.ShopReviewFragmentDoc,
    "\n  query ShopProductRating($id: ID!) {\n    product(id: $id) {\n      id\n      averageRating\n      reviewCount\n    }\n  }\n": types.ShopProductRatingDocument,
    "\n  mutation ShopAddReview($input: ReviewInput!) {\n    addReview(input: $input) {\n      ...ShopReview\n    }\n  }\n": types.ShopAddReviewDocument,
    "\n  mutation UploadReviewPhoto($file: Upload!) {\n    uploadReviewPhoto(file: $file) {\n      url\n      images {\n        thumbnail\n      }\n    }\n  }\n": types.UploadReviewPhotoDocument,
    "\n  fragment ShopFitSummary on Product {\n    id\n    fitSummary {\n      runsSmall\n      trueToSize\n      runsLarge\n    }\n  }\n": types.ShopFitSummaryFragmentDoc,
    "\n  query ShopSizeGuide($productId: ID!) {\n    sizeChart(productId: $productId) {\n      id\n      measurements\n      note\n      rows {\n        size\n        cm\n        inches\n      }\n    }\n    product(id: $productId) {\n      ...ShopFitSummary\n    }\n  }\n": types.ShopSizeGuideDocument,
    "\n  query ShopProductFit($id: ID!) {\n    product(id: $id) {\n      ...ShopFitSummary\n    }\n  }\n": types.ShopProductFitDocument,
    "\n  query ShopMyStockAlerts {\n    myStockAlerts {\n      id\n      variantId\n      size\n      colour\n      status\n      createdAt\n      product {\n        id\n        title\n        slug\n        image\n      }\n    }\n  }\n": types.ShopMyStockAlertsDocument,
    "\n  mutation ShopNotifyWhenInStock($productId: ID!, $variantId: ID) {\n    notifyWhenInStock(productId: $productId, variantId: $variantId) {\n      id\n      variantId\n      size\n      colour\n      status\n      createdAt\n      product {\n        id\n        title\n        slug\n        image\n      }\n    }\n  }\n": types.ShopNotifyWhenInStockDocument,
    "\n  mutation ShopRestoreCart($token: String!) {\n    restoreCart(token: $token) {\n      couponCode\n      notice\n      cart {\n        ...ShopCart\n      }\n    }\n  }\n": types.ShopRestoreCartDocument,
    "\n  query ShopSearch($keyword: String!) {\n    search(keyword: $keyword, first: 24) {\n      ...ShopProductCard\n    }\n  }\n": types.ShopSearchDocument,
    "\n  query ShopWishlistIds {\n    wishlist {\n      items {\n        product {\n          id\n        }\n      }\n    }\n  }\n": types.ShopWishlistIdsDocument,
    "\n  mutation ShopAddToWishlist($productId: ID!) {\n    addToWishlist(productId: $productId) {\n      items {\n        product {\n          id\n        }\n      }\n    }\n  }\n": types.ShopAddToWishlistDocument,
    "\n  mutation ShopRemoveFromWishlist($productId: ID!) {\n    removeFromWishlist(productId: $productId) {\n      items {\n        product {\n          id\n        }\n      }\n    }\n  }\n": types.ShopRemoveFromWishlistDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProductSearch($keyword: String!) {\n    productSearch(keyword: $keyword, first: 10) {\n      edges {\n        node {\n          id\n          title\n          sku\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminProductSearch($keyword: String!) {\n    productSearch(keyword: $keyword, first: 10) {\n      edges {\n        node {\n          id\n          title\n          sku\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminCustomerFields on Customer {\n    id\n    username\n    name\n    email\n    emailVerified\n    phone\n    phoneVerified\n    createdAt\n    blocked\n    blockedAt\n    blockedReason\n    orderCount\n    totalSpent\n  }\n"): (typeof documents)["\n  fragment AdminCustomerFields on Customer {\n    id\n    username\n    name\n    email\n    emailVerified\n    phone\n    phoneVerified\n    createdAt\n    blocked\n    blockedAt\n    blockedReason\n    orderCount\n    totalSpent\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCustomers($search: String, $first: Int!, $after: String) {\n    customers(search: $search, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...AdminCustomerFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminCustomers($search: String, $first: Int!, $after: String) {\n    customers(search: $search, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...AdminCustomerFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCustomer($id: ID!) {\n    customer(id: $id) {\n      ...AdminCustomerFields\n      addresses {\n        id\n        name\n        address\n        city\n        pincode\n        phone\n        notes\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminCustomer($id: ID!) {\n    customer(id: $id) {\n      ...AdminCustomerFields\n      addresses {\n        id\n        name\n        address\n        city\n        pincode\n        phone\n        notes\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCustomerPageOrders($customerId: ID!, $first: Int!, $offset: Int!) {\n    adminOrders(first: $first, offset: $offset, filter: { customerId: $customerId }) {\n      totalCount\n      nodes {\n        id\n        orderDate\n        status\n        paymentStatus\n        totalAmount\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminCustomerPageOrders($customerId: ID!, $first: Int!, $offset: Int!) {\n    adminOrders(first: $first, offset: $offset, filter: { customerId: $customerId }) {\n      totalCount\n      nodes {\n        id\n        orderDate\n        status\n        paymentStatus\n        totalAmount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCustomerBlocked($id: ID!, $blocked: Boolean!, $reason: String) {\n    setCustomerBlocked(id: $id, blocked: $blocked, reason: $reason) {\n      ...AdminCustomerFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetCustomerBlocked($id: ID!, $blocked: Boolean!, $reason: String) {\n    setCustomerBlocked(id: $id, blocked: $blocked, reason: $reason) {\n      ...AdminCustomerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminReturnInsights($days: Int!) {\n    salesInsights(days: $days) {\n      days\n      returns {\n        refunded\n        refunds\n        netRevenue\n        byProduct {\n          productId\n          title\n          unitsSold\n          unitsReturned\n          rate\n        }\n        byReason {\n          reason\n          units\n          requests\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminReturnInsights($days: Int!) {\n    salesInsights(days: $days) {\n      days\n      returns {\n        refunded\n        refunds\n        netRevenue\n        byProduct {\n          productId\n          title\n          unitsSold\n          unitsReturned\n          rate\n        }\n        byReason {\n          reason\n          units\n          requests\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSalesInsights($days: Int!) {\n    salesInsights(days: $days) {\n      days\n      from\n      to\n      revenue\n      discount\n      paidOrders\n      averageOrderValue\n      cod {\n        orders\n        orderShare\n        revenue\n        revenueShare\n        dispatched\n        returnedToOrigin\n        returnToOriginRate\n      }\n      daily {\n        date\n        revenue\n        paidOrders\n      }\n      byStatus {\n        status\n        count\n      }\n      topByUnits {\n        productId\n        title\n        units\n        revenue\n      }\n      topByRevenue {\n        productId\n        title\n        units\n        revenue\n      }\n      lowStockThreshold\n      lowStockVariants {\n        productId\n        title\n        sku\n        size\n        colour\n        stock\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminSalesInsights($days: Int!) {\n    salesInsights(days: $days) {\n      days\n      from\n      to\n      revenue\n      discount\n      paidOrders\n      averageOrderValue\n      cod {\n        orders\n        orderShare\n        revenue\n        revenueShare\n        dispatched\n        returnedToOrigin\n        returnToOriginRate\n      }\n      daily {\n        date\n        revenue\n        paidOrders\n      }\n      byStatus {\n        status\n        count\n      }\n      topByUnits {\n        productId\n        title\n        units\n        revenue\n      }\n      topByRevenue {\n        productId\n        title\n        units\n        revenue\n      }\n      lowStockThreshold\n      lowStockVariants {\n        productId\n        title\n        sku\n        size\n        colour\n        stock\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCartRecovery($days: Int!) {\n    salesInsights(days: $days) {\n      days\n      cartRecovery {\n        abandonedCarts\n        remindersSent\n        recoveredCarts\n        recoveredRevenue\n        recoveryRate\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminCartRecovery($days: Int!) {\n    salesInsights(days: $days) {\n      days\n      cartRecovery {\n        abandonedCarts\n        remindersSent\n        recoveredCarts\n        recoveredRevenue\n        recoveryRate\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminStockAlertDemand {\n    stockAlertDemand(first: 10) {\n      productId\n      variantId\n      title\n      sku\n      size\n      colour\n      stock\n      waiting\n    }\n  }\n"): (typeof documents)["\n  query AdminStockAlertDemand {\n    stockAlertDemand(first: 10) {\n      productId\n      variantId\n      title\n      sku\n      size\n      colour\n      stock\n      waiting\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminShippingInsights($days: Int!) {\n    salesInsights(days: $days) {\n      days\n      shipping {\n        parcels\n        averageDaysToDeliver\n        ndrRate\n        rtoRate\n        byStatus {\n          status\n          count\n        }\n        byCourier {\n          name\n          parcels\n          averageDaysToDeliver\n          ndrRate\n          rtoRate\n        }\n        topPincodes {\n          name\n          parcels\n          averageDaysToDeliver\n          ndrRate\n          rtoRate\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminShippingInsights($days: Int!) {\n    salesInsights(days: $days) {\n      days\n      shipping {\n        parcels\n        averageDaysToDeliver\n        ndrRate\n        rtoRate\n        byStatus {\n          status\n          count\n        }\n        byCourier {\n          name\n          parcels\n          averageDaysToDeliver\n          ndrRate\n          rtoRate\n        }\n        topPincodes {\n          name\n          parcels\n          averageDaysToDeliver\n          ndrRate\n          rtoRate\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCodRiskInsights($days: Int!) {\n    salesInsights(days: $days) {\n      days\n      codRisk {\n        byPincode {\n          name\n          parcels\n          returned\n          rtoRate\n        }\n        byBand {\n          band\n          parcels\n          returned\n          rtoRate\n        }\n        unscored {\n          name\n          parcels\n          returned\n          rtoRate\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminCodRiskInsights($days: Int!) {\n    salesInsights(days: $days) {\n      days\n      codRisk {\n        byPincode {\n          name\n          parcels\n          returned\n          rtoRate\n        }\n        byBand {\n          band\n          parcels\n          returned\n          rtoRate\n        }\n        unscored {\n          name\n          parcels\n          returned\n          rtoRate\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminFeatureImageFields on FeatureImage {\n    ...FeatureImageFields\n    image\n  }\n"): (typeof documents)["\n  fragment AdminFeatureImageFields on FeatureImage {\n    ...FeatureImageFields\n    image\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminFeatureImages {\n    featureImages {\n      ...AdminFeatureImageFields\n    }\n  }\n"): (typeof documents)["\n  query AdminFeatureImages {\n    featureImages {\n      ...AdminFeatureImageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddFeatureImage($input: FeatureImageInput!) {\n    addFeatureImage(input: $input) {\n      ...AdminFeatureImageFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddFeatureImage($input: FeatureImageInput!) {\n    addFeatureImage(input: $input) {\n      ...AdminFeatureImageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateFeatureImage($id: ID!, $input: FeatureImageUpdateInput!) {\n    updateFeatureImage(id: $id, input: $input) {\n      ...AdminFeatureImageFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateFeatureImage($id: ID!, $input: FeatureImageUpdateInput!) {\n    updateFeatureImage(id: $id, input: $input) {\n      ...AdminFeatureImageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteFeatureImage($id: ID!) {\n    deleteFeatureImage(id: $id) {\n      id\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteFeatureImage($id: ID!) {\n    deleteFeatureImage(id: $id) {\n      id\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminServiceablePincodes($search: String, $first: Int!, $offset: Int!) {\n    serviceablePincodes(search: $search, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        pincode\n        state\n        stateName\n        city\n        deliveryDays\n        prepaidAllowed\n        codAllowed\n        updatedAt\n      }\n    }\n    indianStates {\n      id\n      label\n    }\n  }\n"): (typeof documents)["\n  query AdminServiceablePincodes($search: String, $first: Int!, $offset: Int!) {\n    serviceablePincodes(search: $search, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        pincode\n        state\n        stateName\n        city\n        deliveryDays\n        prepaidAllowed\n        codAllowed\n        updatedAt\n      }\n    }\n    indianStates {\n      id\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpsertServiceablePincode($input: ServiceablePincodeInput!) {\n    upsertServiceablePincode(input: $input) {\n      pincode\n      state\n      stateName\n      city\n      deliveryDays\n      prepaidAllowed\n      codAllowed\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpsertServiceablePincode($input: ServiceablePincodeInput!) {\n    upsertServiceablePincode(input: $input) {\n      pincode\n      state\n      stateName\n      city\n      deliveryDays\n      prepaidAllowed\n      codAllowed\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteServiceablePincode($pincode: String!) {\n    deleteServiceablePincode(pincode: $pincode) {\n      id\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDeleteServiceablePincode($pincode: String!) {\n    deleteServiceablePincode(pincode: $pincode) {\n      id\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminImportServiceablePincodes($format: String!, $content: String!) {\n    importServiceablePincodes(format: $format, content: $content) {\n      created\n      updated\n      unchanged\n      rejected {\n        line\n        reason\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminImportServiceablePincodes($format: String!, $content: String!) {\n    importServiceablePincodes(format: $format, content: $content) {\n      created\n      updated\n      unchanged\n      rejected {\n        line\n        reason\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminExportServiceablePincodes($format: String!) {\n    exportServiceablePincodes(format: $format)\n  }\n"): (typeof documents)["\n  query AdminExportServiceablePincodes($format: String!) {\n    exportServiceablePincodes(format: $format)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminEmails($first: Int!, $offset: Int!) {\n    emails(first: $first, offset: $offset) {\n      totalCount\n      transport\n      nodes {\n        id\n        kind\n        recipient\n        subject\n        text\n        html\n        status\n        attempts\n        lastError\n        transport\n        createdAt\n        sentAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminEmails($first: Int!, $offset: Int!) {\n    emails(first: $first, offset: $offset) {\n      totalCount\n      transport\n      nodes {\n        id\n        kind\n        recipient\n        subject\n        text\n        html\n        status\n        attempts\n        lastError\n        transport\n        createdAt\n        sentAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GstRateFields on GstRate {\n    hsn\n    description\n    threshold\n    rateUpTo\n    rateAbove\n    categories\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment GstRateFields on GstRate {\n    hsn\n    description\n    threshold\n    rateUpTo\n    rateAbove\n    categories\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminGstRates {\n    gstRates {\n      ...GstRateFields\n    }\n  }\n"): (typeof documents)["\n  query AdminGstRates {\n    gstRates {\n      ...GstRateFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateGstRate($input: GstRateInput!) {\n    updateGstRate(input: $input) {\n      ...GstRateFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateGstRate($input: GstRateInput!) {\n    updateGstRate(input: $input) {\n      ...GstRateFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateGstRate($input: GstRateInput!) {\n    createGstRate(input: $input) {\n      ...GstRateFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateGstRate($input: GstRateInput!) {\n    createGstRate(input: $input) {\n      ...GstRateFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCategoryGstRate($category: String!, $hsn: String!) {\n    setCategoryGstRate(category: $category, hsn: $hsn) {\n      ...GstRateFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetCategoryGstRate($category: String!, $hsn: String!) {\n    setCategoryGstRate(category: $category, hsn: $hsn) {\n      ...GstRateFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMessages($first: Int!, $after: String, $phone: String) {\n    messages(first: $first, after: $after, phone: $phone) {\n      totalCount\n      provider\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        kind\n        channel\n        phone\n        template\n        body\n        buttons {\n          title\n          payload\n        }\n        status\n        attempts\n        lastError\n        transport\n        delivery\n        pressed\n        orderId\n        createdAt\n        sentAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminMessages($first: Int!, $after: String, $phone: String) {\n    messages(first: $first, after: $after, phone: $phone) {\n      totalCount\n      provider\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        kind\n        channel\n        phone\n        template\n        body\n        buttons {\n          title\n          payload\n        }\n        status\n        attempts\n        lastError\n        transport\n        delivery\n        pressed\n        orderId\n        createdAt\n        sentAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PressMessageButton($id: ID!, $payload: String!) {\n    pressMessageButton(id: $id, payload: $payload) {\n      id\n      status\n      delivery\n      pressed\n      sentAt\n    }\n  }\n"): (typeof documents)["\n  mutation PressMessageButton($id: ID!, $payload: String!) {\n    pressMessageButton(id: $id, payload: $payload) {\n      id\n      status\n      delivery\n      pressed\n      sentAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrders($first: Int!, $offset: Int!, $filter: AdminOrderFilter) {\n    adminOrders(first: $first, offset: $offset, filter: $filter) {\n      totalCount\n      hasNextPage\n      nodes {\n        id\n        orderDate\n        status\n        totalAmount\n        customer {\n          id\n          name\n          email\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminOrders($first: Int!, $offset: Int!, $filter: AdminOrderFilter) {\n    adminOrders(first: $first, offset: $offset, filter: $filter) {\n      totalCount\n      hasNextPage\n      nodes {\n        id\n        orderDate\n        status\n        totalAmount\n        customer {\n          id\n          name\n          email\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderStatusHistoryFields on Order {\n    id\n    status\n    nextStatuses\n    paymentStatus\n    invoiceAvailable\n    ...OrderRefundsFields\n    updatedAt\n    statusHistory {\n      from\n      to\n      note\n      changedBy\n      changedAt\n    }\n  }\n"): (typeof documents)["\n  fragment OrderStatusHistoryFields on Order {\n    id\n    status\n    nextStatuses\n    paymentStatus\n    invoiceAvailable\n    ...OrderRefundsFields\n    updatedAt\n    statusHistory {\n      from\n      to\n      note\n      changedBy\n      changedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrder($id: ID!) {\n    order(id: $id) {\n      ...OrderDetailsFields\n      ...OrderStatusHistoryFields\n      invoiceNumber\n      invoiceAvailable\n      collectedOnDelivery\n      codConfirmation\n      codConfirmBy\n      codRisk {\n        score\n        band\n        reasons\n      }\n      customer {\n        id\n        username\n        name\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminOrder($id: ID!) {\n    order(id: $id) {\n      ...OrderDetailsFields\n      ...OrderStatusHistoryFields\n      invoiceNumber\n      invoiceAvailable\n      collectedOnDelivery\n      codConfirmation\n      codConfirmBy\n      codRisk {\n        score\n        band\n        reasons\n      }\n      customer {\n        id\n        username\n        name\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOrderStatus($id: ID!, $status: OrderStatus!) {\n    updateOrderStatus(id: $id, status: $status) {\n      message\n      order {\n        ...OrderStatusHistoryFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateOrderStatus($id: ID!, $status: OrderStatus!) {\n    updateOrderStatus(id: $id, status: $status) {\n      message\n      order {\n        ...OrderStatusHistoryFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCustomerOrders($customerId: ID!) {\n    adminOrders(first: 11, offset: 0, filter: { customerId: $customerId }) {\n      totalCount\n      nodes {\n        id\n        orderDate\n        status\n        totalAmount\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminCustomerOrders($customerId: ID!) {\n    adminOrders(first: 11, offset: 0, filter: { customerId: $customerId }) {\n      totalCount\n      nodes {\n        id\n        orderDate\n        status\n        totalAmount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminMarkOrderCollected($id: ID!) {\n    markOrderCollected(id: $id) {\n      message\n      order {\n        ...OrderStatusHistoryFields\n        invoiceNumber\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminMarkOrderCollected($id: ID!) {\n    markOrderCollected(id: $id) {\n      message\n      order {\n        ...OrderStatusHistoryFields\n        invoiceNumber\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminMarkOrderReturnedToOrigin($id: ID!, $reason: String!) {\n    markOrderReturnedToOrigin(id: $id, reason: $reason) {\n      message\n      order {\n        ...OrderStatusHistoryFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminMarkOrderReturnedToOrigin($id: ID!, $reason: String!) {\n    markOrderReturnedToOrigin(id: $id, reason: $reason) {\n      message\n      order {\n        ...OrderStatusHistoryFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminConfirmCodOrder($orderId: ID!) {\n    adminConfirmCodOrder(orderId: $orderId) {\n      ...OrderStatusHistoryFields\n      codConfirmation\n      codConfirmBy\n    }\n  }\n"): (typeof documents)["\n  mutation AdminConfirmCodOrder($orderId: ID!) {\n    adminConfirmCodOrder(orderId: $orderId) {\n      ...OrderStatusHistoryFields\n      codConfirmation\n      codConfirmBy\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminShipmentFields on Shipment {\n    id\n    orderId\n    orderReference\n    direction\n    awb\n    courierName\n    status\n    labelUrl\n    trackingUrl\n    expectedDeliveryDate\n    codAmount\n    deliveryFailureReason\n    deliveryFailureAnswer\n    events {\n      status\n      at\n      location\n      note\n    }\n  }\n"): (typeof documents)["\n  fragment AdminShipmentFields on Shipment {\n    id\n    orderId\n    orderReference\n    direction\n    awb\n    courierName\n    status\n    labelUrl\n    trackingUrl\n    expectedDeliveryDate\n    codAmount\n    deliveryFailureReason\n    deliveryFailureAnswer\n    events {\n      status\n      at\n      location\n      note\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminReadyToShip {\n    readyToShip(first: 50) {\n      id\n      orderDate\n      totalAmount\n      paymentLabel\n      bookingError\n      customer {\n        id\n        name\n      }\n      shippingAddress {\n        city\n        pincode\n      }\n    }\n    deliveryFailures {\n      ...AdminShipmentFields\n    }\n  }\n"): (typeof documents)["\n  query AdminReadyToShip {\n    readyToShip(first: 50) {\n      id\n      orderDate\n      totalAmount\n      paymentLabel\n      bookingError\n      customer {\n        id\n        name\n      }\n      shippingAddress {\n        city\n        pincode\n      }\n    }\n    deliveryFailures {\n      ...AdminShipmentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateShipments($orderIds: [ID!]!) {\n    createShipments(orderIds: $orderIds) {\n      orderId\n      error\n      shipment {\n        ...AdminShipmentFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateShipments($orderIds: [ID!]!) {\n    createShipments(orderIds: $orderIds) {\n      orderId\n      error\n      shipment {\n        ...AdminShipmentFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrderShipments($id: ID!) {\n    shippingSandbox\n    order(id: $id) {\n      id\n      bookingError\n      shipments {\n        ...AdminShipmentFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminOrderShipments($id: ID!) {\n    shippingSandbox\n    order(id: $id) {\n      id\n      bookingError\n      shipments {\n        ...AdminShipmentFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateShipment($orderId: ID!) {\n    createShipment(orderId: $orderId) {\n      ...AdminShipmentFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateShipment($orderId: ID!) {\n    createShipment(orderId: $orderId) {\n      ...AdminShipmentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCancelShipment($id: ID!) {\n    cancelShipment(id: $id) {\n      ...AdminShipmentFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCancelShipment($id: ID!) {\n    cancelShipment(id: $id) {\n      ...AdminShipmentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSimulateShipmentEvent($id: ID!, $status: ShipmentStatus!, $note: String) {\n    simulateShipmentEvent(shipmentId: $id, status: $status, note: $note) {\n      ...AdminShipmentFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSimulateShipmentEvent($id: ID!, $status: ShipmentStatus!, $note: String) {\n    simulateShipmentEvent(shipmentId: $id, status: $status, note: $note) {\n      ...AdminShipmentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminResolveDeliveryFailure($id: ID!, $action: DeliveryFailureAction!) {\n    resolveDeliveryFailure(shipmentId: $id, action: $action) {\n      ...AdminShipmentFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminResolveDeliveryFailure($id: ID!, $action: DeliveryFailureAction!) {\n    resolveDeliveryFailure(shipmentId: $id, action: $action) {\n      ...AdminShipmentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminProductFields on Product {\n    ...ProductSummaryFields\n    description\n    createdAt\n    options {\n      sizes\n      colours\n    }\n  }\n"): (typeof documents)["\n  fragment AdminProductFields on Product {\n    ...ProductSummaryFields\n    description\n    createdAt\n    options {\n      sizes\n      colours\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminProductDetailsFields on Product {\n    ...AdminProductFields\n    variants {\n      id\n      sku\n      size\n      colour\n      stock\n      price\n      salePrice\n      ownPrice\n    }\n    gallery {\n      url\n      colour\n      images {\n        ...ImageSetFields\n      }\n    }\n    gstHsn\n    weightGrams\n    lengthCm\n    breadthCm\n    heightCm\n  }\n"): (typeof documents)["\n  fragment AdminProductDetailsFields on Product {\n    ...AdminProductFields\n    variants {\n      id\n      sku\n      size\n      colour\n      stock\n      price\n      salePrice\n      ownPrice\n    }\n    gallery {\n      url\n      colour\n      images {\n        ...ImageSetFields\n      }\n    }\n    gstHsn\n    weightGrams\n    lengthCm\n    breadthCm\n    heightCm\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminGstRateChoices {\n    gstRates {\n      hsn\n      description\n      categories\n    }\n  }\n"): (typeof documents)["\n  query AdminGstRateChoices {\n    gstRates {\n      hsn\n      description\n      categories\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProduct($id: ID!) {\n    product(id: $id) {\n      ...AdminProductDetailsFields\n    }\n  }\n"): (typeof documents)["\n  query AdminProduct($id: ID!) {\n    product(id: $id) {\n      ...AdminProductDetailsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProducts($after: String) {\n    products(first: 100, after: $after, sortBy: \"title-atoz\") {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...AdminProductFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminProducts($after: String) {\n    products(first: 100, after: $after, sortBy: \"title-atoz\") {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...AdminProductFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      ...AdminProductDetailsFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      ...AdminProductDetailsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProduct($id: ID!, $input: ProductUpdateInput!) {\n    updateProduct(id: $id, input: $input) {\n      ...AdminProductDetailsFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProduct($id: ID!, $input: ProductUpdateInput!) {\n    updateProduct(id: $id, input: $input) {\n      ...AdminProductDetailsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      id\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      id\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProductById($id: ID!) {\n    product(id: $id) {\n      ...AdminProductFields\n    }\n  }\n"): (typeof documents)["\n  query AdminProductById($id: ID!) {\n    product(id: $id) {\n      ...AdminProductFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminPromotion on Promotion {\n    id\n    kind\n    code\n    title\n    description\n    isPublic\n    discountType\n    percentOff\n    amountOff\n    maxDiscount\n    minOrderValue\n    minQuantity\n    startsAt\n    endsAt\n    maxUses\n    maxUsesPerCustomer\n    uses\n    scope\n    scopeValues\n    scopeProducts {\n      id\n      title\n      sku\n    }\n    firstOrderOnly\n    prepaidOnly\n    paused\n    status\n  }\n"): (typeof documents)["\n  fragment AdminPromotion on Promotion {\n    id\n    kind\n    code\n    title\n    description\n    isPublic\n    discountType\n    percentOff\n    amountOff\n    maxDiscount\n    minOrderValue\n    minQuantity\n    startsAt\n    endsAt\n    maxUses\n    maxUsesPerCustomer\n    uses\n    scope\n    scopeValues\n    scopeProducts {\n      id\n      title\n      sku\n    }\n    firstOrderOnly\n    prepaidOnly\n    paused\n    status\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPromotions {\n    promotions {\n      ...AdminPromotion\n    }\n  }\n"): (typeof documents)["\n  query AdminPromotions {\n    promotions {\n      ...AdminPromotion\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreatePromotion($input: PromotionInput!) {\n    createPromotion(input: $input) {\n      ...AdminPromotion\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreatePromotion($input: PromotionInput!) {\n    createPromotion(input: $input) {\n      ...AdminPromotion\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdatePromotion($id: ID!, $input: PromotionUpdateInput!) {\n    updatePromotion(id: $id, input: $input) {\n      ...AdminPromotion\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdatePromotion($id: ID!, $input: PromotionUpdateInput!) {\n    updatePromotion(id: $id, input: $input) {\n      ...AdminPromotion\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeletePromotion($id: ID!) {\n    deletePromotion(id: $id) {\n      id\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDeletePromotion($id: ID!) {\n    deletePromotion(id: $id) {\n      id\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminReturnFields on ReturnRequest {\n    id\n    orderId\n    orderReference\n    kind\n    status\n    refundAmount\n    refundMethod\n    onlineRefundAmount\n    manualRefundAmount\n    awaitingManualRefund\n    refundTo\n    refundReference\n    refundFailureReason\n    creditNoteNumber\n    replacementOrderId\n    rejectionReason\n    nextStatuses\n    createdAt\n    customer {\n      id\n      email\n      name\n    }\n    lines {\n      id\n      orderLineId\n      title\n      size\n      colour\n      quantity\n      reason\n      note\n      photos\n      restock\n      refundAmount\n      exchangeVariant {\n        id\n        size\n        colour\n      }\n    }\n    history {\n      to\n      note\n      changedBy\n      changedAt\n    }\n  }\n"): (typeof documents)["\n  fragment AdminReturnFields on ReturnRequest {\n    id\n    orderId\n    orderReference\n    kind\n    status\n    refundAmount\n    refundMethod\n    onlineRefundAmount\n    manualRefundAmount\n    awaitingManualRefund\n    refundTo\n    refundReference\n    refundFailureReason\n    creditNoteNumber\n    replacementOrderId\n    rejectionReason\n    nextStatuses\n    createdAt\n    customer {\n      id\n      email\n      name\n    }\n    lines {\n      id\n      orderLineId\n      title\n      size\n      colour\n      quantity\n      reason\n      note\n      photos\n      restock\n      refundAmount\n      exchangeVariant {\n        id\n        size\n        colour\n      }\n    }\n    history {\n      to\n      note\n      changedBy\n      changedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminReturnRequests($filter: ReturnRequestFilter, $after: String) {\n    returnRequests(filter: $filter, first: 20, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          orderReference\n          kind\n          status\n          createdAt\n          customer {\n            id\n            email\n          }\n          lines {\n            id\n            title\n            quantity\n            reason\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminReturnRequests($filter: ReturnRequestFilter, $after: String) {\n    returnRequests(filter: $filter, first: 20, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          orderReference\n          kind\n          status\n          createdAt\n          customer {\n            id\n            email\n          }\n          lines {\n            id\n            title\n            quantity\n            reason\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminReturnRequest($id: ID!) {\n    returnRequest(id: $id) {\n      ...AdminReturnFields\n    }\n  }\n"): (typeof documents)["\n  query AdminReturnRequest($id: ID!) {\n    returnRequest(id: $id) {\n      ...AdminReturnFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminApproveReturn($id: ID!) {\n    approveReturn(id: $id) {\n      ...AdminReturnFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminApproveReturn($id: ID!) {\n    approveReturn(id: $id) {\n      ...AdminReturnFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRejectReturn($id: ID!, $reason: String!) {\n    rejectReturn(id: $id, reason: $reason) {\n      ...AdminReturnFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRejectReturn($id: ID!, $reason: String!) {\n    rejectReturn(id: $id, reason: $reason) {\n      ...AdminReturnFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminMarkReturnPickedUp($id: ID!) {\n    markReturnPickedUp(id: $id) {\n      ...AdminReturnFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminMarkReturnPickedUp($id: ID!) {\n    markReturnPickedUp(id: $id) {\n      ...AdminReturnFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminReceiveReturn($input: ReceiveReturnInput!) {\n    receiveReturn(input: $input) {\n      ...AdminReturnFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminReceiveReturn($input: ReceiveReturnInput!) {\n    receiveReturn(input: $input) {\n      ...AdminReturnFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRetryReturnRefund($id: ID!) {\n    retryReturnRefund(id: $id) {\n      ...AdminReturnFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRetryReturnRefund($id: ID!) {\n    retryReturnRefund(id: $id) {\n      ...AdminReturnFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminReturnSettings {\n    returnSettings {\n      windowDays\n      nonReturnableCategories\n      nonReturnableProducts {\n        id\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminReturnSettings {\n    returnSettings {\n      windowDays\n      nonReturnableCategories\n      nonReturnableProducts {\n        id\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetNonReturnable($input: NonReturnableInput!) {\n    setNonReturnable(input: $input) {\n      windowDays\n      nonReturnableCategories\n      nonReturnableProducts {\n        id\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSetNonReturnable($input: NonReturnableInput!) {\n    setNonReturnable(input: $input) {\n      windowDays\n      nonReturnableCategories\n      nonReturnableProducts {\n        id\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRecordManualRefund($id: ID!, $reference: String!) {\n    recordManualRefund(id: $id, reference: $reference) {\n      ...AdminReturnFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRecordManualRefund($id: ID!, $reference: String!) {\n    recordManualRefund(id: $id, reference: $reference) {\n      ...AdminReturnFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminReviewFields on Review {\n    id\n    productId\n    productTitle\n    username\n    rating\n    message\n    fit\n    verifiedBuyer\n    hidden\n    createdAt\n    photos {\n      url\n      images {\n        thumbnail\n        large\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment AdminReviewFields on Review {\n    id\n    productId\n    productTitle\n    username\n    rating\n    message\n    fit\n    verifiedBuyer\n    hidden\n    createdAt\n    photos {\n      url\n      images {\n        thumbnail\n        large\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminReviews($first: Int, $offset: Int, $hidden: Boolean) {\n    adminReviews(first: $first, offset: $offset, hidden: $hidden) {\n      totalCount\n      hasNextPage\n      nodes {\n        ...AdminReviewFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminReviews($first: Int, $offset: Int, $hidden: Boolean) {\n    adminReviews(first: $first, offset: $offset, hidden: $hidden) {\n      totalCount\n      hasNextPage\n      nodes {\n        ...AdminReviewFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetReviewHidden($id: ID!, $hidden: Boolean!) {\n    setReviewHidden(id: $id, hidden: $hidden) {\n      ...AdminReviewFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSetReviewHidden($id: ID!, $hidden: Boolean!) {\n    setReviewHidden(id: $id, hidden: $hidden) {\n      ...AdminReviewFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminSizeChartFields on SizeChart {\n    id\n    category\n    brand\n    measurements\n    note\n    rows {\n      size\n      cm\n    }\n  }\n"): (typeof documents)["\n  fragment AdminSizeChartFields on SizeChart {\n    id\n    category\n    brand\n    measurements\n    note\n    rows {\n      size\n      cm\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSizeCharts {\n    sizeCharts {\n      ...AdminSizeChartFields\n    }\n  }\n"): (typeof documents)["\n  query AdminSizeCharts {\n    sizeCharts {\n      ...AdminSizeChartFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSaveSizeChart($input: SizeChartInput!) {\n    saveSizeChart(input: $input) {\n      ...AdminSizeChartFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSaveSizeChart($input: SizeChartInput!) {\n    saveSizeChart(input: $input) {\n      ...AdminSizeChartFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteSizeChart($id: ID!) {\n    deleteSizeChart(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDeleteSizeChart($id: ID!) {\n    deleteSizeChart(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      id\n      username\n      email\n      name\n      role\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      id\n      username\n      email\n      name\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestLoginCode($phone: String!, $channel: MessageChannel) {\n    requestLoginCode(phone: $phone, channel: $channel)\n  }\n"): (typeof documents)["\n  mutation RequestLoginCode($phone: String!, $channel: MessageChannel) {\n    requestLoginCode(phone: $phone, channel: $channel)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyLoginCode($phone: String!, $code: String!) {\n    verifyLoginCode(phone: $phone, code: $code) {\n      message\n      token\n      user {\n        id\n        username\n        email\n        name\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyLoginCode($phone: String!, $code: String!) {\n    verifyLoginCode(phone: $phone, code: $code) {\n      message\n      token\n      user {\n        id\n        username\n        email\n        name\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      message\n      token\n      user {\n        id\n        username\n        email\n        name\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      message\n      token\n      user {\n        id\n        username\n        email\n        name\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      message\n      user {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      message\n      user {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnsubscribeStatus($token: String!) {\n    unsubscribeStatus(token: $token) {\n      email\n      subscribed\n    }\n  }\n"): (typeof documents)["\n  query UnsubscribeStatus($token: String!) {\n    unsubscribeStatus(token: $token) {\n      email\n      subscribed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Unsubscribe($token: String!) {\n    unsubscribe(token: $token) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation Unsubscribe($token: String!) {\n    unsubscribe(token: $token) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadImage($file: Upload!) {\n    uploadImage(file: $file) {\n      url\n      images {\n        ...ImageSetFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UploadImage($file: Upload!) {\n    uploadImage(file: $file) {\n      url\n      images {\n        ...ImageSetFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountEmailStatus {\n    me {\n      id\n      email\n      emailVerified\n    }\n  }\n"): (typeof documents)["\n  query AccountEmailStatus {\n    me {\n      id\n      email\n      emailVerified\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountProfile {\n    me {\n      id\n      name\n      email\n      emailVerified\n      needsName\n      phone\n      phoneVerified\n    }\n  }\n"): (typeof documents)["\n  query AccountProfile {\n    me {\n      id\n      name\n      email\n      emailVerified\n      needsName\n      phone\n      phoneVerified\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      name\n      email\n      emailVerified\n      needsName\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      name\n      email\n      emailVerified\n      needsName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPhoneVerification($phone: String!, $channel: MessageChannel) {\n    requestPhoneVerification(phone: $phone, channel: $channel)\n  }\n"): (typeof documents)["\n  mutation RequestPhoneVerification($phone: String!, $channel: MessageChannel) {\n    requestPhoneVerification(phone: $phone, channel: $channel)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyPhone($phone: String!, $code: String!) {\n    verifyPhone(phone: $phone, code: $code) {\n      id\n      phone\n      phoneVerified\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyPhone($phone: String!, $code: String!) {\n    verifyPhone(phone: $phone, code: $code) {\n      id\n      phone\n      phoneVerified\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogueOptions {\n    catalogueOptions {\n      categories {\n        id\n        label\n      }\n      brands {\n        id\n        label\n      }\n      sorts {\n        id\n        label\n      }\n    }\n  }\n"): (typeof documents)["\n  query CatalogueOptions {\n    catalogueOptions {\n      categories {\n        id\n        label\n      }\n      brands {\n        id\n        label\n      }\n      sorts {\n        id\n        label\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ImageSetFields on ImageSet {\n    thumbnail\n    large\n    webp\n    original\n    webpSources {\n      url\n      width\n    }\n  }\n"): (typeof documents)["\n  fragment ImageSetFields on ImageSet {\n    thumbnail\n    large\n    webp\n    original\n    webpSources {\n      url\n      width\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductSummaryFields on Product {\n    id\n    title\n    category\n    brand\n    price\n    salePrice\n    totalStock\n    image\n    images {\n      ...ImageSetFields\n    }\n  }\n"): (typeof documents)["\n  fragment ProductSummaryFields on Product {\n    id\n    title\n    category\n    brand\n    price\n    salePrice\n    totalStock\n    image\n    images {\n      ...ImageSetFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FeatureImageFields on FeatureImage {\n    id\n    title\n    description\n    position\n    images {\n      ...ImageSetFields\n    }\n  }\n"): (typeof documents)["\n  fragment FeatureImageFields on FeatureImage {\n    id\n    title\n    description\n    position\n    images {\n      ...ImageSetFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderDetailsFields on Order {\n    id\n    orderDate\n    status\n    paymentStatus\n    paymentMethod\n    paymentLabel\n    codFee\n    shippingFee\n    shippingTax {\n      cgst\n      sgst\n      igst\n    }\n    codAdvance\n    amountDueOnDelivery\n    paymentId\n    totalAmount\n    subtotal\n    discount\n    discounts {\n      name\n      kind\n      code\n      amount\n    }\n    currency\n    lines {\n      productId\n      title\n      image\n      price\n      quantity\n      size\n      colour\n      lineTotal\n      tax {\n        cgst\n        sgst\n        igst\n      }\n    }\n    shippingAddress {\n      addressId\n      address\n      city\n      pincode\n      phone\n      notes\n    }\n    ...OrderRefundsFields\n  }\n"): (typeof documents)["\n  fragment OrderDetailsFields on Order {\n    id\n    orderDate\n    status\n    paymentStatus\n    paymentMethod\n    paymentLabel\n    codFee\n    shippingFee\n    shippingTax {\n      cgst\n      sgst\n      igst\n    }\n    codAdvance\n    amountDueOnDelivery\n    paymentId\n    totalAmount\n    subtotal\n    discount\n    discounts {\n      name\n      kind\n      code\n      amount\n    }\n    currency\n    lines {\n      productId\n      title\n      image\n      price\n      quantity\n      size\n      colour\n      lineTotal\n      tax {\n        cgst\n        sgst\n        igst\n      }\n    }\n    shippingAddress {\n      addressId\n      address\n      city\n      pincode\n      phone\n      notes\n    }\n    ...OrderRefundsFields\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderRefundsFields on Order {\n    refundedAmount\n    refunds {\n      id\n      amount\n      method\n      status\n      reason\n      createdAt\n      settledAt\n      providerRefundId\n      reference\n      failureReason\n    }\n  }\n"): (typeof documents)["\n  fragment OrderRefundsFields on Order {\n    refundedAmount\n    refunds {\n      id\n      amount\n      method\n      status\n      reason\n      createdAt\n      settledAt\n      providerRefundId\n      reference\n      failureReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmCodOrder($orderId: ID!) {\n    confirmCodOrder(orderId: $orderId) {\n      id\n      codConfirmation\n      codConfirmBy\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmCodOrder($orderId: ID!) {\n    confirmCodOrder(orderId: $orderId) {\n      id\n      codConfirmation\n      codConfirmBy\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopOrderReturns($id: ID!) {\n    order(id: $id) {\n      id\n      status\n      returnRequested\n      returnWindowEndsAt\n      lines {\n        id\n        productId\n        title\n        size\n        colour\n        quantity\n        listPrice\n      }\n      returns {\n        id\n        kind\n        status\n        refundAmount\n        onlineRefundAmount\n        manualRefundAmount\n        creditNoteNumber\n        rejectionReason\n        createdAt\n        lines {\n          id\n          orderLineId\n          title\n          size\n          colour\n          quantity\n          reason\n          exchangeVariant {\n            id\n            size\n            colour\n          }\n        }\n        history {\n          to\n          note\n          changedAt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShopOrderReturns($id: ID!) {\n    order(id: $id) {\n      id\n      status\n      returnRequested\n      returnWindowEndsAt\n      lines {\n        id\n        productId\n        title\n        size\n        colour\n        quantity\n        listPrice\n      }\n      returns {\n        id\n        kind\n        status\n        refundAmount\n        onlineRefundAmount\n        manualRefundAmount\n        creditNoteNumber\n        rejectionReason\n        createdAt\n        lines {\n          id\n          orderLineId\n          title\n          size\n          colour\n          quantity\n          reason\n          exchangeVariant {\n            id\n            size\n            colour\n          }\n        }\n        history {\n          to\n          note\n          changedAt\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopReturnVariants($id: ID!) {\n    product(id: $id) {\n      id\n      variants {\n        id\n        size\n        colour\n        stock\n        price\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShopReturnVariants($id: ID!) {\n    product(id: $id) {\n      id\n      variants {\n        id\n        size\n        colour\n        stock\n        price\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShopRequestReturn($input: RequestReturnInput!) {\n    requestReturn(input: $input) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ShopRequestReturn($input: RequestReturnInput!) {\n    requestReturn(input: $input) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShopCancelReturn($id: ID!) {\n    cancelReturn(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ShopCancelReturn($id: ID!) {\n    cancelReturn(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadReturnPhoto($file: Upload!) {\n    uploadReturnPhoto(file: $file) {\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation UploadReturnPhoto($file: Upload!) {\n    uploadReturnPhoto(file: $file) {\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopOrderShipments($id: ID!) {\n    order(id: $id) {\n      id\n      shipments {\n        id\n        direction\n        awb\n        courierName\n        status\n        trackingUrl\n        expectedDeliveryDate\n        deliveryFailureReason\n        deliveryFailureAnswer\n        rescheduleDates\n        events {\n          status\n          at\n          location\n          note\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShopOrderShipments($id: ID!) {\n    order(id: $id) {\n      id\n      shipments {\n        id\n        direction\n        awb\n        courierName\n        status\n        trackingUrl\n        expectedDeliveryDate\n        deliveryFailureReason\n        deliveryFailureAnswer\n        rescheduleDates\n        events {\n          status\n          at\n          location\n          note\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShopRescheduleDelivery($id: ID!, $date: String!, $note: String) {\n    rescheduleDelivery(shipmentId: $id, date: $date, note: $note) {\n      id\n      status\n      deliveryFailureAnswer\n      rescheduleDates\n    }\n  }\n"): (typeof documents)["\n  mutation ShopRescheduleDelivery($id: ID!, $date: String!, $note: String) {\n    rescheduleDelivery(shipmentId: $id, date: $date, note: $note) {\n      id\n      status\n      deliveryFailureAnswer\n      rescheduleDates\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopOrderHistory($after: String) {\n    orderHistory(first: 10, after: $after) {\n      edges {\n        cursor\n        node {\n          ...OrderDetailsFields\n          invoiceNumber\n          invoiceAvailable\n          returnRequested\n          codConfirmation\n          codConfirmBy\n          payOnlineDiscount\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShopOrderHistory($after: String) {\n    orderHistory(first: 10, after: $after) {\n      edges {\n        cursor\n        node {\n          ...OrderDetailsFields\n          invoiceNumber\n          invoiceAvailable\n          returnRequested\n          codConfirmation\n          codConfirmBy\n          payOnlineDiscount\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayCodOrderOnline($orderId: ID!) {\n    payCodOrderOnline(orderId: $orderId) {\n      provider\n      keyId\n      providerOrderId\n      amount\n      currency\n      checkoutScriptUrl\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation PayCodOrderOnline($orderId: ID!) {\n    payCodOrderOnline(orderId: $orderId) {\n      provider\n      keyId\n      providerOrderId\n      amount\n      currency\n      checkoutScriptUrl\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopWishlist {\n    wishlist {\n      items {\n        addedAt\n        priceWhenAdded\n        priceDrop\n        product {\n          id\n          slug\n          title\n          price\n          salePrice\n          totalStock\n          images {\n            thumbnail\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShopWishlist {\n    wishlist {\n      items {\n        addedAt\n        priceWhenAdded\n        priceDrop\n        product {\n          id\n          slug\n          title\n          price\n          salePrice\n          totalStock\n          images {\n            thumbnail\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopWishlistProductVariants($id: ID!) {\n    product(id: $id) {\n      id\n      options {\n        sizes\n        colours\n      }\n      variants {\n        id\n        size\n        colour\n        stock\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShopWishlistProductVariants($id: ID!) {\n    product(id: $id) {\n      id\n      options {\n        sizes\n        colours\n      }\n      variants {\n        id\n        size\n        colour\n        stock\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShopCancelStockAlert($id: ID!) {\n    cancelStockAlert(id: $id)\n  }\n"): (typeof documents)["\n  mutation ShopCancelStockAlert($id: ID!) {\n    cancelStockAlert(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendVerificationEmail {\n    resendVerificationEmail {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ResendVerificationEmail {\n    resendVerificationEmail {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestEmailChange($input: RequestEmailChangeInput!) {\n    requestEmailChange(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation RequestEmailChange($input: RequestEmailChangeInput!) {\n    requestEmailChange(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOutEverywhere {\n    signOutEverywhere {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SignOutEverywhere {\n    signOutEverywhere {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShopMarketingConsent on MarketingConsent {\n    emailGranted\n    wording\n    current {\n      granted\n      wording\n      source\n      at\n    }\n  }\n"): (typeof documents)["\n  fragment ShopMarketingConsent on MarketingConsent {\n    emailGranted\n    wording\n    current {\n      granted\n      wording\n      source\n      at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopMarketingConsent {\n    marketingConsent {\n      ...ShopMarketingConsent\n    }\n  }\n"): (typeof documents)["\n  query ShopMarketingConsent {\n    marketingConsent {\n      ...ShopMarketingConsent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShopSetMarketingConsent($granted: Boolean!) {\n    setMarketingConsent(granted: $granted) {\n      ...ShopMarketingConsent\n    }\n  }\n"): (typeof documents)["\n  mutation ShopSetMarketingConsent($granted: Boolean!) {\n    setMarketingConsent(granted: $granted) {\n      ...ShopMarketingConsent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShopAddress on Address {\n    id\n    name\n    address\n    city\n    phone\n    pincode\n    notes\n    state\n    createdAt\n  }\n"): (typeof documents)["\n  fragment ShopAddress on Address {\n    id\n    name\n    address\n    city\n    phone\n    pincode\n    notes\n    state\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopAddresses {\n    addresses {\n      ...ShopAddress\n    }\n  }\n"): (typeof documents)["\n  query ShopAddresses {\n    addresses {\n      ...ShopAddress\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShopAddAddress($input: AddressInput!) {\n    addAddress(input: $input) {\n      ...ShopAddress\n    }\n  }\n"): (typeof documents)["\n  mutation ShopAddAddress($input: AddressInput!) {\n    addAddress(input: $input) {\n      ...ShopAddress\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShopUpdateAddress($id: ID!, $input: AddressInput!) {\n    updateAddress(id: $id, input: $input) {\n      ...ShopAddress\n    }\n  }\n"): (typeof documents)["\n  mutation ShopUpdateAddress($id: ID!, $input: AddressInput!) {\n    updateAddress(id: $id, input: $input) {\n      ...ShopAddress\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShopDeleteAddress($id: ID!) {\n    deleteAddress(id: $id) {\n      id\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ShopDeleteAddress($id: ID!) {\n    deleteAddress(id: $id) {\n      id\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopIndianStates {\n    indianStates {\n      id\n      label\n    }\n  }\n"): (typeof documents)["\n  query ShopIndianStates {\n    indianStates {\n      id\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopPincodeStates($pincode: String!) {\n    deliveryEstimate(pincode: $pincode) {\n      pincode\n      states\n    }\n  }\n"): (typeof documents)["\n  query ShopPincodeStates($pincode: String!) {\n    deliveryEstimate(pincode: $pincode) {\n      pincode\n      states\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShopCart on Cart {\n    id\n    itemCount\n    subtotal\n    discount\n    shipping\n    freeShippingShortfall\n    total\n    couponNotice\n    appliedCoupon {\n      code\n      title\n      saving\n    }\n    automaticPromotion {\n      title\n      saving\n    }\n    offers {\n      code\n      title\n      description\n      applies\n      hint\n    }\n    lines {\n      id\n      productId\n      title\n      image\n      price\n      salePrice\n      unitPrice\n      quantity\n      size\n      colour\n      lineTotal\n      discount\n      net\n      availableStock\n      problem\n    }\n  }\n"): (typeof documents)["\n  fragment ShopCart on Cart {\n    id\n    itemCount\n    subtotal\n    discount\n    shipping\n    freeShippingShortfall\n    total\n    couponNotice\n    appliedCoupon {\n      code\n      title\n      saving\n    }\n    automaticPromotion {\n      title\n      saving\n    }\n    offers {\n      code\n      title\n      description\n      applies\n      hint\n    }\n    lines {\n      id\n      productId\n      title\n      image\n      price\n      salePrice\n      unitPrice\n      quantity\n      size\n      colour\n      lineTotal\n      discount\n      net\n      availableStock\n      problem\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopCart {\n    cart {\n      ...ShopCart\n    }\n  }\n"): (typeof documents)["\n  query ShopCart {\n    cart {\n      ...ShopCart\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShopAddToCart($input: AddToCartInput!) {\n    addToCart(input: $input) {\n      ...ShopCart\n    }\n  }\n"): (typeof documents)["\n  mutation ShopAddToCart($input: AddToCartInput!) {\n    addToCart(input: $input) {\n      ...ShopCart\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShopSetCartQuantity($input: SetCartQuantityInput!) {\n    setCartQuantity(input: $input) {\n      ...ShopCart\n    }\n  }\n"): (typeof documents)["\n  mutation ShopSetCartQuantity($input: SetCartQuantityInput!) {\n    setCartQuantity(input: $input) {\n      ...ShopCart\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShopRemoveFromCart($input: CartLineKeyInput!) {\n    removeFromCart(input: $input) {\n      ...ShopCart\n    }\n  }\n"): (typeof documents)["\n  mutation ShopRemoveFromCart($input: CartLineKeyInput!) {\n    removeFromCart(input: $input) {\n      ...ShopCart\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShopApplyCoupon($code: String!) {\n    applyCoupon(code: $code) {\n      ...ShopCart\n    }\n  }\n"): (typeof documents)["\n  mutation ShopApplyCoupon($code: String!) {\n    applyCoupon(code: $code) {\n      ...ShopCart\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShopRemoveCoupon {\n    removeCoupon {\n      ...ShopCart\n    }\n  }\n"): (typeof documents)["\n  mutation ShopRemoveCoupon {\n    removeCoupon {\n      ...ShopCart\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShopPlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      order {\n        id\n        totalAmount\n        status\n        paymentStatus\n      }\n      payment {\n        provider\n        keyId\n        providerOrderId\n        amount\n        currency\n        checkoutScriptUrl\n        name\n        description\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ShopPlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      order {\n        id\n        totalAmount\n        status\n        paymentStatus\n      }\n      payment {\n        provider\n        keyId\n        providerOrderId\n        amount\n        currency\n        checkoutScriptUrl\n        name\n        description\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShopVerifyPayment($input: VerifyPaymentInput!) {\n    verifyPayment(input: $input) {\n      message\n      order {\n        id\n        status\n        paymentStatus\n        paymentId\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ShopVerifyPayment($input: VerifyPaymentInput!) {\n    verifyPayment(input: $input) {\n      message\n      order {\n        id\n        status\n        paymentStatus\n        paymentId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShopAbandonPayment($input: AbandonPaymentInput!) {\n    abandonPayment(input: $input) {\n      id\n      status\n      paymentStatus\n    }\n  }\n"): (typeof documents)["\n  mutation ShopAbandonPayment($input: AbandonPaymentInput!) {\n    abandonPayment(input: $input) {\n      id\n      status\n      paymentStatus\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopCheckoutOptions($addressId: ID!) {\n    checkoutOptions(addressId: $addressId) {\n      serviceable\n      deliveryBy\n      codFee\n      codAdvance\n      codDueOnDelivery\n      payOnlineSaving\n      online {\n        available\n        reason\n      }\n      cod {\n        available\n        reason\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShopCheckoutOptions($addressId: ID!) {\n    checkoutOptions(addressId: $addressId) {\n      serviceable\n      deliveryBy\n      codFee\n      codAdvance\n      codDueOnDelivery\n      payOnlineSaving\n      online {\n        available\n        reason\n      }\n      cod {\n        available\n        reason\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShopMeasurePurchase($orderId: ID!, $clientId: String) {\n    measurePurchase(orderId: $orderId, clientId: $clientId) {\n      transactionId\n      value\n      tax\n      shipping\n      currency\n      coupon\n      items {\n        itemId\n        itemName\n        itemBrand\n        itemCategory\n        itemVariant\n        price\n        discount\n        quantity\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ShopMeasurePurchase($orderId: ID!, $clientId: String) {\n    measurePurchase(orderId: $orderId, clientId: $clientId) {\n      transactionId\n      value\n      tax\n      shipping\n      currency\n      coupon\n      items {\n        itemId\n        itemName\n        itemBrand\n        itemCategory\n        itemVariant\n        price\n        discount\n        quantity\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyWhatsAppUpdates {\n    myWhatsAppUpdates {\n      granted\n      phone\n      wording\n      changedAt\n    }\n  }\n"): (typeof documents)["\n  query MyWhatsAppUpdates {\n    myWhatsAppUpdates {\n      granted\n      phone\n      wording\n      changedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetWhatsAppUpdates($granted: Boolean!, $phone: String, $source: WhatsAppConsentSource) {\n    setWhatsAppUpdates(granted: $granted, phone: $phone, source: $source) {\n      granted\n      phone\n      wording\n      changedAt\n    }\n  }\n"): (typeof documents)["\n  mutation SetWhatsAppUpdates($granted: Boolean!, $phone: String, $source: WhatsAppConsentSource) {\n    setWhatsAppUpdates(granted: $granted, phone: $phone, source: $source) {\n      granted\n      phone\n      wording\n      changedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopFeatureImages {\n    featureImages {\n      ...FeatureImageFields\n    }\n  }\n"): (typeof documents)["\n  query ShopFeatureImages {\n    featureImages {\n      ...FeatureImageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopHomeProducts($first: Int!) {\n    products(sortBy: \"price-lowtohigh\", first: $first) {\n      ...ShopProductPage\n    }\n  }\n"): (typeof documents)["\n  query ShopHomeProducts($first: Int!) {\n    products(sortBy: \"price-lowtohigh\", first: $first) {\n      ...ShopProductPage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopCategoryTileImages {\n    men: products(filter: { categories: [\"men\"] }, sortBy: \"price-hightolow\", first: 1) {\n      edges { node { id images { thumbnail webp webpSources { url width } } } }\n    }\n    women: products(filter: { categories: [\"women\"] }, sortBy: \"price-hightolow\", first: 1) {\n      edges { node { id images { thumbnail webp webpSources { url width } } } }\n    }\n    kids: products(filter: { categories: [\"kids\"] }, sortBy: \"price-hightolow\", first: 1) {\n      edges { node { id images { thumbnail webp webpSources { url width } } } }\n    }\n    accessories: products(filter: { categories: [\"accessories\"] }, sortBy: \"price-hightolow\", first: 1) {\n      edges { node { id images { thumbnail webp webpSources { url width } } } }\n    }\n    footwear: products(filter: { categories: [\"footwear\"] }, sortBy: \"price-hightolow\", first: 1) {\n      edges { node { id images { thumbnail webp webpSources { url width } } } }\n    }\n  }\n"): (typeof documents)["\n  query ShopCategoryTileImages {\n    men: products(filter: { categories: [\"men\"] }, sortBy: \"price-hightolow\", first: 1) {\n      edges { node { id images { thumbnail webp webpSources { url width } } } }\n    }\n    women: products(filter: { categories: [\"women\"] }, sortBy: \"price-hightolow\", first: 1) {\n      edges { node { id images { thumbnail webp webpSources { url width } } } }\n    }\n    kids: products(filter: { categories: [\"kids\"] }, sortBy: \"price-hightolow\", first: 1) {\n      edges { node { id images { thumbnail webp webpSources { url width } } } }\n    }\n    accessories: products(filter: { categories: [\"accessories\"] }, sortBy: \"price-hightolow\", first: 1) {\n      edges { node { id images { thumbnail webp webpSources { url width } } } }\n    }\n    footwear: products(filter: { categories: [\"footwear\"] }, sortBy: \"price-hightolow\", first: 1) {\n      edges { node { id images { thumbnail webp webpSources { url width } } } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopListingProducts($filter: ProductFilter, $sortBy: String, $first: Int, $after: String) {\n    products(filter: $filter, sortBy: $sortBy, first: $first, after: $after) {\n      ...ShopProductPage\n      facets {\n        # The categories' and brands' labels are the catalogue options' (useCatalogueOptions): only their counts here.\n        categories {\n          id\n          count\n        }\n        brands {\n          id\n          count\n        }\n        sizes {\n          id\n          label\n          count\n        }\n        colours {\n          id\n          label\n          count\n        }\n        priceRange {\n          min\n          max\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShopListingProducts($filter: ProductFilter, $sortBy: String, $first: Int, $after: String) {\n    products(filter: $filter, sortBy: $sortBy, first: $first, after: $after) {\n      ...ShopProductPage\n      facets {\n        # The categories' and brands' labels are the catalogue options' (useCatalogueOptions): only their counts here.\n        categories {\n          id\n          count\n        }\n        brands {\n          id\n          count\n        }\n        sizes {\n          id\n          label\n          count\n        }\n        colours {\n          id\n          label\n          count\n        }\n        priceRange {\n          min\n          max\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopDeliveryEstimate($pincode: String!, $productId: ID) {\n    deliveryEstimate(pincode: $pincode, productId: $productId) {\n      pincode\n      serviceable\n      deliveryBy\n      codAvailable\n    }\n  }\n"): (typeof documents)["\n  query ShopDeliveryEstimate($pincode: String!, $productId: ID) {\n    deliveryEstimate(pincode: $pincode, productId: $productId) {\n      pincode\n      serviceable\n      deliveryBy\n      codAvailable\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShopProductCard on Product {\n    id\n    title\n    slug\n    category\n    brand\n    price\n    salePrice\n    totalStock\n    images {\n      thumbnail\n      srcSet\n    }\n    options {\n      sizes\n      colours\n    }\n  }\n"): (typeof documents)["\n  fragment ShopProductCard on Product {\n    id\n    title\n    slug\n    category\n    brand\n    price\n    salePrice\n    totalStock\n    images {\n      thumbnail\n      srcSet\n    }\n    options {\n      sizes\n      colours\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShopProductPage on ProductConnection {\n    edges {\n      node {\n        ...ShopProductCard\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n"): (typeof documents)["\n  fragment ShopProductPage on ProductConnection {\n    edges {\n      node {\n        ...ShopProductCard\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopProductDetails($slug: String!) {\n    product(slug: $slug) {\n      ...ShopProductCard\n      images {\n        large\n      }\n      description\n      averageRating\n      reviewCount\n      gallery {\n        url\n        colour\n        images {\n          thumbnail\n          large\n          srcSet\n        }\n      }\n      variants {\n        id\n        size\n        colour\n        stock\n        price\n        salePrice\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShopProductDetails($slug: String!) {\n    product(slug: $slug) {\n      ...ShopProductCard\n      images {\n        large\n      }\n      description\n      averageRating\n      reviewCount\n      gallery {\n        url\n        colour\n        images {\n          thumbnail\n          large\n          srcSet\n        }\n      }\n      variants {\n        id\n        size\n        colour\n        stock\n        price\n        salePrice\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopProductReviews($productId: ID!) {\n    reviews(productId: $productId) {\n      ...ShopReview\n    }\n  }\n"): (typeof documents)["\n  query ShopProductReviews($productId: ID!) {\n    reviews(productId: $productId) {\n      ...ShopReview\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShopReview on Review {\n    id\n    productId\n    username\n    rating\n    message\n    fit\n    verifiedBuyer\n    photos {\n      url\n      images {\n        thumbnail\n        large\n      }\n    }\n    createdAt\n  }\n"): (typeof documents)["\n  fragment ShopReview on Review {\n    id\n    productId\n    username\n    rating\n    message\n    fit\n    verifiedBuyer\n    photos {\n      url\n      images {\n        thumbnail\n        large\n      }\n    }\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopProductRating($id: ID!) {\n    product(id: $id) {\n      id\n      averageRating\n      reviewCount\n    }\n  }\n"): (typeof documents)["\n  query ShopProductRating($id: ID!) {\n    product(id: $id) {\n      id\n      averageRating\n      reviewCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShopAddReview($input: ReviewInput!) {\n    addReview(input: $input) {\n      ...ShopReview\n    }\n  }\n"): (typeof documents)["\n  mutation ShopAddReview($input: ReviewInput!) {\n    addReview(input: $input) {\n      ...ShopReview\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadReviewPhoto($file: Upload!) {\n    uploadReviewPhoto(file: $file) {\n      url\n      images {\n        thumbnail\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UploadReviewPhoto($file: Upload!) {\n    uploadReviewPhoto(file: $file) {\n      url\n      images {\n        thumbnail\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShopFitSummary on Product {\n    id\n    fitSummary {\n      runsSmall\n      trueToSize\n      runsLarge\n    }\n  }\n"): (typeof documents)["\n  fragment ShopFitSummary on Product {\n    id\n    fitSummary {\n      runsSmall\n      trueToSize\n      runsLarge\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopSizeGuide($productId: ID!) {\n    sizeChart(productId: $productId) {\n      id\n      measurements\n      note\n      rows {\n        size\n        cm\n        inches\n      }\n    }\n    product(id: $productId) {\n      ...ShopFitSummary\n    }\n  }\n"): (typeof documents)["\n  query ShopSizeGuide($productId: ID!) {\n    sizeChart(productId: $productId) {\n      id\n      measurements\n      note\n      rows {\n        size\n        cm\n        inches\n      }\n    }\n    product(id: $productId) {\n      ...ShopFitSummary\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopProductFit($id: ID!) {\n    product(id: $id) {\n      ...ShopFitSummary\n    }\n  }\n"): (typeof documents)["\n  query ShopProductFit($id: ID!) {\n    product(id: $id) {\n      ...ShopFitSummary\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopMyStockAlerts {\n    myStockAlerts {\n      id\n      variantId\n      size\n      colour\n      status\n      createdAt\n      product {\n        id\n        title\n        slug\n        image\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShopMyStockAlerts {\n    myStockAlerts {\n      id\n      variantId\n      size\n      colour\n      status\n      createdAt\n      product {\n        id\n        title\n        slug\n        image\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShopNotifyWhenInStock($productId: ID!, $variantId: ID) {\n    notifyWhenInStock(productId: $productId, variantId: $variantId) {\n      id\n      variantId\n      size\n      colour\n      status\n      createdAt\n      product {\n        id\n        title\n        slug\n        image\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ShopNotifyWhenInStock($productId: ID!, $variantId: ID) {\n    notifyWhenInStock(productId: $productId, variantId: $variantId) {\n      id\n      variantId\n      size\n      colour\n      status\n      createdAt\n      product {\n        id\n        title\n        slug\n        image\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShopRestoreCart($token: String!) {\n    restoreCart(token: $token) {\n      couponCode\n      notice\n      cart {\n        ...ShopCart\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ShopRestoreCart($token: String!) {\n    restoreCart(token: $token) {\n      couponCode\n      notice\n      cart {\n        ...ShopCart\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopSearch($keyword: String!) {\n    search(keyword: $keyword, first: 24) {\n      ...ShopProductCard\n    }\n  }\n"): (typeof documents)["\n  query ShopSearch($keyword: String!) {\n    search(keyword: $keyword, first: 24) {\n      ...ShopProductCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopWishlistIds {\n    wishlist {\n      items {\n        product {\n          id\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShopWishlistIds {\n    wishlist {\n      items {\n        product {\n          id\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShopAddToWishlist($productId: ID!) {\n    addToWishlist(productId: $productId) {\n      items {\n        product {\n          id\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ShopAddToWishlist($productId: ID!) {\n    addToWishlist(productId: $productId) {\n      items {\n        product {\n          id\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShopRemoveFromWishlist($productId: ID!) {\n    removeFromWishlist(productId: $productId) {\n      items {\n        product {\n          id\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ShopRemoveFromWishlist($productId: ID!) {\n    removeFromWishlist(productId: $productId) {\n      items {\n        product {\n          id\n        }\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;