import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { UserEntity, RoleName } from '../../entities/user.entity.js';
import type { ProductEntity } from '../../entities/product.entity.js';
import type { ProductPage, SearchPage, ListingFacets, PriceRangePaise, VariantOfProduct, StoredImage } from '../../services/catalogue/index.js';
import type { ReviewView } from '../../services/reviews.service.js';
import type { WishlistView, WishlistItemView, StockAlertView, StockAlertDemand as StockAlertDemandModel, RestoredCart as RestoredCartModel, ConsentRecord as ConsentRecordModel, MarketingConsentView } from '../../services/shopper-loops/index.js';
import type { SizeChartView } from '../../services/size-charts.service.js';
import type { CartRecoveryInsights as CartRecoveryInsightsModel, SalesInsights as SalesInsightsModel, DailySales as DailySalesModel, CodInsights as CodInsightsModel, TopProduct as TopProductModel, LowStockVariant as LowStockVariantModel, ReturnInsights as ReturnInsightsModel } from '../../services/insights.service.js';
import type { FeatureImageEntity } from '../../entities/feature-image.entity.js';
import type { ImageSet as ImageSetModel } from '../../services/media/index.js';
import type { AddressEntity } from '../../entities/address.entity.js';
import type { CartView, CartLineView, AppliedPromotionView } from '../../services/cart.service.js';
import type { OrderView, OrderLineView, StatusChange, LineTax, OrderDiscountView, RefundRecord, CheckoutOptions as CheckoutOptionsModel } from '../../services/orders/index.js';
import type { ShipmentView } from '../../services/shipping/index.js';
import type { ReturnView, ReturnLineView } from '../../services/returns/index.js';
import type { ReturnStatus as ReturnStatusValue, ReturnReason as ReturnReasonValue, ReturnKind as ReturnKindValue } from '../../entities/return-request.entity.js';
import type { GstRateView } from '../../services/tax/index.js';
import type { EmailOutboxEntity, EmailKind as EmailKindValue, EmailStatus as EmailStatusValue } from '../../entities/email-outbox.entity.js';
import type { MessageOutboxEntity } from '../../entities/message-outbox.entity.js';
import type { WhatsAppUpdatesView } from '../../services/messages/index.js';
import type { PromotionView, OfferView, PromotionStatus as PromotionStatusValue } from '../../services/promotions/index.js';
import type { PurchaseMeasurement as PurchaseMeasurementModel, MeasuredItem as MeasuredItemModel } from '../../services/analytics/index.js';
import type { CustomerSummary } from '../../services/customers.service.js';
import type { PincodeRow } from '../../services/delivery/index.js';
import type { OrderStatus as OrderStatusValue, PaymentStatus as PaymentStatusValue } from '../../entities/order.entity.js';
import type { ShipmentStatus as ShipmentStatusValue, ShipmentDirection as ShipmentDirectionValue } from '../../entities/shipment.entity.js';
import type { PromotionKind as PromotionKindValue, DiscountType as DiscountTypeValue, PromotionScope as PromotionScopeValue } from '../../entities/promotion.entity.js';
import type { ReviewFit } from '../../entities/review.entity.js';
import type { StockAlertStatus as StockAlertStatusValue } from '../../entities/shopper-loops.entity.js';
import type { GraphQLContext } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  DateTime: { input: Date; output: Date; }
  /** A file sent as a multipart request (graphql-multipart-request-spec); send the header `apollo-require-preflight: true`. */
  Upload: { input: unknown; output: unknown; }
};

export type AbandonPaymentInput = {
  orderId: Scalars['ID']['input'];
  /** What the payment window said, if anything. */
  reason?: InputMaybe<Scalars['String']['input']>;
};

/** What an account action answers: a sentence to show the person. */
export type AccountMessage = {
  __typename?: 'AccountMessage';
  message: Scalars['String']['output'];
};

/** A product with sizes needs `size`, one with colours needs `colour`: they name the variant bought. */
export type AddToCartInput = {
  colour?: InputMaybe<Scalars['String']['input']>;
  productId: Scalars['ID']['input'];
  quantity?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['String']['input']>;
};

export type Address = {
  __typename?: 'Address';
  address: Scalars['String']['output'];
  city: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** Optional heading; shown as 'Delivery Address' when null. */
  name?: Maybe<Scalars['String']['output']>;
  notes: Scalars['String']['output'];
  phone: Scalars['String']['output'];
  pincode: Scalars['String']['output'];
  /**
   * The GST state code ("29" Karnataka) when one was given; null: the pincode's state is used. It decides GST on
   * orders delivered here (CGST + SGST within the seller's state, IGST otherwise).
   */
  state?: Maybe<Scalars['String']['output']>;
};

export type AddressInput = {
  address: Scalars['String']['input'];
  city: Scalars['String']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  notes: Scalars['String']['input'];
  /** 10 digits, optionally after +91. */
  phone: Scalars['String']['input'];
  /** 6 digits, in a delivery area of India Post. */
  pincode: Scalars['String']['input'];
  /**
   * Optional: the state or union territory, by name ("Karnataka") or GST state code ("29"); it must be one the pincode
   * can be in. Needed only where India Post's sorting district spans two states (Chandigarh and Mohali, 160…): without
   * it the pincode's main state is taken. On updateAddress, leaving it out keeps the one stored.
   */
  state?: InputMaybe<Scalars['String']['input']>;
};

/**
 * Narrows the admin's order list (and its CSV export at GET /api/admin/orders/export.csv, which takes the same names as
 * query parameters). Every part is optional; given together they all apply.
 */
export type AdminOrderFilter = {
  /** Any part of the customer's email, name or user name. */
  customer?: InputMaybe<Scalars['String']['input']>;
  /** One customer's orders (the order dialog's 'other orders of this customer'). */
  customerId?: InputMaybe<Scalars['ID']['input']>;
  /** First day placed, YYYY-MM-DD in the shop's time zone (SHOP_TIMEZONE), included. */
  from?: InputMaybe<Scalars['String']['input']>;
  /** `online` or `cod`, or the instrument an online payment used: card, upi, netbanking, wallet. */
  paymentMethod?: InputMaybe<Scalars['String']['input']>;
  /** The order's reference as shown, #XXXXXX (the # is optional). */
  reference?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<OrderStatus>;
  /** Last day placed, YYYY-MM-DD, included. */
  to?: InputMaybe<Scalars['String']['input']>;
};

/** A promotion applied to a cart. */
export type AppliedPromotion = {
  __typename?: 'AppliedPromotion';
  /** The coupon's code; null for an automatic promotion. */
  code?: Maybe<Scalars['String']['output']>;
  /** Rupees it takes off this cart. */
  saving: Scalars['Float']['output'];
  title: Scalars['String']['output'];
};

export type AuthPayload = {
  __typename?: 'AuthPayload';
  message: Scalars['String']['output'];
  /** The session token, also set as the httpOnly `token` cookie; send it as `Authorization: Bearer <token>`. */
  token: Scalars['String']['output'];
  user: User;
};

export type BankAccountInput = {
  accountName: Scalars['String']['input'];
  accountNumber: Scalars['String']['input'];
  /** 11 characters, e.g. HDFC0001234. */
  ifsc: Scalars['String']['input'];
};

export type Cart = {
  __typename?: 'Cart';
  /** The coupon applied, with its saving; null without one. */
  appliedCoupon?: Maybe<AppliedPromotion>;
  /** The automatic promotion applied (the best one for the cart), with its saving; null when none applies. */
  automaticPromotion?: Maybe<AppliedPromotion>;
  /** Why the cart's coupon was dropped (it stopped applying), until a code is applied or removed. */
  couponNotice?: Maybe<Scalars['String']['output']>;
  /** Rupees taken off by promotions (the automatic one and the coupon together). */
  discount: Scalars['Float']['output'];
  /** Rupees more the goods (after the discounts) must come to for free shipping; null when shipping is free already or the shop has no threshold. */
  freeShippingShortfall?: Maybe<Scalars['Float']['output']>;
  id: Scalars['ID']['output'];
  /** Units over all lines. */
  itemCount: Scalars['Int']['output'];
  lines: Array<CartLine>;
  /** Automatic promotions and public codes that are running, each saying whether it applies to this cart. */
  offers: Array<Offer>;
  /** Rupees: what shipping costs (SHIPPING_FEE, GST included; 0 when free: from FREE_SHIPPING_ABOVE, compared after the discounts). */
  shipping: Scalars['Float']['output'];
  /** Rupees: the lines that can be bought, before promotions. */
  subtotal: Scalars['Float']['output'];
  /** Rupees: subtotal − discount + shipping, what the order will charge. */
  total: Scalars['Float']['output'];
};

export type CartLine = {
  __typename?: 'CartLine';
  /** How many of this variant the shop has now. */
  availableStock: Scalars['Int']['output'];
  /** Null means one colour. */
  colour?: Maybe<Scalars['String']['output']>;
  /** Rupees: the line's share of the cart's discount. */
  discount: Scalars['Float']['output'];
  id: Scalars['ID']['output'];
  image: Scalars['String']['output'];
  /** Rupees: unit price × quantity, before promotions. */
  lineTotal: Scalars['Float']['output'];
  /** Rupees: lineTotal − discount. */
  net: Scalars['Float']['output'];
  /** Rupees. */
  price: Scalars['Float']['output'];
  /** Null when the line can be bought as it is. */
  problem?: Maybe<CartLineProblem>;
  productId: Scalars['ID']['output'];
  quantity: Scalars['Int']['output'];
  /** Rupees; 0 when not on sale. */
  salePrice: Scalars['Float']['output'];
  /** Null means one size. */
  size?: Maybe<Scalars['String']['output']>;
  /** The SKU of the variant (size and colour) the line holds; null when the product no longer sells that variant. */
  sku?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  /** What one costs now: the sale price when above 0, otherwise the price. */
  unitPrice: Scalars['Float']['output'];
};

export type CartLineKeyInput = {
  colour?: InputMaybe<Scalars['String']['input']>;
  productId: Scalars['ID']['input'];
  size?: InputMaybe<Scalars['String']['input']>;
};

export type CartLineProblem =
  /** The shop has fewer than the line's quantity. */
  | 'NOT_ENOUGH_STOCK'
  | 'OUT_OF_STOCK'
  /** The product was removed from the catalogue. */
  | 'PRODUCT_REMOVED';

/**
 * Abandoned carts over a dashboard range: carts whose first reminder went in the range. A cart is recovered when its
 * shopper placed an order within 7 days of the reminder that was then paid; its revenue is that order's total.
 */
export type CartRecoveryInsights = {
  __typename?: 'CartRecoveryInsights';
  abandonedCarts: Scalars['Int']['output'];
  recoveredCarts: Scalars['Int']['output'];
  /** Rupees. */
  recoveredRevenue: Scalars['Float']['output'];
  /** recoveredCarts ÷ abandonedCarts, 0 to 1. */
  recoveryRate: Scalars['Float']['output'];
  /** First and second reminders sent in the range. */
  remindersSent: Scalars['Int']['output'];
};

export type CatalogueOptions = {
  __typename?: 'CatalogueOptions';
  brands: Array<Option>;
  categories: Array<Option>;
  sorts: Array<Option>;
};

export type ChangePasswordInput = {
  currentPassword: Scalars['String']['input'];
  /** The sign-up rules; must differ from the current one. */
  newPassword: Scalars['String']['input'];
};

export type CheckoutOptions = {
  __typename?: 'CheckoutOptions';
  cod: PaymentMethodOption;
  /** Rupees a cash-on-delivery order of this cart pays online at checkout (COD_ADVANCE); 0 when none is asked. */
  codAdvance: Scalars['Float']['output'];
  /** Rupees it then pays on delivery: its total (with the COD fee) less the advance. */
  codDueOnDelivery: Scalars['Float']['output'];
  /** Rupees added to a cash-on-delivery order as a line of its own. */
  codFee: Scalars['Float']['output'];
  /** YYYY-MM-DD; null when the address's pincode is not served. */
  deliveryBy?: Maybe<Scalars['String']['output']>;
  online: PaymentMethodOption;
  /**
   * Rupees paying online saves, what "Pay online and save ₹X" says: the total charged on delivery less the total charged
   * online for this cart, as placeOrder prices each (the prepaid discount and the COD fee; a prepaid-only coupon counts
   * only online, and is compared with the same offers on delivery). 0: just "Pay online".
   */
  payOnlineSaving: Scalars['Float']['output'];
  /** Rupees of the prepaid discount an order paid online takes (PREPAID_DISCOUNT, after the offers and the coupon); 0 when none applies. */
  prepaidDiscount: Scalars['Float']['output'];
  serviceable: Scalars['Boolean']['output'];
};

export type CodConfirmation =
  /** Placed with cash on delivery, waiting for the shopper's confirmation (WhatsApp button, SMS link or the order page). */
  | 'awaiting'
  | 'confirmed'
  /** Paid online, switched to online payment, or closed before it was confirmed. */
  | 'not_needed';

/**
 * Cash on delivery over the orders placed in the range. `orderShare`: COD orders over all orders placed (0 to 1).
 * `revenueShare`: revenue of collected COD orders over all revenue. `returnToOriginRate`: COD orders returned to origin
 * over COD orders that left the shop (shipped, delivered or returned to origin).
 */
export type CodInsights = {
  __typename?: 'CodInsights';
  allOrders: Scalars['Int']['output'];
  dispatched: Scalars['Int']['output'];
  orderShare: Scalars['Float']['output'];
  orders: Scalars['Int']['output'];
  returnToOriginRate: Scalars['Float']['output'];
  returnedToOrigin: Scalars['Int']['output'];
  /** Rupees of COD orders paid (collected). */
  revenue: Scalars['Float']['output'];
  revenueShare: Scalars['Float']['output'];
};

/** A cash-on-delivery order's risk when placed: the score, its band and why, in plain words. */
export type CodRisk = {
  __typename?: 'CodRisk';
  /** LOW under 30, MEDIUM from 30, HIGH from 60. COD_RISK_POLICY says what HIGH does (hide cash on delivery, or ask an advance). */
  band: CodRiskBand;
  /** One sentence per signal that counted, heaviest first, e.g. "Pincode 110001: 3 of 8 COD parcels came back". */
  reasons: Array<Scalars['String']['output']>;
  /** 0 to 100: the sum of the signals' weights that counted (COD_RISK_WEIGHTS), at most 100. */
  score: Scalars['Int']['output'];
};

export type CodRiskBand =
  | 'high'
  | 'low'
  | 'medium';

/**
 * Cash-on-delivery parcels (forward) of orders placed in a dashboard range that ended: delivered, or returned to origin
 * (RTO delivered). The RTO rate is returned ÷ (delivered + returned), 0 to 1.
 */
export type CodRiskInsights = {
  __typename?: 'CodRiskInsights';
  /** By the risk band the order was placed with (LOW, MEDIUM, HIGH; each band, also with no parcels). */
  byBand: Array<CodRtoBand>;
  /** The 10 delivery pincodes with the most ended COD parcels, most first. */
  byPincode: Array<CodRtoGroup>;
  /** Ended COD parcels of orders placed before risk was judged (no band). */
  unscored: CodRtoGroup;
};

export type CodRtoBand = {
  __typename?: 'CodRtoBand';
  band: CodRiskBand;
  parcels: Scalars['Int']['output'];
  returned: Scalars['Int']['output'];
  rtoRate: Scalars['Float']['output'];
};

/** A pincode's (or the unscored orders') ended cash-on-delivery parcels in a dashboard range. */
export type CodRtoGroup = {
  __typename?: 'CodRtoGroup';
  /** The pincode (empty for the unscored group). */
  name: Scalars['String']['output'];
  parcels: Scalars['Int']['output'];
  returned: Scalars['Int']['output'];
  rtoRate: Scalars['Float']['output'];
};

/** One grant or withdrawal of consent, as recorded (never changed afterwards). */
export type ConsentRecord = {
  __typename?: 'ConsentRecord';
  at: Scalars['DateTime']['output'];
  /** email (whatsapp to come). */
  channel: Scalars['String']['output'];
  granted: Scalars['Boolean']['output'];
  /** register, settings, unsubscribe_page, one_click or seed. */
  source: Scalars['String']['output'];
  /** The sentence the shopper was shown. */
  wording: Scalars['String']['output'];
};

/** A customer as the admin sees them. Money in rupees. */
export type Customer = {
  __typename?: 'Customer';
  /** Their delivery addresses, oldest first. */
  addresses: Array<Address>;
  /** A blocked customer cannot sign in or order; their sessions ended when they were blocked. */
  blocked: Scalars['Boolean']['output'];
  blockedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Why an admin blocked them (admins only; never shown to the customer). */
  blockedReason?: Maybe<Scalars['String']['output']>;
  /** When they signed up. */
  createdAt: Scalars['DateTime']['output'];
  /** Null for an account made by phone sign-in that has not given an email yet. */
  email?: Maybe<Scalars['String']['output']>;
  emailVerified: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Every order they placed, whatever became of it (their list: `adminOrders(filter: {customerId})`). */
  orderCount: Scalars['Int']['output'];
  /** Their Indian mobile number (10 digits), if they gave one. */
  phone?: Maybe<Scalars['String']['output']>;
  /** Whether they proved the mobile number is theirs with a one-time code. */
  phoneVerified: Scalars['Boolean']['output'];
  /** What their paid orders came to; refunded, failed and unpaid orders are not spent. */
  totalSpent: Scalars['Float']['output'];
  username: Scalars['String']['output'];
};

export type CustomerConnection = {
  __typename?: 'CustomerConnection';
  edges: Array<CustomerEdge>;
  pageInfo: PageInfo;
  /** Customers matching the search (all of them without one). */
  totalCount: Scalars['Int']['output'];
};

export type CustomerEdge = {
  __typename?: 'CustomerEdge';
  cursor: Scalars['String']['output'];
  node: Customer;
};

export type DailySales = {
  __typename?: 'DailySales';
  /** YYYY-MM-DD in the shop's time zone. */
  date: Scalars['String']['output'];
  paidOrders: Scalars['Int']['output'];
  revenue: Scalars['Float']['output'];
};

export type DeletePayload = {
  __typename?: 'DeletePayload';
  id: Scalars['ID']['output'];
  message: Scalars['String']['output'];
};

/** The delivery promise for a pincode. */
export type DeliveryEstimate = {
  __typename?: 'DeliveryEstimate';
  city?: Maybe<Scalars['String']['output']>;
  /** The pincode allows cash on delivery and (with a product) its price is within the COD limits. */
  codAvailable: Scalars['Boolean']['output'];
  /** YYYY-MM-DD in the shop's time zone; null when the pincode is not served. */
  deliveryBy?: Maybe<Scalars['String']['output']>;
  /** Business days from dispatch. */
  deliveryDays?: Maybe<Scalars['Int']['output']>;
  pincode: Scalars['String']['output'];
  prepaidAvailable: Scalars['Boolean']['output'];
  serviceable: Scalars['Boolean']['output'];
  /** GST state code: the table's, or the pincode's most likely state (India Post's circle). */
  state?: Maybe<Scalars['String']['output']>;
  /** Every GST state code the pincode can lie in, most likely first (prefills the address form's State). */
  states: Array<Scalars['String']['output']>;
};

export type DeliveryFailureAction =
  /** Deliver again on the next working day. */
  | 'reattempt'
  /** Send the parcel back to the warehouse. */
  | 'return_to_origin';

export type DiscountType =
  | 'flat'
  | 'percent';

export type Email = {
  __typename?: 'Email';
  attempts: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** The HTML body (every shop and customer value in it is escaped). */
  html: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  kind: EmailKind;
  lastError?: Maybe<Scalars['String']['output']>;
  /** The Message-ID it is sent with, stable for the email (a resend after a crash carries the same one). */
  messageId: Scalars['String']['output'];
  recipient: Scalars['String']['output'];
  sentAt?: Maybe<Scalars['DateTime']['output']>;
  status: EmailStatus;
  subject: Scalars['String']['output'];
  text: Scalars['String']['output'];
  /** smtp, or local (kept in the outbox: no SMTP_URL). */
  transport?: Maybe<Scalars['String']['output']>;
};

export type EmailKind =
  | 'back_in_stock'
  /** An abandoned cart's reminder (the second carries its coupon). */
  | 'cart_reminder'
  /** The confirmation link, to the new address. */
  | 'email_change'
  /** The notice to the current address. */
  | 'email_change_notice'
  | 'exchange_shipped'
  | 'order_cancelled'
  | 'order_confirmed'
  | 'order_delivered'
  /** A delivery attempt failed: the email links to choosing another day. */
  | 'order_delivery_failed'
  /** The parcel is out for delivery today (issue 42). */
  | 'order_out_for_delivery'
  | 'order_shipped'
  | 'password_changed'
  | 'password_reset'
  | 'refund_issued'
  | 'return_approved'
  | 'return_received'
  | 'return_rejected'
  | 'review_request'
  | 'verify_email'
  | 'welcome';

export type EmailPage = {
  __typename?: 'EmailPage';
  hasNextPage: Scalars['Boolean']['output'];
  nodes: Array<Email>;
  totalCount: Scalars['Int']['output'];
  /** Where emails go on this shop: smtp (SMTP_URL) or local (the outbox only). */
  transport: Scalars['String']['output'];
};

export type EmailStatus =
  /** Gave up after EMAIL_MAX_ATTEMPTS. */
  | 'failed'
  /** Waiting to be sent (or to be retried). */
  | 'pending'
  /** Accepted by the SMTP server, or kept in the local outbox when no SMTP_URL is set. */
  | 'sent';

export type FacetCount = {
  __typename?: 'FacetCount';
  /** How many products this option gives together with the other active filters. */
  count: Scalars['Int']['output'];
  id: Scalars['String']['output'];
  label: Scalars['String']['output'];
};

export type FeatureImage = {
  __typename?: 'FeatureImage';
  createdAt: Scalars['DateTime']['output'];
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  image: Scalars['String']['output'];
  images: ImageSet;
  position: Scalars['Int']['output'];
  title?: Maybe<Scalars['String']['output']>;
};

export type FeatureImageInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  /** An image URL returned by uploadImage. */
  image: Scalars['String']['input'];
  title?: InputMaybe<Scalars['String']['input']>;
};

export type FeatureImageUpdateInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  position?: InputMaybe<Scalars['Int']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type FitAnswer =
  | 'runs_large'
  | 'runs_small'
  | 'true_to_size';

/** How a product fits: counts of reviews' answers and of returns for size. */
export type FitSummary = {
  __typename?: 'FitSummary';
  /** Reviews saying it runs large, and returns because it was too large. */
  runsLarge: Scalars['Int']['output'];
  /** Reviews saying it runs small, and returns because it was too small. */
  runsSmall: Scalars['Int']['output'];
  trueToSize: Scalars['Int']['output'];
};

/**
 * A GST row (issue 24), keyed by its HSN code: its rate while a piece's net value (after discounts, GST included) is
 * up to `threshold` and above it. Apparel and footwear: 5 % up to ₹2,500 a piece, 18 % above (CBIC notification
 * 9/2025-Central Tax (Rate)). Each category has a default row; a product may name another (`Product.gstHsn`).
 */
export type GstRate = {
  __typename?: 'GstRate';
  /** The categories (men, women, kids, accessories, footwear) whose products use this row unless they name another. */
  categories: Array<Scalars['String']['output']>;
  /** What the row is for, e.g. "Caps and hats, knitted or of textile fabric (heading 6505)". */
  description: Scalars['String']['output'];
  /** 2, 4, 6 or 8 digits; the row's key. */
  hsn: Scalars['String']['output'];
  /** Percent, above the threshold. */
  rateAbove: Scalars['Float']['output'];
  /** Percent, up to the threshold (or the one rate). */
  rateUpTo: Scalars['Float']['output'];
  /** Rupees per piece; null for one rate whatever a piece costs. */
  threshold?: Maybe<Scalars['Float']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

export type GstRateInput = {
  /** 1 to 200 characters. */
  description: Scalars['String']['input'];
  /** 2, 4, 6 or 8 digits: the row to change, or the new row's. */
  hsn: Scalars['String']['input'];
  /** Percent (0–40, at most two decimals); ignored without a threshold. */
  rateAbove: Scalars['Float']['input'];
  /** Percent (0–40, at most two decimals). */
  rateUpTo: Scalars['Float']['input'];
  /** Rupees per piece; null for one rate (rateUpTo). */
  threshold?: InputMaybe<Scalars['Float']['input']>;
};

/** Public URLs of one image's renditions. */
export type ImageSet = {
  __typename?: 'ImageSet';
  /** For product details (1200 px wide). */
  large: Scalars['String']['output'];
  /** The upload, re-encoded (at most 1600 px). */
  original: Scalars['String']['output'];
  /**
   * The resized renditions as an HTML `srcset` (the WebP ones when the image has at least two, else the 480, 800 and
   * 1200 px files), for an `<img>` whose `src` is the thumbnail or the large one; empty when the image has no
   * renditions of its own (an external image): its one file is then the whole picture.
   */
  srcSet: Scalars['String']['output'];
  /** For product cards (480 px wide). */
  thumbnail: Scalars['String']['output'];
  /** A WebP rendition (800 px wide). */
  webp: Scalars['String']['output'];
  /** The WebP renditions of the image, narrowest first (480, 800 and 1200 px), with their widths: a responsive `srcset`. Images stored before the 480 and 1200 px renditions existed list only what they have (possibly none). */
  webpSources: Array<ImageSource>;
};

/** One rendition of an image and its width in pixels. */
export type ImageSource = {
  __typename?: 'ImageSource';
  url: Scalars['String']['output'];
  width: Scalars['Int']['output'];
};

export type LoginInput = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type LowStockProduct = {
  __typename?: 'LowStockProduct';
  id: Scalars['ID']['output'];
  sku: Scalars['String']['output'];
  title: Scalars['String']['output'];
  totalStock: Scalars['Int']['output'];
};

/** One size and colour of a product, low in stock. */
export type LowStockVariant = {
  __typename?: 'LowStockVariant';
  /** Null for a product sold in one colour. */
  colour?: Maybe<Scalars['String']['output']>;
  productId: Scalars['ID']['output'];
  /** The product's SKU. */
  productSku: Scalars['String']['output'];
  /** Null for a product sold in one size. */
  size?: Maybe<Scalars['String']['output']>;
  /** The variant's own SKU (the product's, for a product without options). */
  sku: Scalars['String']['output'];
  stock: Scalars['Int']['output'];
  title: Scalars['String']['output'];
};

/** The caller's consent to marketing emails (cart reminders, review requests) and its record. */
export type MarketingConsent = {
  __typename?: 'MarketingConsent';
  /** The consent in force; null when they never gave or withdrew one. */
  current?: Maybe<ConsentRecord>;
  emailGranted: Scalars['Boolean']['output'];
  /** Every grant and withdrawal, newest first. */
  history: Array<ConsentRecord>;
  /** The sentence a shopper agrees to, word for word. */
  wording: Scalars['String']['output'];
};

/** One line of a measured purchase. */
export type MeasuredItem = {
  __typename?: 'MeasuredItem';
  /** Rupees taken off one unit by promotions. */
  discount: Scalars['Float']['output'];
  itemBrand?: Maybe<Scalars['String']['output']>;
  itemCategory?: Maybe<Scalars['String']['output']>;
  /** The product's id (every analytics event of the shop names a product by it). */
  itemId: Scalars['ID']['output'];
  itemName: Scalars['String']['output'];
  /** "Colour / Size" as bought; null for a product sold in one size and colour. */
  itemVariant?: Maybe<Scalars['String']['output']>;
  /** Rupees: one unit after its share of the discounts. */
  price: Scalars['Float']['output'];
  quantity: Scalars['Int']['output'];
};

/** A WhatsApp or SMS message of the outbox (admin). */
export type Message = {
  __typename?: 'Message';
  attempts: Scalars['Int']['output'];
  /** The message as the shopper reads it (a one-time code is removed once a real provider accepted it). */
  body: Scalars['String']['output'];
  buttons: Array<MessageButton>;
  channel: MessageChannel;
  createdAt: Scalars['DateTime']['output'];
  /** The latest delivery report: sent, delivered, read or failed. */
  delivery?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** login_code, verify_phone, order_placed, cod_confirmation, order_shipped, order_delivered, refund_processed. */
  kind: Scalars['String']['output'];
  lastError?: Maybe<Scalars['String']['output']>;
  orderId?: Maybe<Scalars['ID']['output']>;
  phone: Scalars['String']['output'];
  /** The payload of the button the shopper pressed. */
  pressed?: Maybe<Scalars['String']['output']>;
  sentAt?: Maybe<Scalars['DateTime']['output']>;
  status: MessageStatus;
  /** The provider's template (WhatsApp template name, or MSG91 template id). */
  template: Scalars['String']['output'];
  /** sandbox, or whatsapp-cloud+msg91. */
  transport?: Maybe<Scalars['String']['output']>;
};

export type MessageButton = {
  __typename?: 'MessageButton';
  /** What a press sends back in the webhook. */
  payload: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type MessageChannel =
  | 'sms'
  | 'whatsapp';

export type MessageConnection = {
  __typename?: 'MessageConnection';
  nodes: Array<Message>;
  pageInfo: MessagePageInfo;
  /** sandbox (messages stay in this outbox; buttons can be pressed here) or live. */
  provider: Scalars['String']['output'];
  totalCount: Scalars['Int']['output'];
};

export type MessagePageInfo = {
  __typename?: 'MessagePageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
};

export type MessageStatus =
  /** Not sent: the shopper withdrew consent (STOP) before it left. */
  | 'cancelled'
  /** Refused by the provider, or out of attempts (see lastError). */
  | 'failed'
  /** Waiting to be sent (or to be retried). */
  | 'pending'
  /** Accepted by the provider (or, in the sandbox, by its stand-in: kept in the outbox). */
  | 'sent';

export type Mutation = {
  __typename?: 'Mutation';
  /** The shopper closed the payment window or the payment failed: the order's stock is released. */
  abandonPayment: Order;
  /** Adds an address; at most 3 per customer. */
  addAddress: Address;
  addFeatureImage: FeatureImage;
  /** Reviews a product the caller has bought and paid for; one review per customer and product, with up to 3 photos and how it fitted. */
  addReview: Review;
  /** Adds to the line with this product, size and colour; OUT_OF_STOCK when the cart would hold more than the stock. */
  addToCart: Cart;
  /** Keeps a product on the caller's wishlist (again: no change). NOT_FOUND for a product not in the catalogue. */
  addToWishlist: Wishlist;
  /** An admin confirms a cash-on-delivery order after calling the shopper. */
  adminConfirmCodOrder: Order;
  /**
   * Applies a coupon code (any case) to the cart: at most one coupon, applied after the best automatic promotion.
   * A code that does not apply is BAD_USER_INPUT (field `code`) saying why (unknown, not started, expired, fully
   * used, used by this customer already, the minimum not met and how much more to add, no eligible line, first
   * order or prepaid only) and the cart is unchanged. TOO_MANY_REQUESTS when too many codes were tried.
   */
  applyCoupon: Cart;
  approveReturn: ReturnRequest;
  /** Takes a return request back before pickup (requested or approved). */
  cancelReturn: ReturnRequest;
  /** Cancels a parcel the courier has not picked up yet (admin); the order may be booked again. */
  cancelShipment: Shipment;
  /** Cancels one of the caller's alerts: true when it was waiting, false when it was sent or cancelled already. */
  cancelStockAlert: Scalars['Boolean']['output'];
  /** Changes the password given the current one; every other session of the account ends. */
  changePassword: AccountMessage;
  /** The shopper confirms their cash-on-delivery order (asking again changes nothing; a cancelled order is refused). */
  confirmCodOrder: Order;
  /** Adds a GST row for a new HSN code (admin), for products to choose. BAD_USER_INPUT (field `hsn`) when the HSN has a row. */
  createGstRate: GstRate;
  createProduct: Product;
  /** Creates a coupon or an automatic promotion (admin). BAD_USER_INPUT names the wrong field. */
  createPromotion: Promotion;
  /** Books the courier's reverse pickup of an approved return (admin): approveReturn does it; this retries one that failed. */
  createReturnPickup: Shipment;
  /**
   * Books a confirmed order's parcel with the courier (admin): AWB, label and pickup. BAD_USER_INPUT names why an order
   * cannot be booked (unpaid, cancelled, already booked, overweight, a pincode the courier does not serve); CONFLICT when
   * the courier refused or did not answer (the order stays not booked, with the reason; book again to retry).
   */
  createShipment: Shipment;
  /** Books many orders (at most 50): one result per order, with its shipment or its refusal. */
  createShipments: Array<ShipmentResult>;
  deleteAddress: DeletePayload;
  deleteFeatureImage: DeletePayload;
  /** Removes a product from the catalogue; carts flag it and orders keep their copy of it. */
  deleteProduct: DeletePayload;
  /** Deletes a promotion no order used; a used one is refused (CONFLICT): pause it instead. */
  deletePromotion: DeletePayload;
  /** Stops delivering to a pincode (admin); placed orders keep their address. */
  deleteServiceablePincode: DeletePayload;
  deleteSizeChart: DeletePayload;
  /**
   * Loads serviceable pincodes from a CSV or JSON Lines file's text (admin; `format` is csv or jsonl, at most 1 MB),
   * upserted by pincode: each bad line is reported with its number and reason, the good lines are loaded.
   */
  importServiceablePincodes: PincodeImportResult;
  /** Signs in, sets the session cookie and returns the session token. Safe to send again: a repeat only makes another session. */
  login: AuthPayload;
  /** Ends the current session (the token stops working) and clears the cookie. */
  logout: Scalars['Boolean']['output'];
  /**
   * A cash-on-delivery order delivered and its cash collected (admin): shipped → delivered, payment PAID, invoice number
   * given. Idempotent: an order already collected is answered as it is. BAD_USER_INPUT for any other order or status.
   */
  markOrderCollected: UpdateOrderStatusPayload;
  /**
   * A shipped cash-on-delivery order whose delivery failed (admin): RETURNED_TO_ORIGIN with the reason, its units back in
   * stock exactly once. Refused (BAD_USER_INPUT) once its cash was collected.
   */
  markOrderReturnedToOrigin: UpdateOrderStatusPayload;
  markReturnPickedUp: ReturnRequest;
  /**
   * The caller's paid (or cash-on-delivery) order as Google Analytics 4's `purchase` event reports it, asked by the app
   * only with the shopper's consent to analytics. With `clientId` (the analytics client id the app's tag uses) and the
   * Measurement Protocol configured (ANALYTICS_GA4_ID, ANALYTICS_GA4_API_SECRET), the server also sends the purchase to
   * Google Analytics, once per order, so an ad blocker does not hide the sale. An order not yet paid or placed is
   * BAD_USER_INPUT; another customer's is NOT_FOUND.
   */
  measurePurchase: PurchaseMeasurement;
  /**
   * Asks for one email when a sold-out size is back (whatever brings its units back). `variantId` may be left out for a
   * product sold in one size. BAD_USER_INPUT (field variantId) when the size is in stock; asking again answers the alert
   * already waiting.
   */
  notifyWhenInStock: StockAlert;
  /**
   * Opens the payment window to pay the caller's unshipped cash-on-delivery order online instead: the goods less the
   * prepaid discount (PREPAID_DISCOUNT), without the COD fee. Once verified (verifyPayment, or the provider's webhook)
   * the order is prepaid. Closing the window leaves it a cash-on-delivery order.
   */
  payCodOrderOnline: PaymentWindow;
  /**
   * Builds an order from the caller's cart at current prices, reserves its stock and opens a payment with the
   * provider. Returns what the payment window needs.
   */
  placeOrder: PlaceOrderPayload;
  /** Presses a button of a WhatsApp message as the shopper would (admins, sandbox only): the signed webhook WhatsApp sends is posted to the shop. */
  pressMessageButton: Message;
  /**
   * The units arrived: each line restocked or not (damaged). A return is refunded at once (prepaid orders, through the
   * payment gateway, with a GST credit note); an exchange gets a linked ₹0 replacement order, shipped and delivered
   * with updateOrderStatus like any order.
   */
  receiveReturn: ReturnRequest;
  /** Records a refund paid by hand (cash-on-delivery orders) with its UPI or bank reference. */
  recordManualRefund: ReturnRequest;
  /**
   * Creates a customer account. Does not sign in. Honours an `Idempotency-Key` of its own accord: a retry of a sign-up
   * whose first try created the account (the same key, email, user name and password, within IDEMPOTENCY_KEY_HOURS) is
   * answered as the first was, not with "already exists".
   */
  register: RegisterPayload;
  /** Rejects a request; the reason is emailed to the customer. An exchange's reserved units are released. */
  rejectReturn: ReturnRequest;
  /** Takes the coupon off the cart. */
  removeCoupon: Cart;
  removeFromCart: Cart;
  removeFromWishlist: Wishlist;
  /**
   * Sends a confirmation link to the new address and a notice to the current one; the email changes only when the
   * link is opened. An address another account has gets the same answer.
   */
  requestEmailChange: AccountMessage;
  /**
   * Sends a six-digit sign-in code to an Indian mobile number by SMS or WhatsApp (valid LOGIN_CODE_MINUTES, 5 tries,
   * single use). The answer is true whatever the number (known or not); TOO_MANY_REQUESTS past the limits per number and
   * per client address; CONFLICT ("the code could not be sent") when the provider cannot be reached.
   */
  requestLoginCode: Scalars['Boolean']['output'];
  /**
   * Emails a password reset link (valid PASSWORD_RESET_LINK_MINUTES, 30 by default, single use) when an account has
   * this email. The answer is the same whether or not one does. TOO_MANY_REQUESTS past the limits per client address
   * and per email.
   */
  requestPasswordReset: AccountMessage;
  /** Sends a code to confirm a phone for the caller's account (adding or changing it). */
  requestPhoneVerification: Scalars['Boolean']['output'];
  /**
   * Asks to return units of a delivered order (refund) or exchange them for another size or colour of the same product
   * at the same price (its stock is reserved at once), within RETURN_WINDOW_DAYS of delivery. See the README's
   * "Returns and exchanges" for every rule. A repeated identical request answers the first one.
   */
  requestReturn: ReturnRequest;
  /**
   * The shopper chooses another day for a failed delivery of their own order: one of Shipment.rescheduleDates (the
   * next three working days); the courier receives it as the answer to the failed delivery.
   */
  rescheduleDelivery: Shipment;
  /** Sends a new verification link to the caller's email (limited per account). */
  resendVerificationEmail: AccountMessage;
  /**
   * Sets a new password with a reset link's token. Every session of the account ends (on every node) and a
   * "your password was changed" email is sent. BAD_USER_INPUT (field `token`) for a used, expired or unknown link.
   */
  resetPassword: AccountMessage;
  /** The shop's answer to a failed delivery (admin): attempt again, or send the parcel back. */
  resolveDeliveryFailure: Shipment;
  /**
   * Opens a cart reminder's link: the reminded lines come back into the caller's cart (those still sold and in stock) and
   * its coupon is applied. FORBIDDEN when the link is another shopper's; BAD_USER_INPUT for an expired or forged link.
   */
  restoreCart: RestoredCart;
  /** Tries a failed refund again (REFUND_FAILED only); never refunds twice. */
  retryReturnRefund: ReturnRequest;
  /** Creates or replaces the size chart of a category, or of one brand in it (admin). BAD_USER_INPUT names the wrong field. */
  saveSizeChart: SizeChart;
  /** Sets a line's quantity (at least 1). */
  setCartQuantity: Cart;
  /**
   * Makes the row of `hsn` the default of a category (admin): its products without an HSN of their own are taxed by it
   * from then on. Answers the whole table (two rows' `categories` change).
   */
  setCategoryGstRate: Array<GstRate>;
  /** Blocks (a reason is required) or unblocks a customer (admin). Blocking ends their sessions at once; FORBIDDEN for an admin. */
  setCustomerBlocked: Customer;
  /** Gives (with `marketingConsent.wording`) or withdraws the caller's consent to marketing emails; withdrawing also cancels waiting back-in-stock alerts. */
  setMarketingConsent: MarketingConsent;
  /** Marks a product or a whole category returnable or not (give one of productId, category). */
  setNonReturnable: ReturnSettings;
  /** Hides a review from shoppers (and from the product's rating), or shows it again (admin). */
  setReviewHidden: Review;
  /**
   * Turns WhatsApp order updates on (recording the wording and the time; `phone` saves the number to send them to when
   * the account has none or it changes) or off.
   */
  setWhatsAppUpdates: WhatsAppUpdates;
  /** Ends every session of the caller's account, this one included, and clears the cookie. */
  signOutEverywhere: AccountMessage;
  /**
   * The offline courier acts out a scan on a parcel (admin; SHIPPING_PROVIDER=sandbox only, FORBIDDEN otherwise): a
   * real tracking webhook to this shop. BAD_USER_INPUT for a move the shipment table does not have.
   */
  simulateShipmentEvent: Shipment;
  /** The unsubscribe link of a marketing email: withdraws the consent (and waiting alerts) of the shopper it was sent to. */
  unsubscribe: AccountMessage;
  updateAddress: Address;
  updateFeatureImage: FeatureImage;
  /**
   * Changes the GST row of `input.hsn` (admin): its description and rates (the HSN is the row's key). Orders placed
   * from then on use it; placed orders keep their tax. A null threshold means one rate whatever a piece costs.
   * BAD_USER_INPUT names the wrong field; NOT_FOUND for an HSN with no row.
   */
  updateGstRate: GstRate;
  /** Moves an order to any status; cancelling a paid order refunds it and returns its stock. */
  updateOrderStatus: UpdateOrderStatusPayload;
  /** Changes the given fields only. */
  updateProduct: Product;
  /**
   * Sets the caller's name and, while the account has none (phone sign-in), their email: checkout's "Your name" step and
   * Settings. BAD_USER_INPUT names the wrong field; CONFLICT (field `email`) when another account has that email.
   */
  updateProfile: User;
  /** Changes the given fields only (pause: `{ paused: true }`). */
  updatePromotion: Promotion;
  /** Stores a JPEG, PNG or WebP (at most 5 MB) and returns the URLs of its resized variants. */
  uploadImage: UploadedImage;
  /** Stores a photo for a return request (JPEG, PNG or WebP, at most 5 MB); pass its url in RequestReturnLineInput.photos. */
  uploadReturnPhoto: UploadedImage;
  /** Stores a photo for a review (JPEG, PNG or WebP, at most 5 MB: the limits of product images); pass its url in ReviewInput.photos. */
  uploadReviewPhoto: UploadedImage;
  /** Adds or changes a serviceable pincode (admin). BAD_USER_INPUT names the wrong field. */
  upsertServiceablePincode: ServiceablePincode;
  /** Opens an email link: verifies the account's email, or applies a requested email change. BAD_USER_INPUT for a used, expired or unknown link. */
  verifyEmail: AccountMessage;
  /**
   * Signs in with the code (sets the session like `login`): the account whose verified phone it is, or a new customer
   * for a new number. BAD_USER_INPUT (field `code`) for a wrong, expired or used code.
   */
  verifyLoginCode: AuthPayload;
  /** Checks the payment window's result; the order becomes confirmed and paid. */
  verifyPayment: VerifyPaymentPayload;
  /** Saves the phone on the caller's account, verified, when the code is right. */
  verifyPhone: User;
};


export type MutationAbandonPaymentArgs = {
  input: AbandonPaymentInput;
};


export type MutationAddAddressArgs = {
  input: AddressInput;
};


export type MutationAddFeatureImageArgs = {
  input: FeatureImageInput;
};


export type MutationAddReviewArgs = {
  input: ReviewInput;
};


export type MutationAddToCartArgs = {
  input: AddToCartInput;
};


export type MutationAddToWishlistArgs = {
  productId: Scalars['ID']['input'];
};


export type MutationAdminConfirmCodOrderArgs = {
  orderId: Scalars['ID']['input'];
};


export type MutationApplyCouponArgs = {
  code: Scalars['String']['input'];
};


export type MutationApproveReturnArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCancelReturnArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCancelShipmentArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCancelStockAlertArgs = {
  id: Scalars['ID']['input'];
};


export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


export type MutationConfirmCodOrderArgs = {
  orderId: Scalars['ID']['input'];
};


export type MutationCreateGstRateArgs = {
  input: GstRateInput;
};


export type MutationCreateProductArgs = {
  input: ProductInput;
};


export type MutationCreatePromotionArgs = {
  input: PromotionInput;
};


export type MutationCreateReturnPickupArgs = {
  returnRequestId: Scalars['ID']['input'];
};


export type MutationCreateShipmentArgs = {
  orderId: Scalars['ID']['input'];
};


export type MutationCreateShipmentsArgs = {
  orderIds: Array<Scalars['ID']['input']>;
};


export type MutationDeleteAddressArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteFeatureImageArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteProductArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeletePromotionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteServiceablePincodeArgs = {
  pincode: Scalars['String']['input'];
};


export type MutationDeleteSizeChartArgs = {
  id: Scalars['ID']['input'];
};


export type MutationImportServiceablePincodesArgs = {
  content: Scalars['String']['input'];
  format: Scalars['String']['input'];
};


export type MutationLoginArgs = {
  input: LoginInput;
};


export type MutationMarkOrderCollectedArgs = {
  id: Scalars['ID']['input'];
};


export type MutationMarkOrderReturnedToOriginArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationMarkReturnPickedUpArgs = {
  id: Scalars['ID']['input'];
};


export type MutationMeasurePurchaseArgs = {
  clientId?: InputMaybe<Scalars['String']['input']>;
  orderId: Scalars['ID']['input'];
  sessionId?: InputMaybe<Scalars['String']['input']>;
};


export type MutationNotifyWhenInStockArgs = {
  productId: Scalars['ID']['input'];
  variantId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationPayCodOrderOnlineArgs = {
  orderId: Scalars['ID']['input'];
};


export type MutationPlaceOrderArgs = {
  input: PlaceOrderInput;
};


export type MutationPressMessageButtonArgs = {
  id: Scalars['ID']['input'];
  payload: Scalars['String']['input'];
};


export type MutationReceiveReturnArgs = {
  input: ReceiveReturnInput;
};


export type MutationRecordManualRefundArgs = {
  id: Scalars['ID']['input'];
  reference: Scalars['String']['input'];
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationRejectReturnArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationRemoveFromCartArgs = {
  input: CartLineKeyInput;
};


export type MutationRemoveFromWishlistArgs = {
  productId: Scalars['ID']['input'];
};


export type MutationRequestEmailChangeArgs = {
  input: RequestEmailChangeInput;
};


export type MutationRequestLoginCodeArgs = {
  channel?: InputMaybe<MessageChannel>;
  phone: Scalars['String']['input'];
};


export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


export type MutationRequestPhoneVerificationArgs = {
  channel?: InputMaybe<MessageChannel>;
  phone: Scalars['String']['input'];
};


export type MutationRequestReturnArgs = {
  input: RequestReturnInput;
};


export type MutationRescheduleDeliveryArgs = {
  date: Scalars['String']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  shipmentId: Scalars['ID']['input'];
};


export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


export type MutationResolveDeliveryFailureArgs = {
  action: DeliveryFailureAction;
  note?: InputMaybe<Scalars['String']['input']>;
  shipmentId: Scalars['ID']['input'];
};


export type MutationRestoreCartArgs = {
  token: Scalars['String']['input'];
};


export type MutationRetryReturnRefundArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSaveSizeChartArgs = {
  input: SizeChartInput;
};


export type MutationSetCartQuantityArgs = {
  input: SetCartQuantityInput;
};


export type MutationSetCategoryGstRateArgs = {
  category: Scalars['String']['input'];
  hsn: Scalars['String']['input'];
};


export type MutationSetCustomerBlockedArgs = {
  blocked: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSetMarketingConsentArgs = {
  granted: Scalars['Boolean']['input'];
};


export type MutationSetNonReturnableArgs = {
  input: NonReturnableInput;
};


export type MutationSetReviewHiddenArgs = {
  hidden: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationSetWhatsAppUpdatesArgs = {
  granted: Scalars['Boolean']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
  source?: InputMaybe<WhatsAppConsentSource>;
};


export type MutationSimulateShipmentEventArgs = {
  note?: InputMaybe<Scalars['String']['input']>;
  shipmentId: Scalars['ID']['input'];
  status: ShipmentStatus;
};


export type MutationUnsubscribeArgs = {
  token: Scalars['String']['input'];
};


export type MutationUpdateAddressArgs = {
  id: Scalars['ID']['input'];
  input: AddressInput;
};


export type MutationUpdateFeatureImageArgs = {
  id: Scalars['ID']['input'];
  input: FeatureImageUpdateInput;
};


export type MutationUpdateGstRateArgs = {
  input: GstRateInput;
};


export type MutationUpdateOrderStatusArgs = {
  id: Scalars['ID']['input'];
  status: OrderStatus;
};


export type MutationUpdateProductArgs = {
  id: Scalars['ID']['input'];
  input: ProductUpdateInput;
};


export type MutationUpdateProfileArgs = {
  input: UpdateProfileInput;
};


export type MutationUpdatePromotionArgs = {
  id: Scalars['ID']['input'];
  input: PromotionUpdateInput;
};


export type MutationUploadImageArgs = {
  file: Scalars['Upload']['input'];
};


export type MutationUploadReturnPhotoArgs = {
  file: Scalars['Upload']['input'];
};


export type MutationUploadReviewPhotoArgs = {
  file: Scalars['Upload']['input'];
};


export type MutationUpsertServiceablePincodeArgs = {
  input: ServiceablePincodeInput;
};


export type MutationVerifyEmailArgs = {
  token: Scalars['String']['input'];
};


export type MutationVerifyLoginCodeArgs = {
  code: Scalars['String']['input'];
  phone: Scalars['String']['input'];
};


export type MutationVerifyPaymentArgs = {
  input: VerifyPaymentInput;
};


export type MutationVerifyPhoneArgs = {
  code: Scalars['String']['input'];
  phone: Scalars['String']['input'];
};

export type NonReturnableInput = {
  category?: InputMaybe<Scalars['String']['input']>;
  nonReturnable: Scalars['Boolean']['input'];
  productId?: InputMaybe<Scalars['ID']['input']>;
};

export type NonReturnableProduct = {
  __typename?: 'NonReturnableProduct';
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

/** An offer a shopper could use. */
export type Offer = {
  __typename?: 'Offer';
  /** Whether it applies to the cart as it is. */
  applies: Scalars['Boolean']['output'];
  /** The code to apply; null for an automatic promotion (applied by itself). */
  code?: Maybe<Scalars['String']['output']>;
  description: Scalars['String']['output'];
  /** What is missing when it does not apply yet, e.g. Add ₹500 more to use this code. */
  hint?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

export type Option = {
  __typename?: 'Option';
  /** What clients send and store, e.g. `men`, `h&m`, `price-lowtohigh`. */
  id: Scalars['String']['output'];
  /** What shoppers read, e.g. `Men`, `H&M`, `Price: Low to High`. */
  label: Scalars['String']['output'];
};

export type Order = {
  __typename?: 'Order';
  /** Cash on delivery: the rupees the courier collects at the door (the total less any advance). Null when not paid on delivery. */
  amountDueOnDelivery?: Maybe<Scalars['Float']['output']>;
  /** Why the last booking with the courier failed (admin: book again to retry); null once booked or never tried. */
  bookingError?: Maybe<Scalars['String']['output']>;
  /** Part-paid cash on delivery (COD_ADVANCE): the rupees paid online at checkout. Null when the order has no advance. */
  codAdvance?: Maybe<Scalars['Float']['output']>;
  /** When an order still awaiting confirmation is cancelled by the shop (COD_CONFIRM_HOURS after it was placed). */
  codConfirmBy?: Maybe<Scalars['DateTime']['output']>;
  /** A cash-on-delivery order's confirmation: AWAITING until the shopper (or an admin who called them) confirms; it does not ship before. */
  codConfirmation: CodConfirmation;
  /** Rupees: the cash-on-delivery fee (0 for prepaid orders). */
  codFee: Scalars['Float']['output'];
  /**
   * A cash-on-delivery order's risk of coming back undelivered, judged from the shop's history when it was placed
   * (docs/cod-upi-delivery.md "COD risk"). Admins only: FORBIDDEN for a customer. Null for an order not paid on delivery.
   */
  codRisk?: Maybe<CodRisk>;
  /** Whether its money is collected at the door on delivery (its payment policy: cash on delivery). */
  collectedOnDelivery: Scalars['Boolean']['output'];
  /** The coupon the order was placed with; null without one. */
  couponCode?: Maybe<Scalars['String']['output']>;
  currency: Scalars['String']['output'];
  customer: OrderCustomer;
  /** Rupees taken off by promotions, spread over the lines (OrderLine.discount). */
  discount: Scalars['Float']['output'];
  /** Each offer and coupon the order was placed with, offers first; their amounts add up to `discount`. */
  discounts: Array<OrderDiscount>;
  id: Scalars['ID']['output'];
  /** Whether the tax invoice can be downloaded: paid for (collected, for cash on delivery) and kept by the shop. A return keeps it (its credit note reverses the part returned); a cancellation after payment does not. */
  invoiceAvailable: Scalars['Boolean']['output'];
  /** The tax invoice's number (INV-000123) once paid; download it at /api/shop/order/invoice/:id (or /api/admin/orders/invoice/:id). */
  invoiceNumber?: Maybe<Scalars['String']['output']>;
  lines: Array<OrderLine>;
  /**
   * The statuses the caller may move this order to next with updateOrderStatus (the order status machine; see the
   * README): an admin's allowed moves, empty for a customer. Any other move is refused with BAD_USER_INPUT.
   */
  nextStatuses: Array<OrderStatus>;
  orderDate: Scalars['DateTime']['output'];
  /**
   * For the caller's cash-on-delivery order that may still be paid online instead (payCodOrderOnline: not shipped, not
   * closed): the rupees paying online saves as the prepaid discount (0 when PREPAID_DISCOUNT is unset). Null otherwise.
   */
  payOnlineDiscount?: Maybe<Scalars['Float']['output']>;
  payerId: Scalars['String']['output'];
  /** The provider's payment id once paid. */
  paymentId: Scalars['String']['output'];
  /** How it was paid: card, upi, netbanking, wallet (as Razorpay's payment reports it) or cod; null until known. */
  paymentInstrument?: Maybe<Scalars['String']['output']>;
  /** The payment method as people read it: "UPI (priya@okbank)", "Card", "Cash on delivery"… */
  paymentLabel: Scalars['String']['output'];
  /** `razorpay` (paid online) or `cod` (cash on delivery). */
  paymentMethod: Scalars['String']['output'];
  paymentStatus: PaymentStatus;
  /** The UPI address (VPA) of a UPI payment. */
  paymentVpa?: Maybe<Scalars['String']['output']>;
  /** The place of supply: the GST state of the delivery address, e.g. "Karnataka (29)"; null for orders placed before GST per line. */
  placeOfSupply?: Maybe<Scalars['String']['output']>;
  /** Rupees of what was paid given back: the processed refunds of the order's own payment (a duplicate payment given back is not counted). */
  refundedAmount: Scalars['Float']['output'];
  /** The refund ledger's rows on this order's payment, oldest first (the owner's and admins' only): every refund, whatever caused it. */
  refunds: Array<Refund>;
  /** True while a return or exchange request of the order is open (requested, approved or picked up): the order shows "Return requested". */
  returnRequested: Scalars['Boolean']['output'];
  /** Until when a return or exchange may be asked for (delivered orders); null otherwise. */
  returnWindowEndsAt?: Maybe<Scalars['DateTime']['output']>;
  /** The order's return and exchange requests, oldest first (the owner's and admins' only). */
  returns: Array<ReturnRequest>;
  /** The order's parcels with the courier and a return's reverse pickups, oldest first (the owner's and admins' only). */
  shipments: Array<Shipment>;
  shippingAddress: ShippingAddress;
  /** Rupees: what shipping cost (SHIPPING_FEE, free above FREE_SHIPPING_ABOVE), GST included; part of totalAmount. */
  shippingFee: Scalars['Float']['output'];
  /**
   * The shipping fee's GST (issue 42): taxed with the goods as one composite supply at the rate of its principal supply,
   * the line of the highest taxable value (CGST Act 2017, s. 8(a)); null without a fee, or for orders placed before GST per line.
   */
  shippingTax?: Maybe<OrderLineTax>;
  status: OrderStatus;
  statusHistory: Array<OrderStatusChange>;
  /** Rupees: the lines before promotions. */
  subtotal: Scalars['Float']['output'];
  /** Rupees: what was charged (subtotal − discount + shipping fee + COD fee). */
  totalAmount: Scalars['Float']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type OrderConnection = {
  __typename?: 'OrderConnection';
  edges: Array<OrderEdge>;
  pageInfo: PageInfo;
};

export type OrderCustomer = {
  __typename?: 'OrderCustomer';
  /** null for a customer made by phone sign-in who has not given an email. */
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  username: Scalars['String']['output'];
};

/** A promotion an order was placed with, as its details list it between the subtotal and the total. */
export type OrderDiscount = {
  __typename?: 'OrderDiscount';
  /** Rupees taken off the order. */
  amount: Scalars['Float']['output'];
  /** A coupon's code; null for an offer. */
  code?: Maybe<Scalars['String']['output']>;
  kind: OrderDiscountKind;
  /** The promotion's name as the shopper saw it in the cart: "₹300 off above ₹2,999", "10 % off your first order". */
  name: Scalars['String']['output'];
};

export type OrderDiscountKind =
  /** A code the shopper entered. */
  | 'COUPON'
  /** Applied by itself when the cart qualifies. */
  | 'OFFER'
  /** Taken off for paying online (PREPAID_DISCOUNT), after the offers and the coupon. */
  | 'PREPAID';

export type OrderEdge = {
  __typename?: 'OrderEdge';
  cursor: Scalars['String']['output'];
  node: Order;
};

export type OrderLine = {
  __typename?: 'OrderLine';
  colour?: Maybe<Scalars['String']['output']>;
  /** Rupees: the line's share of the order's discount. */
  discount: Scalars['Float']['output'];
  /** What a return request names (RequestReturnLineInput.orderLineId). */
  id: Scalars['ID']['output'];
  image: Scalars['String']['output'];
  /** Rupees: price × quantity. */
  lineTotal: Scalars['Float']['output'];
  /** Rupees: the catalogue's price of one when ordered. */
  listPrice: Scalars['Float']['output'];
  /** Rupees: what the line sold for, lineTotal − discount. */
  net: Scalars['Float']['output'];
  /** Rupees paid for one, before promotions. */
  price: Scalars['Float']['output'];
  productId: Scalars['ID']['output'];
  quantity: Scalars['Int']['output'];
  /** Rupees: the catalogue's sale price of one when ordered; 0 when not on sale. */
  salePrice: Scalars['Float']['output'];
  size?: Maybe<Scalars['String']['output']>;
  /** The line's GST, decided on its net; null for orders placed before GST per line. */
  tax?: Maybe<OrderLineTax>;
  title: Scalars['String']['output'];
};

/** A line's GST as fixed when the order was placed (prices include it). */
export type OrderLineTax = {
  __typename?: 'OrderLineTax';
  /** Rupees; CGST and SGST within the seller's state, IGST to another state. */
  cgst: Scalars['Float']['output'];
  hsn: Scalars['String']['output'];
  igst: Scalars['Float']['output'];
  /** Percent. */
  rate: Scalars['Float']['output'];
  sgst: Scalars['Float']['output'];
  /** Rupees: the line's value without GST. */
  taxable: Scalars['Float']['output'];
};

export type OrderPage = {
  __typename?: 'OrderPage';
  hasNextPage: Scalars['Boolean']['output'];
  nodes: Array<Order>;
  totalCount: Scalars['Int']['output'];
};

export type OrderStatus =
  | 'cancelled'
  | 'confirmed'
  | 'delivered'
  | 'pending'
  | 'rejected'
  /** A cash-on-delivery order the courier could not deliver, back at the shop (closed; its units back in stock). */
  | 'returned_to_origin'
  | 'shipped';

export type OrderStatusChange = {
  __typename?: 'OrderStatusChange';
  changedAt: Scalars['DateTime']['output'];
  /** The admin who changed it; null for the shop itself (payment, expiry). */
  changedBy?: Maybe<Scalars['String']['output']>;
  from?: Maybe<OrderStatus>;
  note: Scalars['String']['output'];
  to: OrderStatus;
};

export type PageInfo = {
  __typename?: 'PageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
};

/** How the shopper pays: online through Razorpay (card, UPI, netbanking, wallet), or cash on delivery. */
export type PaymentMethod =
  | 'COD'
  | 'ONLINE';

/** Why a payment method is not offered, when it is not. */
export type PaymentMethodOption = {
  __typename?: 'PaymentMethodOption';
  available: Scalars['Boolean']['output'];
  reason?: Maybe<Scalars['String']['output']>;
};

/**
 * An order's payment. PARTIALLY_REFUNDED and REFUNDED follow the refund ledger (Order.refunds): part of, or all of, what
 * was paid went back.
 */
export type PaymentStatus =
  | 'failed'
  | 'paid'
  | 'partially_refunded'
  | 'pending'
  | 'refunded'
  /** Cash on delivery: the courier collects the money at the door. */
  | 'to_collect';

/** What the payment window needs; amounts in paise. */
export type PaymentWindow = {
  __typename?: 'PaymentWindow';
  amount: Scalars['Int']['output'];
  /** The script that defines window.Razorpay: Razorpay's own, or the offline stand-in's. */
  checkoutScriptUrl: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  description: Scalars['String']['output'];
  /** The provider's public key id. */
  keyId: Scalars['String']['output'];
  name: Scalars['String']['output'];
  provider: Scalars['String']['output'];
  providerOrderId: Scalars['String']['output'];
};

export type PincodeImportResult = {
  __typename?: 'PincodeImportResult';
  created: Scalars['Int']['output'];
  rejected: Array<RejectedImportLine>;
  unchanged: Scalars['Int']['output'];
  updated: Scalars['Int']['output'];
};

export type PlaceOrderInput = {
  addressId: Scalars['ID']['input'];
  /** ONLINE (the default) opens a Razorpay payment; COD places a confirmed order to be paid on delivery, if allowed. */
  paymentMethod?: InputMaybe<PaymentMethod>;
};

export type PlaceOrderPayload = {
  __typename?: 'PlaceOrderPayload';
  order: Order;
  /** What the payment window needs; null for a cash-on-delivery order (nothing to pay now). */
  payment?: Maybe<PaymentWindow>;
};

/** The prices a shopper pays over the products that match the other filters, in rupees. */
export type PriceRange = {
  __typename?: 'PriceRange';
  max: Scalars['Float']['output'];
  min: Scalars['Float']['output'];
};

export type Product = {
  __typename?: 'Product';
  /** Average review rating, 0 when there are no reviews. */
  averageRating: Scalars['Float']['output'];
  /** A `catalogueOptions.brands` id. */
  brand: Scalars['String']['output'];
  breadthCm?: Maybe<Scalars['Int']['output']>;
  /** A `catalogueOptions.categories` id. */
  category: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  description: Scalars['String']['output'];
  /** What a shopper pays for one: the sale price when above 0, otherwise the price. */
  effectivePrice: Scalars['Float']['output'];
  /** How it fits: its reviews' fit answers, with returns for being too small (runsSmall) or too large (runsLarge). */
  fitSummary: FitSummary;
  /** Every image in display order, the main image first. An image with a colour shows that colour of the product. */
  gallery: Array<ProductImage>;
  /**
   * The HSN code of the GST row (`gstRates`) this product is taxed by when it is not its category's default; null: the
   * category's default row.
   */
  gstHsn?: Maybe<Scalars['String']['output']>;
  heightCm?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  /** The main image's URL. */
  image: Scalars['String']['output'];
  images: ImageSet;
  /** Whether the product is on the signed-in caller's wishlist (false for anyone signed out). Makes the answer personal. */
  inWishlist: Scalars['Boolean']['output'];
  /** The box one unit ships in, in cm; null: its category's default. */
  lengthCm?: Maybe<Scalars['Int']['output']>;
  /** The sizes and colours the product comes in; both empty for a product sold in one size and one colour. */
  options: ProductOptions;
  /** Price in rupees. */
  price: Scalars['Float']['output'];
  reviewCount: Scalars['Int']['output'];
  /** Sale price in rupees; 0 when the product is not on sale. */
  salePrice: Scalars['Float']['output'];
  /**
   * The shop's article number (a product with sizes or colours: its style number, the import file's `handle`),
   * unique across the catalogue; catalogue imports match products by it. Each variant has its own SKU too.
   */
  sku: Scalars['String']['output'];
  /** The product's address in the shop, `/shop/product/{slug}`: lower-case letters, digits and dashes, unique. */
  slug: Scalars['String']['output'];
  title: Scalars['String']['output'];
  /** Units in stock over all the product's variants. */
  totalStock: Scalars['Int']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /**
   * What can be bought: one variant per size and colour combination sold, in the options' order. A product without
   * options has exactly one, whose size and colour are null.
   */
  variants: Array<ProductVariant>;
  /** The packed weight of one unit in grams, for the courier (issue 42); null: its category's default. */
  weightGrams?: Maybe<Scalars['Int']['output']>;
};

export type ProductConnection = {
  __typename?: 'ProductConnection';
  edges: Array<ProductEdge>;
  facets: ProductFacets;
  pageInfo: PageInfo;
  /** All products matching the filter, over every page. */
  totalCount: Scalars['Int']['output'];
};

export type ProductEdge = {
  __typename?: 'ProductEdge';
  cursor: Scalars['String']['output'];
  node: Product;
};

export type ProductFacets = {
  __typename?: 'ProductFacets';
  brands: Array<FacetCount>;
  categories: Array<FacetCount>;
  /** Colours sold in stock by the products matching the other filters, most products first. */
  colours: Array<FacetCount>;
  /** Null when no product matches the other filters. */
  priceRange?: Maybe<PriceRange>;
  /** Sizes sold in stock by the products matching the other filters, in the shop's size order; a size counts each product once. */
  sizes: Array<FacetCount>;
};

export type ProductFilter = {
  brands?: InputMaybe<Array<Scalars['String']['input']>>;
  categories?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Products with at least one variant in stock in any of these colours. */
  colours?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Rupees: products a shopper pays at most this for. */
  maxPrice?: InputMaybe<Scalars['Float']['input']>;
  /** Rupees: products a shopper pays at least this for. */
  minPrice?: InputMaybe<Scalars['Float']['input']>;
  /** Products with at least one variant in stock in any of these sizes (and, with `colours`, in one of those colours). */
  sizes?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** One picture of a product's gallery. */
export type ProductImage = {
  __typename?: 'ProductImage';
  /** The colour this picture shows; null for a picture of the product in general. */
  colour?: Maybe<Scalars['String']['output']>;
  images: ImageSet;
  url: Scalars['String']['output'];
};

export type ProductImageInput = {
  /** The colour the picture shows (one of the variants' colours); leave out for a general picture. */
  colour?: InputMaybe<Scalars['String']['input']>;
  /** An image URL returned by uploadImage. */
  url: Scalars['String']['input'];
};

export type ProductInput = {
  brand: Scalars['String']['input'];
  breadthCm?: InputMaybe<Scalars['Int']['input']>;
  category: Scalars['String']['input'];
  description: Scalars['String']['input'];
  /** Pictures after the main image, in display order (at most 20). */
  gallery?: InputMaybe<Array<ProductImageInput>>;
  /** The HSN code of a GST row (`gstRates`) to tax this product by; left out or empty: its category's default row. */
  gstHsn?: InputMaybe<Scalars['String']['input']>;
  heightCm?: InputMaybe<Scalars['Int']['input']>;
  /** An image URL returned by uploadImage. */
  image: Scalars['String']['input'];
  /** The box one unit ships in, in cm (1 to 200 each); left out or null: its category's default. */
  lengthCm?: InputMaybe<Scalars['Int']['input']>;
  /** Rupees, more than 0, at most 2 decimals. */
  price: Scalars['Float']['input'];
  /** Rupees; 0 (the default) for no sale, otherwise below the price. */
  salePrice?: InputMaybe<Scalars['Float']['input']>;
  /** Letters, digits, dots, dashes, slashes and underscores, at most 64; unique. Made for you when left out. */
  sku?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
  /** A whole number, 0 or more: the stock of a product without variants. Leave it out when giving `variants`. */
  totalStock?: InputMaybe<Scalars['Int']['input']>;
  /** The sizes and colours sold, one entry per combination (at most 100). Left out: one variant holding `totalStock`. */
  variants?: InputMaybe<Array<ProductVariantInput>>;
  /** The packed weight of one unit in grams (1 to 30000); left out or null: its category's default. */
  weightGrams?: InputMaybe<Scalars['Int']['input']>;
};

/** The sizes and colours of a product. Sizes in the shop's order (XS to XXXL, then numeric sizes ascending); colours as the admin ordered them. */
export type ProductOptions = {
  __typename?: 'ProductOptions';
  colours: Array<Scalars['String']['output']>;
  sizes: Array<Scalars['String']['output']>;
};

export type ProductReturnRate = {
  __typename?: 'ProductReturnRate';
  productId: Scalars['ID']['output'];
  /** 0 to 1. */
  rate: Scalars['Float']['output'];
  title: Scalars['String']['output'];
  unitsReturned: Scalars['Int']['output'];
  unitsSold: Scalars['Int']['output'];
};

export type ProductSearchConnection = {
  __typename?: 'ProductSearchConnection';
  edges: Array<ProductEdge>;
  pageInfo: PageInfo;
  /** All products matching the keyword, over every page. */
  totalCount: Scalars['Int']['output'];
};

export type ProductUpdateInput = {
  brand?: InputMaybe<Scalars['String']['input']>;
  breadthCm?: InputMaybe<Scalars['Int']['input']>;
  category?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  /** Replaces the pictures after the main image. */
  gallery?: InputMaybe<Array<ProductImageInput>>;
  /** The HSN code of a GST row (`gstRates`) to tax this product by; an empty string: its category's default row; left out: unchanged. */
  gstHsn?: InputMaybe<Scalars['String']['input']>;
  heightCm?: InputMaybe<Scalars['Int']['input']>;
  image?: InputMaybe<Scalars['String']['input']>;
  /** The box one unit ships in, in cm (1 to 200 each); 0: back to its category's default; left out: unchanged. */
  lengthCm?: InputMaybe<Scalars['Int']['input']>;
  price?: InputMaybe<Scalars['Float']['input']>;
  salePrice?: InputMaybe<Scalars['Float']['input']>;
  sku?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  /** Only for a product without sizes and colours; the others set each variant's stock in `variants`. */
  totalStock?: InputMaybe<Scalars['Int']['input']>;
  /** Replaces the product's variants; a variant whose size and colour stay keeps its id and its place in carts. */
  variants?: InputMaybe<Array<ProductVariantInput>>;
  /** The packed weight of one unit in grams (1 to 30000); 0: back to its category's default; left out: unchanged. */
  weightGrams?: InputMaybe<Scalars['Int']['input']>;
};

/** One size and colour combination of a product, with its own SKU and stock, and optionally its own price. */
export type ProductVariant = {
  __typename?: 'ProductVariant';
  /** Null for a product sold in one colour. */
  colour?: Maybe<Scalars['String']['output']>;
  /** What a shopper pays for one of this variant. */
  effectivePrice: Scalars['Float']['output'];
  id: Scalars['ID']['output'];
  /** True when the variant has a price of its own instead of the product's. */
  ownPrice: Scalars['Boolean']['output'];
  /** Rupees: the variant's own price, or the product's. */
  price: Scalars['Float']['output'];
  /** Rupees; 0 when not on sale. */
  salePrice: Scalars['Float']['output'];
  /** Null for a product sold in one size. */
  size?: Maybe<Scalars['String']['output']>;
  sku: Scalars['String']['output'];
  stock: Scalars['Int']['output'];
};

export type ProductVariantInput = {
  /** Every variant of a product has a colour, or none has. */
  colour?: InputMaybe<Scalars['String']['input']>;
  /** Rupees; leave out to sell at the product's price. */
  price?: InputMaybe<Scalars['Float']['input']>;
  /** Rupees, below the variant's own price; only with `price`. */
  salePrice?: InputMaybe<Scalars['Float']['input']>;
  /** Every variant of a product has a size, or none has. */
  size?: InputMaybe<Scalars['String']['input']>;
  /** Letters, digits, dots, dashes, slashes and underscores, at most 64; unique. Made for you when left out. */
  sku?: InputMaybe<Scalars['String']['input']>;
  /** A whole number, 0 or more. */
  stock: Scalars['Int']['input'];
};

/** A coupon code or an automatic promotion. Times are the shop's (SHOP_TIMEZONE) as `2026-11-01T00:00`; money in rupees. */
export type Promotion = {
  __typename?: 'Promotion';
  /** Rupees off, for FLAT. */
  amountOff?: Maybe<Scalars['Float']['output']>;
  /** A coupon's code (upper case; matched whatever the case); null for an automatic promotion. */
  code?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  description: Scalars['String']['output'];
  discountType: DiscountType;
  endsAt?: Maybe<Scalars['String']['output']>;
  firstOrderOnly: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** A coupon listed under Offers for you (automatic promotions always are). */
  isPublic: Scalars['Boolean']['output'];
  kind: PromotionKind;
  /** The most a percentage takes off, in rupees. */
  maxDiscount?: Maybe<Scalars['Float']['output']>;
  /** Total uses allowed; null for no cap. */
  maxUses?: Maybe<Scalars['Int']['output']>;
  maxUsesPerCustomer?: Maybe<Scalars['Int']['output']>;
  /** The eligible lines' value needed, in rupees. */
  minOrderValue: Scalars['Float']['output'];
  /** The eligible units needed. */
  minQuantity: Scalars['Int']['output'];
  paused: Scalars['Boolean']['output'];
  /** Percent off, for PERCENT. */
  percentOff?: Maybe<Scalars['Int']['output']>;
  prepaidOnly: Scalars['Boolean']['output'];
  scope: PromotionScope;
  /** A product-scoped promotion's products with their titles (in `scopeValues` order; deleted ones too); empty for other scopes. */
  scopeProducts: Array<PromotionProduct>;
  /** Category ids, brand ids or product ids, as `scope` says. */
  scopeValues: Array<Scalars['String']['output']>;
  startsAt?: Maybe<Scalars['String']['output']>;
  status: PromotionStatus;
  title: Scalars['String']['output'];
  /** Uses held now: paid orders and unpaid open ones. */
  uses: Scalars['Int']['output'];
};

export type PromotionInput = {
  amountOff?: InputMaybe<Scalars['Float']['input']>;
  code?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  discountType: DiscountType;
  /** Shop time, `2026-11-30T23:59`; null for no end. */
  endsAt?: InputMaybe<Scalars['String']['input']>;
  firstOrderOnly?: InputMaybe<Scalars['Boolean']['input']>;
  isPublic?: InputMaybe<Scalars['Boolean']['input']>;
  kind: PromotionKind;
  maxDiscount?: InputMaybe<Scalars['Float']['input']>;
  maxUses?: InputMaybe<Scalars['Int']['input']>;
  maxUsesPerCustomer?: InputMaybe<Scalars['Int']['input']>;
  minOrderValue?: InputMaybe<Scalars['Float']['input']>;
  minQuantity?: InputMaybe<Scalars['Int']['input']>;
  paused?: InputMaybe<Scalars['Boolean']['input']>;
  percentOff?: InputMaybe<Scalars['Int']['input']>;
  prepaidOnly?: InputMaybe<Scalars['Boolean']['input']>;
  scope?: InputMaybe<PromotionScope>;
  scopeValues?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Shop time, `2026-11-01T00:00`; null for from now. */
  startsAt?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
};

export type PromotionKind =
  /** Applied by itself when the cart qualifies (no code). */
  | 'automatic'
  /** Applied when the shopper enters its code. */
  | 'coupon';

/** A product a promotion is scoped to, as the admin's picker shows it. */
export type PromotionProduct = {
  __typename?: 'PromotionProduct';
  id: Scalars['ID']['output'];
  sku: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type PromotionScope =
  /** The whole cart. */
  | 'all'
  | 'brands'
  | 'categories'
  | 'products';

export type PromotionStatus =
  | 'active'
  | 'expired'
  | 'paused'
  /** Starts later. */
  | 'scheduled'
  /** Its total-uses cap is reached. */
  | 'used_up';

/** The fields to change; the others stay. */
export type PromotionUpdateInput = {
  amountOff?: InputMaybe<Scalars['Float']['input']>;
  code?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  discountType?: InputMaybe<DiscountType>;
  endsAt?: InputMaybe<Scalars['String']['input']>;
  firstOrderOnly?: InputMaybe<Scalars['Boolean']['input']>;
  isPublic?: InputMaybe<Scalars['Boolean']['input']>;
  kind?: InputMaybe<PromotionKind>;
  maxDiscount?: InputMaybe<Scalars['Float']['input']>;
  maxUses?: InputMaybe<Scalars['Int']['input']>;
  maxUsesPerCustomer?: InputMaybe<Scalars['Int']['input']>;
  minOrderValue?: InputMaybe<Scalars['Float']['input']>;
  minQuantity?: InputMaybe<Scalars['Int']['input']>;
  paused?: InputMaybe<Scalars['Boolean']['input']>;
  percentOff?: InputMaybe<Scalars['Int']['input']>;
  prepaidOnly?: InputMaybe<Scalars['Boolean']['input']>;
  scope?: InputMaybe<PromotionScope>;
  scopeValues?: InputMaybe<Array<Scalars['String']['input']>>;
  startsAt?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

/** A purchase as Google Analytics 4's `purchase` event reports it: nothing personal, the order's id and its lines. */
export type PurchaseMeasurement = {
  __typename?: 'PurchaseMeasurement';
  /** The coupon the order was placed with; null without one. */
  coupon?: Maybe<Scalars['String']['output']>;
  currency: Scalars['String']['output'];
  items: Array<MeasuredItem>;
  /** Rupees: the order's shipping. */
  shipping: Scalars['Float']['output'];
  /** Rupees: the GST within value. */
  tax: Scalars['Float']['output'];
  /** The order's id. */
  transactionId: Scalars['ID']['output'];
  /** Rupees: Σ price × quantity of the items (what they sold for after promotions, GST included); no shipping or COD fee. */
  value: Scalars['Float']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** The caller's delivery addresses (at most 3), oldest first. */
  addresses: Array<Address>;
  /** Every order, newest first (admin only). */
  adminOrders: OrderPage;
  /** Every review (admin), newest first, hidden ones included; `hidden` narrows to hidden (true) or shown (false) ones. */
  adminReviews: ReviewPage;
  /** The caller's cart (empty when they have none yet). */
  cart: Cart;
  /** The ids and labels of categories, brands and sorts the catalogue accepts. */
  catalogueOptions: CatalogueOptions;
  /**
   * What checkout offers for the caller's cart delivered to one of their addresses: the delivery date and the payment
   * methods, each with the reason when it is not available (placeOrder applies the same rules).
   */
  checkoutOptions: CheckoutOptions;
  /** One customer (admin); NOT_FOUND for an id that is not a customer's. */
  customer: Customer;
  /**
   * The shop's customers, newest sign-up first (admin). `search` matches any part of the email, name or user name.
   * Cursor-paginated: `first` at most 100, `after` the previous page's `endCursor`.
   */
  customers: CustomerConnection;
  /**
   * The delivery promise for a pincode (and a product): whether the shop delivers there, by when (business days,
   * Monday to Saturday, in SHOP_TIMEZONE; orders after the cut-off hour leave the next business day) and whether cash
   * on delivery is available. BAD_USER_INPUT (field `pincode`) for a pincode that is not 6 digits starting 1–9;
   * NOT_FOUND for an unknown product.
   */
  deliveryEstimate: DeliveryEstimate;
  /** Failed deliveries, oldest first, at most 25 (admin; the NDR queue): the courier's reason and the answer given. */
  deliveryFailures: Array<Shipment>;
  /** The customer email outbox, newest first (admin): sent, waiting and failed emails with their bodies. */
  emails: EmailPage;
  /** The whole serviceable-pincodes table as a file (admin): `csv` or `jsonl`, the import's format. */
  exportServiceablePincodes: Scalars['String']['output'];
  /** Homepage banners in display order. */
  featureImages: Array<FeatureImage>;
  /** The GST rate table (admin): one row per HSN code, in HSN order, applied to orders when they are placed. */
  gstRates: Array<GstRate>;
  /** India's states and union territories: id the GST state code ("29"), label the name (the address form's State). */
  indianStates: Array<Option>;
  /** The caller's consent to marketing emails and its record. */
  marketingConsent: MarketingConsent;
  /** The signed-in user, or null for an anonymous caller. */
  me?: Maybe<User>;
  /** The WhatsApp and SMS outbox, newest first (admin); `phone` narrows to one number. `first` at most 100, `after` the previous page's endCursor. */
  messages: MessageConnection;
  /**
   * The caller's newest `first` orders (1 to 100).
   * @deprecated Use orderHistory: it pages, so a long history is read in parts.
   */
  myOrders: Array<Order>;
  /** The caller's back-in-stock alerts of live products: waiting ones, and those sent or cancelled in the last 30 days. */
  myStockAlerts: Array<StockAlert>;
  /** The caller's WhatsApp order updates and the consent in force. */
  myWhatsAppUpdates: WhatsAppUpdates;
  /** One order: the caller's own, or any for an admin; NOT_FOUND otherwise. */
  order: Order;
  /** The caller's orders, newest first, a page at a time: pass `pageInfo.endCursor` as `after` for the next page. */
  orderHistory: OrderConnection;
  /**
   * One product by id, SKU or slug (give exactly one); NOT_FOUND when there is no such product in the catalogue.
   * The slug is the product's address in the shop: `/shop/product/{slug}`.
   */
  product: Product;
  /**
   * Full-text search over title, description, category and brand, tolerant of typos (\"shrit\" finds shirts) and
   * of partial words; best matches first, with the total number of matches. `first` at most 100.
   */
  productSearch: ProductSearchConnection;
  /**
   * The catalogue, filtered by any set of categories and brands and sorted by one of `catalogueOptions.sorts`
   * (default price-lowtohigh; price sorts use the price a shopper pays). Cursor-paginated: `first` at most 100.
   */
  products: ProductConnection;
  /** Every promotion (coupon codes and automatic ones), newest first, with its status and uses so far (admin). */
  promotions: Array<Promotion>;
  /** Confirmed orders not booked with the courier yet, oldest first (admin; the "Ready to ship" queue), with why a booking failed. */
  readyToShip: Array<Order>;
  /** One return request: the caller's own, or any for an admin. */
  returnRequest: ReturnRequest;
  /** The returns queue (admin), newest first, a page at a time; narrowed by status, reason and age. */
  returnRequests: ReturnRequestConnection;
  /** The return window and what cannot be returned (admin). */
  returnSettings: ReturnSettings;
  /** A product's reviews, newest first. */
  reviews: Array<Review>;
  /** The sales dashboard over the last 7, 30 or 90 days (admin): every figure aggregated in PostgreSQL. */
  salesInsights: SalesInsights;
  /**
   * The first page of `productSearch` as a plain list.
   * @deprecated Use productSearch: it pages and counts the matches.
   */
  search: Array<Product>;
  /** The serviceable pincodes (admin), by pincode; `search` matches any part of a pincode, city or state name. */
  serviceablePincodes: ServiceablePincodePage;
  /** Whether parcels go to the offline courier (SHIPPING_PROVIDER=sandbox), where simulateShipmentEvent acts out scans (admin). */
  shippingSandbox: Scalars['Boolean']['output'];
  /** The size guide of a product: its brand's chart in its category, else its category's; null without one. NOT_FOUND for an unknown product. */
  sizeChart?: Maybe<SizeChart>;
  /** Every size chart (admin), by category, every brand's first. */
  sizeCharts: Array<SizeChart>;
  /** Shoppers waiting for sold-out sizes (admin): per variant of a live product, most waited for first (`first` at most 100). */
  stockAlertDemand: Array<StockAlertDemand>;
  /** What the unsubscribe link of a marketing email is about (anyone holding the link). BAD_USER_INPUT for a link that is not valid. */
  unsubscribeStatus: UnsubscribeStatus;
  /** Every account, newest first (admin only). */
  users: UserConnection;
  /** The caller's wishlist. */
  wishlist: Wishlist;
};


export type QueryAdminOrdersArgs = {
  filter?: InputMaybe<AdminOrderFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAdminReviewsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  hidden?: InputMaybe<Scalars['Boolean']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCheckoutOptionsArgs = {
  addressId: Scalars['ID']['input'];
};


export type QueryCustomerArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCustomersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryDeliveryEstimateArgs = {
  pincode: Scalars['String']['input'];
  productId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryEmailsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryExportServiceablePincodesArgs = {
  format: Scalars['String']['input'];
};


export type QueryMessagesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
};


export type QueryMyOrdersArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryOrderArgs = {
  id: Scalars['ID']['input'];
};


export type QueryOrderHistoryArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryProductArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  sku?: InputMaybe<Scalars['String']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
};


export type QueryProductSearchArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  keyword: Scalars['String']['input'];
};


export type QueryProductsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ProductFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sortBy?: InputMaybe<Scalars['String']['input']>;
};


export type QueryReadyToShipArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryReturnRequestArgs = {
  id: Scalars['ID']['input'];
};


export type QueryReturnRequestsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ReturnRequestFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryReviewsArgs = {
  productId: Scalars['ID']['input'];
};


export type QuerySalesInsightsArgs = {
  days?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySearchArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  keyword: Scalars['String']['input'];
};


export type QueryServiceablePincodesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySizeChartArgs = {
  productId: Scalars['ID']['input'];
};


export type QueryStockAlertDemandArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryUnsubscribeStatusArgs = {
  token: Scalars['String']['input'];
};


export type QueryUsersArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};

export type ReasonCount = {
  __typename?: 'ReasonCount';
  reason: ReturnReason;
  requests: Scalars['Int']['output'];
  units: Scalars['Int']['output'];
};

export type ReceiveReturnInput = {
  id: Scalars['ID']['input'];
  /** One entry per line of the request: restock true puts the units back on the shelf; false (damaged) does not. */
  lines: Array<ReceiveReturnLineInput>;
};

export type ReceiveReturnLineInput = {
  orderLineId: Scalars['ID']['input'];
  restock: Scalars['Boolean']['input'];
};

/** A refund of the ledger: money given back on an order's payment, through the gateway or by hand. */
export type Refund = {
  __typename?: 'Refund';
  /** Rupees. */
  amount: Scalars['Float']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** Why it failed, when it did. */
  failureReason?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  method: RefundMethod;
  /** The payment provider's refund id (rfnd_…) of a gateway refund. */
  providerRefundId?: Maybe<Scalars['String']['output']>;
  /** Why: the order cancelled by the shop, items returned, a payment that came late or twice. */
  reason: Scalars['String']['output'];
  /** The UPI or bank transfer reference of a refund made by hand. */
  reference?: Maybe<Scalars['String']['output']>;
  /** The return request it refunds, if it is a return's. */
  returnRequestId?: Maybe<Scalars['ID']['output']>;
  /** When it was processed or failed; null while pending. */
  settledAt?: Maybe<Scalars['DateTime']['output']>;
  status: RefundStatus;
};

export type RefundMethod =
  /** Back on the payment, through the payment gateway. */
  | 'gateway'
  /** Paid by hand (UPI or bank transfer) and recorded by an admin: cash-on-delivery orders. */
  | 'manual';

export type RefundStatus =
  | 'failed'
  /** Accepted by the payment provider; waiting for the bank. */
  | 'pending'
  | 'processed';

export type RefundToInput = {
  bankAccount?: InputMaybe<BankAccountInput>;
  /** A UPI id (VPA), e.g. ravi.k@okaxis. */
  upiId?: InputMaybe<Scalars['String']['input']>;
};

export type RegisterInput = {
  email: Scalars['String']['input'];
  /**
   * The shopper ticked "email me reminders and offers" (`marketingConsent.wording`): recorded as their consent, with the
   * time and that wording. Left out or false: no marketing emails.
   */
  marketingEmails?: InputMaybe<Scalars['Boolean']['input']>;
  password: Scalars['String']['input'];
  username: Scalars['String']['input'];
};

export type RegisterPayload = {
  __typename?: 'RegisterPayload';
  message: Scalars['String']['output'];
  user: User;
};

export type RejectedImportLine = {
  __typename?: 'RejectedImportLine';
  line: Scalars['Int']['output'];
  reason: Scalars['String']['output'];
};

export type RequestEmailChangeInput = {
  newEmail: Scalars['String']['input'];
  /** The account's password, to confirm it is its owner asking. */
  password: Scalars['String']['input'];
};

export type RequestReturnInput = {
  lines: Array<RequestReturnLineInput>;
  orderId: Scalars['ID']['input'];
  /** Cash-on-delivery orders only: where the refund goes (one of the two). */
  refundTo?: InputMaybe<RefundToInput>;
};

export type RequestReturnLineInput = {
  /** ProductVariant.id of another size or colour of the same product, at the same price: makes the request an exchange. */
  exchangeVariantId?: InputMaybe<Scalars['ID']['input']>;
  note?: InputMaybe<Scalars['String']['input']>;
  /** OrderLine.id of the order. */
  orderLineId: Scalars['ID']['input'];
  /** URLs returned by uploadReturnPhoto (at most 5). */
  photos?: InputMaybe<Array<Scalars['String']['input']>>;
  quantity: Scalars['Int']['input'];
  reason: ReturnReason;
};

export type ResetPasswordInput = {
  /** The new password (the sign-up rules: 8 to 128 characters, a letter and a number). */
  password: Scalars['String']['input'];
  /** The `token` of the link in the reset email (`/auth/reset-password?token=…`). */
  token: Scalars['String']['input'];
};

/** A reminded cart, back after its link was opened. */
export type RestoredCart = {
  __typename?: 'RestoredCart';
  cart: Cart;
  /** The reminder's coupon, applied; null when it had none or it no longer applies (notice says why). */
  couponCode?: Maybe<Scalars['String']['output']>;
  notice?: Maybe<Scalars['String']['output']>;
};

export type ReturnExchangeVariant = {
  __typename?: 'ReturnExchangeVariant';
  colour?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  size?: Maybe<Scalars['String']['output']>;
};

/** Returns over a dashboard range. Money in rupees. */
export type ReturnInsights = {
  __typename?: 'ReturnInsights';
  /** Top 10 products by return rate among the range's paid orders (units asked back, not rejected or cancelled, ÷ units sold). */
  byProduct: Array<ProductReturnRate>;
  /** Units asked back by reason (requests made in the range), most first. */
  byReason: Array<ReasonCount>;
  /** The range's revenue less the refunds made in it. */
  netRevenue: Scalars['Float']['output'];
  /** Rupees refunded by returns refunded in the range. */
  refunded: Scalars['Float']['output'];
  refunds: Scalars['Int']['output'];
};

export type ReturnKind =
  | 'exchange'
  | 'return';

export type ReturnReason =
  | 'changed_mind'
  | 'damaged'
  | 'not_as_described'
  /** Needs a note. */
  | 'other'
  | 'size_too_large'
  | 'size_too_small';

export type ReturnRequest = {
  __typename?: 'ReturnRequest';
  /** Whether the part by hand is still to be paid and its reference recorded (admins: recordManualRefund). */
  awaitingManualRefund: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** The GST credit note (CN-000001) once refunded: /api/shop/returns/credit-note/:id (or /api/admin/returns/credit-note/:id). */
  creditNoteNumber?: Maybe<Scalars['String']['output']>;
  customer: OrderCustomer;
  history: Array<ReturnStatusChange>;
  id: Scalars['ID']['output'];
  kind: ReturnKind;
  lines: Array<ReturnRequestLine>;
  /** Rupees of refundAmount paid back by hand (UPI or bank transfer, recorded by an admin with recordManualRefund). */
  manualRefundAmount: Scalars['Float']['output'];
  /** The statuses an admin may move it to next (empty for a customer). */
  nextStatuses: Array<ReturnStatus>;
  /** Rupees of refundAmount going back to the original payment method through the gateway: all of an online order's, a part-paid cash-on-delivery order's up to its advance not yet given back, none of a plain cash-on-delivery order's. */
  onlineRefundAmount: Scalars['Float']['output'];
  orderId: Scalars['ID']['output'];
  /** The order's reference, #XXXXXX. */
  orderReference: Scalars['String']['output'];
  /** Rupees given back (the returned lines' net share), once received; 0 before and for exchanges. */
  refundAmount: Scalars['Float']['output'];
  /** Why the last refund attempt failed (REFUND_FAILED). */
  refundFailureReason?: Maybe<Scalars['String']['output']>;
  /** GATEWAY (all of it back on the online payment) or MANUAL (some or all of it paid back by hand: cash on delivery), once received. */
  refundMethod?: Maybe<Scalars['String']['output']>;
  /** The provider's refund id, or the manual refund's reference. */
  refundReference?: Maybe<Scalars['String']['output']>;
  /** Where a cash-on-delivery refund goes, as the customer gave it (the owner and admins only). */
  refundTo?: Maybe<Scalars['String']['output']>;
  rejectionReason?: Maybe<Scalars['String']['output']>;
  /** An exchange's ₹0 replacement order. */
  replacementOrderId?: Maybe<Scalars['ID']['output']>;
  status: ReturnStatus;
  updatedAt: Scalars['DateTime']['output'];
};

export type ReturnRequestConnection = {
  __typename?: 'ReturnRequestConnection';
  edges: Array<ReturnRequestEdge>;
  pageInfo: PageInfo;
};

export type ReturnRequestEdge = {
  __typename?: 'ReturnRequestEdge';
  cursor: Scalars['String']['output'];
  node: ReturnRequest;
};

export type ReturnRequestFilter = {
  /** Requests at least this many days old. */
  olderThanDays?: InputMaybe<Scalars['Int']['input']>;
  /** Requests with at least one line for this reason. */
  reason?: InputMaybe<ReturnReason>;
  status?: InputMaybe<ReturnStatus>;
};

export type ReturnRequestLine = {
  __typename?: 'ReturnRequestLine';
  colour?: Maybe<Scalars['String']['output']>;
  /** An exchange's new size and colour. */
  exchangeVariant?: Maybe<ReturnExchangeVariant>;
  id: Scalars['ID']['output'];
  image: Scalars['String']['output'];
  note: Scalars['String']['output'];
  orderLineId: Scalars['ID']['output'];
  photos: Array<Scalars['String']['output']>;
  productId: Scalars['ID']['output'];
  quantity: Scalars['Int']['output'];
  reason: ReturnReason;
  /** Rupees: these units' share of the line's net, once received. */
  refundAmount?: Maybe<Scalars['Float']['output']>;
  /** Set when received: true restocked, false damaged. */
  restock?: Maybe<Scalars['Boolean']['output']>;
  size?: Maybe<Scalars['String']['output']>;
  /** These units' share of the line's GST, once received (what the credit note reverses). */
  tax?: Maybe<OrderLineTax>;
  title: Scalars['String']['output'];
};

export type ReturnSettings = {
  __typename?: 'ReturnSettings';
  nonReturnableCategories: Array<Scalars['String']['output']>;
  nonReturnableProducts: Array<NonReturnableProduct>;
  /** Days after delivery a return or exchange may be asked for (RETURN_WINDOW_DAYS). */
  windowDays: Scalars['Int']['output'];
};

export type ReturnStatus =
  | 'approved'
  | 'cancelled'
  | 'exchange_delivered'
  | 'exchange_shipped'
  | 'picked_up'
  | 'received'
  | 'refunded'
  | 'refund_failed'
  | 'rejected'
  | 'requested';

export type ReturnStatusChange = {
  __typename?: 'ReturnStatusChange';
  changedAt: Scalars['DateTime']['output'];
  changedBy?: Maybe<Scalars['String']['output']>;
  from?: Maybe<ReturnStatus>;
  note: Scalars['String']['output'];
  to: ReturnStatus;
};

export type Review = {
  __typename?: 'Review';
  createdAt: Scalars['DateTime']['output'];
  /** How it fitted the reviewer; null when they did not say. */
  fit?: Maybe<FitAnswer>;
  /** Hidden by an admin: shoppers no longer see it and the rating no longer counts it (admins' lists only). */
  hidden: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  message: Scalars['String']['output'];
  /** Up to 3 photos, in the order given. */
  photos: Array<UploadedImage>;
  productId: Scalars['ID']['output'];
  /** The product's title (the admin's review list). */
  productTitle: Scalars['String']['output'];
  /** 1 to 5 stars. */
  rating: Scalars['Int']['output'];
  userId: Scalars['ID']['output'];
  username: Scalars['String']['output'];
  /** The reviewer bought the product and it was delivered to them. */
  verifiedBuyer: Scalars['Boolean']['output'];
};

export type ReviewInput = {
  fit?: InputMaybe<FitAnswer>;
  message: Scalars['String']['input'];
  /** Up to 3 URLs returned by uploadReviewPhoto. */
  photos?: InputMaybe<Array<Scalars['String']['input']>>;
  productId: Scalars['ID']['input'];
  rating: Scalars['Int']['input'];
};

export type ReviewPage = {
  __typename?: 'ReviewPage';
  hasNextPage: Scalars['Boolean']['output'];
  nodes: Array<Review>;
  totalCount: Scalars['Int']['output'];
};

export type Role =
  | 'admin'
  | 'customer';

/**
 * Sales over a range of days. Revenue and paid orders count orders placed in the range whose payment status is PAID
 * (confirmed, shipped, delivered); refunded, failed and pending orders are not sales. Money in rupees.
 */
export type SalesInsights = {
  __typename?: 'SalesInsights';
  /** Revenue divided by paid orders, to the paisa; 0 without paid orders. */
  averageOrderValue: Scalars['Float']['output'];
  /** Every order placed in the range, by status. */
  byStatus: Array<StatusCount>;
  /** Abandoned carts and their reminders over the same range (computed only when selected). */
  cartRecovery: CartRecoveryInsights;
  /** Cash on delivery in the range: share of orders and revenue, return-to-origin rate. */
  cod: CodInsights;
  /** Cash-on-delivery parcels of orders placed over the same range: how many came back, by pincode and by risk band (computed only when selected). */
  codRisk: CodRiskInsights;
  /** One entry per day of the range, zeros included. */
  daily: Array<DailySales>;
  days: Scalars['Int']['output'];
  /** Rupees taken off by promotions in the range's paid orders. */
  discount: Scalars['Float']['output'];
  /** First day of the range, YYYY-MM-DD in the shop's time zone. */
  from: Scalars['String']['output'];
  /**
   * Up to 20 live products whose total stock is under the threshold, fewest first.
   * @deprecated A product's total hides a sold-out size or colour: use lowStockVariants.
   */
  lowStock: Array<LowStockProduct>;
  /** A variant (or, in lowStock, a product's total) with fewer units than this is low in stock (spec: 10). */
  lowStockThreshold: Scalars['Int']['output'];
  /**
   * Up to 20 variants (sizes and colours) of live products with stock under the threshold, fewest first; ties by
   * product title, then the product's own order of sizes and colours. A product without options is its one variant.
   */
  lowStockVariants: Array<LowStockVariant>;
  paidOrders: Scalars['Int']['output'];
  /** Returns and refunds over the same range (computed only when selected). */
  returns: ReturnInsights;
  /** Rupees paid orders charged: revenue after promotions' discounts. */
  revenue: Scalars['Float']['output'];
  /** Forward parcels booked over the same range (computed only when selected). */
  shipping: ShippingInsights;
  timeZone: Scalars['String']['output'];
  /** Last day of the range (today). */
  to: Scalars['String']['output'];
  /** The 10 products with the most revenue in paid orders. */
  topByRevenue: Array<TopProduct>;
  /** The 10 products with the most units sold in paid orders. */
  topByUnits: Array<TopProduct>;
};

/** A pincode the shop delivers to. */
export type ServiceablePincode = {
  __typename?: 'ServiceablePincode';
  city: Scalars['String']['output'];
  codAllowed: Scalars['Boolean']['output'];
  deliveryDays: Scalars['Int']['output'];
  pincode: Scalars['String']['output'];
  prepaidAllowed: Scalars['Boolean']['output'];
  /** GST state code, e.g. "29". */
  state: Scalars['String']['output'];
  /** The state's name. */
  stateName: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type ServiceablePincodeInput = {
  city: Scalars['String']['input'];
  codAllowed: Scalars['Boolean']['input'];
  /** Business days from dispatch, 0 to 30. */
  deliveryDays: Scalars['Int']['input'];
  /** 6 digits, not starting with 0. */
  pincode: Scalars['String']['input'];
  prepaidAllowed: Scalars['Boolean']['input'];
  /** By name or GST state code; one the pincode can lie in. */
  state: Scalars['String']['input'];
};

export type ServiceablePincodePage = {
  __typename?: 'ServiceablePincodePage';
  nodes: Array<ServiceablePincode>;
  totalCount: Scalars['Int']['output'];
};

export type SetCartQuantityInput = {
  colour?: InputMaybe<Scalars['String']['input']>;
  productId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
  size?: InputMaybe<Scalars['String']['input']>;
};

/** A parcel with the courier aggregator (docs/shipping.md): an order's parcel (FORWARD) or a return's pickup (REVERSE). */
export type Shipment = {
  __typename?: 'Shipment';
  /** The air waybill number the courier tracks the parcel by. */
  awb: Scalars['String']['output'];
  /** Rupees the courier collects at the door (0: prepaid). */
  codAmount: Scalars['Float']['output'];
  courierName: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** The answer given to the courier: a new day (the shopper's or the shop's) or a return to origin. */
  deliveryFailureAnswer?: Maybe<Scalars['String']['output']>;
  /** The courier's reason for the last failed delivery attempt. */
  deliveryFailureReason?: Maybe<Scalars['String']['output']>;
  direction: ShipmentDirection;
  /** The parcel's timeline, oldest first: every scan the courier reported (and the shop's own steps). */
  events: Array<ShipmentEvent>;
  /** YYYY-MM-DD, as the courier expects. */
  expectedDeliveryDate?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The label PDF (admins: GET /api/admin/shipments/labels?ids=…). */
  labelUrl: Scalars['String']['output'];
  orderId: Scalars['ID']['output'];
  /** The order's reference, #C41A7E. */
  orderReference: Scalars['String']['output'];
  /** YYYY-MM-DD: when the courier comes for it. */
  pickupDate?: Maybe<Scalars['String']['output']>;
  /** YYYY-MM-DD days the owner may choose with rescheduleDelivery (a failed delivery only; empty otherwise). */
  rescheduleDates: Array<Scalars['String']['output']>;
  /** The return request a REVERSE pickup collects. */
  returnRequestId?: Maybe<Scalars['ID']['output']>;
  status: ShipmentStatus;
  /** Where the shopper follows the parcel. */
  trackingUrl: Scalars['String']['output'];
  weightGrams: Scalars['Int']['output'];
};

export type ShipmentDirection =
  | 'forward'
  | 'reverse';

export type ShipmentEvent = {
  __typename?: 'ShipmentEvent';
  at: Scalars['DateTime']['output'];
  location?: Maybe<Scalars['String']['output']>;
  note?: Maybe<Scalars['String']['output']>;
  status: ShipmentStatus;
};

/** One order's result of a bulk booking: its shipment, or why it was not booked. */
export type ShipmentResult = {
  __typename?: 'ShipmentResult';
  error?: Maybe<Scalars['String']['output']>;
  orderId: Scalars['ID']['output'];
  shipment?: Maybe<Shipment>;
};

/** Where a parcel is (the shipment table of the order engine; docs/shipping.md). */
export type ShipmentStatus =
  | 'booked'
  | 'cancelled'
  | 'delivered'
  | 'delivery_failed'
  | 'in_transit'
  | 'out_for_delivery'
  | 'picked_up'
  | 'pickup_scheduled'
  | 'rto_delivered'
  | 'rto_initiated';

export type ShipmentStatusCount = {
  __typename?: 'ShipmentStatusCount';
  count: Scalars['Int']['output'];
  status: ShipmentStatus;
};

/** The delivery address as it was when the order was placed. */
export type ShippingAddress = {
  __typename?: 'ShippingAddress';
  address: Scalars['String']['output'];
  addressId?: Maybe<Scalars['ID']['output']>;
  city: Scalars['String']['output'];
  notes: Scalars['String']['output'];
  phone: Scalars['String']['output'];
  pincode: Scalars['String']['output'];
};

/** A courier's or a pincode's parcels in a dashboard range. */
export type ShippingGroup = {
  __typename?: 'ShippingGroup';
  averageDaysToDeliver?: Maybe<Scalars['Float']['output']>;
  /** The courier's name, or the pincode. */
  name: Scalars['String']['output'];
  ndrRate: Scalars['Float']['output'];
  parcels: Scalars['Int']['output'];
  rtoRate: Scalars['Float']['output'];
};

/**
 * Forward parcels (orders' shipments, not return pickups) booked in a dashboard range. Rates are 0 to 1 over the
 * parcels not cancelled; days to deliver run from booking to the delivered scan.
 */
export type ShippingInsights = {
  __typename?: 'ShippingInsights';
  /** Average days from booking to delivery of the delivered parcels; null when none was delivered. */
  averageDaysToDeliver?: Maybe<Scalars['Float']['output']>;
  /** By courier, most parcels first (up to 20). */
  byCourier: Array<ShippingGroup>;
  /** Every parcel booked in the range by its status now, cancelled included. */
  byStatus: Array<ShipmentStatusCount>;
  /** Share of parcels with at least one failed delivery attempt (NDR). */
  ndrRate: Scalars['Float']['output'];
  /** Parcels booked in the range, cancelled ones left out. */
  parcels: Scalars['Int']['output'];
  /** Share of parcels that ended back at the warehouse (RTO delivered). */
  rtoRate: Scalars['Float']['output'];
  /** The 10 delivery pincodes with the most parcels. */
  topPincodes: Array<ShippingGroup>;
};

/** A size guide: body measurements per size for a category (and, optionally, one brand in it). */
export type SizeChart = {
  __typename?: 'SizeChart';
  /** A `catalogueOptions.brands` id; null: every brand of the category. */
  brand?: Maybe<Scalars['String']['output']>;
  /** A `catalogueOptions.categories` id. */
  category: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The measurements' names, e.g. Chest, Waist. */
  measurements: Array<Scalars['String']['output']>;
  /** A line for shoppers under the chart (how to measure). */
  note: Scalars['String']['output'];
  rows: Array<SizeChartRow>;
  updatedAt: Scalars['DateTime']['output'];
};

export type SizeChartInput = {
  /** Left out or empty: every brand of the category. */
  brand?: InputMaybe<Scalars['String']['input']>;
  category: Scalars['String']['input'];
  measurements: Array<Scalars['String']['input']>;
  note?: InputMaybe<Scalars['String']['input']>;
  rows: Array<SizeChartRowInput>;
};

/** One size's measurements, in the order of the chart's measurements. */
export type SizeChartRow = {
  __typename?: 'SizeChartRow';
  cm: Array<Scalars['Float']['output']>;
  /** The same measurements in inches, to a tenth. */
  inches: Array<Scalars['Float']['output']>;
  size: Scalars['String']['output'];
};

export type SizeChartRowInput = {
  /** Centimetres, above 0 and at most 300, to a millimetre; one per measurement. */
  cm: Array<Scalars['Float']['input']>;
  size: Scalars['String']['input'];
};

export type StatusCount = {
  __typename?: 'StatusCount';
  count: Scalars['Int']['output'];
  status: OrderStatus;
};

/** A shopper's "tell me when it's back" on a sold-out size. */
export type StockAlert = {
  __typename?: 'StockAlert';
  /** When it was sent or cancelled. */
  closedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Null for a product sold in one colour. */
  colour?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  product: Product;
  /** Null for a product sold in one size. */
  size?: Maybe<Scalars['String']['output']>;
  status: StockAlertStatus;
  variantId: Scalars['ID']['output'];
};

/** Shoppers waiting for one size and colour of a product. */
export type StockAlertDemand = {
  __typename?: 'StockAlertDemand';
  colour?: Maybe<Scalars['String']['output']>;
  /** When the longest-waiting shopper asked. */
  oldestAt: Scalars['DateTime']['output'];
  productId: Scalars['ID']['output'];
  size?: Maybe<Scalars['String']['output']>;
  sku: Scalars['String']['output'];
  /** Units in stock now (0 while it is sold out). */
  stock: Scalars['Int']['output'];
  title: Scalars['String']['output'];
  variantId: Scalars['ID']['output'];
  waiting: Scalars['Int']['output'];
};

export type StockAlertStatus =
  | 'cancelled'
  /** Its one email was sent when the size came back. */
  | 'sent'
  /** Waiting for the size to come back. */
  | 'waiting';

export type TopProduct = {
  __typename?: 'TopProduct';
  productId: Scalars['ID']['output'];
  revenue: Scalars['Float']['output'];
  title: Scalars['String']['output'];
  units: Scalars['Int']['output'];
};

/** What an unsubscribe link is about. */
export type UnsubscribeStatus = {
  __typename?: 'UnsubscribeStatus';
  /** The address, partly hidden (p•••@example.com). */
  email: Scalars['String']['output'];
  /** Whether marketing emails (or back-in-stock alerts) still go to it. */
  subscribed: Scalars['Boolean']['output'];
};

export type UpdateOrderStatusPayload = {
  __typename?: 'UpdateOrderStatusPayload';
  message: Scalars['String']['output'];
  order: Order;
};

export type UpdateProfileInput = {
  /**
   * The account's first email (left out or blank: none). Taken only while the account has none (made by phone sign-in),
   * then sent a welcome with its verification link; a real email is changed with `requestEmailChange`.
   */
  email?: InputMaybe<Scalars['String']['input']>;
  /** The caller's name: 3 to 50 characters, the rule of sign-up's user name. */
  name: Scalars['String']['input'];
};

export type UploadedImage = {
  __typename?: 'UploadedImage';
  images: ImageSet;
  url: Scalars['String']['output'];
};

export type User = {
  __typename?: 'User';
  createdAt: Scalars['DateTime']['output'];
  /** The account's email; null for an account made by phone sign-in until its owner gives one (`updateProfile`). */
  email?: Maybe<Scalars['String']['output']>;
  /** Whether the owner opened a verification link sent to this email (rules such as cash on delivery may require it). */
  emailVerified: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** Display name; the username unless the user set another. */
  name: Scalars['String']['output'];
  /**
   * An account made by phone sign-in has not told its name yet: checkout asks for it (`updateProfile`) before the first
   * order, and `placeOrder` is refused (BAD_USER_INPUT, field `name`) until it is given.
   */
  needsName: Scalars['Boolean']['output'];
  /** The owner's Indian mobile number (10 digits), if they gave one. */
  phone?: Maybe<Scalars['String']['output']>;
  /** Whether the owner proved the phone is theirs with a one-time code (then it signs in with `requestLoginCode`). */
  phoneVerified: Scalars['Boolean']['output'];
  role: Role;
  username: Scalars['String']['output'];
};

export type UserConnection = {
  __typename?: 'UserConnection';
  nodes: Array<User>;
  totalCount: Scalars['Int']['output'];
};

export type VerifyPaymentInput = {
  orderId: Scalars['ID']['input'];
  razorpayOrderId: Scalars['String']['input'];
  razorpayPaymentId: Scalars['String']['input'];
  razorpaySignature: Scalars['String']['input'];
};

export type VerifyPaymentPayload = {
  __typename?: 'VerifyPaymentPayload';
  message: Scalars['String']['output'];
  order: Order;
};

/** Where the shopper gave or withdrew consent to WhatsApp updates (kept with the record). */
export type WhatsAppConsentSource =
  | 'checkout'
  | 'settings';

/** The caller's WhatsApp order updates: the phone they go to and the consent in force, with the wording agreed to. */
export type WhatsAppUpdates = {
  __typename?: 'WhatsAppUpdates';
  /** When the consent in force was given or withdrawn. */
  changedAt?: Maybe<Scalars['DateTime']['output']>;
  granted: Scalars['Boolean']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  /** The exact sentence shown beside the switch (recorded with each grant). */
  wording: Scalars['String']['output'];
};

export type Wishlist = {
  __typename?: 'Wishlist';
  /** Newest first; products no longer in the catalogue are left out. */
  items: Array<WishlistItem>;
};

/** A product kept for later on the caller's wishlist. */
export type WishlistItem = {
  __typename?: 'WishlistItem';
  addedAt: Scalars['DateTime']['output'];
  /** Rupees less than when it was added; null when it is not cheaper now. */
  priceDrop?: Maybe<Scalars['Float']['output']>;
  /** Rupees a shopper paid for one when it was added. */
  priceWhenAdded: Scalars['Float']['output'];
  product: Product;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AbandonPaymentInput: AbandonPaymentInput;
  AccountMessage: ResolverTypeWrapper<AccountMessage>;
  AddToCartInput: AddToCartInput;
  Address: ResolverTypeWrapper<AddressEntity>;
  AddressInput: AddressInput;
  AdminOrderFilter: AdminOrderFilter;
  AppliedPromotion: ResolverTypeWrapper<AppliedPromotionView>;
  AuthPayload: ResolverTypeWrapper<Omit<AuthPayload, 'user'> & { user: ResolversTypes['User'] }>;
  BankAccountInput: BankAccountInput;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Cart: ResolverTypeWrapper<CartView>;
  CartLine: ResolverTypeWrapper<CartLineView>;
  CartLineKeyInput: CartLineKeyInput;
  CartLineProblem: CartLineProblem;
  CartRecoveryInsights: ResolverTypeWrapper<CartRecoveryInsightsModel>;
  CatalogueOptions: ResolverTypeWrapper<CatalogueOptions>;
  ChangePasswordInput: ChangePasswordInput;
  CheckoutOptions: ResolverTypeWrapper<CheckoutOptionsModel>;
  CodConfirmation: null;
  CodInsights: ResolverTypeWrapper<CodInsightsModel>;
  CodRisk: ResolverTypeWrapper<CodRisk>;
  CodRiskBand: null;
  CodRiskInsights: ResolverTypeWrapper<CodRiskInsights>;
  CodRtoBand: ResolverTypeWrapper<CodRtoBand>;
  CodRtoGroup: ResolverTypeWrapper<CodRtoGroup>;
  ConsentRecord: ResolverTypeWrapper<ConsentRecordModel>;
  Customer: ResolverTypeWrapper<CustomerSummary>;
  CustomerConnection: ResolverTypeWrapper<Omit<CustomerConnection, 'edges'> & { edges: Array<ResolversTypes['CustomerEdge']> }>;
  CustomerEdge: ResolverTypeWrapper<Omit<CustomerEdge, 'node'> & { node: ResolversTypes['Customer'] }>;
  DailySales: ResolverTypeWrapper<DailySalesModel>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeletePayload: ResolverTypeWrapper<DeletePayload>;
  DeliveryEstimate: ResolverTypeWrapper<DeliveryEstimate>;
  DeliveryFailureAction: null;
  DiscountType: ResolverTypeWrapper<DiscountTypeValue>;
  Email: ResolverTypeWrapper<EmailOutboxEntity>;
  EmailKind: ResolverTypeWrapper<EmailKindValue>;
  EmailPage: ResolverTypeWrapper<Omit<EmailPage, 'nodes'> & { nodes: Array<ResolversTypes['Email']> }>;
  EmailStatus: ResolverTypeWrapper<EmailStatusValue>;
  FacetCount: ResolverTypeWrapper<FacetCount>;
  FeatureImage: ResolverTypeWrapper<FeatureImageEntity>;
  FeatureImageInput: FeatureImageInput;
  FeatureImageUpdateInput: FeatureImageUpdateInput;
  FitAnswer: ResolverTypeWrapper<ReviewFit>;
  FitSummary: ResolverTypeWrapper<FitSummary>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GstRate: ResolverTypeWrapper<GstRateView>;
  GstRateInput: GstRateInput;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImageSet: ResolverTypeWrapper<ImageSetModel>;
  ImageSource: ResolverTypeWrapper<ImageSource>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LoginInput: LoginInput;
  LowStockProduct: ResolverTypeWrapper<LowStockProduct>;
  LowStockVariant: ResolverTypeWrapper<LowStockVariantModel>;
  MarketingConsent: ResolverTypeWrapper<MarketingConsentView>;
  MeasuredItem: ResolverTypeWrapper<MeasuredItemModel>;
  Message: ResolverTypeWrapper<MessageOutboxEntity>;
  MessageButton: ResolverTypeWrapper<MessageButton>;
  MessageChannel: null;
  MessageConnection: ResolverTypeWrapper<Omit<MessageConnection, 'nodes'> & { nodes: Array<ResolversTypes['Message']> }>;
  MessagePageInfo: ResolverTypeWrapper<MessagePageInfo>;
  MessageStatus: null;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NonReturnableInput: NonReturnableInput;
  NonReturnableProduct: ResolverTypeWrapper<NonReturnableProduct>;
  Offer: ResolverTypeWrapper<OfferView>;
  Option: ResolverTypeWrapper<Option>;
  Order: ResolverTypeWrapper<OrderView>;
  OrderConnection: ResolverTypeWrapper<Omit<OrderConnection, 'edges'> & { edges: Array<ResolversTypes['OrderEdge']> }>;
  OrderCustomer: ResolverTypeWrapper<OrderCustomer>;
  OrderDiscount: ResolverTypeWrapper<OrderDiscountView>;
  OrderDiscountKind: OrderDiscountKind;
  OrderEdge: ResolverTypeWrapper<Omit<OrderEdge, 'node'> & { node: ResolversTypes['Order'] }>;
  OrderLine: ResolverTypeWrapper<OrderLineView>;
  OrderLineTax: ResolverTypeWrapper<LineTax>;
  OrderPage: ResolverTypeWrapper<Omit<OrderPage, 'nodes'> & { nodes: Array<ResolversTypes['Order']> }>;
  OrderStatus: ResolverTypeWrapper<OrderStatusValue>;
  OrderStatusChange: ResolverTypeWrapper<StatusChange>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PaymentMethod: PaymentMethod;
  PaymentMethodOption: ResolverTypeWrapper<PaymentMethodOption>;
  PaymentStatus: ResolverTypeWrapper<PaymentStatusValue>;
  PaymentWindow: ResolverTypeWrapper<PaymentWindow>;
  PincodeImportResult: ResolverTypeWrapper<PincodeImportResult>;
  PlaceOrderInput: PlaceOrderInput;
  PlaceOrderPayload: ResolverTypeWrapper<Omit<PlaceOrderPayload, 'order'> & { order: ResolversTypes['Order'] }>;
  PriceRange: ResolverTypeWrapper<PriceRangePaise>;
  Product: ResolverTypeWrapper<ProductEntity>;
  ProductConnection: ResolverTypeWrapper<ProductPage>;
  ProductEdge: ResolverTypeWrapper<Omit<ProductEdge, 'node'> & { node: ResolversTypes['Product'] }>;
  ProductFacets: ResolverTypeWrapper<ListingFacets>;
  ProductFilter: ProductFilter;
  ProductImage: ResolverTypeWrapper<StoredImage>;
  ProductImageInput: ProductImageInput;
  ProductInput: ProductInput;
  ProductOptions: ResolverTypeWrapper<ProductOptions>;
  ProductReturnRate: ResolverTypeWrapper<ProductReturnRate>;
  ProductSearchConnection: ResolverTypeWrapper<SearchPage>;
  ProductUpdateInput: ProductUpdateInput;
  ProductVariant: ResolverTypeWrapper<VariantOfProduct>;
  ProductVariantInput: ProductVariantInput;
  Promotion: ResolverTypeWrapper<PromotionView>;
  PromotionInput: PromotionInput;
  PromotionKind: ResolverTypeWrapper<PromotionKindValue>;
  PromotionProduct: ResolverTypeWrapper<PromotionProduct>;
  PromotionScope: ResolverTypeWrapper<PromotionScopeValue>;
  PromotionStatus: ResolverTypeWrapper<PromotionStatusValue>;
  PromotionUpdateInput: PromotionUpdateInput;
  PurchaseMeasurement: ResolverTypeWrapper<PurchaseMeasurementModel>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ReasonCount: ResolverTypeWrapper<Omit<ReasonCount, 'reason'> & { reason: ResolversTypes['ReturnReason'] }>;
  ReceiveReturnInput: ReceiveReturnInput;
  ReceiveReturnLineInput: ReceiveReturnLineInput;
  Refund: ResolverTypeWrapper<RefundRecord>;
  RefundMethod: null;
  RefundStatus: null;
  RefundToInput: RefundToInput;
  RegisterInput: RegisterInput;
  RegisterPayload: ResolverTypeWrapper<Omit<RegisterPayload, 'user'> & { user: ResolversTypes['User'] }>;
  RejectedImportLine: ResolverTypeWrapper<RejectedImportLine>;
  RequestEmailChangeInput: RequestEmailChangeInput;
  RequestReturnInput: RequestReturnInput;
  RequestReturnLineInput: RequestReturnLineInput;
  ResetPasswordInput: ResetPasswordInput;
  RestoredCart: ResolverTypeWrapper<RestoredCartModel>;
  ReturnExchangeVariant: ResolverTypeWrapper<ReturnExchangeVariant>;
  ReturnInsights: ResolverTypeWrapper<ReturnInsightsModel>;
  ReturnKind: ResolverTypeWrapper<ReturnKindValue>;
  ReturnReason: ResolverTypeWrapper<ReturnReasonValue>;
  ReturnRequest: ResolverTypeWrapper<ReturnView>;
  ReturnRequestConnection: ResolverTypeWrapper<Omit<ReturnRequestConnection, 'edges'> & { edges: Array<ResolversTypes['ReturnRequestEdge']> }>;
  ReturnRequestEdge: ResolverTypeWrapper<Omit<ReturnRequestEdge, 'node'> & { node: ResolversTypes['ReturnRequest'] }>;
  ReturnRequestFilter: ReturnRequestFilter;
  ReturnRequestLine: ResolverTypeWrapper<ReturnLineView>;
  ReturnSettings: ResolverTypeWrapper<ReturnSettings>;
  ReturnStatus: ResolverTypeWrapper<ReturnStatusValue>;
  ReturnStatusChange: ResolverTypeWrapper<Omit<ReturnStatusChange, 'from' | 'to'> & { from?: Maybe<ResolversTypes['ReturnStatus']>, to: ResolversTypes['ReturnStatus'] }>;
  Review: ResolverTypeWrapper<ReviewView>;
  ReviewInput: ReviewInput;
  ReviewPage: ResolverTypeWrapper<Omit<ReviewPage, 'nodes'> & { nodes: Array<ResolversTypes['Review']> }>;
  Role: ResolverTypeWrapper<RoleName>;
  SalesInsights: ResolverTypeWrapper<SalesInsightsModel>;
  ServiceablePincode: ResolverTypeWrapper<PincodeRow>;
  ServiceablePincodeInput: ServiceablePincodeInput;
  ServiceablePincodePage: ResolverTypeWrapper<Omit<ServiceablePincodePage, 'nodes'> & { nodes: Array<ResolversTypes['ServiceablePincode']> }>;
  SetCartQuantityInput: SetCartQuantityInput;
  Shipment: ResolverTypeWrapper<ShipmentView>;
  ShipmentDirection: ResolverTypeWrapper<ShipmentDirectionValue>;
  ShipmentEvent: ResolverTypeWrapper<Omit<ShipmentEvent, 'status'> & { status: ResolversTypes['ShipmentStatus'] }>;
  ShipmentResult: ResolverTypeWrapper<Omit<ShipmentResult, 'shipment'> & { shipment?: Maybe<ResolversTypes['Shipment']> }>;
  ShipmentStatus: ResolverTypeWrapper<ShipmentStatusValue>;
  ShipmentStatusCount: ResolverTypeWrapper<Omit<ShipmentStatusCount, 'status'> & { status: ResolversTypes['ShipmentStatus'] }>;
  ShippingAddress: ResolverTypeWrapper<ShippingAddress>;
  ShippingGroup: ResolverTypeWrapper<ShippingGroup>;
  ShippingInsights: ResolverTypeWrapper<Omit<ShippingInsights, 'byStatus'> & { byStatus: Array<ResolversTypes['ShipmentStatusCount']> }>;
  SizeChart: ResolverTypeWrapper<SizeChartView>;
  SizeChartInput: SizeChartInput;
  SizeChartRow: ResolverTypeWrapper<SizeChartRow>;
  SizeChartRowInput: SizeChartRowInput;
  StatusCount: ResolverTypeWrapper<Omit<StatusCount, 'status'> & { status: ResolversTypes['OrderStatus'] }>;
  StockAlert: ResolverTypeWrapper<StockAlertView>;
  StockAlertDemand: ResolverTypeWrapper<StockAlertDemandModel>;
  StockAlertStatus: ResolverTypeWrapper<StockAlertStatusValue>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TopProduct: ResolverTypeWrapper<TopProductModel>;
  UnsubscribeStatus: ResolverTypeWrapper<UnsubscribeStatus>;
  UpdateOrderStatusPayload: ResolverTypeWrapper<Omit<UpdateOrderStatusPayload, 'order'> & { order: ResolversTypes['Order'] }>;
  UpdateProfileInput: UpdateProfileInput;
  Upload: ResolverTypeWrapper<Scalars['Upload']['output']>;
  UploadedImage: ResolverTypeWrapper<Omit<UploadedImage, 'images'> & { images: ResolversTypes['ImageSet'] }>;
  User: ResolverTypeWrapper<UserEntity>;
  UserConnection: ResolverTypeWrapper<Omit<UserConnection, 'nodes'> & { nodes: Array<ResolversTypes['User']> }>;
  VerifyPaymentInput: VerifyPaymentInput;
  VerifyPaymentPayload: ResolverTypeWrapper<Omit<VerifyPaymentPayload, 'order'> & { order: ResolversTypes['Order'] }>;
  WhatsAppConsentSource: null;
  WhatsAppUpdates: ResolverTypeWrapper<WhatsAppUpdatesView>;
  Wishlist: ResolverTypeWrapper<WishlistView>;
  WishlistItem: ResolverTypeWrapper<WishlistItemView>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AbandonPaymentInput: AbandonPaymentInput;
  AccountMessage: AccountMessage;
  AddToCartInput: AddToCartInput;
  Address: AddressEntity;
  AddressInput: AddressInput;
  AdminOrderFilter: AdminOrderFilter;
  AppliedPromotion: AppliedPromotionView;
  AuthPayload: Omit<AuthPayload, 'user'> & { user: ResolversParentTypes['User'] };
  BankAccountInput: BankAccountInput;
  Boolean: Scalars['Boolean']['output'];
  Cart: CartView;
  CartLine: CartLineView;
  CartLineKeyInput: CartLineKeyInput;
  CartRecoveryInsights: CartRecoveryInsightsModel;
  CatalogueOptions: CatalogueOptions;
  ChangePasswordInput: ChangePasswordInput;
  CheckoutOptions: CheckoutOptionsModel;
  CodInsights: CodInsightsModel;
  CodRisk: CodRisk;
  CodRiskInsights: CodRiskInsights;
  CodRtoBand: CodRtoBand;
  CodRtoGroup: CodRtoGroup;
  ConsentRecord: ConsentRecordModel;
  Customer: CustomerSummary;
  CustomerConnection: Omit<CustomerConnection, 'edges'> & { edges: Array<ResolversParentTypes['CustomerEdge']> };
  CustomerEdge: Omit<CustomerEdge, 'node'> & { node: ResolversParentTypes['Customer'] };
  DailySales: DailySalesModel;
  DateTime: Scalars['DateTime']['output'];
  DeletePayload: DeletePayload;
  DeliveryEstimate: DeliveryEstimate;
  Email: EmailOutboxEntity;
  EmailPage: Omit<EmailPage, 'nodes'> & { nodes: Array<ResolversParentTypes['Email']> };
  FacetCount: FacetCount;
  FeatureImage: FeatureImageEntity;
  FeatureImageInput: FeatureImageInput;
  FeatureImageUpdateInput: FeatureImageUpdateInput;
  FitSummary: FitSummary;
  Float: Scalars['Float']['output'];
  GstRate: GstRateView;
  GstRateInput: GstRateInput;
  ID: Scalars['ID']['output'];
  ImageSet: ImageSetModel;
  ImageSource: ImageSource;
  Int: Scalars['Int']['output'];
  LoginInput: LoginInput;
  LowStockProduct: LowStockProduct;
  LowStockVariant: LowStockVariantModel;
  MarketingConsent: MarketingConsentView;
  MeasuredItem: MeasuredItemModel;
  Message: MessageOutboxEntity;
  MessageButton: MessageButton;
  MessageConnection: Omit<MessageConnection, 'nodes'> & { nodes: Array<ResolversParentTypes['Message']> };
  MessagePageInfo: MessagePageInfo;
  Mutation: Record<PropertyKey, never>;
  NonReturnableInput: NonReturnableInput;
  NonReturnableProduct: NonReturnableProduct;
  Offer: OfferView;
  Option: Option;
  Order: OrderView;
  OrderConnection: Omit<OrderConnection, 'edges'> & { edges: Array<ResolversParentTypes['OrderEdge']> };
  OrderCustomer: OrderCustomer;
  OrderDiscount: OrderDiscountView;
  OrderEdge: Omit<OrderEdge, 'node'> & { node: ResolversParentTypes['Order'] };
  OrderLine: OrderLineView;
  OrderLineTax: LineTax;
  OrderPage: Omit<OrderPage, 'nodes'> & { nodes: Array<ResolversParentTypes['Order']> };
  OrderStatusChange: StatusChange;
  PageInfo: PageInfo;
  PaymentMethodOption: PaymentMethodOption;
  PaymentWindow: PaymentWindow;
  PincodeImportResult: PincodeImportResult;
  PlaceOrderInput: PlaceOrderInput;
  PlaceOrderPayload: Omit<PlaceOrderPayload, 'order'> & { order: ResolversParentTypes['Order'] };
  PriceRange: PriceRangePaise;
  Product: ProductEntity;
  ProductConnection: ProductPage;
  ProductEdge: Omit<ProductEdge, 'node'> & { node: ResolversParentTypes['Product'] };
  ProductFacets: ListingFacets;
  ProductFilter: ProductFilter;
  ProductImage: StoredImage;
  ProductImageInput: ProductImageInput;
  ProductInput: ProductInput;
  ProductOptions: ProductOptions;
  ProductReturnRate: ProductReturnRate;
  ProductSearchConnection: SearchPage;
  ProductUpdateInput: ProductUpdateInput;
  ProductVariant: VariantOfProduct;
  ProductVariantInput: ProductVariantInput;
  Promotion: PromotionView;
  PromotionInput: PromotionInput;
  PromotionProduct: PromotionProduct;
  PromotionUpdateInput: PromotionUpdateInput;
  PurchaseMeasurement: PurchaseMeasurementModel;
  Query: Record<PropertyKey, never>;
  ReasonCount: ReasonCount;
  ReceiveReturnInput: ReceiveReturnInput;
  ReceiveReturnLineInput: ReceiveReturnLineInput;
  Refund: RefundRecord;
  RefundToInput: RefundToInput;
  RegisterInput: RegisterInput;
  RegisterPayload: Omit<RegisterPayload, 'user'> & { user: ResolversParentTypes['User'] };
  RejectedImportLine: RejectedImportLine;
  RequestEmailChangeInput: RequestEmailChangeInput;
  RequestReturnInput: RequestReturnInput;
  RequestReturnLineInput: RequestReturnLineInput;
  ResetPasswordInput: ResetPasswordInput;
  RestoredCart: RestoredCartModel;
  ReturnExchangeVariant: ReturnExchangeVariant;
  ReturnInsights: ReturnInsightsModel;
  ReturnRequest: ReturnView;
  ReturnRequestConnection: Omit<ReturnRequestConnection, 'edges'> & { edges: Array<ResolversParentTypes['ReturnRequestEdge']> };
  ReturnRequestEdge: Omit<ReturnRequestEdge, 'node'> & { node: ResolversParentTypes['ReturnRequest'] };
  ReturnRequestFilter: ReturnRequestFilter;
  ReturnRequestLine: ReturnLineView;
  ReturnSettings: ReturnSettings;
  ReturnStatusChange: ReturnStatusChange;
  Review: ReviewView;
  ReviewInput: ReviewInput;
  ReviewPage: Omit<ReviewPage, 'nodes'> & { nodes: Array<ResolversParentTypes['Review']> };
  SalesInsights: SalesInsightsModel;
  ServiceablePincode: PincodeRow;
  ServiceablePincodeInput: ServiceablePincodeInput;
  ServiceablePincodePage: Omit<ServiceablePincodePage, 'nodes'> & { nodes: Array<ResolversParentTypes['ServiceablePincode']> };
  SetCartQuantityInput: SetCartQuantityInput;
  Shipment: ShipmentView;
  ShipmentEvent: ShipmentEvent;
  ShipmentResult: Omit<ShipmentResult, 'shipment'> & { shipment?: Maybe<ResolversParentTypes['Shipment']> };
  ShipmentStatusCount: ShipmentStatusCount;
  ShippingAddress: ShippingAddress;
  ShippingGroup: ShippingGroup;
  ShippingInsights: Omit<ShippingInsights, 'byStatus'> & { byStatus: Array<ResolversParentTypes['ShipmentStatusCount']> };
  SizeChart: SizeChartView;
  SizeChartInput: SizeChartInput;
  SizeChartRow: SizeChartRow;
  SizeChartRowInput: SizeChartRowInput;
  StatusCount: StatusCount;
  StockAlert: StockAlertView;
  StockAlertDemand: StockAlertDemandModel;
  String: Scalars['String']['output'];
  TopProduct: TopProductModel;
  UnsubscribeStatus: UnsubscribeStatus;
  UpdateOrderStatusPayload: Omit<UpdateOrderStatusPayload, 'order'> & { order: ResolversParentTypes['Order'] };
  UpdateProfileInput: UpdateProfileInput;
  Upload: Scalars['Upload']['output'];
  UploadedImage: Omit<UploadedImage, 'images'> & { images: ResolversParentTypes['ImageSet'] };
  User: UserEntity;
  UserConnection: Omit<UserConnection, 'nodes'> & { nodes: Array<ResolversParentTypes['User']> };
  VerifyPaymentInput: VerifyPaymentInput;
  VerifyPaymentPayload: Omit<VerifyPaymentPayload, 'order'> & { order: ResolversParentTypes['Order'] };
  WhatsAppUpdates: WhatsAppUpdatesView;
  Wishlist: WishlistView;
  WishlistItem: WishlistItemView;
};

export type AuthDirectiveArgs = {
  requires: Role;
};

export type AuthDirectiveResolver<Result, Parent, ContextType = GraphQLContext, Args = AuthDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type IdempotentDirectiveArgs = { };

export type IdempotentDirectiveResolver<Result, Parent, ContextType = GraphQLContext, Args = IdempotentDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AccountMessageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AccountMessage'] = ResolversParentTypes['AccountMessage']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pincode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AppliedPromotionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppliedPromotion'] = ResolversParentTypes['AppliedPromotion']> = {
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  saving?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuthPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type CartResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Cart'] = ResolversParentTypes['Cart']> = {
  appliedCoupon?: Resolver<Maybe<ResolversTypes['AppliedPromotion']>, ParentType, ContextType>;
  automaticPromotion?: Resolver<Maybe<ResolversTypes['AppliedPromotion']>, ParentType, ContextType>;
  couponNotice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  freeShippingShortfall?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  itemCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['CartLine']>, ParentType, ContextType>;
  offers?: Resolver<Array<ResolversTypes['Offer']>, ParentType, ContextType>;
  shipping?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type CartLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartLine'] = ResolversParentTypes['CartLine']> = {
  availableStock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  colour?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lineTotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  net?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  problem?: Resolver<Maybe<ResolversTypes['CartLineProblem']>, ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  salePrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  size?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type CartRecoveryInsightsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartRecoveryInsights'] = ResolversParentTypes['CartRecoveryInsights']> = {
  abandonedCarts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  recoveredCarts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  recoveredRevenue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  recoveryRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  remindersSent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CatalogueOptionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CatalogueOptions'] = ResolversParentTypes['CatalogueOptions']> = {
  brands?: Resolver<Array<ResolversTypes['Option']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['Option']>, ParentType, ContextType>;
  sorts?: Resolver<Array<ResolversTypes['Option']>, ParentType, ContextType>;
};

export type CheckoutOptionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckoutOptions'] = ResolversParentTypes['CheckoutOptions']> = {
  cod?: Resolver<ResolversTypes['PaymentMethodOption'], ParentType, ContextType>;
  codAdvance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  codDueOnDelivery?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  codFee?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  deliveryBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  online?: Resolver<ResolversTypes['PaymentMethodOption'], ParentType, ContextType>;
  payOnlineSaving?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  prepaidDiscount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  serviceable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CodConfirmationResolvers = { AWAITING: 'awaiting', CONFIRMED: 'confirmed', NOT_NEEDED: 'not_needed' };

export type CodInsightsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CodInsights'] = ResolversParentTypes['CodInsights']> = {
  allOrders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dispatched?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orderShare?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  returnToOriginRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  returnedToOrigin?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revenue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  revenueShare?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type CodRiskResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CodRisk'] = ResolversParentTypes['CodRisk']> = {
  band?: Resolver<ResolversTypes['CodRiskBand'], ParentType, ContextType>;
  reasons?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CodRiskBandResolvers = { HIGH: 'high', LOW: 'low', MEDIUM: 'medium' };

export type CodRiskInsightsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CodRiskInsights'] = ResolversParentTypes['CodRiskInsights']> = {
  byBand?: Resolver<Array<ResolversTypes['CodRtoBand']>, ParentType, ContextType>;
  byPincode?: Resolver<Array<ResolversTypes['CodRtoGroup']>, ParentType, ContextType>;
  unscored?: Resolver<ResolversTypes['CodRtoGroup'], ParentType, ContextType>;
};

export type CodRtoBandResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CodRtoBand'] = ResolversParentTypes['CodRtoBand']> = {
  band?: Resolver<ResolversTypes['CodRiskBand'], ParentType, ContextType>;
  parcels?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  returned?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rtoRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type CodRtoGroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CodRtoGroup'] = ResolversParentTypes['CodRtoGroup']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parcels?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  returned?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rtoRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ConsentRecordResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConsentRecord'] = ResolversParentTypes['ConsentRecord']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  channel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  granted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  wording?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CustomerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Customer'] = ResolversParentTypes['Customer']> = {
  addresses?: Resolver<Array<ResolversTypes['Address']>, ParentType, ContextType>;
  blocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  blockedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  blockedReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  emailVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  totalSpent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CustomerConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerConnection'] = ResolversParentTypes['CustomerConnection']> = {
  edges?: Resolver<Array<ResolversTypes['CustomerEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CustomerEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerEdge'] = ResolversParentTypes['CustomerEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Customer'], ParentType, ContextType>;
};

export type DailySalesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DailySales'] = ResolversParentTypes['DailySales']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paidOrders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revenue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeletePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeletePayload'] = ResolversParentTypes['DeletePayload']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DeliveryEstimateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeliveryEstimate'] = ResolversParentTypes['DeliveryEstimate']> = {
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  codAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  deliveryBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveryDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  pincode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prepaidAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  serviceable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  states?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DeliveryFailureActionResolvers = { REATTEMPT: 'reattempt', RETURN_TO_ORIGIN: 'return_to_origin' };

export type DiscountTypeResolvers = { FLAT: 'flat', PERCENT: 'percent' };

export type EmailResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Email'] = ResolversParentTypes['Email']> = {
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  html?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['EmailKind'], ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  messageId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recipient?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['EmailStatus'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  transport?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type EmailKindResolvers = { BACK_IN_STOCK: 'back_in_stock', CART_REMINDER: 'cart_reminder', EMAIL_CHANGE: 'email_change', EMAIL_CHANGE_NOTICE: 'email_change_notice', EXCHANGE_SHIPPED: 'exchange_shipped', ORDER_CANCELLED: 'order_cancelled', ORDER_CONFIRMED: 'order_confirmed', ORDER_DELIVERED: 'order_delivered', ORDER_DELIVERY_FAILED: 'order_delivery_failed', ORDER_OUT_FOR_DELIVERY: 'order_out_for_delivery', ORDER_SHIPPED: 'order_shipped', PASSWORD_CHANGED: 'password_changed', PASSWORD_RESET: 'password_reset', REFUND_ISSUED: 'refund_issued', RETURN_APPROVED: 'return_approved', RETURN_RECEIVED: 'return_received', RETURN_REJECTED: 'return_rejected', REVIEW_REQUEST: 'review_request', VERIFY_EMAIL: 'verify_email', WELCOME: 'welcome' };

export type EmailPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EmailPage'] = ResolversParentTypes['EmailPage']> = {
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Email']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  transport?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EmailStatusResolvers = { FAILED: 'failed', PENDING: 'pending', SENT: 'sent' };

export type FacetCountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FacetCount'] = ResolversParentTypes['FacetCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FeatureImageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FeatureImage'] = ResolversParentTypes['FeatureImage']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  images?: Resolver<ResolversTypes['ImageSet'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type FitAnswerResolvers = { RUNS_LARGE: 'runs_large', RUNS_SMALL: 'runs_small', TRUE_TO_SIZE: 'true_to_size' };

export type FitSummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FitSummary'] = ResolversParentTypes['FitSummary']> = {
  runsLarge?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  runsSmall?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  trueToSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GstRateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GstRate'] = ResolversParentTypes['GstRate']> = {
  categories?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hsn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rateAbove?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  rateUpTo?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  threshold?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ImageSetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImageSet'] = ResolversParentTypes['ImageSet']> = {
  large?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  original?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  srcSet?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  thumbnail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  webp?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  webpSources?: Resolver<Array<ResolversTypes['ImageSource']>, ParentType, ContextType>;
};

export type ImageSourceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImageSource'] = ResolversParentTypes['ImageSource']> = {
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LowStockProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LowStockProduct'] = ResolversParentTypes['LowStockProduct']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalStock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LowStockVariantResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LowStockVariant'] = ResolversParentTypes['LowStockVariant']> = {
  colour?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productSku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MarketingConsentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MarketingConsent'] = ResolversParentTypes['MarketingConsent']> = {
  current?: Resolver<Maybe<ResolversTypes['ConsentRecord']>, ParentType, ContextType>;
  emailGranted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['ConsentRecord']>, ParentType, ContextType>;
  wording?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MeasuredItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MeasuredItem'] = ResolversParentTypes['MeasuredItem']> = {
  discount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  itemBrand?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  itemCategory?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  itemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  itemName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  itemVariant?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MessageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Message'] = ResolversParentTypes['Message']> = {
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  buttons?: Resolver<Array<ResolversTypes['MessageButton']>, ParentType, ContextType>;
  channel?: Resolver<ResolversTypes['MessageChannel'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  delivery?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pressed?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['MessageStatus'], ParentType, ContextType>;
  template?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  transport?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MessageButtonResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MessageButton'] = ResolversParentTypes['MessageButton']> = {
  payload?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MessageChannelResolvers = { SMS: 'sms', WHATSAPP: 'whatsapp' };

export type MessageConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MessageConnection'] = ResolversParentTypes['MessageConnection']> = {
  nodes?: Resolver<Array<ResolversTypes['Message']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['MessagePageInfo'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MessagePageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MessagePageInfo'] = ResolversParentTypes['MessagePageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MessageStatusResolvers = { CANCELLED: 'cancelled', FAILED: 'failed', PENDING: 'pending', SENT: 'sent' };

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  abandonPayment?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationAbandonPaymentArgs, 'input'>>;
  addAddress?: Resolver<ResolversTypes['Address'], ParentType, ContextType, RequireFields<MutationAddAddressArgs, 'input'>>;
  addFeatureImage?: Resolver<ResolversTypes['FeatureImage'], ParentType, ContextType, RequireFields<MutationAddFeatureImageArgs, 'input'>>;
  addReview?: Resolver<ResolversTypes['Review'], ParentType, ContextType, RequireFields<MutationAddReviewArgs, 'input'>>;
  addToCart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationAddToCartArgs, 'input'>>;
  addToWishlist?: Resolver<ResolversTypes['Wishlist'], ParentType, ContextType, RequireFields<MutationAddToWishlistArgs, 'productId'>>;
  adminConfirmCodOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationAdminConfirmCodOrderArgs, 'orderId'>>;
  applyCoupon?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationApplyCouponArgs, 'code'>>;
  approveReturn?: Resolver<ResolversTypes['ReturnRequest'], ParentType, ContextType, RequireFields<MutationApproveReturnArgs, 'id'>>;
  cancelReturn?: Resolver<ResolversTypes['ReturnRequest'], ParentType, ContextType, RequireFields<MutationCancelReturnArgs, 'id'>>;
  cancelShipment?: Resolver<ResolversTypes['Shipment'], ParentType, ContextType, RequireFields<MutationCancelShipmentArgs, 'id'>>;
  cancelStockAlert?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationCancelStockAlertArgs, 'id'>>;
  changePassword?: Resolver<ResolversTypes['AccountMessage'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  confirmCodOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationConfirmCodOrderArgs, 'orderId'>>;
  createGstRate?: Resolver<ResolversTypes['GstRate'], ParentType, ContextType, RequireFields<MutationCreateGstRateArgs, 'input'>>;
  createProduct?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationCreateProductArgs, 'input'>>;
  createPromotion?: Resolver<ResolversTypes['Promotion'], ParentType, ContextType, RequireFields<MutationCreatePromotionArgs, 'input'>>;
  createReturnPickup?: Resolver<ResolversTypes['Shipment'], ParentType, ContextType, RequireFields<MutationCreateReturnPickupArgs, 'returnRequestId'>>;
  createShipment?: Resolver<ResolversTypes['Shipment'], ParentType, ContextType, RequireFields<MutationCreateShipmentArgs, 'orderId'>>;
  createShipments?: Resolver<Array<ResolversTypes['ShipmentResult']>, ParentType, ContextType, RequireFields<MutationCreateShipmentsArgs, 'orderIds'>>;
  deleteAddress?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteAddressArgs, 'id'>>;
  deleteFeatureImage?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteFeatureImageArgs, 'id'>>;
  deleteProduct?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteProductArgs, 'id'>>;
  deletePromotion?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeletePromotionArgs, 'id'>>;
  deleteServiceablePincode?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteServiceablePincodeArgs, 'pincode'>>;
  deleteSizeChart?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteSizeChartArgs, 'id'>>;
  importServiceablePincodes?: Resolver<ResolversTypes['PincodeImportResult'], ParentType, ContextType, RequireFields<MutationImportServiceablePincodesArgs, 'content' | 'format'>>;
  login?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'input'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  markOrderCollected?: Resolver<ResolversTypes['UpdateOrderStatusPayload'], ParentType, ContextType, RequireFields<MutationMarkOrderCollectedArgs, 'id'>>;
  markOrderReturnedToOrigin?: Resolver<ResolversTypes['UpdateOrderStatusPayload'], ParentType, ContextType, RequireFields<MutationMarkOrderReturnedToOriginArgs, 'id' | 'reason'>>;
  markReturnPickedUp?: Resolver<ResolversTypes['ReturnRequest'], ParentType, ContextType, RequireFields<MutationMarkReturnPickedUpArgs, 'id'>>;
  measurePurchase?: Resolver<ResolversTypes['PurchaseMeasurement'], ParentType, ContextType, RequireFields<MutationMeasurePurchaseArgs, 'orderId'>>;
  notifyWhenInStock?: Resolver<ResolversTypes['StockAlert'], ParentType, ContextType, RequireFields<MutationNotifyWhenInStockArgs, 'productId'>>;
  payCodOrderOnline?: Resolver<ResolversTypes['PaymentWindow'], ParentType, ContextType, RequireFields<MutationPayCodOrderOnlineArgs, 'orderId'>>;
  placeOrder?: Resolver<ResolversTypes['PlaceOrderPayload'], ParentType, ContextType, RequireFields<MutationPlaceOrderArgs, 'input'>>;
  pressMessageButton?: Resolver<ResolversTypes['Message'], ParentType, ContextType, RequireFields<MutationPressMessageButtonArgs, 'id' | 'payload'>>;
  receiveReturn?: Resolver<ResolversTypes['ReturnRequest'], ParentType, ContextType, RequireFields<MutationReceiveReturnArgs, 'input'>>;
  recordManualRefund?: Resolver<ResolversTypes['ReturnRequest'], ParentType, ContextType, RequireFields<MutationRecordManualRefundArgs, 'id' | 'reference'>>;
  register?: Resolver<ResolversTypes['RegisterPayload'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  rejectReturn?: Resolver<ResolversTypes['ReturnRequest'], ParentType, ContextType, RequireFields<MutationRejectReturnArgs, 'id' | 'reason'>>;
  removeCoupon?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  removeFromCart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationRemoveFromCartArgs, 'input'>>;
  removeFromWishlist?: Resolver<ResolversTypes['Wishlist'], ParentType, ContextType, RequireFields<MutationRemoveFromWishlistArgs, 'productId'>>;
  requestEmailChange?: Resolver<ResolversTypes['AccountMessage'], ParentType, ContextType, RequireFields<MutationRequestEmailChangeArgs, 'input'>>;
  requestLoginCode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRequestLoginCodeArgs, 'channel' | 'phone'>>;
  requestPasswordReset?: Resolver<ResolversTypes['AccountMessage'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'email'>>;
  requestPhoneVerification?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRequestPhoneVerificationArgs, 'channel' | 'phone'>>;
  requestReturn?: Resolver<ResolversTypes['ReturnRequest'], ParentType, ContextType, RequireFields<MutationRequestReturnArgs, 'input'>>;
  rescheduleDelivery?: Resolver<ResolversTypes['Shipment'], ParentType, ContextType, RequireFields<MutationRescheduleDeliveryArgs, 'date' | 'shipmentId'>>;
  resendVerificationEmail?: Resolver<ResolversTypes['AccountMessage'], ParentType, ContextType>;
  resetPassword?: Resolver<ResolversTypes['AccountMessage'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'input'>>;
  resolveDeliveryFailure?: Resolver<ResolversTypes['Shipment'], ParentType, ContextType, RequireFields<MutationResolveDeliveryFailureArgs, 'action' | 'shipmentId'>>;
  restoreCart?: Resolver<ResolversTypes['RestoredCart'], ParentType, ContextType, RequireFields<MutationRestoreCartArgs, 'token'>>;
  retryReturnRefund?: Resolver<ResolversTypes['ReturnRequest'], ParentType, ContextType, RequireFields<MutationRetryReturnRefundArgs, 'id'>>;
  saveSizeChart?: Resolver<ResolversTypes['SizeChart'], ParentType, ContextType, RequireFields<MutationSaveSizeChartArgs, 'input'>>;
  setCartQuantity?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationSetCartQuantityArgs, 'input'>>;
  setCategoryGstRate?: Resolver<Array<ResolversTypes['GstRate']>, ParentType, ContextType, RequireFields<MutationSetCategoryGstRateArgs, 'category' | 'hsn'>>;
  setCustomerBlocked?: Resolver<ResolversTypes['Customer'], ParentType, ContextType, RequireFields<MutationSetCustomerBlockedArgs, 'blocked' | 'id'>>;
  setMarketingConsent?: Resolver<ResolversTypes['MarketingConsent'], ParentType, ContextType, RequireFields<MutationSetMarketingConsentArgs, 'granted'>>;
  setNonReturnable?: Resolver<ResolversTypes['ReturnSettings'], ParentType, ContextType, RequireFields<MutationSetNonReturnableArgs, 'input'>>;
  setReviewHidden?: Resolver<ResolversTypes['Review'], ParentType, ContextType, RequireFields<MutationSetReviewHiddenArgs, 'hidden' | 'id'>>;
  setWhatsAppUpdates?: Resolver<ResolversTypes['WhatsAppUpdates'], ParentType, ContextType, RequireFields<MutationSetWhatsAppUpdatesArgs, 'granted' | 'source'>>;
  signOutEverywhere?: Resolver<ResolversTypes['AccountMessage'], ParentType, ContextType>;
  simulateShipmentEvent?: Resolver<ResolversTypes['Shipment'], ParentType, ContextType, RequireFields<MutationSimulateShipmentEventArgs, 'shipmentId' | 'status'>>;
  unsubscribe?: Resolver<ResolversTypes['AccountMessage'], ParentType, ContextType, RequireFields<MutationUnsubscribeArgs, 'token'>>;
  updateAddress?: Resolver<ResolversTypes['Address'], ParentType, ContextType, RequireFields<MutationUpdateAddressArgs, 'id' | 'input'>>;
  updateFeatureImage?: Resolver<ResolversTypes['FeatureImage'], ParentType, ContextType, RequireFields<MutationUpdateFeatureImageArgs, 'id' | 'input'>>;
  updateGstRate?: Resolver<ResolversTypes['GstRate'], ParentType, ContextType, RequireFields<MutationUpdateGstRateArgs, 'input'>>;
  updateOrderStatus?: Resolver<ResolversTypes['UpdateOrderStatusPayload'], ParentType, ContextType, RequireFields<MutationUpdateOrderStatusArgs, 'id' | 'status'>>;
  updateProduct?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationUpdateProductArgs, 'id' | 'input'>>;
  updateProfile?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
  updatePromotion?: Resolver<ResolversTypes['Promotion'], ParentType, ContextType, RequireFields<MutationUpdatePromotionArgs, 'id' | 'input'>>;
  uploadImage?: Resolver<ResolversTypes['UploadedImage'], ParentType, ContextType, RequireFields<MutationUploadImageArgs, 'file'>>;
  uploadReturnPhoto?: Resolver<ResolversTypes['UploadedImage'], ParentType, ContextType, RequireFields<MutationUploadReturnPhotoArgs, 'file'>>;
  uploadReviewPhoto?: Resolver<ResolversTypes['UploadedImage'], ParentType, ContextType, RequireFields<MutationUploadReviewPhotoArgs, 'file'>>;
  upsertServiceablePincode?: Resolver<ResolversTypes['ServiceablePincode'], ParentType, ContextType, RequireFields<MutationUpsertServiceablePincodeArgs, 'input'>>;
  verifyEmail?: Resolver<ResolversTypes['AccountMessage'], ParentType, ContextType, RequireFields<MutationVerifyEmailArgs, 'token'>>;
  verifyLoginCode?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationVerifyLoginCodeArgs, 'code' | 'phone'>>;
  verifyPayment?: Resolver<ResolversTypes['VerifyPaymentPayload'], ParentType, ContextType, RequireFields<MutationVerifyPaymentArgs, 'input'>>;
  verifyPhone?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationVerifyPhoneArgs, 'code' | 'phone'>>;
};

export type NonReturnableProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NonReturnableProduct'] = ResolversParentTypes['NonReturnableProduct']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OfferResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Offer'] = ResolversParentTypes['Offer']> = {
  applies?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hint?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Option'] = ResolversParentTypes['Option']> = {
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  amountDueOnDelivery?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  bookingError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  codAdvance?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  codConfirmBy?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  codConfirmation?: Resolver<ResolversTypes['CodConfirmation'], ParentType, ContextType>;
  codFee?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  codRisk?: Resolver<Maybe<ResolversTypes['CodRisk']>, ParentType, ContextType>;
  collectedOnDelivery?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  couponCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customer?: Resolver<ResolversTypes['OrderCustomer'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  discounts?: Resolver<Array<ResolversTypes['OrderDiscount']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  invoiceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['OrderLine']>, ParentType, ContextType>;
  nextStatuses?: Resolver<Array<ResolversTypes['OrderStatus']>, ParentType, ContextType>;
  orderDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  payOnlineDiscount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  payerId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentInstrument?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentStatus?: Resolver<ResolversTypes['PaymentStatus'], ParentType, ContextType>;
  paymentVpa?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  placeOfSupply?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refundedAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  refunds?: Resolver<Array<ResolversTypes['Refund']>, ParentType, ContextType>;
  returnRequested?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  returnWindowEndsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  returns?: Resolver<Array<ResolversTypes['ReturnRequest']>, ParentType, ContextType>;
  shipments?: Resolver<Array<ResolversTypes['Shipment']>, ParentType, ContextType>;
  shippingAddress?: Resolver<ResolversTypes['ShippingAddress'], ParentType, ContextType>;
  shippingFee?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  shippingTax?: Resolver<Maybe<ResolversTypes['OrderLineTax']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  statusHistory?: Resolver<Array<ResolversTypes['OrderStatusChange']>, ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type OrderConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderConnection'] = ResolversParentTypes['OrderConnection']> = {
  edges?: Resolver<Array<ResolversTypes['OrderEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type OrderCustomerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderCustomer'] = ResolversParentTypes['OrderCustomer']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderDiscountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderDiscount'] = ResolversParentTypes['OrderDiscount']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['OrderDiscountKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderEdge'] = ResolversParentTypes['OrderEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
};

export type OrderLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderLine'] = ResolversParentTypes['OrderLine']> = {
  colour?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lineTotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  listPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  net?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  salePrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  size?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tax?: Resolver<Maybe<ResolversTypes['OrderLineTax']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderLineTaxResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderLineTax'] = ResolversParentTypes['OrderLineTax']> = {
  cgst?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  hsn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  igst?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sgst?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  taxable?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type OrderPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderPage'] = ResolversParentTypes['OrderPage']> = {
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderStatusResolvers = { CANCELLED: 'cancelled', CONFIRMED: 'confirmed', DELIVERED: 'delivered', PENDING: 'pending', REJECTED: 'rejected', RETURNED_TO_ORIGIN: 'returned_to_origin', SHIPPED: 'shipped' };

export type OrderStatusChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderStatusChange'] = ResolversParentTypes['OrderStatusChange']> = {
  changedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  changedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['OrderStatus']>, ParentType, ContextType>;
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PaymentMethodOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentMethodOption'] = ResolversParentTypes['PaymentMethodOption']> = {
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PaymentStatusResolvers = { FAILED: 'failed', PAID: 'paid', PARTIALLY_REFUNDED: 'partially_refunded', PENDING: 'pending', REFUNDED: 'refunded', TO_COLLECT: 'to_collect' };

export type PaymentWindowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentWindow'] = ResolversParentTypes['PaymentWindow']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  checkoutScriptUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  keyId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  providerOrderId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PincodeImportResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PincodeImportResult'] = ResolversParentTypes['PincodeImportResult']> = {
  created?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rejected?: Resolver<Array<ResolversTypes['RejectedImportLine']>, ParentType, ContextType>;
  unchanged?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PlaceOrderPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlaceOrderPayload'] = ResolversParentTypes['PlaceOrderPayload']> = {
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
  payment?: Resolver<Maybe<ResolversTypes['PaymentWindow']>, ParentType, ContextType>;
};

export type PriceRangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PriceRange'] = ResolversParentTypes['PriceRange']> = {
  max?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  min?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  averageRating?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  brand?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  breadthCm?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  effectivePrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  fitSummary?: Resolver<ResolversTypes['FitSummary'], ParentType, ContextType>;
  gallery?: Resolver<Array<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  gstHsn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  heightCm?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  images?: Resolver<ResolversTypes['ImageSet'], ParentType, ContextType>;
  inWishlist?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lengthCm?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  options?: Resolver<ResolversTypes['ProductOptions'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  reviewCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  salePrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalStock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  variants?: Resolver<Array<ResolversTypes['ProductVariant']>, ParentType, ContextType>;
  weightGrams?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type ProductConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductConnection'] = ResolversParentTypes['ProductConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ProductEdge']>, ParentType, ContextType>;
  facets?: Resolver<ResolversTypes['ProductFacets'], ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductEdge'] = ResolversParentTypes['ProductEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
};

export type ProductFacetsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductFacets'] = ResolversParentTypes['ProductFacets']> = {
  brands?: Resolver<Array<ResolversTypes['FacetCount']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['FacetCount']>, ParentType, ContextType>;
  colours?: Resolver<Array<ResolversTypes['FacetCount']>, ParentType, ContextType>;
  priceRange?: Resolver<Maybe<ResolversTypes['PriceRange']>, ParentType, ContextType>;
  sizes?: Resolver<Array<ResolversTypes['FacetCount']>, ParentType, ContextType>;
};

export type ProductImageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductImage'] = ResolversParentTypes['ProductImage']> = {
  colour?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  images?: Resolver<ResolversTypes['ImageSet'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductOptionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductOptions'] = ResolversParentTypes['ProductOptions']> = {
  colours?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  sizes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProductReturnRateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductReturnRate'] = ResolversParentTypes['ProductReturnRate']> = {
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unitsReturned?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitsSold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductSearchConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductSearchConnection'] = ResolversParentTypes['ProductSearchConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ProductEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductVariantResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductVariant'] = ResolversParentTypes['ProductVariant']> = {
  colour?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  effectivePrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ownPrice?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  salePrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  size?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PromotionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Promotion'] = ResolversParentTypes['Promotion']> = {
  amountOff?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discountType?: Resolver<ResolversTypes['DiscountType'], ParentType, ContextType>;
  endsAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstOrderOnly?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isPublic?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PromotionKind'], ParentType, ContextType>;
  maxDiscount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  maxUses?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  maxUsesPerCustomer?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minOrderValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  minQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paused?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  percentOff?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  prepaidOnly?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  scope?: Resolver<ResolversTypes['PromotionScope'], ParentType, ContextType>;
  scopeProducts?: Resolver<Array<ResolversTypes['PromotionProduct']>, ParentType, ContextType>;
  scopeValues?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  startsAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PromotionStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uses?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PromotionKindResolvers = { AUTOMATIC: 'automatic', COUPON: 'coupon' };

export type PromotionProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PromotionProduct'] = ResolversParentTypes['PromotionProduct']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PromotionScopeResolvers = { ALL: 'all', BRANDS: 'brands', CATEGORIES: 'categories', PRODUCTS: 'products' };

export type PromotionStatusResolvers = { ACTIVE: 'active', EXPIRED: 'expired', PAUSED: 'paused', SCHEDULED: 'scheduled', USED_UP: 'used_up' };

export type PurchaseMeasurementResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PurchaseMeasurement'] = ResolversParentTypes['PurchaseMeasurement']> = {
  coupon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['MeasuredItem']>, ParentType, ContextType>;
  shipping?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  transactionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  addresses?: Resolver<Array<ResolversTypes['Address']>, ParentType, ContextType>;
  adminOrders?: Resolver<ResolversTypes['OrderPage'], ParentType, ContextType, RequireFields<QueryAdminOrdersArgs, 'first' | 'offset'>>;
  adminReviews?: Resolver<ResolversTypes['ReviewPage'], ParentType, ContextType, RequireFields<QueryAdminReviewsArgs, 'first' | 'offset'>>;
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  catalogueOptions?: Resolver<ResolversTypes['CatalogueOptions'], ParentType, ContextType>;
  checkoutOptions?: Resolver<ResolversTypes['CheckoutOptions'], ParentType, ContextType, RequireFields<QueryCheckoutOptionsArgs, 'addressId'>>;
  customer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType, RequireFields<QueryCustomerArgs, 'id'>>;
  customers?: Resolver<ResolversTypes['CustomerConnection'], ParentType, ContextType, RequireFields<QueryCustomersArgs, 'first'>>;
  deliveryEstimate?: Resolver<ResolversTypes['DeliveryEstimate'], ParentType, ContextType, RequireFields<QueryDeliveryEstimateArgs, 'pincode'>>;
  deliveryFailures?: Resolver<Array<ResolversTypes['Shipment']>, ParentType, ContextType>;
  emails?: Resolver<ResolversTypes['EmailPage'], ParentType, ContextType, RequireFields<QueryEmailsArgs, 'first' | 'offset'>>;
  exportServiceablePincodes?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<QueryExportServiceablePincodesArgs, 'format'>>;
  featureImages?: Resolver<Array<ResolversTypes['FeatureImage']>, ParentType, ContextType>;
  gstRates?: Resolver<Array<ResolversTypes['GstRate']>, ParentType, ContextType>;
  indianStates?: Resolver<Array<ResolversTypes['Option']>, ParentType, ContextType>;
  marketingConsent?: Resolver<ResolversTypes['MarketingConsent'], ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  messages?: Resolver<ResolversTypes['MessageConnection'], ParentType, ContextType, RequireFields<QueryMessagesArgs, 'first'>>;
  myOrders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryMyOrdersArgs, 'first'>>;
  myStockAlerts?: Resolver<Array<ResolversTypes['StockAlert']>, ParentType, ContextType>;
  myWhatsAppUpdates?: Resolver<ResolversTypes['WhatsAppUpdates'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<QueryOrderArgs, 'id'>>;
  orderHistory?: Resolver<ResolversTypes['OrderConnection'], ParentType, ContextType, RequireFields<QueryOrderHistoryArgs, 'first'>>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType, Partial<QueryProductArgs>>;
  productSearch?: Resolver<ResolversTypes['ProductSearchConnection'], ParentType, ContextType, RequireFields<QueryProductSearchArgs, 'first' | 'keyword'>>;
  products?: Resolver<ResolversTypes['ProductConnection'], ParentType, ContextType, RequireFields<QueryProductsArgs, 'first' | 'sortBy'>>;
  promotions?: Resolver<Array<ResolversTypes['Promotion']>, ParentType, ContextType>;
  readyToShip?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryReadyToShipArgs, 'first'>>;
  returnRequest?: Resolver<ResolversTypes['ReturnRequest'], ParentType, ContextType, RequireFields<QueryReturnRequestArgs, 'id'>>;
  returnRequests?: Resolver<ResolversTypes['ReturnRequestConnection'], ParentType, ContextType, RequireFields<QueryReturnRequestsArgs, 'first'>>;
  returnSettings?: Resolver<ResolversTypes['ReturnSettings'], ParentType, ContextType>;
  reviews?: Resolver<Array<ResolversTypes['Review']>, ParentType, ContextType, RequireFields<QueryReviewsArgs, 'productId'>>;
  salesInsights?: Resolver<ResolversTypes['SalesInsights'], ParentType, ContextType, RequireFields<QuerySalesInsightsArgs, 'days'>>;
  search?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QuerySearchArgs, 'first' | 'keyword'>>;
  serviceablePincodes?: Resolver<ResolversTypes['ServiceablePincodePage'], ParentType, ContextType, RequireFields<QueryServiceablePincodesArgs, 'first' | 'offset'>>;
  shippingSandbox?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sizeChart?: Resolver<Maybe<ResolversTypes['SizeChart']>, ParentType, ContextType, RequireFields<QuerySizeChartArgs, 'productId'>>;
  sizeCharts?: Resolver<Array<ResolversTypes['SizeChart']>, ParentType, ContextType>;
  stockAlertDemand?: Resolver<Array<ResolversTypes['StockAlertDemand']>, ParentType, ContextType, RequireFields<QueryStockAlertDemandArgs, 'first'>>;
  unsubscribeStatus?: Resolver<ResolversTypes['UnsubscribeStatus'], ParentType, ContextType, RequireFields<QueryUnsubscribeStatusArgs, 'token'>>;
  users?: Resolver<ResolversTypes['UserConnection'], ParentType, ContextType, RequireFields<QueryUsersArgs, 'first' | 'offset'>>;
  wishlist?: Resolver<ResolversTypes['Wishlist'], ParentType, ContextType>;
};

export type ReasonCountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReasonCount'] = ResolversParentTypes['ReasonCount']> = {
  reason?: Resolver<ResolversTypes['ReturnReason'], ParentType, ContextType>;
  requests?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  units?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RefundResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Refund'] = ResolversParentTypes['Refund']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  failureReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['RefundMethod'], ParentType, ContextType>;
  providerRefundId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  returnRequestId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  settledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RefundStatus'], ParentType, ContextType>;
};

export type RefundMethodResolvers = { GATEWAY: 'gateway', MANUAL: 'manual' };

export type RefundStatusResolvers = { FAILED: 'failed', PENDING: 'pending', PROCESSED: 'processed' };

export type RegisterPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RegisterPayload'] = ResolversParentTypes['RegisterPayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type RejectedImportLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RejectedImportLine'] = ResolversParentTypes['RejectedImportLine']> = {
  line?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RestoredCartResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RestoredCart'] = ResolversParentTypes['RestoredCart']> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  couponCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ReturnExchangeVariantResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReturnExchangeVariant'] = ResolversParentTypes['ReturnExchangeVariant']> = {
  colour?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  size?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ReturnInsightsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReturnInsights'] = ResolversParentTypes['ReturnInsights']> = {
  byProduct?: Resolver<Array<ResolversTypes['ProductReturnRate']>, ParentType, ContextType>;
  byReason?: Resolver<Array<ResolversTypes['ReasonCount']>, ParentType, ContextType>;
  netRevenue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  refunded?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  refunds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReturnKindResolvers = { EXCHANGE: 'exchange', RETURN: 'return' };

export type ReturnReasonResolvers = { CHANGED_MIND: 'changed_mind', DAMAGED: 'damaged', NOT_AS_DESCRIBED: 'not_as_described', OTHER: 'other', SIZE_TOO_LARGE: 'size_too_large', SIZE_TOO_SMALL: 'size_too_small' };

export type ReturnRequestResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReturnRequest'] = ResolversParentTypes['ReturnRequest']> = {
  awaitingManualRefund?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  creditNoteNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customer?: Resolver<ResolversTypes['OrderCustomer'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['ReturnStatusChange']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ReturnKind'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['ReturnRequestLine']>, ParentType, ContextType>;
  manualRefundAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  nextStatuses?: Resolver<Array<ResolversTypes['ReturnStatus']>, ParentType, ContextType>;
  onlineRefundAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderReference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refundAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  refundFailureReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refundMethod?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refundReference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refundTo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rejectionReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  replacementOrderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ReturnStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ReturnRequestConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReturnRequestConnection'] = ResolversParentTypes['ReturnRequestConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ReturnRequestEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type ReturnRequestEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReturnRequestEdge'] = ResolversParentTypes['ReturnRequestEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ReturnRequest'], ParentType, ContextType>;
};

export type ReturnRequestLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReturnRequestLine'] = ResolversParentTypes['ReturnRequestLine']> = {
  colour?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  exchangeVariant?: Resolver<Maybe<ResolversTypes['ReturnExchangeVariant']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderLineId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  photos?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['ReturnReason'], ParentType, ContextType>;
  refundAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  restock?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  size?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tax?: Resolver<Maybe<ResolversTypes['OrderLineTax']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReturnSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReturnSettings'] = ResolversParentTypes['ReturnSettings']> = {
  nonReturnableCategories?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  nonReturnableProducts?: Resolver<Array<ResolversTypes['NonReturnableProduct']>, ParentType, ContextType>;
  windowDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReturnStatusResolvers = { APPROVED: 'approved', CANCELLED: 'cancelled', EXCHANGE_DELIVERED: 'exchange_delivered', EXCHANGE_SHIPPED: 'exchange_shipped', PICKED_UP: 'picked_up', RECEIVED: 'received', REFUNDED: 'refunded', REFUND_FAILED: 'refund_failed', REJECTED: 'rejected', REQUESTED: 'requested' };

export type ReturnStatusChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReturnStatusChange'] = ResolversParentTypes['ReturnStatusChange']> = {
  changedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  changedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['ReturnStatus']>, ParentType, ContextType>;
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['ReturnStatus'], ParentType, ContextType>;
};

export type ReviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Review'] = ResolversParentTypes['Review']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fit?: Resolver<Maybe<ResolversTypes['FitAnswer']>, ParentType, ContextType>;
  hidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  photos?: Resolver<Array<ResolversTypes['UploadedImage']>, ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  verifiedBuyer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ReviewPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReviewPage'] = ResolversParentTypes['ReviewPage']> = {
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Review']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RoleResolvers = { ADMIN: 'admin', CUSTOMER: 'customer' };

export type SalesInsightsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SalesInsights'] = ResolversParentTypes['SalesInsights']> = {
  averageOrderValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  byStatus?: Resolver<Array<ResolversTypes['StatusCount']>, ParentType, ContextType>;
  cartRecovery?: Resolver<ResolversTypes['CartRecoveryInsights'], ParentType, ContextType>;
  cod?: Resolver<ResolversTypes['CodInsights'], ParentType, ContextType>;
  codRisk?: Resolver<ResolversTypes['CodRiskInsights'], ParentType, ContextType>;
  daily?: Resolver<Array<ResolversTypes['DailySales']>, ParentType, ContextType>;
  days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lowStock?: Resolver<Array<ResolversTypes['LowStockProduct']>, ParentType, ContextType>;
  lowStockThreshold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lowStockVariants?: Resolver<Array<ResolversTypes['LowStockVariant']>, ParentType, ContextType>;
  paidOrders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  returns?: Resolver<ResolversTypes['ReturnInsights'], ParentType, ContextType>;
  revenue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  shipping?: Resolver<ResolversTypes['ShippingInsights'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  topByRevenue?: Resolver<Array<ResolversTypes['TopProduct']>, ParentType, ContextType>;
  topByUnits?: Resolver<Array<ResolversTypes['TopProduct']>, ParentType, ContextType>;
};

export type ServiceablePincodeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ServiceablePincode'] = ResolversParentTypes['ServiceablePincode']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  codAllowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  deliveryDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pincode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prepaidAllowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stateName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ServiceablePincodePageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ServiceablePincodePage'] = ResolversParentTypes['ServiceablePincodePage']> = {
  nodes?: Resolver<Array<ResolversTypes['ServiceablePincode']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ShipmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Shipment'] = ResolversParentTypes['Shipment']> = {
  awb?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  codAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  courierName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deliveryFailureAnswer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveryFailureReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  direction?: Resolver<ResolversTypes['ShipmentDirection'], ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['ShipmentEvent']>, ParentType, ContextType>;
  expectedDeliveryDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  labelUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderReference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pickupDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rescheduleDates?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  returnRequestId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ShipmentStatus'], ParentType, ContextType>;
  trackingUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  weightGrams?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ShipmentDirectionResolvers = { FORWARD: 'forward', REVERSE: 'reverse' };

export type ShipmentEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShipmentEvent'] = ResolversParentTypes['ShipmentEvent']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ShipmentStatus'], ParentType, ContextType>;
};

export type ShipmentResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShipmentResult'] = ResolversParentTypes['ShipmentResult']> = {
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  shipment?: Resolver<Maybe<ResolversTypes['Shipment']>, ParentType, ContextType>;
};

export type ShipmentStatusResolvers = { BOOKED: 'booked', CANCELLED: 'cancelled', DELIVERED: 'delivered', DELIVERY_FAILED: 'delivery_failed', IN_TRANSIT: 'in_transit', OUT_FOR_DELIVERY: 'out_for_delivery', PICKED_UP: 'picked_up', PICKUP_SCHEDULED: 'pickup_scheduled', RTO_DELIVERED: 'rto_delivered', RTO_INITIATED: 'rto_initiated' };

export type ShipmentStatusCountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShipmentStatusCount'] = ResolversParentTypes['ShipmentStatusCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ShipmentStatus'], ParentType, ContextType>;
};

export type ShippingAddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShippingAddress'] = ResolversParentTypes['ShippingAddress']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  addressId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pincode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ShippingGroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShippingGroup'] = ResolversParentTypes['ShippingGroup']> = {
  averageDaysToDeliver?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ndrRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  parcels?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rtoRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ShippingInsightsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShippingInsights'] = ResolversParentTypes['ShippingInsights']> = {
  averageDaysToDeliver?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  byCourier?: Resolver<Array<ResolversTypes['ShippingGroup']>, ParentType, ContextType>;
  byStatus?: Resolver<Array<ResolversTypes['ShipmentStatusCount']>, ParentType, ContextType>;
  ndrRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  parcels?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rtoRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  topPincodes?: Resolver<Array<ResolversTypes['ShippingGroup']>, ParentType, ContextType>;
};

export type SizeChartResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SizeChart'] = ResolversParentTypes['SizeChart']> = {
  brand?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  measurements?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['SizeChartRow']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type SizeChartRowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SizeChartRow'] = ResolversParentTypes['SizeChartRow']> = {
  cm?: Resolver<Array<ResolversTypes['Float']>, ParentType, ContextType>;
  inches?: Resolver<Array<ResolversTypes['Float']>, ParentType, ContextType>;
  size?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StatusCountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StatusCount'] = ResolversParentTypes['StatusCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
};

export type StockAlertResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StockAlert'] = ResolversParentTypes['StockAlert']> = {
  closedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  colour?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  size?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['StockAlertStatus'], ParentType, ContextType>;
  variantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type StockAlertDemandResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StockAlertDemand'] = ResolversParentTypes['StockAlertDemand']> = {
  colour?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  oldestAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  size?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  waiting?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StockAlertStatusResolvers = { CANCELLED: 'cancelled', SENT: 'sent', WAITING: 'waiting' };

export type TopProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TopProduct'] = ResolversParentTypes['TopProduct']> = {
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  revenue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  units?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UnsubscribeStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UnsubscribeStatus'] = ResolversParentTypes['UnsubscribeStatus']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subscribed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type UpdateOrderStatusPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateOrderStatusPayload'] = ResolversParentTypes['UpdateOrderStatusPayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
};

export interface UploadScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Upload'], any> {
  name: 'Upload';
}

export type UploadedImageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UploadedImage'] = ResolversParentTypes['UploadedImage']> = {
  images?: Resolver<ResolversTypes['ImageSet'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  emailVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  needsName?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserConnection'] = ResolversParentTypes['UserConnection']> = {
  nodes?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type VerifyPaymentPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VerifyPaymentPayload'] = ResolversParentTypes['VerifyPaymentPayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
};

export type WhatsAppConsentSourceResolvers = { CHECKOUT: 'checkout', SETTINGS: 'settings' };

export type WhatsAppUpdatesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WhatsAppUpdates'] = ResolversParentTypes['WhatsAppUpdates']> = {
  changedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  granted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  wording?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WishlistResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Wishlist'] = ResolversParentTypes['Wishlist']> = {
  items?: Resolver<Array<ResolversTypes['WishlistItem']>, ParentType, ContextType>;
};

export type WishlistItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WishlistItem'] = ResolversParentTypes['WishlistItem']> = {
  addedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  priceDrop?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  priceWhenAdded?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  AccountMessage?: AccountMessageResolvers<ContextType>;
  Address?: AddressResolvers<ContextType>;
  AppliedPromotion?: AppliedPromotionResolvers<ContextType>;
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  Cart?: CartResolvers<ContextType>;
  CartLine?: CartLineResolvers<ContextType>;
  CartRecoveryInsights?: CartRecoveryInsightsResolvers<ContextType>;
  CatalogueOptions?: CatalogueOptionsResolvers<ContextType>;
  CheckoutOptions?: CheckoutOptionsResolvers<ContextType>;
  CodConfirmation?: CodConfirmationResolvers;
  CodInsights?: CodInsightsResolvers<ContextType>;
  CodRisk?: CodRiskResolvers<ContextType>;
  CodRiskBand?: CodRiskBandResolvers;
  CodRiskInsights?: CodRiskInsightsResolvers<ContextType>;
  CodRtoBand?: CodRtoBandResolvers<ContextType>;
  CodRtoGroup?: CodRtoGroupResolvers<ContextType>;
  ConsentRecord?: ConsentRecordResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  CustomerConnection?: CustomerConnectionResolvers<ContextType>;
  CustomerEdge?: CustomerEdgeResolvers<ContextType>;
  DailySales?: DailySalesResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DeletePayload?: DeletePayloadResolvers<ContextType>;
  DeliveryEstimate?: DeliveryEstimateResolvers<ContextType>;
  DeliveryFailureAction?: DeliveryFailureActionResolvers;
  DiscountType?: DiscountTypeResolvers;
  Email?: EmailResolvers<ContextType>;
  EmailKind?: EmailKindResolvers;
  EmailPage?: EmailPageResolvers<ContextType>;
  EmailStatus?: EmailStatusResolvers;
  FacetCount?: FacetCountResolvers<ContextType>;
  FeatureImage?: FeatureImageResolvers<ContextType>;
  FitAnswer?: FitAnswerResolvers;
  FitSummary?: FitSummaryResolvers<ContextType>;
  GstRate?: GstRateResolvers<ContextType>;
  ImageSet?: ImageSetResolvers<ContextType>;
  ImageSource?: ImageSourceResolvers<ContextType>;
  LowStockProduct?: LowStockProductResolvers<ContextType>;
  LowStockVariant?: LowStockVariantResolvers<ContextType>;
  MarketingConsent?: MarketingConsentResolvers<ContextType>;
  MeasuredItem?: MeasuredItemResolvers<ContextType>;
  Message?: MessageResolvers<ContextType>;
  MessageButton?: MessageButtonResolvers<ContextType>;
  MessageChannel?: MessageChannelResolvers;
  MessageConnection?: MessageConnectionResolvers<ContextType>;
  MessagePageInfo?: MessagePageInfoResolvers<ContextType>;
  MessageStatus?: MessageStatusResolvers;
  Mutation?: MutationResolvers<ContextType>;
  NonReturnableProduct?: NonReturnableProductResolvers<ContextType>;
  Offer?: OfferResolvers<ContextType>;
  Option?: OptionResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderConnection?: OrderConnectionResolvers<ContextType>;
  OrderCustomer?: OrderCustomerResolvers<ContextType>;
  OrderDiscount?: OrderDiscountResolvers<ContextType>;
  OrderEdge?: OrderEdgeResolvers<ContextType>;
  OrderLine?: OrderLineResolvers<ContextType>;
  OrderLineTax?: OrderLineTaxResolvers<ContextType>;
  OrderPage?: OrderPageResolvers<ContextType>;
  OrderStatus?: OrderStatusResolvers;
  OrderStatusChange?: OrderStatusChangeResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PaymentMethodOption?: PaymentMethodOptionResolvers<ContextType>;
  PaymentStatus?: PaymentStatusResolvers;
  PaymentWindow?: PaymentWindowResolvers<ContextType>;
  PincodeImportResult?: PincodeImportResultResolvers<ContextType>;
  PlaceOrderPayload?: PlaceOrderPayloadResolvers<ContextType>;
  PriceRange?: PriceRangeResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductConnection?: ProductConnectionResolvers<ContextType>;
  ProductEdge?: ProductEdgeResolvers<ContextType>;
  ProductFacets?: ProductFacetsResolvers<ContextType>;
  ProductImage?: ProductImageResolvers<ContextType>;
  ProductOptions?: ProductOptionsResolvers<ContextType>;
  ProductReturnRate?: ProductReturnRateResolvers<ContextType>;
  ProductSearchConnection?: ProductSearchConnectionResolvers<ContextType>;
  ProductVariant?: ProductVariantResolvers<ContextType>;
  Promotion?: PromotionResolvers<ContextType>;
  PromotionKind?: PromotionKindResolvers;
  PromotionProduct?: PromotionProductResolvers<ContextType>;
  PromotionScope?: PromotionScopeResolvers;
  PromotionStatus?: PromotionStatusResolvers;
  PurchaseMeasurement?: PurchaseMeasurementResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ReasonCount?: ReasonCountResolvers<ContextType>;
  Refund?: RefundResolvers<ContextType>;
  RefundMethod?: RefundMethodResolvers;
  RefundStatus?: RefundStatusResolvers;
  RegisterPayload?: RegisterPayloadResolvers<ContextType>;
  RejectedImportLine?: RejectedImportLineResolvers<ContextType>;
  RestoredCart?: RestoredCartResolvers<ContextType>;
  ReturnExchangeVariant?: ReturnExchangeVariantResolvers<ContextType>;
  ReturnInsights?: ReturnInsightsResolvers<ContextType>;
  ReturnKind?: ReturnKindResolvers;
  ReturnReason?: ReturnReasonResolvers;
  ReturnRequest?: ReturnRequestResolvers<ContextType>;
  ReturnRequestConnection?: ReturnRequestConnectionResolvers<ContextType>;
  ReturnRequestEdge?: ReturnRequestEdgeResolvers<ContextType>;
  ReturnRequestLine?: ReturnRequestLineResolvers<ContextType>;
  ReturnSettings?: ReturnSettingsResolvers<ContextType>;
  ReturnStatus?: ReturnStatusResolvers;
  ReturnStatusChange?: ReturnStatusChangeResolvers<ContextType>;
  Review?: ReviewResolvers<ContextType>;
  ReviewPage?: ReviewPageResolvers<ContextType>;
  Role?: RoleResolvers;
  SalesInsights?: SalesInsightsResolvers<ContextType>;
  ServiceablePincode?: ServiceablePincodeResolvers<ContextType>;
  ServiceablePincodePage?: ServiceablePincodePageResolvers<ContextType>;
  Shipment?: ShipmentResolvers<ContextType>;
  ShipmentDirection?: ShipmentDirectionResolvers;
  ShipmentEvent?: ShipmentEventResolvers<ContextType>;
  ShipmentResult?: ShipmentResultResolvers<ContextType>;
  ShipmentStatus?: ShipmentStatusResolvers;
  ShipmentStatusCount?: ShipmentStatusCountResolvers<ContextType>;
  ShippingAddress?: ShippingAddressResolvers<ContextType>;
  ShippingGroup?: ShippingGroupResolvers<ContextType>;
  ShippingInsights?: ShippingInsightsResolvers<ContextType>;
  SizeChart?: SizeChartResolvers<ContextType>;
  SizeChartRow?: SizeChartRowResolvers<ContextType>;
  StatusCount?: StatusCountResolvers<ContextType>;
  StockAlert?: StockAlertResolvers<ContextType>;
  StockAlertDemand?: StockAlertDemandResolvers<ContextType>;
  StockAlertStatus?: StockAlertStatusResolvers;
  TopProduct?: TopProductResolvers<ContextType>;
  UnsubscribeStatus?: UnsubscribeStatusResolvers<ContextType>;
  UpdateOrderStatusPayload?: UpdateOrderStatusPayloadResolvers<ContextType>;
  Upload?: GraphQLScalarType;
  UploadedImage?: UploadedImageResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserConnection?: UserConnectionResolvers<ContextType>;
  VerifyPaymentPayload?: VerifyPaymentPayloadResolvers<ContextType>;
  WhatsAppConsentSource?: WhatsAppConsentSourceResolvers;
  WhatsAppUpdates?: WhatsAppUpdatesResolvers<ContextType>;
  Wishlist?: WishlistResolvers<ContextType>;
  WishlistItem?: WishlistItemResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = GraphQLContext> = {
  auth?: AuthDirectiveResolver<any, any, ContextType>;
  idempotent?: IdempotentDirectiveResolver<any, any, ContextType>;
};
