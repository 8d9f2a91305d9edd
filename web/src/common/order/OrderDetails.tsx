import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Divider from "@mui/material/Divider";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { graphql } from "../../gql";
import type { OrderDetailsFieldsFragment } from "../../gql/graphql";
import { formatDate, formatRupees } from "../format";
import { orderDetailsTexts } from "../accountTexts";
import { orderReference } from "./orderReference";
import { sizeLabel } from "../sizes";
import { OrderRefunds } from "./OrderRefunds";

/**
 * What the order details show (spec §2 "Admin orders" detail dialog, reused by the shop's Account dialog):
 * spread `...OrderDetailsFields` in the query that loads the order.
 */
export const OrderDetailsFields = graphql(`
  fragment OrderDetailsFields on Order {
    id
    orderDate
    status
    paymentStatus
    paymentMethod
    paymentLabel
    codFee
    shippingFee
    shippingTax {
      cgst
      sgst
      igst
    }
    codAdvance
    amountDueOnDelivery
    paymentId
    totalAmount
    subtotal
    discount
    discounts {
      name
      kind
      code
      amount
    }
    currency
    lines {
      productId
      title
      image
      price
      quantity
      size
      colour
      lineTotal
      tax {
        cgst
        sgst
        igst
      }
    }
    shippingAddress {
      addressId
      address
      city
      pincode
      phone
      notes
    }
    ...OrderRefundsFields
  }
`);

export type OrderDetailsOrder = OrderDetailsFieldsFragment;

const t = orderDetailsTexts;

export interface OrderDetailsProps {
  order: OrderDetailsOrder;
  /** The name shown at the top of the shipping block (the shop shows the signed-in user's name). */
  shippingName?: string;
  /** The order status as a badge; by default its label as plain text. */
  statusBadge?: ReactNode;
  /** Extra content under the details (the admin's customer and status history). */
  children?: ReactNode;
  /** The money format of the place showing it: whole rupees in the shop, 2 decimals in the admin (formatAdminRupees). */
  formatMoney?: (amount: number) => string;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: "flex",
        justifyContent: "space-between",
        alignItems: "center",
        gap: 2,
        py: 0.75,
        minWidth: 0,
      }}
    >
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        sx={{ m: 0, fontWeight: 600, textAlign: "right", minWidth: 0, overflowWrap: "anywhere" }}
      >
        {children}
      </Typography>
    </Box>
  );
}

/** Rupees to paise and back, so that adding up many lines' GST never drifts by a paisa. */
const paise = (rupees: number) => Math.round(rupees * 100);

/**
 * How the total came about, as the invoice shows it (issue 41): the subtotal, each offer and coupon by name, the COD
 * fee, shipping, the total, and the GST the prices include.
 */
function PriceDetails({ order, formatMoney }: { order: OrderDetailsOrder; formatMoney: (amount: number) => string }) {
  const taxed = order.lines.filter((l) => l.tax);
  // The GST the prices include: the goods lines' and the shipping fee's (issue 42).
  const taxes = [...taxed.map((l) => l.tax!), ...(order.shippingTax ? [order.shippingTax] : [])];
  const gst = taxes.reduce((sum, tax) => sum + paise(tax.cgst) + paise(tax.sgst) + paise(tax.igst), 0) / 100;
  return (
    <section aria-labelledby="order-price-details">
      <Typography id="order-price-details" variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t.priceDetails}
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        <Field label={t.subtotal}>{formatMoney(order.subtotal)}</Field>
        {order.discounts.map((d) => (
          <Field key={`${d.kind}-${d.code ?? d.name}`} label={d.kind === "COUPON" ? t.coupon(d.code ?? "", d.name) : d.kind === "PREPAID" ? d.name : t.offer(d.name)}>
            <Box component="span" sx={{ color: "success.dark" }}>
              −{formatMoney(d.amount)}
            </Box>
          </Field>
        ))}
        {order.codFee > 0 ? <Field label={t.codFee}>{formatMoney(order.codFee)}</Field> : null}
        <Field label={t.shipping}>{order.shippingFee > 0 ? formatMoney(order.shippingFee) : t.free}</Field>
        <Field label={t.total}>{formatMoney(order.totalAmount)}</Field>
        {order.codAdvance ? (
          <>
            <Field label={t.paidOnline}>{formatMoney(order.codAdvance)}</Field>
            <Field label={order.paymentStatus === "TO_COLLECT" ? t.toPayOnDelivery : t.paidOnDelivery}>{formatMoney(order.amountDueOnDelivery ?? 0)}</Field>
          </>
        ) : null}
        {taxed.length ? <Field label={t.gstIncluded}>{formatMoney(gst)}</Field> : null}
      </Box>
    </section>
  );
}

function label<K extends string>(labels: Record<K, string>, value: string): string {
  return (labels as Record<string, string>)[value] ?? value.toLowerCase();
}

/** The body of an order's details: ids, date, price, payment, status, lines, how the price came about and shipping info. */
export function OrderDetails({ order, shippingName, statusBadge, children, formatMoney = formatRupees }: OrderDetailsProps) {
  const shipping = order.shippingAddress;
  return (
    <Stack spacing={2.5}>
      <Box component="dl" sx={{ m: 0 }}>
        <Field label={t.orderId}>
          <Box component="span" title={order.id}>
            {orderReference(order.id)}
          </Box>
        </Field>
        <Field label={t.orderDate}>{formatDate(order.orderDate)}</Field>
        <Field label={t.orderPrice}>{formatMoney(order.totalAmount)}</Field>
        <Field label={t.paymentMethod}>{order.paymentLabel}</Field>
        <Field label={t.paymentStatus}>{label(t.paymentStatuses, order.paymentStatus)}</Field>
        {order.refundedAmount > 0 ? <Field label={t.refunds.refundedTotal}>{formatMoney(order.refundedAmount)}</Field> : null}
        {order.paymentId ? <Field label={t.paymentId}>{order.paymentId}</Field> : null}
        <Field label={t.orderStatus}>
          {statusBadge ?? <span>{label(t.statuses, order.status)}</span>}
        </Field>
      </Box>

      <Divider />

      <section aria-label={t.items}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
          {t.items}
        </Typography>
        <Stack component="ul" spacing={1.25} sx={{ listStyle: "none", m: 0, p: 0 }}>
          {order.lines.map((line, index) => (
            <Box
              component="li"
              key={`${line.productId}-${line.size ?? ""}-${line.colour ?? ""}-${index}`}
              sx={{ display: "flex", alignItems: "center", gap: 1.5, minWidth: 0 }}
            >
              <Box
                component="img"
                src={line.image}
                alt=""
                loading="lazy"
                sx={{ width: 48, height: 48, borderRadius: 1.5, objectFit: "cover", flexShrink: 0, bgcolor: "grey.100" }}
              />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
                  {line.title}
                </Typography>
                <Stack direction="row" spacing={1} sx={{ mt: 0.25, flexWrap: "wrap", alignItems: "center" }}>
                  <Typography variant="caption" color="text.secondary">
                    {t.quantity(line.quantity)}
                  </Typography>
                  {line.size ? <Chip size="small" variant="outlined" label={sizeLabel(line.size)} /> : null}
                  {line.colour ? <Chip size="small" variant="outlined" label={line.colour} /> : null}
                </Stack>
              </Box>
              <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: "nowrap" }} aria-label={t.price}>
                {formatMoney(line.price)}
              </Typography>
            </Box>
          ))}
        </Stack>
      </section>

      <PriceDetails order={order} formatMoney={formatMoney} />

      <OrderRefunds order={order} formatMoney={formatMoney} />

      <Divider />

      <section aria-label={t.shippingInfo}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
          {t.shippingInfo}
        </Typography>
        <Stack spacing={0.25}>
          {shippingName ? (
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {shippingName}
            </Typography>
          ) : null}
          <Typography variant="body2">{shipping.address}</Typography>
          <Typography variant="body2">
            {shipping.city} {shipping.pincode}
          </Typography>
          <Typography variant="body2">
            {t.phone}: {shipping.phone}
          </Typography>
          {shipping.notes ? (
            <Typography variant="body2" color="text.secondary">
              {t.notes}: {shipping.notes}
            </Typography>
          ) : null}
        </Stack>
      </section>

      {children}
    </Stack>
  );
}
