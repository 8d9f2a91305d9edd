import type { EntityManager } from "typeorm";
import { z } from "zod";
import { entitiesFromJson } from "../../db/json-entities.js";
import type { OrderEntity } from "../../entities/order.entity.js";
import { SHIPMENT_STATUSES, ShipmentEntity, type ShipmentEvent, type ShipmentStatus } from "../../entities/shipment.entity.js";
import { DomainError } from "../../lib/errors.js";
import { isUuid, parseInput } from "../../lib/validation.js";
import { type Booking, type BookingRequest, type ScanEvent, type ShippingProvider, ShippingProviderError, type ShippingSetup } from "../../payments/shipping/index.js";
import type { ServiceContext } from "../context.js";
import { deliveryDate } from "../delivery/index.js";
import type { OrderEmails } from "../emails/index.js";
import { codAwaitsConfirmation, createMachine, type MoveOptions, type MoveRun, SHIPMENT_LIFECYCLE, type ShipmentFacts, shipmentStatusWords } from "../lifecycles/index.js";
import { dueOnDeliveryOf, loadOrderView, lockOrder, type OrderMachine, type ParcelNotes, policyOf } from "../orders/index.js";
import { stateLabel } from "../tax/index.js";
import { requireAdmin, requireUser, type Viewer } from "../viewer.js";
import { type BookingFacts, SHIPPING_MESSAGES, shipmentBookingRefusal } from "./booking-rules.js";
import { createShipmentNotices } from "./notices.js";
import { parcelOf, type UnitPackage } from "./parcel.js";
import { type ShipmentView, shipmentView } from "./shipment-view.js";

/** What follows a return's reverse pickup (the returns module's). */
export interface ReturnPickupFollower {
  /** The courier collected the parcel from the customer: the request moves to picked up (once). */
  pickedUp(manager: EntityManager, returnRequestId: string, note: string): Promise<void>;
}

/** A shipment being moved, with its order (both rows locked, the order first). */
export interface ShipmentSubject {
  shipment: ShipmentEntity;
  order: OrderEntity;
}

export interface ShipmentMoveOptions extends MoveOptions {
  /** The courier's scan that moves it (its time, place and words); absent for the shop's own moves. */
  scan?: Pick<ScanEvent, "at" | "location" | "note">;
}

type ShipmentRun = MoveRun<ShipmentStatus, ShipmentSubject, ShipmentMoveOptions, unknown>;

/** How long a booking may take before another attempt may claim the order (a node that died mid-booking). */
const BOOKING_CLAIM_SECONDS = 120;
export const MAX_BULK_BOOKINGS = 50;

const idInput = z.string({ error: "Shipment is required" }).refine(isUuid, "Shipment not found");
const orderIdInput = z.string({ error: "Order is required" }).refine(isUuid, "Order not found");
const idsInput = z.array(z.string()).min(1, "Choose at least one order").max(MAX_BULK_BOOKINGS, SHIPPING_MESSAGES.tooMany(MAX_BULK_BOOKINGS));
const noteInput = z.string().trim().max(300, "Note must be at most 300 characters long").nullish();
const statusInput = z.enum(SHIPMENT_STATUSES, { error: "Unknown shipment status" });
const resolveInput = z.object({ shipmentId: idInput, action: z.enum(["reattempt", "return_to_origin"], { error: "Choose REATTEMPT or RETURN_TO_ORIGIN" }), note: noteInput });
const rescheduleInput = z.object({ shipmentId: idInput, date: z.string({ error: "Date is required" }).regex(/^\d{4}-\d{2}-\d{2}$/, "Date must be YYYY-MM-DD"), note: noteInput });

const event = (status: ShipmentStatus, at: Date, location: string | null, note: string | null): ShipmentEvent => ({ status, at: at.toISOString(), location, note });
/** The time of the shop's own entry (a booking step, an answer): now, or just after the timeline's last scan. */
const nextAt = (events: readonly ShipmentEvent[]) => new Date(Math.max(Date.now(), ...events.map((e) => Date.parse(e.at))));

/**
 * Shipping through the courier aggregator (issue 42): booking an order's parcel (one at a time or in bulk), its label,
 * cancelling before pickup, the courier's scans (its webhook) moving the parcel on the shipment table and the order
 * with it, failed deliveries (the NDR queue: the admin's answer, the shopper's new day), and a return's reverse pickup.
 * Provider calls never run inside a transaction: a booking claims the order, calls the provider, then writes.
 */
export function createShippingService(
  ctx: ServiceContext,
  deps: { shipping: ShippingSetup; orderMachine: OrderMachine; emails: OrderEmails; returns: () => ReturnPickupFollower },
) {
  const { dataSource, config, logger } = ctx;
  const provider: ShippingProvider = deps.shipping.provider;
  const notices = createShipmentNotices({ emails: deps.emails, publicUrl: config.publicUrl ?? `http://localhost:${config.port}`, trackingUrl: (awb) => provider.trackingUrl(awb) });
  const view = (s: ShipmentEntity) => shipmentView(s, (awb) => provider.trackingUrl(awb));

  const machine = createMachine({
    lifecycle: SHIPMENT_LIFECYCLE,
    factsOf: (subject: ShipmentSubject): ShipmentFacts => ({ direction: subject.shipment.direction }),
    store: {
      stateOf: (subject: ShipmentSubject) => subject.shipment.status,
      async write(run: ShipmentRun) {
        const s = run.subject.shipment;
        const scan = run.options.scan;
        const at = scan?.at ?? nextAt(s.events);
        const entry = event(run.to, at, scan?.location ?? null, scan?.note ?? run.note);
        // A scan's entry was recorded with the timeline already (recordScan); the shop's own moves add theirs here.
        const events = scan ? s.events : [...s.events, entry];
        await run.manager.query(`UPDATE shipments SET status = $2, status_at = $3, events = $4, ndr_reason = $5, updated_at = now() WHERE id = $1`, [s.id, run.to, at, JSON.stringify(events), s.ndrReason]);
        Object.assign(s, { status: run.to, statusAt: at, events });
      },
    },
    handlers: {
      async orderShipped(run) {
        const { order } = run.subject;
        if (order.status === "confirmed") await deps.orderMachine.move(run.manager, order, "shipped", { actor: "provider", note: `Picked up by ${run.subject.shipment.courierName} (AWB ${run.subject.shipment.awb})` });
      },
      async orderDelivered(run) {
        const { order } = run.subject;
        if (order.status === "shipped") await deps.orderMachine.move(run.manager, order, "delivered", { actor: "provider", note: `Delivered by ${run.subject.shipment.courierName}` });
      },
      async orderReturnedToOrigin(run) {
        const { order } = run.subject;
        if (order.status !== "shipped") return;
        if (!deps.orderMachine.find("shipped", "returned_to_origin", "provider", { paidBy: policyOf(order).kind, closedBy: order.closedBy })) {
          logger.warn({ orderId: order.id }, "a parcel came back to the warehouse for an order the order table does not return to origin; an admin decides");
          return;
        }
        await deps.orderMachine.move(run.manager, order, "returned_to_origin", { actor: "provider", note: `Returned to origin: ${run.subject.shipment.ndrReason ?? "delivery failed"}` });
      },
      async returnPickedUp(run) {
        const s = run.subject.shipment;
        if (s.returnRequestId) await deps.returns().pickedUp(run.manager, s.returnRequestId, `Picked up by ${s.courierName} (AWB ${s.awb})`);
      },
      async recordFailure(run) {
        Object.assign(run.subject.shipment, { ndrReason: run.options.scan?.note ?? run.note });
        await run.manager.query(`UPDATE shipments SET ndr_reason = $2, ndr_answer = NULL, ndr_answered_at = NULL, ndr_resolved_by = NULL WHERE id = $1`, [run.subject.shipment.id, run.subject.shipment.ndrReason]);
      },
      notify: (run, effect) => notices.notify(run.manager, effect.notice, run.subject.shipment, run.subject.order),
    },
  });

  async function lockShipment(manager: EntityManager, id: string): Promise<ShipmentSubject | null> {
    const found = isUuid(id) ? await manager.findOneBy(ShipmentEntity, { id }) : null;
    if (!found) return null;
    const order = (await lockOrder(manager, found.orderId))!;
    const shipment = await manager.findOneOrFail(ShipmentEntity, { where: { id }, lock: { mode: "pessimistic_write" } });
    return { shipment, order };
  }

  async function findShipment(id: string): Promise<ShipmentEntity> {
    const found = isUuid(id) ? await dataSource.manager.findOneBy(ShipmentEntity, { id }) : null;
    if (!found) throw new DomainError("NOT_FOUND", SHIPPING_MESSAGES.notFound, "shipmentId");
    return found;
  }

  /** The parcel's units with their packages: one statement. */
  async function unitsOf(manager: EntityManager, orderId: string, returnRequestId?: string): Promise<UnitPackage[]> {
    const rows: Array<{ category: UnitPackage["category"]; quantity: number; weight_grams: number | null; length_cm: number | null; breadth_cm: number | null; height_cm: number | null }> = returnRequestId
      ? await manager.query(
          `SELECT p.category, rl.quantity, p.weight_grams, p.length_cm, p.breadth_cm, p.height_cm
             FROM return_request_lines rl JOIN order_lines l ON l.id = rl.order_line_id JOIN products p ON p.id = l.product_id WHERE rl.request_id = $1`,
          [returnRequestId],
        )
      : await manager.query(`SELECT p.category, l.quantity, p.weight_grams, p.length_cm, p.breadth_cm, p.height_cm FROM order_lines l JOIN products p ON p.id = l.product_id WHERE l.order_id = $1`, [orderId]);
    return rows.map((r) => ({ category: r.category, quantity: r.quantity, weightGrams: r.weight_grams, lengthCm: r.length_cm, breadthCm: r.breadth_cm, heightCm: r.height_cm }));
  }

  /** The booking facts of an order, its row locked: whether it may be booked is shipmentBookingRefusal's to say. */
  async function bookingFacts(manager: EntityManager, order: OrderEntity): Promise<BookingFacts & { parcel: ReturnType<typeof parcelOf> }> {
    const [live]: Array<{ awb: string }> = await manager.query(`SELECT awb FROM shipments WHERE order_id = $1 AND direction = 'forward' AND status <> 'cancelled'`, [order.id]);
    const [served]: Array<{ ok: number }> = await manager.query(`SELECT 1 AS ok FROM serviceable_pincodes WHERE pincode = $1`, [order.shipPincode]);
    const parcel = parcelOf(await unitsOf(manager, order.id));
    return {
      status: order.status,
      paymentStatus: order.paymentStatus,
      collectedOnDelivery: policyOf(order).paidOn === "delivered",
      awaitsCodConfirmation: codAwaitsConfirmation(order),
      liveAwb: live?.awb ?? null,
      parcelGrams: parcel.weightGrams,
      pincode: order.shipPincode,
      pincodeServed: Boolean(served),
      parcel,
    };
  }

  /** The provider's booking request of an order (forward) or a return (reverse, from the customer). */
  async function bookingRequestOf(manager: EntityManager, order: OrderEntity, parcel: ReturnType<typeof parcelOf>, reference = order.id, returnLines?: Set<string>): Promise<BookingRequest> {
    const orderView = await loadOrderView(manager, order.id);
    const lines = returnLines ? orderView.lines.filter((l) => returnLines.has(l.id)) : orderView.lines;
    const state = order.placeOfSupply ? stateLabel(order.placeOfSupply) : "";
    // Cash on delivery: the courier collects what is left after a part-paid order's advance (issue 43 item 6).
    const collect = policyOf(order).paidOn === "delivered" && !returnLines ? dueOnDeliveryOf(order) : 0;
    return {
      reference,
      orderDate: order.createdAt,
      customer: { name: orderView.customer.name, phone: order.shipPhone, email: orderView.customer.email, address: order.shipAddress, city: order.shipCity, state, pincode: order.shipPincode },
      items: lines.map((l) => ({ name: l.title, sku: `${l.productId.slice(0, 8)}${l.size ? `-${l.size}` : ""}`, units: l.quantity, unitPricePaise: l.quantity ? Math.round(l.netPaise / l.quantity) : 0 })),
      subTotalPaise: returnLines ? lines.reduce((sum, l) => sum + l.netPaise, 0) : order.totalPaise,
      codAmountPaise: collect,
      box: parcel,
    };
  }

  /**
   * A parcel the courier booked, recorded through the shipment's lifecycle (forward, or a return's reverse pickup),
   * then moved to pickup scheduled when the courier gave a pickup date. In the caller's transaction, the order locked.
   */
  async function recordBooking(
    manager: EntityManager,
    order: OrderEntity,
    booking: Booking,
    parcel: { direction: "forward" | "reverse"; returnRequestId: string | null; codPaise: number; weightGrams: number; by: { actor: "admin" | "system"; changedBy?: string | null }; note: (first: string) => string },
  ): Promise<ShipmentSubject> {
    const subject = await machine.start(manager, { direction: parcel.direction }, "booked", parcel.by, async (first) => {
      const [{ row }]: Array<{ row: Record<string, unknown> }> = await manager.query(
        `INSERT INTO shipments (order_id, return_request_id, direction, status, provider, provider_order_id, provider_shipment_id, awb, courier_name, pickup_date, expected_delivery_date, cod_paise, weight_grams, events)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING to_jsonb(shipments.*) AS row`,
        [
          order.id,
          parcel.returnRequestId,
          parcel.direction,
          first.state,
          provider.provider,
          booking.providerOrderId,
          booking.providerShipmentId,
          booking.awb,
          booking.courierName,
          booking.pickupDate,
          booking.expectedDeliveryDate,
          parcel.codPaise,
          parcel.weightGrams,
          JSON.stringify([event("booked", new Date(), null, parcel.note(first.note))]),
        ],
      );
      return { shipment: entitiesFromJson(manager, ShipmentEntity, [row])[0]!, order };
    });
    if (booking.pickupDate) await machine.move(manager, subject, "pickup_scheduled", { actor: "system", note: `Pickup on ${booking.pickupDate}` });
    return subject;
  }

  /**
   * Books one order's parcel: claims the order (one booking at a time; a claim older than two minutes is a dead node's
   * and may be taken over), asks the provider (which finds the provider order a crashed attempt made, by our order id),
   * then writes the shipment. A refusal or an outage leaves the order "not booked" with the reason (a retry is the same
   * call) and never half-booked.
   */
  async function bookOrder(orderId: string, changedBy: string | null): Promise<ShipmentView> {
    const claimed = await dataSource.transaction(async (manager) => {
      const order = await lockOrder(manager, orderId);
      if (!order) throw new DomainError("NOT_FOUND", SHIPPING_MESSAGES.orderNotFound, "orderId");
      const facts = await bookingFacts(manager, order);
      const refusal = shipmentBookingRefusal(facts);
      if (refusal) throw new DomainError("BAD_USER_INPUT", refusal, "orderId");
      if (order.bookingStartedAt && Date.now() - order.bookingStartedAt.getTime() < BOOKING_CLAIM_SECONDS * 1000) throw new DomainError("CONFLICT", SHIPPING_MESSAGES.bookingInProgress, "orderId");
      await manager.query(`UPDATE orders SET booking_started_at = now() WHERE id = $1`, [order.id]);
      // A parcel cancelled before is a provider order of its own: the next booking's reference counts them (#2, #3…).
      const [{ cancelled }]: Array<{ cancelled: number }> = await manager.query(`SELECT count(*)::int AS cancelled FROM shipments WHERE order_id = $1 AND direction = 'forward' AND status = 'cancelled'`, [order.id]);
      const reference = cancelled ? `${order.id}-${cancelled + 1}` : order.id;
      return { request: await bookingRequestOf(manager, order, facts.parcel, reference), weightGrams: facts.parcel.weightGrams };
    });
    let booking;
    try {
      booking = await provider.book(claimed.request);
    } catch (error) {
      if (!(error instanceof ShippingProviderError)) throw error;
      logger.warn({ orderId, failure: error.failure, detail: error.detail }, "booking a parcel with the courier failed");
      await dataSource.query(`UPDATE orders SET booking_started_at = NULL, booking_error = $2 WHERE id = $1`, [orderId, error.message.slice(0, 500)]);
      throw new DomainError("CONFLICT", SHIPPING_MESSAGES.notBooked(error.message), "orderId");
    }
    return dataSource.transaction(async (manager) => {
      const order = (await lockOrder(manager, orderId))!;
      await manager.query(`UPDATE orders SET booking_started_at = NULL, booking_error = NULL WHERE id = $1`, [orderId]);
      const existing = await manager.findOneBy(ShipmentEntity, { provider: provider.provider, awb: booking.awb });
      if (existing) return view(existing);
      const subject = await recordBooking(manager, order, booking, {
        direction: "forward",
        returnRequestId: null,
        codPaise: claimed.request.codAmountPaise,
        weightGrams: claimed.weightGrams,
        by: { actor: changedBy ? "admin" : "system", changedBy },
        note: (first) => `${first}: ${booking.courierName}, AWB ${booking.awb}`,
      });
      return view(subject.shipment);
    });
  }

  /**
   * One scan of the courier (its webhook, the sandbox's simulation): recorded on the parcel's timeline once (the same
   * scan twice changes nothing), and the parcel moved when the table has the move and the scan is not older than the
   * one that set its status (a late scan is kept in the timeline and moves nothing back). Unknown AWB: logged.
   */
  async function recordScan(scan: ScanEvent): Promise<{ outcome: "moved" | "recorded" | "duplicate" | "ignored" | "unknown" }> {
    const found = await dataSource.manager.findOneBy(ShipmentEntity, { provider: provider.provider, awb: scan.awb });
    if (!found) {
      logger.warn({ awb: scan.awb, status: scan.providerStatus, reference: scan.reference }, "a courier scan for an AWB this shop did not book; answered and ignored");
      return { outcome: "unknown" };
    }
    return dataSource.transaction(async (manager) => {
      const subject = (await lockShipment(manager, found.id))!;
      const { shipment } = subject;
      if (!scan.status) {
        logger.info({ awb: scan.awb, status: scan.providerStatus }, "a courier scan the shop does not follow");
        return { outcome: "ignored" as const };
      }
      const entry = event(scan.status, scan.at, scan.location, scan.note);
      if (shipment.events.some((e) => e.status === entry.status && e.at === entry.at && e.location === entry.location && e.note === entry.note)) return { outcome: "duplicate" as const };
      shipment.events = [...shipment.events, entry];
      if (scan.expectedDeliveryDate) shipment.expectedDeliveryDate = scan.expectedDeliveryDate;
      await manager.query(`UPDATE shipments SET events = $2, expected_delivery_date = $3, updated_at = now() WHERE id = $1`, [shipment.id, JSON.stringify(shipment.events), shipment.expectedDeliveryDate]);
      // Providers stamp scans to the second: a scan in the same second as the status is not older than it.
      const movable = scan.status !== shipment.status && Math.floor(scan.at.getTime() / 1000) >= Math.floor(shipment.statusAt.getTime() / 1000) && machine.find(shipment.status, scan.status, "provider", { direction: shipment.direction });
      if (!movable) {
        if (scan.status !== shipment.status) logger.info({ awb: scan.awb, from: shipment.status, scan: scan.status }, "a late or out-of-order courier scan: kept in the timeline, the parcel not moved back");
        return { outcome: "recorded" as const };
      }
      await machine.move(manager, subject, scan.status, { actor: "provider", note: scan.note ?? shipmentStatusWords(scan.status), scan });
      return { outcome: "moved" as const };
    });
  }

  /** The next three business days a failed delivery may be attempted again (the shop's time zone). */
  function rescheduleDates(now = new Date()): string[] {
    return [1, 2, 3].map((days) => deliveryDate(now, { timeZone: config.shopTimeZone, cutoffHour: 24, days }));
  }

  async function answerFailure(shipment: ShipmentEntity, answer: { action: "reattempt"; date: string } | { action: "return" }, note: string | null, by: "customer" | "admin") {
    if (shipment.status !== "delivery_failed") throw new DomainError("BAD_USER_INPUT", SHIPPING_MESSAGES.notFailed(shipmentStatusWords(shipment.status)), "shipmentId");
    try {
      await provider.answerNdr(shipment.awb, answer.action === "reattempt" ? { action: "reattempt", date: answer.date, note } : { action: "return", note });
    } catch (error) {
      if (!(error instanceof ShippingProviderError)) throw error;
      logger.warn({ shipmentId: shipment.id, detail: error.detail }, "the courier did not take the answer to a failed delivery");
      throw new DomainError("CONFLICT", error.message);
    }
    const words = answer.action === "reattempt" ? `Deliver again on ${answer.date}${note ? `: ${note}` : ""}` : `Return to origin${note ? `: ${note}` : ""}`;
    return dataSource.transaction(async (manager) => {
      const subject = (await lockShipment(manager, shipment.id))!;
      const s = subject.shipment;
      s.events = [...s.events, event("delivery_failed", nextAt(s.events), null, `${by === "customer" ? "Customer" : "Shop"}: ${words}`)];
      await manager.query(`UPDATE shipments SET ndr_answer = $2, ndr_answered_at = now(), ndr_resolved_by = $3, events = $4, updated_at = now() WHERE id = $1`, [s.id, words, by, JSON.stringify(s.events)]);
      Object.assign(s, { ndrAnswer: words, ndrAnsweredAt: new Date(), ndrResolvedBy: by });
      if (answer.action === "return" && s.status === "delivery_failed") await machine.move(manager, subject, "rto_initiated", { actor: "admin", note: words });
      return view(s);
    });
  }

  return {
    machine,
    rescheduleDates,
    isSandbox(viewer: Viewer | null): boolean {
      requireAdmin(viewer);
      return deps.shipping.sandbox !== undefined;
    },
    /** The order emails' parcel (shipped, delivered): the order's live forward shipment. */
    parcels: {
      async noteOf(manager: EntityManager, orderId: string) {
        const shipment = await manager.findOne(ShipmentEntity, { where: { orderId, direction: "forward" }, order: { createdAt: "DESC" } });
        return shipment && shipment.status !== "cancelled" ? notices.parcelNote(shipment) : undefined;
      },
    } satisfies ParcelNotes,
    /** The shipments of these orders, oldest first (one statement; Order.shipments). */
    async shipmentsOfOrders(orderIds: readonly string[]): Promise<Map<string, ShipmentView[]>> {
      const rows = orderIds.length ? await dataSource.manager.find(ShipmentEntity, { where: orderIds.map((orderId) => ({ orderId })), order: { createdAt: "ASC" } }) : [];
      const byOrder = new Map<string, ShipmentView[]>(orderIds.map((id) => [id, []]));
      for (const row of rows) byOrder.get(row.orderId)?.push(view(row));
      return byOrder;
    },

    createShipment(viewer: Viewer | null, rawOrderId: unknown): Promise<ShipmentView> {
      const admin = requireAdmin(viewer);
      return bookOrder(parseInput(orderIdInput, rawOrderId), admin.userId);
    },

    /** Books many orders one after another; each order's own result or refusal (bulk booking from the "Ready to ship" queue). */
    async createShipments(viewer: Viewer | null, rawIds: unknown): Promise<Array<{ orderId: string; shipment: ShipmentView | null; error: string | null }>> {
      const admin = requireAdmin(viewer);
      const ids = parseInput(idsInput, rawIds);
      const results = [];
      for (const orderId of [...new Set(ids)]) {
        try {
          if (!isUuid(orderId)) throw new DomainError("NOT_FOUND", SHIPPING_MESSAGES.orderNotFound);
          results.push({ orderId, shipment: await bookOrder(orderId, admin.userId), error: null });
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          results.push({ orderId, shipment: null, error: error.message });
        }
      }
      return results;
    },

    /** Cancels a parcel not picked up yet: the provider first, then the shipment (the order may be booked again). */
    async cancelShipment(viewer: Viewer | null, rawId: unknown): Promise<ShipmentView> {
      const admin = requireAdmin(viewer);
      const shipment = await findShipment(parseInput(idInput, rawId));
      if (!machine.find(shipment.status, "cancelled", "admin", { direction: shipment.direction })) {
        throw new DomainError("BAD_USER_INPUT", SHIPPING_MESSAGES.notCancellable(shipmentStatusWords(shipment.status)), "id");
      }
      try {
        await provider.cancel([shipment.awb]);
      } catch (error) {
        if (!(error instanceof ShippingProviderError)) throw error;
        throw new DomainError("CONFLICT", error.message, "id");
      }
      return dataSource.transaction(async (manager) => {
        const subject = (await lockShipment(manager, shipment.id))!;
        await machine.move(manager, subject, "cancelled", { actor: "admin", changedBy: admin.userId, note: "Cancelled by an admin before pickup" });
        return view(subject.shipment);
      });
    },

    /** The admin's answer to a failed delivery: attempt again on the next working day, or send the parcel back. */
    async resolveDeliveryFailure(viewer: Viewer | null, raw: unknown): Promise<ShipmentView> {
      requireAdmin(viewer);
      const input = parseInput(resolveInput, raw);
      const shipment = await findShipment(input.shipmentId);
      return answerFailure(shipment, input.action === "reattempt" ? { action: "reattempt", date: rescheduleDates()[0]! } : { action: "return" }, input.note ?? null, "admin");
    },

    /** The shopper picks another day (one of the next three working days) for a failed delivery of their own order. */
    async rescheduleDelivery(viewer: Viewer | null, raw: unknown): Promise<ShipmentView> {
      const user = requireUser(viewer);
      const input = parseInput(rescheduleInput, raw);
      const shipment = isUuid(input.shipmentId) ? await dataSource.manager.findOne(ShipmentEntity, { where: { id: input.shipmentId }, relations: { order: true } }) : null;
      if (!shipment || shipment.order?.userId !== user.userId || shipment.direction !== "forward") throw new DomainError("NOT_FOUND", SHIPPING_MESSAGES.notFound, "shipmentId");
      if (shipment.status !== "delivery_failed") throw new DomainError("BAD_USER_INPUT", SHIPPING_MESSAGES.notFailed(shipmentStatusWords(shipment.status)), "shipmentId");
      const dates = rescheduleDates();
      if (!dates.includes(input.date)) throw new DomainError("BAD_USER_INPUT", SHIPPING_MESSAGES.rescheduleDate(dates), "date");
      return answerFailure(shipment, { action: "reattempt", date: input.date }, input.note ?? null, "customer");
    },

    /** The sandbox acts out a scan on a parcel (admin, SHIPPING_PROVIDER=sandbox only): a real webhook to this shop. */
    async simulateShipmentEvent(viewer: Viewer | null, raw: { shipmentId: unknown; status: unknown; note?: unknown }): Promise<ShipmentView> {
      requireAdmin(viewer);
      const sandbox = deps.shipping.sandbox;
      if (!sandbox) throw new DomainError("FORBIDDEN", SHIPPING_MESSAGES.sandboxOnly);
      const shipment = await findShipment(parseInput(idInput, raw.shipmentId));
      const status = parseInput(statusInput, raw.status);
      const note = parseInput(z.object({ note: noteInput }), { note: raw.note }).note ?? null;
      if (status !== shipment.status && !machine.find(shipment.status, status, "provider", { direction: shipment.direction })) {
        throw machine.refusal(shipment.status, status, "provider", { direction: shipment.direction });
      }
      const answered = await sandbox.act(shipment.awb, status, note);
      // Without a webhook address (work before the app listens: the demo seed), the same scan is read here instead.
      if (answered === undefined) {
        const doc = (await sandbox.byAwb(shipment.awb))!;
        await recordScan(provider.parseWebhook(sandbox.webhookBody(doc)));
      }
      return view(await findShipment(shipment.id));
    },

    /** The courier's tracking webhook: the token checked first (a wrong one changes nothing), then the scan. */
    async handleWebhook(body: unknown, token: unknown) {
      if (!provider.verifyWebhook(token)) throw new DomainError("UNAUTHENTICATED", SHIPPING_MESSAGES.wrongToken);
      let scan: ScanEvent;
      try {
        scan = provider.parseWebhook(body);
      } catch (error) {
        throw new DomainError("BAD_USER_INPUT", error instanceof Error ? error.message : "not a tracking event");
      }
      return recordScan(scan);
    },

    /** One PDF with the labels of these shipments (admin). */
    async labels(viewer: Viewer | null, rawIds: unknown): Promise<Buffer> {
      requireAdmin(viewer);
      const ids = parseInput(z.array(z.string().refine(isUuid, "Shipment not found")).min(1, "Choose at least one shipment").max(100, "At most 100 labels at once"), rawIds);
      const rows = await dataSource.manager.find(ShipmentEntity, { where: ids.map((id) => ({ id })) });
      if (rows.length !== new Set(ids).size) throw new DomainError("NOT_FOUND", SHIPPING_MESSAGES.notFound, "ids");
      try {
        return await provider.labels(rows.map((r) => r.providerShipmentId));
      } catch (error) {
        if (!(error instanceof ShippingProviderError)) throw error;
        throw new DomainError("CONFLICT", error.message, "ids");
      }
    },

    /** Confirmed orders not booked yet, oldest first, with the reason a booking failed (the "Ready to ship" queue). */
    async readyToShip(viewer: Viewer | null, { first = 50 }: { first?: number | null } = {}) {
      requireAdmin(viewer);
      const limit = Math.min(Math.max(first ?? 50, 1), 100);
      const rows: Array<{ id: string }> = await dataSource.query(
        // Not a cash-on-delivery order still awaiting the shopper's confirmation (codAwaitsConfirmation's state).
        `SELECT o.id FROM orders o WHERE o.status = 'confirmed' AND o.cod_confirmation <> 'awaiting'
           AND NOT EXISTS (SELECT 1 FROM shipments s WHERE s.order_id = o.id AND s.direction = 'forward' AND s.status <> 'cancelled')
         ORDER BY o.created_at, o.id LIMIT $1`,
        [limit],
      );
      return Promise.all(rows.map((r) => loadOrderView(dataSource.manager, r.id)));
    },

    /** Failed deliveries waiting for an answer or a new attempt, oldest first (the NDR queue). */
    async deliveryFailures(viewer: Viewer | null): Promise<ShipmentView[]> {
      requireAdmin(viewer);
      const rows = await dataSource.manager.find(ShipmentEntity, { where: { status: "delivery_failed" }, order: { statusAt: "ASC" }, take: 25 });
      return rows.map(view);
    },

    /** Books (again) the reverse pickup of an approved return (admin). */
    createReturnPickup(viewer: Viewer | null, rawId: unknown): Promise<ShipmentView> {
      requireAdmin(viewer);
      const id = parseInput(z.string({ error: "Return request is required" }).refine(isUuid, "Return request not found"), rawId);
      return this.bookReturnPickup(id);
    },

    /** Books the reverse pickup of an approved return (the returns module calls it after approving). */
    async bookReturnPickup(returnRequestId: string): Promise<ShipmentView> {
      const claimed = await dataSource.transaction(async (manager) => {
        const [request]: Array<{ order_id: string; status: string }> = await manager.query(`SELECT order_id, status FROM return_requests WHERE id = $1`, [returnRequestId]);
        if (!request) throw new DomainError("NOT_FOUND", "Return request not found");
        const order = (await lockOrder(manager, request.order_id))!;
        const [live]: Array<{ id: string }> = await manager.query(`SELECT id FROM shipments WHERE return_request_id = $1 AND direction = 'reverse' AND status <> 'cancelled'`, [returnRequestId]);
        if (live) return { existing: live.id } as const;
        if (request.status !== "approved") throw new DomainError("BAD_USER_INPUT", SHIPPING_MESSAGES.returnNotApproved);
        const lineIds: Array<{ order_line_id: string }> = await manager.query(`SELECT order_line_id FROM return_request_lines WHERE request_id = $1`, [returnRequestId]);
        const parcel = parcelOf(await unitsOf(manager, order.id, returnRequestId));
        return { request: await bookingRequestOf(manager, order, parcel, returnRequestId, new Set(lineIds.map((l) => l.order_line_id))), orderId: order.id, weightGrams: parcel.weightGrams };
      });
      if ("existing" in claimed) return view(await findShipment(claimed.existing!));
      let booking;
      try {
        booking = await provider.bookReturn(claimed.request);
      } catch (error) {
        if (!(error instanceof ShippingProviderError)) throw error;
        throw new DomainError("CONFLICT", SHIPPING_MESSAGES.notBooked(error.message));
      }
      return dataSource.transaction(async (manager) => {
        const order = (await lockOrder(manager, claimed.orderId))!;
        const existing = await manager.findOneBy(ShipmentEntity, { provider: provider.provider, awb: booking.awb });
        if (existing) return view(existing);
        const subject = await recordBooking(manager, order, booking, {
          direction: "reverse",
          returnRequestId,
          codPaise: 0,
          weightGrams: claimed.weightGrams,
          by: { actor: "system" },
          note: () => `Reverse pickup booked: ${booking.courierName}, AWB ${booking.awb}`,
        });
        return view(subject.shipment);
      });
    },
  };
}

export type ShippingService = ReturnType<typeof createShippingService>;
