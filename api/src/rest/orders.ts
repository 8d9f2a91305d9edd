import { type Response, Router } from "express";
import { ORDER_STATUSES, type OrderStatus } from "../entities/order.entity.js";
import { DomainError } from "../lib/errors.js";
import type { Services } from "../services/index.js";
import type { OrderView } from "../services/orders/index.js";
import { requireAdmin, requireUser } from "../services/viewer.js";
import { toRupees } from "../lib/money.js";
import { requireOwnUserId, route } from "./respond.js";

type Body = Record<string, unknown>;

/**
 * The older client's admin offers the statuses pending, inProcess, inShipping, delivered and rejected. Its two
 * in-between ones are this shop's `confirmed` (paid, being prepared) and `shipped` (with the courier); the others
 * are the same words. Only the REST path reads them: GraphQL keeps its OrderStatus enum.
 */
export const REST_ORDER_STATUS_ALIASES: Readonly<Record<string, OrderStatus>> = { inProcess: "confirmed", inShipping: "shipped" };

function restOrderStatus(value: unknown): OrderStatus {
  if (typeof value === "string" && Object.hasOwn(REST_ORDER_STATUS_ALIASES, value)) return REST_ORDER_STATUS_ALIASES[value]!;
  if (typeof value === "string" && (ORDER_STATUSES as readonly string[]).includes(value)) return value as OrderStatus;
  const accepted = [...ORDER_STATUSES, ...Object.keys(REST_ORDER_STATUS_ALIASES)].join(", ");
  throw new DomainError("BAD_USER_INPUT", `Order status must be one of ${accepted}`, "orderStatus");
}

/** The rest-compat order: the spec's field names, `_id`s, rupees. */
export function restOrder(order: OrderView) {
  return {
    _id: order.id,
    userId: order.userId,
    cartId: order.cartId,
    cartItems: order.lines.map((line) => ({
      productId: line.productId,
      title: line.title,
      image: line.imageUrl,
      price: toRupees(line.unitPricePaise),
      quantity: line.quantity,
      ...(line.size ? { size: line.size } : {}),
      ...(line.colour ? { color: line.colour } : {}),
    })),
    addressInfo: order.shippingAddress,
    orderStatus: order.status,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    totalAmount: toRupees(order.totals.totalPaise),
    orderDate: order.placedAt,
    orderUpdateDate: order.updatedAt,
    paymentId: order.paymentId,
    payerId: order.payerId,
  };
}

/**
 * Writes to the response, waiting whenever its buffer is full until it drains (or the client goes away). One drain and
 * one close listener for the whole response: the compression middleware hands `drain` listeners to its gzip stream
 * and never takes them off, so a listener per wait would pile up.
 */
function backpressuredWriter(res: Response): (chunk: string) => Promise<void> {
  let wake: (() => void) | undefined;
  const resume = () => {
    wake?.();
    wake = undefined;
  };
  res.on("drain", resume);
  res.on("close", resume);
  return async (chunk) => {
    if (res.write(chunk) || res.destroyed) return;
    await new Promise<void>((resolve) => (wake = resolve));
  };
}

function sendPdf(res: Response, invoice: { filename: string; pdf: Buffer }): undefined {
  res.status(200);
  res.setHeader("Content-Type", "application/pdf");
  res.setHeader("Content-Disposition", `attachment; filename="${invoice.filename}"`);
  res.end(invoice.pdf);
  return undefined;
}

export function ordersRoutes(services: Services): Router {
  const router = Router();

  /** Checkout. The body is the client's whole order; only the address id is read (amounts come from the cart). */
  router.post(
    "/shop/order/razorpay",
    route(services, async ({ viewer, req, res }) => {
      const body = (req.body ?? {}) as Body;
      const caller = requireOwnUserId(viewer, body.userId);
      const addressInfo = (body.addressInfo ?? {}) as Body;
      // The spec's checkout pays online: a payment window is always opened (cash on delivery is GraphQL's paymentMethod).
      const placed = await services.checkout.placeOrder(caller, { addressId: addressInfo.addressId ?? body.addressId, paymentMethod: "ONLINE" });
      const { order } = placed;
      const payment = placed.payment!;
      res.status(201);
      return {
        success: true,
        razorpayOrderId: payment.providerOrderId,
        key: payment.keyId,
        amount: payment.amount,
        currency: payment.currency,
        checkoutScriptUrl: payment.checkoutScriptUrl,
        order: restOrder(order),
        orderId: order.id,
      };
    }),
  );

  router.post(
    "/shop/order/verify-razorpay",
    route(services, async ({ viewer, req }) => {
      const body = (req.body ?? {}) as Body;
      const { message, order } = await services.checkout.verifyPayment(requireUser(viewer), {
        orderId: body.orderId,
        razorpayOrderId: body.razorpay_order_id,
        razorpayPaymentId: body.razorpay_payment_id,
        razorpaySignature: body.razorpay_signature,
      });
      return { success: true, message, data: restOrder(order) };
    }),
  );

  router.get(
    "/shop/order/list/:userId",
    route(services, async ({ viewer, req }) => {
      const caller = requireOwnUserId(viewer, req.params.userId);
      // The spec's list has no paging: an old client gets the newest hundred orders, never an unbounded answer.
      return { success: true, data: (await services.orders.myOrders(caller, { first: 100 })).map(restOrder) };
    }),
  );

  router.get(
    "/shop/order/details/:id",
    route(services, async ({ viewer, req }) => ({ success: true, data: restOrder(await services.orders.order(requireUser(viewer), req.params.id)) })),
  );

  /** Every order, newest first: `?first` (at most 100, default 100) and `?offset` page through them. */
  router.get(
    "/admin/orders/get",
    route(services, async ({ viewer, req }) => {
      const admin = requireAdmin(viewer);
      const number = (v: unknown) => (typeof v === "string" && /^\d+$/.test(v) ? Number(v) : undefined);
      const page = await services.orders.adminOrders(admin, { first: number(req.query.first) ?? 100, offset: number(req.query.offset) ?? 0 });
      return { success: true, data: page.nodes.map(restOrder), totalCount: page.totalCount, hasNextPage: page.hasNextPage };
    }),
  );

  /**
   * The filtered order list as CSV (admin): the query takes the GraphQL AdminOrderFilter's names (status, from, to,
   * customer, reference, customerId). Streamed batch by batch, waiting for the client to read each one.
   */
  router.get(
    "/admin/orders/export.csv",
    route(services, async ({ viewer, req, res }) => {
      const admin = requireAdmin(viewer);
      const q = req.query as Record<string, unknown>;
      const filter = Object.fromEntries(["status", "from", "to", "customer", "reference", "customerId", "paymentMethod"].filter((k) => q[k] !== undefined && q[k] !== "").map((k) => [k, q[k]]));
      const rows = await services.orders.exportCsv(admin, filter);
      res.status(200);
      res.setHeader("Content-Type", "text/csv; charset=utf-8");
      res.setHeader("Content-Disposition", `attachment; filename="orders-${new Date().toISOString().slice(0, 10)}.csv"`);
      const write = backpressuredWriter(res);
      for await (const chunk of rows) {
        if (res.destroyed) break;
        await write(chunk);
      }
      res.end();
    }),
  );

  router.get(
    "/admin/orders/invoice/:id",
    route(services, async ({ viewer, req, res }) => sendPdf(res, await services.invoices.adminInvoice(requireAdmin(viewer), req.params.id))),
  );

  /** One PDF of the labels of these shipments (admin): ?ids=<id>,<id>… */
  router.get(
    "/admin/shipments/labels",
    route(services, async ({ viewer, req, res }) => {
      const ids = typeof req.query.ids === "string" ? req.query.ids.split(",").filter(Boolean) : [];
      const pdf = await services.shipping.labels(viewer, ids);
      res.setHeader("Content-Type", "application/pdf");
      res.setHeader("Content-Disposition", `inline; filename="labels.pdf"`);
      res.end(pdf);
      return undefined;
    }),
  );

  /** The signed-in customer's own paid order's tax invoice (another customer's order is 404). */
  router.get(
    "/shop/order/invoice/:id",
    route(services, async ({ viewer, req, res }) => sendPdf(res, await services.invoices.myInvoice(requireUser(viewer), req.params.id))),
  );

  /** A return request's GST credit note: the customer's own (another's is 404), or any for an admin. */
  router.get(
    "/shop/returns/credit-note/:id",
    route(services, async ({ viewer, req, res }) => sendPdf(res, await services.invoices.myCreditNote(requireUser(viewer), req.params.id))),
  );
  router.get(
    "/admin/returns/credit-note/:id",
    route(services, async ({ viewer, req, res }) => sendPdf(res, await services.invoices.adminCreditNote(requireAdmin(viewer), req.params.id))),
  );

  router.get(
    "/admin/orders/details/:id",
    route(services, async ({ viewer, req }) => ({ success: true, data: restOrder(await services.orders.order(requireAdmin(viewer), req.params.id)) })),
  );

  router.put(
    "/admin/orders/update/:id",
    route(services, async ({ viewer, req }) => {
      const body = (req.body ?? {}) as Body;
      const admin = requireAdmin(viewer);
      const { message, order } = await services.orders.updateOrderStatus(admin, { id: req.params.id, status: restOrderStatus(body.orderStatus) });
      return { success: true, message, data: restOrder(order) };
    }),
  );

  return router;
}
