/**
 * The demo shop's trading history: a few dozen demo customers and about 90 days of orders in every status (paid,
 * shipped, delivered, refunded, abandoned before payment, cancelled by the shop, and a couple still waiting for
 * payment), with reviews from the buyers and a handful of returns and exchanges (issue 26) in their different states.
 * Only the demo seed runs this, on a shop without any order yet.
 *
 * Every order goes through the shop's own services, as a shopper and the admin would make it: cart → checkout
 * (stock reserved) → a payment in the offline Razorpay stand-in → verify (invoice number, order email) → the admin's
 * moves (shipping, delivery, a cancellation refunds through the gateway and puts the stock back) → reviews (the
 * reviews service checks that the reviewer bought the product) → a return or exchange through the returns service (the
 * refund through the gateway or by hand, the credit note, the exchange's replacement order). Only afterwards are the
 * rows dated back to when the story says each step happened, since the services stamp everything "now". The demo's emails stay in the outbox
 * marked as kept locally: they are never handed to an SMTP server, even when SMTP_URL is set.
 */
import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import type { DataSource } from "typeorm";
import type { Config } from "../../config.js";
import { DomainError } from "../../lib/errors.js";
import { createLogger } from "../../lib/logger.js";
import { startOfflinePaymentProvider } from "../../payments/index.js";
import { startOfflineShippingProvider } from "../../payments/shipping/index.js";
import { createServices, type Services } from "../../services/index.js";
import type { MediaStore } from "../../services/media/index.js";
import { paidBySql, refundMethodOf } from "../../services/orders/index.js";
import type { Viewer } from "../../services/viewer.js";
import { DEMO_ADMIN, DEMO_CUSTOMER } from "./demo-accounts.js";
import { seedShopperLoops } from "./loops.js";

const DAY = 86_400_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;
/** India's offset from UTC (no daylight saving): the demo's days are the shop's calendar days, as the dashboard's are. */
const IST_OFFSET = 5.5 * HOUR;
/** How far back the history goes: the dashboard's longest range. */
export const DEMO_HISTORY_DAYS = 90;

/** The demo customers (besides Priya). Their addresses are @example.com (RFC 2606): nothing can reach a real inbox. */
const CUSTOMER_NAMES = [
  "Aarav Mehta", "Ananya Iyer", "Rohan Gupta", "Diya Nair", "Vivaan Reddy", "Ishita Banerjee", "Kabir Singh", "Meera Pillai",
  "Arjun Desai", "Saanvi Joshi", "Aditya Rao", "Kavya Menon", "Reyansh Kapoor", "Tara Bhattacharya", "Vihaan Malhotra", "Nisha Agarwal",
  "Krishna Murthy", "Pooja Kulkarni", "Siddharth Chauhan", "Riya Saxena", "Farhan Qureshi", "Zoya Khan", "Harpreet Kaur", "Aditi Deshpande",
  "Manav Shetty", "Sneha Patil", "Dev Choudhary", "Lakshmi Subramanian", "Neel Bose", "Anika Verma", "Yash Thakur", "Fatima Sheikh",
] as const;

/** Delivery addresses: real cities with a pincode of theirs (India Post's 6-digit PIN, first digit 1–9). */
const PLACES = [
  { city: "Mumbai", pincode: "400050", street: "Hill Road, Bandra West" },
  { city: "New Delhi", pincode: "110017", street: "Saket, Press Enclave Marg" },
  { city: "Bengaluru", pincode: "560034", street: "80 Feet Road, Koramangala" },
  { city: "Chennai", pincode: "600040", street: "2nd Avenue, Anna Nagar" },
  { city: "Kolkata", pincode: "700019", street: "Gariahat Road, Ballygunge" },
  { city: "Hyderabad", pincode: "500033", street: "Road No. 36, Jubilee Hills" },
  { city: "Pune", pincode: "411004", street: "FC Road, Deccan Gymkhana" },
  { city: "Ahmedabad", pincode: "380009", street: "CG Road, Navrangpura" },
  { city: "Jaipur", pincode: "302001", street: "MI Road, Panch Batti" },
  { city: "Lucknow", pincode: "226001", street: "Hazratganj" },
  { city: "Kochi", pincode: "682016", street: "MG Road, Ernakulam" },
  { city: "Chandigarh", pincode: "160017", street: "Sector 17-C" },
] as const;

const REVIEWS: Record<number, readonly string[]> = {
  5: [
    "Lovely fabric and the fit is spot on. Ordering another colour.",
    "Exactly as pictured, arrived well packed and before the date promised.",
    "Great quality for the price. Washed twice, no fading at all.",
    "My go-to now. Comfortable all day, even in the Chennai heat.",
  ],
  4: [
    "Good quality, runs slightly large; size down if you are between sizes.",
    "Nice finish and colour. Delivery took a day longer than expected.",
    "Comfortable and looks smart. Would have liked one more colour option.",
  ],
  3: ["Decent, but the colour is a shade lighter than on screen.", "Okay for everyday use; stitching could be neater."],
  2: ["The fit did not suit me and the material feels thin."],
};

/** What happens to an order after it is placed. */
type Fate =
  | "delivered"
  | "shipped"
  | "confirmed"
  | "refunded"
  | "abandoned"
  | "cancelledUnpaid"
  | "pending"
  | "codDelivered"
  | "codReturned"
  // Issue 43: a COD order confirmed by its shopper and waiting to ship, one still waiting for the confirmation, and one
  // never confirmed (the shop cancelled it COD_CONFIRM_HOURS after it was placed).
  | "codConfirmed"
  | "codAwaiting"
  | "codUnconfirmed"
  // Issue 43 item 6: part-paid COD (an advance paid online at checkout): one waiting to ship, one delivered with the
  // rest collected, one cancelled by the shop with its advance refunded.
  | "codPartPaid"
  | "codPartPaidDelivered"
  | "codPartPaidCancelled";

/** The demo's part-paid COD orders are placed as a shop with COD_ADVANCE=99 places them (unless the shop sets its own). */
const DEMO_COD_ADVANCE = { kind: "amount", paise: 9900 } as const;
const partPaid = (fate: Fate) => fate === "codPartPaid" || fate === "codPartPaidDelivered" || fate === "codPartPaidCancelled";

/** What a delivered order's buyer did about it afterwards: a return or exchange, carried as far as this says. */
export type ReturnStory = "requested" | "approved" | "rejected" | "refunded" | "refundedByHand" | "exchangeShipped";

export interface Plan {
  customer: number;
  placedAt: number;
  fate: Fate;
  story?: ReturnStory;
}

/** A small deterministic generator (mulberry32): the same demo on every fresh start. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}

/** The fate of an order placed `age` ms ago: older orders had time to travel; the newest are still on the way. */
function fateFor(age: number, r: number): Fate {
  // Cash on delivery (issue 25): some older orders were paid at the door, and a few came back undelivered.
  if (age > 6 * DAY) {
    return r < 0.58 ? "delivered" : r < 0.72 ? "codDelivered" : r < 0.76 ? "codReturned" : r < 0.82 ? "refunded" : r < 0.93 ? "abandoned" : r < 0.96 ? "cancelledUnpaid" : "shipped";
  }
  if (age > 2 * DAY) return r < 0.45 ? "shipped" : r < 0.75 ? "delivered" : r < 0.88 ? "abandoned" : "confirmed";
  return r < 0.7 ? "confirmed" : r < 0.85 ? "shipped" : "abandoned";
}

/** About one order a day (more at weekends), oldest first; Priya's own history; two orders waiting for payment now. */
function planOrders(now: number, customers: number, random: ReturnType<typeof generator>): Plan[] {
  const plans: Plan[] = [];
  for (let daysAgo = DEMO_HISTORY_DAYS - 1; daysAgo >= 0; daysAgo--) {
    // The India date `daysAgo` days back (its UTC fields): after 18:30 UTC India is a day ahead, and a UTC date would put
    // the oldest day's orders before the start of the dashboard's 90 days.
    const day = new Date(now + IST_OFFSET - daysAgo * DAY);
    const weekend = day.getUTCDay() === 0 || day.getUTCDay() === 6;
    const count = random.int(weekend ? 1 : 0, weekend ? 3 : 1);
    for (let k = 0; k < count; k++) {
      // Between 09:00 and 23:00 IST (03:30–17:30 UTC), never in the future.
      const placedAt = Math.min(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 3, 30) + random.int(0, 14 * 60) * MINUTE, now - 3 * HOUR);
      plans.push({ customer: random.int(1, customers - 1), placedAt, fate: fateFor(now - placedAt, random.next()) });
    }
  }
  // Priya (customer 0): a regular with a bit of everything, so her order history shows each status.
  const priya: Array<[days: number, fate: Fate]> = [[78, "delivered"], [52, "codDelivered"], [37, "abandoned"], [24, "refunded"], [11, "delivered"], [4, "shipped"], [1, "confirmed"]];
  for (const [days, fate] of priya) plans.push({ customer: 0, placedAt: now - days * DAY - 5 * HOUR, fate });
  // Two shoppers at the payment window right now (their reservations run out like any other).
  // Cash on delivery confirmed before it ships (issue 43): customers with WhatsApp order updates (seedWhatsAppConsents).
  plans.push({ customer: 10, placedAt: now - 20 * DAY - 3 * HOUR, fate: "codUnconfirmed" });
  plans.push({ customer: 11, placedAt: now - 26 * HOUR, fate: "codConfirmed" });
  plans.push({ customer: 12, placedAt: now - 3 * HOUR, fate: "codAwaiting" });
  plans.push({ customer: 13, placedAt: now - 30 * DAY - 2 * HOUR, fate: "codPartPaidDelivered" });
  plans.push({ customer: 14, placedAt: now - 6 * DAY - 4 * HOUR, fate: "codPartPaidCancelled" });
  plans.push({ customer: 15, placedAt: now - 20 * HOUR, fate: "codPartPaid" });
  plans.push({ customer: random.int(1, customers - 1), placedAt: now - 9 * MINUTE, fate: "pending" });
  plans.push({ customer: random.int(1, customers - 1), placedAt: now - 4 * MINUTE, fate: "pending" });
  plans.sort((a, b) => a.placedAt - b.placedAt);
  assignReturnStories(plans, now);
  return plans;
}

/**
 * A handful of delivered orders come back (issue 26): Priya's recent one waits for the shop's answer; another recent
 * one is approved, its pickup due; older ones were refunded (through the gateway, and by hand for cash on delivery),
 * exchanged for another size (the replacement on its way) and rejected. Older means delivered long enough ago for the
 * whole story to have happened since.
 */
function assignReturnStories(plans: Plan[], now: number): void {
  const placed = (p: Plan, fromDaysAgo: number, toDaysAgo: number) => p.placedAt >= now - fromDaysAgo * DAY && p.placedAt <= now - toDaysAgo * DAY;
  const others = plans.filter((p) => p.customer !== 0);
  const priya = plans.find((p) => p.customer === 0 && p.fate === "delivered" && placed(p, 14, 8));
  if (priya) priya.story = "requested";
  // A delivered order of 8 to 14 days ago, whatever the day the demo is made (the random fates of that week may hold
  // none: the latest order of the week is then delivered).
  const recentWeek = others.filter((p) => placed(p, 14, 8));
  const recent = recentWeek.filter((p) => p.fate === "delivered").at(-1) ?? recentWeek.at(-1);
  if (recent) Object.assign(recent, { fate: "delivered", story: "approved" });
  const older = others.filter((p) => p.fate === "delivered" && placed(p, 45, 16));
  const stories: ReturnStory[] = ["refunded", "exchangeShipped", "rejected"];
  for (const [i, story] of stories.entries()) {
    const plan = older[Math.floor((i * older.length) / stories.length)];
    if (plan && !plan.story) plan.story = story;
  }
  // A cash-on-delivery order of 16 to 45 days ago, whatever the day (the random fates of those weeks may hold none:
  // the latest delivered order of them without a story is then one paid at the door).
  const olderCod = others.filter((p) => placed(p, 45, 16));
  const cod = olderCod.find((p) => p.fate === "codDelivered") ?? olderCod.filter((p) => p.fate === "delivered" && !p.story).at(-1);
  if (cod) Object.assign(cod, { fate: "codDelivered", story: "refundedByHand" });
}

/** When each step of the order happened: placed, then (by fate) paid, shipped, delivered or closed. */
function timeline(plan: Plan, now: number, random: ReturnType<typeof generator>): number[] {
  const placed = plan.placedAt;
  const paid = placed + random.int(1, 4) * MINUTE;
  const cap = (t: number) => Math.min(t, now - 30 * MINUTE);
  const shipped = cap(paid + random.int(18, 40) * HOUR);
  const delivered = cap(shipped + random.int(40, 96) * HOUR);
  switch (plan.fate) {
    case "pending":
      return [placed];
    case "abandoned":
      return [placed, placed + random.int(2, 8) * MINUTE];
    case "cancelledUnpaid":
      return [placed, placed + random.int(3, 20) * HOUR];
    case "confirmed":
      return [placed, paid];
    case "refunded":
      return [placed, paid, cap(paid + random.int(4, 30) * HOUR)];
    case "shipped":
      return [placed, paid, shipped];
    case "delivered":
      return [placed, paid, shipped, delivered];
    case "codAwaiting":
    case "codUnconfirmed":
      return [placed, placed];
    case "codConfirmed":
      return [placed, placed, cap(placed + random.int(5, 90) * MINUTE)];
    // Part-paid COD: placed waiting for the advance, paid minutes later (no confirmation needed), then as any COD order.
    case "codPartPaid":
      return [placed, paid];
    case "codPartPaidCancelled":
      return [placed, paid, cap(paid + random.int(4, 30) * HOUR)];
    case "codPartPaidDelivered":
      return [placed, paid, shipped, delivered];
    // Cash on delivery: placed awaiting the shopper's confirmation, confirmed within hours, collected (or back at the
    // shop) when the courier is done.
    case "codDelivered":
    case "codReturned":
      return [placed, placed, cap(placed + random.int(5, 180) * MINUTE), cap(placed + random.int(18, 40) * HOUR), cap(placed + random.int(60, 130) * HOUR)];
  }
}

/** The generator's seed: the same demo, for a given hour, on every fresh start. */
const DEMO_RANDOM_SEED = 0x5_07_12a;

/**
 * The demo's order plan as seedDemoOrders draws it at `now` (the same generator and customers): its stories depend on
 * the dates, so demo-plan.test.ts checks it at every half hour of several weeks.
 */
export function demoOrderPlan(now: number): ReadonlyArray<Readonly<Plan>> {
  return planOrders(now, CUSTOMER_NAMES.length + 1, generator(DEMO_RANDOM_SEED));
}

/** Orders made at a time: the work is mostly waiting on PostgreSQL's commits and the stand-in's answers. */
const PARALLEL_ORDERS = 4;

/** Consecutive runs of plans with no customer twice, at most `size` long. */
function groupsOfDistinctCustomers<T extends { customer: number }>(plans: readonly T[], size: number): T[][] {
  const groups: T[][] = [];
  let group: T[] = [];
  for (const plan of plans) {
    if (group.length === size || group.some((p) => p.customer === plan.customer)) {
      groups.push(group);
      group = [];
    }
    group.push(plan);
  }
  if (group.length) groups.push(group);
  return groups;
}

/** Runs `task` over `items`, PARALLEL_ORDERS at a time, keeping the order of the results. */
async function inBatches<T, R>(items: readonly T[], task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += PARALLEL_ORDERS) results.push(...(await Promise.all(items.slice(i, i + PARALLEL_ORDERS).map(task))));
  return results;
}

interface Shopper {
  viewer: Viewer;
  addressId: string;
  email: string;
}

/**
 * Seeds the demo's customers, orders and reviews; returns what it made. Sandbox payments only (the demo never takes
 * real money): with Razorpay keys configured it makes nothing.
 */
export async function seedDemoOrders(
  dataSource: DataSource,
  config: Config,
  mediaStore: MediaStore,
  log: (line: string) => void,
): Promise<{ customers: number; orders: number; reviews: number; returns: number; seconds: number }> {
  const started = performance.now();
  if (config.payments.mode !== "sandbox") {
    log("Razorpay keys are configured: the demo's order history is not made (its payments would be real)");
    return { customers: 0, orders: 0, reviews: 0, returns: 0, seconds: 0 };
  }
  const provider = await startOfflinePaymentProvider(config, dataSource);
  // The services' own warnings only (each demo step is not news), or less when the config asks for less.
  const logLevel = ["trace", "debug", "info"].includes(config.logLevel) ? "warn" : config.logLevel;
  const logger = createLogger({ env: config.env, logLevel });
  // Parcels go through the offline courier (issue 42) when it is the one configured: booked, scanned, delivered.
  const shipping = config.shipping.mode === "sandbox" ? await startOfflineShippingProvider(config, logger, dataSource) : undefined;
  // The demo's COD stories (confirmed, awaiting, never confirmed, returned) are told as a shop without an advance or a
  // risk policy tells them, whatever this shop sets (COD_ADVANCE on every order, COD_RISK_POLICY=hide would refuse them).
  const demoConfig: Config = { ...config, delivery: { ...config.delivery, codAdvance: null, riskPolicy: "off" } };
  const services = createServices({ dataSource, config: demoConfig, mediaStore, paymentProvider: provider, logger, shippingSetup: shipping });
  // The part-paid COD orders (issue 43 item 6) as a shop with an advance places them: the same services, COD_ADVANCE set.
  const advanceConfig: Config = { ...config, delivery: { ...config.delivery, codAdvance: config.delivery.codAdvance ?? DEMO_COD_ADVANCE, riskPolicy: "off" } };
  const advanceServices = createServices({ dataSource, config: advanceConfig, mediaStore, paymentProvider: provider, logger, shippingSetup: shipping });
  try {
    const now = Date.now();
    const random = generator(DEMO_RANDOM_SEED);
    const admin = await viewerOf(dataSource, DEMO_ADMIN.email, "admin");
    const priya = await viewerOf(dataSource, DEMO_CUSTOMER.email, "customer");
    if (!admin || !priya) {
      log("The demo admin or Priya is missing: the demo's order history is not made");
      return { customers: 0, orders: 0, reviews: 0, returns: 0, seconds: 0 };
    }
    const names = CUSTOMER_NAMES.map((name, i) => ({ name, i, email: `${name.toLowerCase().replace(/\s+/g, ".")}@example.com` }));
    const others = await inBatches(names, async ({ name, i, email }) => {
      // A password nobody knows: the demo customers exist to have bought things, not to sign in.
      const password = `Demo-${randomBytes(12).toString("hex")}-1a`;
      const user = await services.auth.createAccount({ username: name.toLowerCase().replace(/\s+/g, "_"), email, password, name, role: "customer" });
      return shopperOf(services, { userId: user.id, sessionId: "demo-seed", role: "customer" }, email, name, i + 1);
    });
    const shoppers = [await shopperOf(services, priya, DEMO_CUSTOMER.email, DEMO_CUSTOMER.name, 0), ...others];
    // Issue 43: a few customers agreed at checkout to order updates on WhatsApp (their numbers are made up: 90000 000xx),
    // among them the three whose COD orders wait to ship, wait for the confirmation and were never confirmed.
    for (const shopper of shoppers.slice(10, 16)) {
      const phone = `900000${String(shoppers.indexOf(shopper)).padStart(4, "0")}`;
      await services.whatsAppUpdates.setWhatsAppUpdates(shopper.viewer, { granted: true, phone, source: "checkout" });
    }

    // Every random choice of an order comes from its own generator, drawn here in order: the same demo whatever
    // order the concurrent orders finish in.
    const plans = planOrders(now, shoppers.length, random).map((plan) => ({ ...plan, seed: random.int(0, 2 ** 31) }));
    // COD risk (issue 43 item 7): earlier COD orders of theirs came back, so the order waiting for its confirmation is
    // judged HIGH (two came back) and the confirmed one MEDIUM (one came back); the rest mostly LOW. Added after the
    // draws above with seeds of their own, so every other order of the demo is drawn as before.
    plans.push(
      { customer: 12, placedAt: now - 41 * DAY - 2 * HOUR, fate: "codReturned", seed: 0x43_0701 },
      { customer: 12, placedAt: now - 23 * DAY - 4 * HOUR, fate: "codReturned", seed: 0x43_0702 },
      { customer: 11, placedAt: now - 33 * DAY - 1 * HOUR, fate: "codReturned", seed: 0x43_0703 },
    );
    plans.sort((a, b) => a.placedAt - b.placedAt);
    // Priya's deliveries get no drawn reviews: the shopper loops (loops.ts) write her review with photos of one piece, and
    // the shop-loops journey reviews another at each width on one database. Drawn reviews could cover all but one of
    // them, depending on the products drawn (a journey failed so at 20:00 UTC).
    const reviewsDrawnFor = (plan: { customer: number }) => plan.customer !== 0;
    const firstOrderAt = new Map<string, number>();
    let orders = 0;
    let reviews = 0;
    let returns = 0;
    // Orders of different customers at a time (a customer's orders stay in sequence: one cart each), oldest first, so
    // invoice numbers follow the dates but for orders placed within a few hours of each other.
    for (const group of groupsOfDistinctCustomers(plans, PARALLEL_ORDERS)) {
      // Every order of the group finishes before a failure stops the history (the stand-ins close after it).
      const results = await allSettledOrFirstFailure(
        group.map(async (plan) => {
          const own = generator(plan.seed);
          const shopper = shoppers[plan.customer]!;
          const made = await placeDemoOrder(dataSource, partPaid(plan.fate) ? advanceServices : services, provider.sandbox!, shopper, admin, plan.fate, own);
          if (!made) return { orders: 0, reviews: 0, returns: 0 };
          const times = timeline({ ...plan, fate: made.fate }, now, own);
          // The return is asked for while the delivery is still "now" (inside the return window), then dated with it.
          const story = plan.story && (made.fate === "delivered" || made.fate === "codDelivered") ? await tellReturnStory(dataSource, services, shopper, admin, made.orderId, plan.story, own) : null;
          await dateBack(dataSource, made.orderId, times, config.messaging.codConfirmHours * 3600);
          if (story) await dateBackReturn(dataSource, story, returnTimeline(plan.story!, times.at(-1)!, now, own));
          let written = 0;
          if ((made.fate === "delivered" || made.fate === "codDelivered") && reviewsDrawnFor(plan)) {
            for (const productId of made.productIds) {
              // Most buyers never write one; those who do, a few days after delivery.
              if (own.next() > 0.45) continue;
              const rating = own.pick([5, 5, 5, 4, 4, 4, 3, 2]);
              // How it fitted (issue 44), from a generator of its own: the rest of the story draws as before.
              const fit = generator(plan.seed ^ productId.charCodeAt(0)).pick([null, null, "true_to_size", "true_to_size", "true_to_size", "runs_small", "runs_large"] as const);
              const review = await services.reviews.add(shopper.viewer, { productId, rating, message: own.pick(REVIEWS[rating]!), fit }).catch(() => null);
              if (!review) continue; // reviewed this product after an earlier order
              written += 1;
              const at = Math.min(times.at(-1)! + own.int(12, 96) * HOUR, now - 10 * MINUTE);
              await dataSource.query(`UPDATE reviews SET created_at = $2 WHERE id = $1`, [review.id, new Date(at)]);
            }
          }
          return { orders: 1, reviews: written, returns: story ? 1 : 0 };
        }),
      );
      for (const [k, plan] of group.entries()) {
        orders += results[k]!.orders;
        reviews += results[k]!.reviews;
        returns += results[k]!.returns;
        const id = shoppers[plan.customer]!.viewer.userId;
        if (results[k]!.orders && !firstOrderAt.has(id)) firstOrderAt.set(id, plan.placedAt);
      }
    }
    // The customers signed up a little before their first order, with their address book; Priya, the demo login, too
    // (her orders go back months: an account "signed up today" beside them read wrong, issue 41).
    for (const shopper of shoppers) {
      const joined = new Date((firstOrderAt.get(shopper.viewer.userId) ?? now - DAY) - random.int(1, 20) * DAY);
      await dataSource.query(`UPDATE users SET created_at = $2, updated_at = $2, email_verified_at = $2 WHERE id = $1`, [shopper.viewer.userId, joined]);
      await dataSource.query(`UPDATE addresses SET created_at = $2, updated_at = $2 WHERE user_id = $1`, [shopper.viewer.userId, joined]);
    }
    // What brings shoppers back (issue 44): wishlist, stock alerts, carts left behind and their reminders, a review with photos.
    const loops = await seedShopperLoops(dataSource, services, {
      priya: shoppers[0]!,
      customers: shoppers.slice(1),
      admin,
      now,
      reviewRequestDays: config.shopperLoops.reviewRequestDays,
      payForCart: async (shopper) => {
        const { order, payment } = await services.checkout.placeOrder(shopper.viewer, { addressId: shopper.addressId });
        const paid = await provider.sandbox!.pay(payment!.providerOrderId);
        await services.checkout.verifyPayment(shopper.viewer, {
          orderId: order.id,
          razorpayOrderId: paid.razorpay_order_id,
          razorpayPaymentId: paid.razorpay_payment_id,
          razorpaySignature: paid.razorpay_signature,
        });
        return order.id;
      },
    });
    log(`Demo shopper loops: ${loops.wishlist} wishlist items, ${loops.alerts} stock alerts waiting, ${loops.reminders} abandoned carts reminded, ${loops.photos} review photos`);
    // Issue 43: the COD order never confirmed is cancelled by the shop's sweep, dated when its wait ran out; the messages
    // go through the sandbox (Admin → Messages), dated with their orders.
    await services.codConfirmation.cancelUnconfirmed(new Date(now));
    await dataSource.query(
      `WITH lapsed AS (SELECT id, created_at + make_interval(secs => $1) AS at FROM orders WHERE payment_method = 'cod' AND status = 'cancelled' AND closed_by = 'system')
       UPDATE order_status_history h SET created_at = lapsed.at FROM lapsed WHERE h.order_id = lapsed.id AND h.to_status = 'cancelled'`,
      [config.messaging.codConfirmHours * 3600],
    );
    await dataSource.query(
      `UPDATE orders o SET updated_at = o.created_at + make_interval(secs => $1) WHERE payment_method = 'cod' AND status = 'cancelled' AND closed_by = 'system'`,
      [config.messaging.codConfirmHours * 3600],
    );
    await dataSource.query(
      `UPDATE email_outbox e SET created_at = o.updated_at FROM orders o WHERE e.order_id = o.id AND e.kind = 'order_cancelled' AND o.payment_method = 'cod' AND o.closed_by = 'system'`,
    );
    while ((await services.messages.sendDue(100)) > 0);
    await dataSource.query(`UPDATE message_outbox SET sent_at = created_at + interval '2 seconds', delivery = 'read' WHERE order_id IS NOT NULL AND status = 'sent'`);
    // Kept in the outbox (the admin's Emails page shows them), never handed to an SMTP server.
    await dataSource.query(
      `UPDATE email_outbox SET status = 'sent', sent_at = created_at, transport = 'local', next_attempt_at = created_at, attempts = 0
        WHERE status = 'pending' AND order_id IS NOT NULL AND user_id = ANY($1::uuid[])`,
      [shoppers.map((s) => s.viewer.userId)],
    );
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    return { customers: shoppers.length - 1, orders, reviews, returns, seconds };
  } finally {
    await provider.close();
    await shipping?.close();
  }
}

async function viewerOf(dataSource: DataSource, email: string, role: Viewer["role"]): Promise<Viewer | null> {
  const [row]: Array<{ id: string }> = await dataSource.query(`SELECT id FROM users WHERE lower(email) = lower($1) AND role = $2`, [email, role]);
  return row ? { userId: row.id, sessionId: "demo-seed", role } : null;
}

/** The shopper with one delivery address in a city of PLACES. */
async function shopperOf(services: Services, viewer: Viewer, email: string, name: string, i: number): Promise<Shopper> {
  const place = PLACES[i % PLACES.length]!;
  const address = await services.addresses.add(viewer, {
    name: name.split(" ")[0],
    address: `${10 + ((i * 7) % 90)}, ${place.street}`,
    city: place.city,
    pincode: place.pincode,
    phone: `9${String(810_000_000 + i * 7_919_113).slice(0, 9)}`,
    notes: i % 3 === 0 ? "Call before delivery" : "Leave with the security desk",
  });
  return { viewer, addressId: address.id, email };
}

/**
 * One order of `shopper` through the services, carried to `fate`: 1–3 lines of variants with stock to spare. Null
 * when the shelf has too little left to make one.
 */
async function placeDemoOrder(
  dataSource: DataSource,
  services: Services,
  sandbox: NonNullable<Awaited<ReturnType<typeof startOfflinePaymentProvider>>["sandbox"]>,
  shopper: Shopper,
  admin: Viewer,
  fate: Fate,
  random: ReturnType<typeof generator>,
): Promise<{ orderId: string; productIds: string[]; fate: Fate } | null> {
  const { viewer } = shopper;
  // A cart left from an earlier, abandoned order is emptied first: each demo order holds what its story says.
  const cart = await services.cart.get(viewer);
  for (const productId of new Set(cart.lines.map((l) => l.productId))) await services.cart.removeProduct(viewer, productId);

  // Variants with stock to spare of well-stocked products: the demo never empties a shelf, and the catalogue's
  // low-stock products ("Only 3 left") stay as the catalogue made them.
  const choices: Array<{ product_id: string; size: string; colour: string; stock: number }> = await dataSource.query(
    `SELECT v.product_id, v.size, v.colour, v.stock FROM product_variants v JOIN products p ON p.id = v.product_id
      WHERE p.deleted_at IS NULL AND v.stock >= 6
        AND (SELECT sum(o.stock) FROM product_variants o WHERE o.product_id = p.id) >= 25
      ORDER BY p.sku, v.position`,
  );
  if (choices.length === 0) return null;
  const lines = random.int(1, 3);
  const productIds = new Set<string>();
  for (let k = 0; k < lines; k++) {
    const choice = random.pick(choices);
    if (productIds.has(choice.product_id)) continue;
    productIds.add(choice.product_id);
    const quantity = choice.stock >= 12 && random.next() < 0.2 ? 2 : 1;
    await services.cart.add(viewer, { productId: choice.product_id, size: choice.size, colour: choice.colour, quantity });
  }

  if (fate === "codConfirmed" || fate === "codAwaiting" || fate === "codUnconfirmed") {
    const cod = await services.checkout.placeOrder(viewer, { addressId: shopper.addressId, paymentMethod: "COD" }).catch((error: unknown) => {
      if (error instanceof DomainError && error.code === "BAD_USER_INPUT") return null;
      throw error;
    });
    if (!cod) return null;
    if (fate === "codConfirmed") await services.codConfirmation.confirmCodOrder(viewer, { orderId: cod.order.id });
    return { orderId: cod.order.id, productIds: [...productIds], fate };
  }

  if (partPaid(fate)) {
    // Cash on delivery with an advance: placed waiting for it, the advance paid through the stand-in's window.
    const placed = await services.checkout.placeOrder(viewer, { addressId: shopper.addressId, paymentMethod: "COD" }).catch((error: unknown) => {
      if (error instanceof DomainError && error.code === "BAD_USER_INPUT") return null;
      throw error;
    });
    if (!placed?.payment) return null;
    const paid = await sandbox.pay(placed.payment.providerOrderId);
    await services.checkout.verifyPayment(viewer, {
      orderId: placed.order.id,
      razorpayOrderId: paid.razorpay_order_id,
      razorpayPaymentId: paid.razorpay_payment_id,
      razorpaySignature: paid.razorpay_signature,
    });
    if (fate === "codPartPaidCancelled") await services.orders.updateOrderStatus(admin, { id: placed.order.id, status: "cancelled" });
    if (fate === "codPartPaidDelivered" && !(await shipThroughSandbox(services, admin, placed.order.id, "delivered", ""))) {
      await services.orders.updateOrderStatus(admin, { id: placed.order.id, status: "shipped" });
      await services.orders.markCollected(admin, { id: placed.order.id });
    }
    return { orderId: placed.order.id, productIds: [...productIds], fate };
  }

  if (fate === "codDelivered" || fate === "codReturned") {
    // Cash on delivery when the shop's rules allow it (COD_MAX…); otherwise the shopper paid online after all.
    const cod = await services.checkout.placeOrder(viewer, { addressId: shopper.addressId, paymentMethod: "COD" }).catch((error: unknown) => {
      if (error instanceof DomainError && error.code === "BAD_USER_INPUT") return null;
      throw error;
    });
    if (cod) {
      // The shopper confirmed it (issue 43: a COD order ships only once confirmed).
      await services.codConfirmation.confirmCodOrder(viewer, { orderId: cod.order.id });
      const reason = random.pick(["Refused at the door", "Customer not reachable", "Address not found"]);
      if (!(await shipThroughSandbox(services, admin, cod.order.id, fate === "codDelivered" ? "delivered" : "returned", reason))) {
        await services.orders.updateOrderStatus(admin, { id: cod.order.id, status: "shipped" });
        if (fate === "codDelivered") await services.orders.markCollected(admin, { id: cod.order.id });
        else await services.orders.markReturnedToOrigin(admin, { id: cod.order.id, reason });
      }
      return { orderId: cod.order.id, productIds: [...productIds], fate };
    }
    fate = "delivered";
  }

  const { order, payment } = await services.checkout.placeOrder(viewer, { addressId: shopper.addressId });
  const move = (status: string) => services.orders.updateOrderStatus(admin, { id: order.id, status });
  if (fate === "abandoned") {
    await services.checkout.abandonPayment(viewer, { orderId: order.id, reason: "Payment window closed" });
  } else if (fate === "cancelledUnpaid") {
    await move("cancelled");
  } else if (fate !== "pending") {
    const paid = await sandbox.pay(payment!.providerOrderId);
    await services.checkout.verifyPayment(viewer, {
      orderId: order.id,
      razorpayOrderId: paid.razorpay_order_id,
      razorpayPaymentId: paid.razorpay_payment_id,
      razorpaySignature: paid.razorpay_signature,
    });
    if (fate === "refunded") await move("cancelled");
    if ((fate === "shipped" || fate === "delivered") && !(await shipThroughSandbox(services, admin, order.id, fate === "delivered" ? "delivered" : "shipped", ""))) {
      await move("shipped");
      if (fate === "delivered") await move("delivered");
    }
  }
  return { orderId: order.id, productIds: [...productIds], fate };
}

/**
 * The order's parcel through the offline courier (issue 42): booked, then the courier's day acted out (picked up, in
 * transit, out for delivery, and delivered — or a failed attempt sent back to the warehouse), each scan moving the
 * order as in the shop. False when the courier is not the stand-in or will not take it (a pincode it does not serve):
 * the caller then moves the order by hand, as an admin without a courier would.
 */
async function shipThroughSandbox(services: Services, admin: Viewer, orderId: string, end: "shipped" | "delivered" | "returned", reason: string): Promise<boolean> {
  if (!services.shippingSetup.sandbox) return false;
  const shipment = await services.shipping.createShipment(admin, orderId).catch((error: unknown) => {
    if (error instanceof DomainError) return null;
    throw error;
  });
  if (!shipment) return false;
  const scan = (status: string, note?: string) => services.shipping.simulateShipmentEvent(admin, { shipmentId: shipment.id, status, note });
  await scan("picked_up");
  await scan("in_transit");
  if (end === "shipped") return true;
  await scan("out_for_delivery");
  if (end === "delivered") {
    await scan("delivered");
    return true;
  }
  await scan("delivery_failed", reason);
  await services.shipping.resolveDeliveryFailure(admin, { shipmentId: shipment.id, action: "return_to_origin", note: reason });
  await scan("rto_delivered");
  return true;
}

/**
 * Dates the order's rows back to its story: placed at times[0], each later status change (in the order written) at
 * the next time, its payment and emails with them. Only timestamps change: what the services decided stays.
 */
async function dateBack(dataSource: DataSource, orderId: string, times: number[], codConfirmSeconds = 24 * 3600): Promise<void> {
  const at = times.map((t) => new Date(t));
  const last = at.at(-1)!;
  await dataSource.query(
    `WITH steps AS (SELECT id, row_number() OVER (ORDER BY created_at, id) AS n FROM order_status_history WHERE order_id = $1)
     UPDATE order_status_history h SET created_at = ($2::timestamptz[])[LEAST(s.n, array_length($2::timestamptz[], 1))]
       FROM steps s WHERE h.id = s.id`,
    [orderId, at],
  );
  // An online order had a payment window of 30 minutes from when it was placed; other orders have none.
  const params: unknown[] = [orderId, at[0], last, codConfirmSeconds];
  const online = paidBySql("online", "orders", (value) => `$${params.push(value)}`);
  await dataSource.query(
    `UPDATE orders SET created_at = $2, updated_at = $3,
            cod_confirm_by = CASE WHEN cod_confirmation = 'awaiting' THEN $2::timestamptz + make_interval(secs => $4) ELSE cod_confirm_by END,
            reservation_expires_at = CASE WHEN NOT (${online}) THEN NULL WHEN stock_reserved AND payment_status = 'pending' THEN reservation_expires_at ELSE $2::timestamptz + interval '30 minutes' END
      WHERE id = $1`,
    params,
  );
  // A refund of the order's cancellation (the ledger's, outside any return) when it was cancelled: its last step.
  await dataSource.query(`UPDATE refunds SET created_at = $2::timestamptz, updated_at = $2::timestamptz, settled_at = CASE WHEN settled_at IS NULL THEN NULL ELSE $2::timestamptz END WHERE order_id = $1 AND return_request_id IS NULL`, [
    orderId,
    last,
  ]);
  await dataSource.query(`UPDATE payments SET created_at = $2, updated_at = $3 WHERE order_id = $1`, [orderId, at[0], at[1] ?? at[0]]);
  // Its WhatsApp / SMS messages (issue 43) when it was placed.
  await dataSource.query(`UPDATE message_outbox SET created_at = $2, sent_at = CASE WHEN sent_at IS NULL THEN NULL ELSE $2::timestamptz END WHERE order_id = $1`, [orderId, at[0]]);
  // The parcel's timeline with the story: booked when paid (or placed), its scans spread until the last step.
  const shipments: Array<{ id: string; events: Array<{ at: string }> }> = await dataSource.query(`SELECT id, events FROM shipments WHERE order_id = $1 AND direction = 'forward'`, [orderId]);
  for (const shipment of shipments) {
    const from = (at[1] ?? at[0]!).getTime();
    const to = Math.max(last.getTime(), from + 60_000);
    const n = shipment.events.length;
    const events = shipment.events.map((e, i) => ({ ...e, at: new Date(from + Math.round(((to - from) * i) / Math.max(1, n - 1))).toISOString() }));
    await dataSource.query(`UPDATE shipments SET created_at = $2, updated_at = $3, status_at = $3, events = $4 WHERE id = $1`, [shipment.id, new Date(from), new Date(to), JSON.stringify(events)]);
  }
  // Each email with the status change that queued it (confirmed with the payment, shipped, delivered, cancelled).
  await dataSource.query(
    `WITH h AS (SELECT to_status, max(created_at) AS at FROM order_status_history WHERE order_id = $1 GROUP BY to_status)
     UPDATE email_outbox e SET created_at = h.at FROM h
      WHERE e.order_id = $1 AND h.to_status = CASE e.kind WHEN 'order_confirmed' THEN 'confirmed' WHEN 'order_shipped' THEN 'shipped'
                                                          WHEN 'order_delivered' THEN 'delivered' ELSE 'cancelled' END`,
    [orderId],
  );
}

/** What a story made: the request, and the exchange's replacement order. */
interface ToldReturn {
  requestId: string;
  replacementOrderId: string | null;
}

const STORY_REASONS: Record<ReturnStory, { reason: "size_too_small" | "size_too_large" | "damaged" | "not_as_described" | "changed_mind"; note: string }> = {
  requested: { reason: "size_too_large", note: "Loose on the shoulders; I usually wear one size smaller." },
  approved: { reason: "not_as_described", note: "The fabric is thinner than the description says." },
  rejected: { reason: "damaged", note: "A seam opened after the first wash." },
  refunded: { reason: "size_too_large", note: "" },
  refundedByHand: { reason: "changed_mind", note: "" },
  exchangeShipped: { reason: "size_too_small", note: "Snug across the chest: the next size up, please." },
};

/**
 * The buyer of a delivered order asks to return (or exchange) one unit of it through the returns service, and the
 * admin carries the request as far as the story goes: approved, rejected, or picked up and received (restocked),
 * then refunded (at once through the gateway; by hand with a UPI reference for cash on delivery, whose buyer gave a
 * UPI id) or, for an exchange, the replacement order shipped. Null when no line of the order can be returned (or,
 * for an exchange, has another size at the same price in stock).
 */
async function tellReturnStory(
  dataSource: DataSource,
  services: Services,
  shopper: Shopper,
  admin: Viewer,
  orderId: string,
  story: ReturnStory,
  random: ReturnType<typeof generator>,
): Promise<ToldReturn | null> {
  const [{ payment_method: paymentMethod }]: Array<{ payment_method: string }> = await dataSource.query(`SELECT payment_method FROM orders WHERE id = $1`, [orderId]);
  const lines: Array<{ id: string; exchange_variant_id: string | null }> = await dataSource.query(
    `SELECT l.id,
            (SELECT v.id FROM product_variants v JOIN products p ON p.id = v.product_id
              WHERE v.product_id = l.product_id AND (v.size, v.colour) <> (l.size, l.colour) AND v.size <> '' AND v.colour = l.colour
                AND v.stock > 0 AND COALESCE(v.price_paise, p.price_paise) = l.list_price_paise
              ORDER BY v.position LIMIT 1) AS exchange_variant_id
       FROM order_lines l WHERE l.order_id = $1 ORDER BY l.title, l.id`,
    [orderId],
  );
  const { reason, note } = STORY_REASONS[story];
  const exchange = story === "exchangeShipped";
  // A buyer refunded by hand (cash on delivery) says where the refund goes (a UPI id); a prepaid order's goes back to
  // the card or UPI used.
  const refundTo = refundMethodOf({ paymentMethod }, null) === "manual" && !exchange ? { upiId: `${shopper.email.split("@")[0]}@okaxis` } : null;
  let request: Awaited<ReturnType<Services["returns"]["requestReturn"]>> | null = null;
  for (const line of lines) {
    if (exchange && !line.exchange_variant_id) continue;
    request = await services.returns
      .requestReturn(shopper.viewer, { orderId, refundTo, lines: [{ orderLineId: line.id, quantity: 1, reason, note, exchangeVariantId: exchange ? line.exchange_variant_id : null }] })
      .catch((error: unknown) => {
        // A product the shop does not take back, or (an exchange) its last unit just went: the next line.
        if (error instanceof DomainError && (error.code === "BAD_USER_INPUT" || error.code === "OUT_OF_STOCK")) return null;
        throw error;
      });
    if (request) break;
  }
  if (!request) return null;
  const id = request.id;
  const orderLineId = request.lines[0]!.orderLineId;
  if (story === "requested") return { requestId: id, replacementOrderId: null };
  if (story === "rejected") {
    await services.returns.rejectReturn(admin, { id, reason: "The photos show wear from use, not a fault in the making: this is not covered by returns." });
    return { requestId: id, replacementOrderId: null };
  }
  await services.returns.approveReturn(admin, id);
  if (story === "approved") return { requestId: id, replacementOrderId: null };
  await services.returns.markReturnPickedUp(admin, id);
  const received = await services.returns.receiveReturn(admin, { id, lines: [{ orderLineId, restock: true }] });
  if (received.refundMethod === "manual") await services.returns.recordManualRefund(admin, { id, reference: `UPI/${String(random.int(100_000_000, 999_999_999))}/SUTRA` });
  if (received.replacementOrderId) await services.orders.updateOrderStatus(admin, { id: received.replacementOrderId, status: "shipped" });
  return { requestId: id, replacementOrderId: received.replacementOrderId };
}

/** When each step of a return happened, after the delivery at `deliveredAt`: each status of the story, in order. */
function returnTimeline(story: ReturnStory, deliveredAt: number, now: number, random: ReturnType<typeof generator>): Record<string, number> {
  let at = deliveredAt;
  const next = (minHours: number, maxHours: number) => (at = Math.max(at + MINUTE, Math.min(at + random.int(minHours * 60, maxHours * 60) * MINUTE, now - 30 * MINUTE)));
  const times: Record<string, number> = { requested: next(20, 54) };
  if (story === "requested") return times;
  if (story === "rejected") return { ...times, rejected: next(3, 20) };
  times["approved"] = next(3, 20);
  if (story === "approved") return times;
  times["picked_up"] = next(18, 40);
  times["received"] = next(20, 50);
  if (story === "exchangeShipped") times["exchange_shipped"] = next(5, 24);
  else times["refunded"] = story === "refunded" ? next(0, 0) : next(3, 20);
  return times;
}

/** The return's rows (request, history, credit note, emails, the gateway's refund, a replacement order) dated to its story. */
async function dateBackReturn(dataSource: DataSource, told: ToldReturn, times: Record<string, number>): Promise<void> {
  const iso = Object.fromEntries(Object.entries(times).map(([status, t]) => [status, new Date(t).toISOString()]));
  const first = new Date(times["requested"]!);
  const last = new Date(Math.max(...Object.values(times)));
  await dataSource.query(
    `UPDATE return_request_history SET created_at = ($2::jsonb ->> to_status)::timestamptz WHERE request_id = $1 AND $2::jsonb ? to_status`,
    [told.requestId, JSON.stringify(iso)],
  );
  await dataSource.query(
    `UPDATE return_requests SET created_at = $2, updated_at = $3,
            credit_note_issued_at = CASE WHEN credit_note_issued_at IS NULL THEN NULL ELSE ($4::jsonb ->> 'received')::timestamptz END
      WHERE id = $1`,
    [told.requestId, first, last, JSON.stringify(iso)],
  );
  // Each email with the move that queued it.
  const emailAt = { return_received: iso["requested"], return_approved: iso["approved"], return_rejected: iso["rejected"], refund_issued: iso["refunded"], exchange_shipped: iso["exchange_shipped"] };
  await dataSource.query(
    `UPDATE email_outbox SET created_at = ($2::jsonb ->> kind)::timestamptz WHERE dedupe_key = kind || ':' || $1 AND $2::jsonb ->> kind IS NOT NULL`,
    [told.requestId, JSON.stringify(emailAt)],
  );
  if (iso["refunded"]) {
    await dataSource.query(`UPDATE refunds SET created_at = $2::timestamptz, updated_at = $2::timestamptz, settled_at = $2::timestamptz WHERE return_request_id = $1`, [told.requestId, iso["refunded"]]);
    await dataSource.query(`UPDATE razorpay_sandbox_refunds SET created_at = $2 WHERE id IN (SELECT provider_refund_id FROM refunds WHERE return_request_id = $1)`, [told.requestId, iso["refunded"]]);
  }
  if (told.replacementOrderId) await dateBack(dataSource, told.replacementOrderId, [times["received"]!, times["exchange_shipped"]!]);
}

/** Promise.all that waits for every task before it rejects with the first failure. */
async function allSettledOrFirstFailure<T>(tasks: Array<Promise<T>>): Promise<T[]> {
  const settled = await Promise.allSettled(tasks);
  const failed = settled.find((r) => r.status === "rejected");
  if (failed) throw failed.reason;
  return settled.map((r) => (r as PromiseFulfilledResult<T>).value);
}
