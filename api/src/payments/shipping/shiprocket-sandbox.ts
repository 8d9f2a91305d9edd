import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import express, { type Request, type Response, Router } from "express";
import type { DataSource } from "typeorm";
import type { ScanStatus } from "./provider.js";
import { LABEL_OF_STATUS } from "./shiprocket.js";

/**
 * The offline Shiprocket: the parts of its external API the shop uses, with Shiprocket's JSON and error shapes and
 * bearer tokens from /auth/login (valid 10 days, signed, so every replica accepts every other's), keeping its orders in
 * the shop's database (`shiprocket_sandbox_orders`: every replica answers for every parcel). The shop's Shiprocket
 * implementation talks to it over HTTP exactly as to apiv2.shiprocket.in. It assigns AWBs ("SB" + 10 digits) with the
 * courier "Sandbox Express", serves one label PDF for many parcels (pdfkit, as the invoices), and acts out a courier's
 * day (`act`): each scan is a real tracking webhook to the shop, with the configured token in `x-api-key`.
 *
 * What it does not act out: courier choice and rates, serviceability by pincode (the shop checks its own pincode
 * list), weight disputes, manifests, pickup failures, and scans the courier makes on its own (only `act` scans).
 */

export interface SandboxShipment {
  sr_order_id: number;
  shipment_id: number;
  channel_order_id: string;
  is_return: boolean;
  awb: string | null;
  courier_name: string | null;
  status: string;
  pickup_scheduled_date: string | null;
  etd: string | null;
  payment_method: "COD" | "Prepaid";
  sub_total: number;
  consignee: { name: string; address: string; city: string; state: string; pincode: string; phone: string };
  weight: number;
  items: Array<{ name: string; sku: string; units: number }>;
  scans: Array<{ date: string; status: string; activity: string; location: string; "sr-status": string; "sr-status-label": string }>;
  ndr: Array<{ action: string; comments: string; deferred_date: string | null; at: string }>;
}

export interface ShiprocketSandboxOptions {
  email: string;
  password: string;
  webhookToken: string;
  dataSource: DataSource;
  /** The sandbox's own address as the shop reaches it (labels are served there). Set when the app listens. */
  baseUrl?: string;
  /** The shop's tracking webhook. Set when the app listens; without it no webhook is sent. */
  webhookUrl?: string;
  onWebhookError?: (error: unknown) => void;
}

const TOKEN_MS = 10 * 86_400_000;
const COURIER = "Sandbox Express";
const HUBS = ["Bhiwandi Hub (Maharashtra)", "Gurugram Hub (Haryana)", "Bengaluru Hub (Karnataka)"];

/** "2026-11-29 15:04:05" in India time, as Shiprocket writes dates. */
export function istDateTime(d: Date): string {
  return new Date(d.getTime() + 330 * 60_000).toISOString().slice(0, 19).replace("T", " ");
}

const addDays = (d: Date, days: number) => istDateTime(new Date(d.getTime() + days * 86_400_000)).slice(0, 10);

function fieldErrors(body: Record<string, unknown>, fields: string[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const field of fields) {
    const v = body[field];
    if (v === undefined || v === null || v === "") errors[field] = [`The ${field.replace(/_/g, " ")} field is required.`];
  }
  return errors;
}

export class ShiprocketSandbox {
  readonly router: Router;
  baseUrl: string | undefined;
  webhookUrl: string | undefined;

  constructor(private readonly options: ShiprocketSandboxOptions) {
    this.baseUrl = options.baseUrl;
    this.webhookUrl = options.webhookUrl;
    this.router = this.routes();
  }

  private sign(expires: number) {
    return createHmac("sha256", this.options.password).update(`token:${expires}`).digest("base64url");
  }

  /** Whether a bearer token is one this sandbox issued and still valid. */
  private tokenState(header: string | undefined): "ok" | "missing" | "expired" {
    const m = /^Bearer sb\.(\d+)\.([A-Za-z0-9_-]+)$/.exec(header ?? "");
    if (!m) return "missing";
    const expected = Buffer.from(this.sign(Number(m[1])));
    const given = Buffer.from(m[2]!);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return "missing";
    return Number(m[1]) > Date.now() ? "ok" : "expired";
  }

  private async load(where: string, params: unknown[]): Promise<SandboxShipment[]> {
    const rows = (await this.options.dataSource.query(`SELECT doc FROM shiprocket_sandbox_orders WHERE ${where} ORDER BY shipment_id`, params)) as Array<{ doc: SandboxShipment }>;
    return rows.map((r) => r.doc);
  }

  private async save(doc: SandboxShipment) {
    await this.options.dataSource.query(`UPDATE shiprocket_sandbox_orders SET doc = $2, awb = $3 WHERE shipment_id = $1`, [doc.shipment_id, doc, doc.awb]);
  }

  /** A parcel of the sandbox by AWB (for tests and the admin's simulation). */
  async byAwb(awb: string): Promise<SandboxShipment | undefined> {
    return (await this.load(`awb = $1`, [awb]))[0];
  }

  /**
   * Acts out a scan of the courier's day on a parcel (picked up, in transit, out for delivery, delivered, a failed
   * attempt with its reason, return to origin…): recorded, then sent to the shop as Shiprocket's tracking webhook.
   * Resolves once the shop answered (its status), or undefined when no webhook address is known.
   */
  async act(awb: string, status: ScanStatus, note?: string | null, at = new Date()): Promise<number | undefined> {
    const doc = await this.byAwb(awb);
    if (!doc) throw new Error(`the sandbox has no parcel with AWB ${awb}`);
    // A courier's scans are never in the same second: the stand-in's come at least a second apart.
    const last = doc.scans.at(-1);
    const lastAt = last ? Date.parse(`${last.date.replace(" ", "T")}+05:30`) : 0;
    if (at.getTime() < lastAt + 1000) at = new Date(lastAt + 1000);
    const label = LABEL_OF_STATUS[status];
    const activity = note ?? (status === "delivery_failed" ? "Customer not available" : label.charAt(0) + label.slice(1).toLowerCase());
    doc.scans.push({ date: istDateTime(at), status: label, activity, location: HUBS[doc.scans.length % HUBS.length]!, "sr-status": String(doc.scans.length + 1), "sr-status-label": label });
    doc.status = label;
    await this.save(doc);
    return this.sendWebhook(doc, at);
  }

  /** The tracking webhook of the parcel's latest scan, as Shiprocket sends it. */
  webhookBody(doc: SandboxShipment, at = new Date()) {
    return {
      awb: doc.awb,
      courier_name: doc.courier_name,
      current_status: doc.status,
      current_status_id: doc.scans.length,
      shipment_status: doc.status,
      shipment_status_id: doc.scans.length,
      current_timestamp: istDateTime(at).replace(/^(\d{4})-(\d{2})-(\d{2})/, "$3 $2 $1"),
      order_id: doc.channel_order_id,
      sr_order_id: doc.sr_order_id,
      awb_assigned_date: doc.scans[0]?.date ?? null,
      pickup_scheduled_date: doc.pickup_scheduled_date,
      etd: doc.etd ? `${doc.etd} 18:00:00` : null,
      scans: doc.scans,
      is_return: doc.is_return ? 1 : 0,
      channel_id: 1,
      pod_status: "OTHER",
      pod: "Not Available",
    };
  }

  private async sendWebhook(doc: SandboxShipment, at: Date): Promise<number | undefined> {
    if (!this.webhookUrl) return undefined;
    try {
      const response = await fetch(this.webhookUrl, {
        method: "POST",
        headers: { "content-type": "application/json", "x-api-key": this.options.webhookToken },
        body: JSON.stringify(this.webhookBody(doc, at)),
        signal: AbortSignal.timeout(15_000),
      });
      await response.arrayBuffer();
      return response.status;
    } catch (error) {
      this.options.onWebhookError?.(error);
      return undefined;
    }
  }

  private routes(): Router {
    const router = Router();
    router.use(express.json({ limit: "1mb" }));
    const api = Router();
    const auth = (req: Request, res: Response, next: () => void) => {
      const state = this.tokenState(req.get("authorization"));
      if (state === "ok") return next();
      res.status(401).json(state === "expired" ? { message: "Token has expired", status_code: 401 } : { message: "Unauthenticated.", status_code: 401 });
    };
    const wrap = (handler: (req: Request, res: Response) => Promise<void>) => (req: Request, res: Response) => {
      handler(req, res).catch((error: unknown) => {
        this.options.onWebhookError?.(error);
        res.status(500).json({ message: "Server Error", status_code: 500 });
      });
    };

    api.post("/auth/login", (req, res) => {
      const { email, password } = (req.body ?? {}) as Record<string, unknown>;
      if (email !== this.options.email || password !== this.options.password) {
        res.status(400).json({ message: "Invalid email and password combination", status_code: 400 });
        return;
      }
      const expires = Date.now() + TOKEN_MS;
      res.json({ id: 1, first_name: "Sandbox", last_name: "API", email, company_id: 1, created_at: istDateTime(new Date()), token: `sb.${expires}.${this.sign(expires)}` });
    });

    const create = (isReturn: boolean) =>
      wrap(async (req, res) => {
        const b = (req.body ?? {}) as Record<string, unknown>;
        const required = isReturn
          ? ["order_id", "order_date", "pickup_customer_name", "pickup_address", "pickup_city", "pickup_state", "pickup_pincode", "pickup_phone", "order_items", "sub_total", "length", "breadth", "height", "weight"]
          : ["order_id", "order_date", "pickup_location", "billing_customer_name", "billing_address", "billing_city", "billing_pincode", "billing_state", "billing_phone", "order_items", "payment_method", "sub_total", "length", "breadth", "height", "weight"];
        const errors = fieldErrors(b, required);
        const pincode = String(isReturn ? b.pickup_pincode : b.billing_pincode);
        if (!errors.billing_pincode && !errors.pickup_pincode && !/^[1-9]\d{5}$/.test(pincode)) errors[isReturn ? "pickup_pincode" : "billing_pincode"] = ["The pincode must be 6 digits."];
        if (!Array.isArray(b.order_items) || b.order_items.length === 0) errors.order_items = ["The order items field is required."];
        if (Object.keys(errors).length) {
          res.status(422).json({ message: "Oops! Invalid Data.", errors, status_code: 422 });
          return;
        }
        const consignee = isReturn
          ? { name: String(b.pickup_customer_name), address: String(b.pickup_address), city: String(b.pickup_city), state: String(b.pickup_state), pincode, phone: String(b.pickup_phone) }
          : { name: `${String(b.billing_customer_name)} ${String(b.billing_last_name ?? "")}`.trim(), address: String(b.billing_address), city: String(b.billing_city), state: String(b.billing_state), pincode, phone: String(b.billing_phone) };
        const items = (b.order_items as Array<Record<string, unknown>>).map((i) => ({ name: String(i.name), sku: String(i.sku), units: Number(i.units) }));
        // One Shiprocket order per channel order id: the same order_id again updates it (Shiprocket's adhoc API does).
        const [row] = (await this.options.dataSource.query(
          `INSERT INTO shiprocket_sandbox_orders (channel_order_id, is_return, doc) VALUES ($1, $2, '{}')
           ON CONFLICT (channel_order_id, is_return) DO UPDATE SET channel_order_id = EXCLUDED.channel_order_id
           RETURNING shipment_id, sr_order_id, doc`,
          [String(b.order_id), isReturn],
        )) as Array<{ shipment_id: string; sr_order_id: string; doc: SandboxShipment | Record<string, never> }>;
        const existing = row!.doc as Partial<SandboxShipment>;
        const doc: SandboxShipment = {
          sr_order_id: Number(row!.sr_order_id),
          shipment_id: Number(row!.shipment_id),
          channel_order_id: String(b.order_id),
          is_return: isReturn,
          awb: existing.awb ?? null,
          courier_name: existing.courier_name ?? null,
          status: existing.status ?? (isReturn ? "RETURN PENDING" : "NEW"),
          pickup_scheduled_date: existing.pickup_scheduled_date ?? null,
          etd: existing.etd ?? null,
          payment_method: b.payment_method === "COD" ? "COD" : "Prepaid",
          sub_total: Number(b.sub_total),
          consignee,
          weight: Number(b.weight),
          items,
          scans: existing.scans ?? [],
          ndr: existing.ndr ?? [],
        };
        await this.save(doc);
        res.json({ order_id: doc.sr_order_id, shipment_id: doc.shipment_id, status: doc.status, status_code: isReturn ? 21 : 1, onboarding_completed_now: 0, awb_code: doc.awb ?? "", courier_company_id: "", courier_name: doc.courier_name ?? "" });
      });
    api.post("/orders/create/adhoc", auth, create(false));
    api.post("/orders/create/return", auth, create(true));

    api.get(
      "/orders",
      auth,
      wrap(async (req, res) => {
        const search = typeof req.query.search === "string" ? req.query.search : "";
        const docs = search ? await this.load(`channel_order_id = $1`, [search]) : [];
        res.json({
          data: docs.map((d) => ({ id: d.sr_order_id, channel_order_id: d.channel_order_id, status: d.status, shipments: [{ id: d.shipment_id, awb: d.awb, courier: d.courier_name }] })),
          meta: { pagination: { total: docs.length, count: docs.length, per_page: 15, current_page: 1, total_pages: 1 } },
        });
      }),
    );

    api.post(
      "/courier/assign/awb",
      auth,
      wrap(async (req, res) => {
        const [doc] = await this.load(`shipment_id = $1`, [Number((req.body as Record<string, unknown>)?.shipment_id) || 0]);
        if (!doc) {
          res.status(422).json({ message: "Oops! Invalid Data.", errors: { shipment_id: ["The selected shipment id is invalid."] }, status_code: 422 });
          return;
        }
        if (doc.weight > 30) {
          res.json({ awb_assign_status: 0, response: { data: { awb_assign_error: "Weight is more than the maximum the courier accepts (30 kg)" } } });
          return;
        }
        if (!doc.awb) {
          doc.awb = `SB${String(randomInt(1e9, 1e10))}`;
          doc.courier_name = COURIER;
          doc.etd = addDays(new Date(), doc.is_return ? 5 : 4);
          doc.status = "AWB ASSIGNED";
          doc.scans.push({ date: istDateTime(new Date()), status: "AWB ASSIGNED", activity: "AWB assigned", location: HUBS[0]!, "sr-status": "1", "sr-status-label": "AWB ASSIGNED" });
          await this.save(doc);
        }
        res.json({
          awb_assign_status: 1,
          response: { data: { courier_company_id: 99, awb_code: doc.awb, cod: doc.payment_method === "COD" ? 1 : 0, order_id: doc.sr_order_id, shipment_id: doc.shipment_id, awb_code_status: 1, assigned_date_time: { date: istDateTime(new Date()) }, applied_weight: doc.weight, courier_name: doc.courier_name, etd: `${doc.etd} 18:00:00` } },
        });
      }),
    );

    api.post(
      "/courier/generate/pickup",
      auth,
      wrap(async (req, res) => {
        const ids = ((req.body as Record<string, unknown>)?.shipment_id ?? []) as unknown[];
        const docs = await this.load(`shipment_id = ANY($1::bigint[])`, [ids.map((i) => Number(i) || 0)]);
        if (!docs.length || docs.some((d) => !d.awb)) {
          res.status(400).json({ message: "Please assign AWB before generating pickup", status_code: 400 });
          return;
        }
        for (const doc of docs) {
          doc.pickup_scheduled_date ??= `${addDays(new Date(), 1)} 10:00:00`;
          if (doc.status === "AWB ASSIGNED") doc.status = "PICKUP SCHEDULED";
          await this.save(doc);
        }
        res.json({ pickup_status: 1, response: { pickup_scheduled_date: docs[0]!.pickup_scheduled_date, pickup_token_number: `Reference No: SB${docs[0]!.shipment_id}`, status: 3, others: "", pickup_generated_date: { date: istDateTime(new Date()) }, data: "Pickup is scheduled" } });
      }),
    );

    api.post(
      "/courier/generate/label",
      auth,
      wrap(async (req, res) => {
        const ids = (((req.body as Record<string, unknown>)?.shipment_id ?? []) as unknown[]).map((i) => Number(i) || 0);
        const docs = await this.load(`shipment_id = ANY($1::bigint[]) AND awb IS NOT NULL`, [ids]);
        const missing = ids.filter((id) => !docs.some((d) => d.shipment_id === id));
        if (!docs.length) {
          res.json({ label_created: 0, response: "Label could not be generated: no AWB assigned", not_created: missing });
          return;
        }
        res.json({ label_created: 1, label_url: `${this.baseUrl ?? ""}/labels/${docs.map((d) => d.shipment_id).join("-")}.pdf`, response: "Label has been created and uploaded successfully!", not_created: missing });
      }),
    );

    api.get(
      "/courier/track/awb/:awb",
      auth,
      wrap(async (req, res) => {
        const doc = await this.byAwb(String(req.params.awb));
        if (!doc) {
          res.json({ tracking_data: { track_status: 0, shipment_status: 0, shipment_track: [], shipment_track_activities: null, error: "Aahh! There is no activities found in our DB. Please have some patience it will be updated soon." } });
          return;
        }
        res.json({
          tracking_data: {
            track_status: 1,
            shipment_status: doc.scans.length,
            shipment_track: [{ awb_code: doc.awb, courier_name: doc.courier_name, current_status: doc.status, edd: doc.etd, destination: doc.consignee.city }],
            shipment_track_activities: [...doc.scans].reverse(),
            track_url: `${this.baseUrl ?? ""}/tracking/${doc.awb}`,
            etd: doc.etd ? `${doc.etd} 18:00:00` : null,
          },
        });
      }),
    );

    api.post(
      "/orders/cancel/shipment/awbs",
      auth,
      wrap(async (req, res) => {
        const awbs = ((req.body as Record<string, unknown>)?.awbs ?? []) as unknown[];
        const docs = await this.load(`awb = ANY($1::text[])`, [awbs.map(String)]);
        if (docs.some((d) => !["AWB ASSIGNED", "PICKUP SCHEDULED", "CANCELED"].includes(d.status))) {
          res.status(400).json({ message: "Cancellation is not allowed: the shipment has been picked up", status_code: 400 });
          return;
        }
        for (const doc of docs) {
          doc.status = "CANCELED";
          await this.save(doc);
        }
        res.json({ message: "Bulk Shipment cancellation is in progress. Please wait for 24 hours." });
      }),
    );

    api.post(
      "/ndr/:awb/action",
      auth,
      wrap(async (req, res) => {
        const doc = await this.byAwb(String(req.params.awb));
        const b = (req.body ?? {}) as Record<string, unknown>;
        if (!doc || doc.status !== "UNDELIVERED") {
          res.status(400).json({ message: "NDR action is not allowed for this AWB", status_code: 400 });
          return;
        }
        if (b.action !== "re-attempt" && b.action !== "return") {
          res.status(422).json({ message: "Oops! Invalid Data.", errors: { action: ["The selected action is invalid."] }, status_code: 422 });
          return;
        }
        doc.ndr.push({ action: String(b.action), comments: String(b.comments ?? ""), deferred_date: typeof b.deferred_date === "string" ? b.deferred_date : null, at: istDateTime(new Date()) });
        await this.save(doc);
        res.json({ status: true, message: "Action taken successfully" });
      }),
    );

    router.use("/v1/external", api);

    router.get(
      "/labels/:ids.pdf",
      wrap(async (req, res) => {
        const ids = String(req.params.ids).split("-").map(Number).filter(Number.isFinite);
        const docs = await this.load(`shipment_id = ANY($1::bigint[]) AND awb IS NOT NULL`, [ids]);
        if (!docs.length) {
          res.status(404).send("Not found");
          return;
        }
        res.type("application/pdf").send(await renderLabels(docs));
      }),
    );
    router.get(
      "/tracking/:awb",
      wrap(async (req, res) => {
        const doc = await this.byAwb(String(req.params.awb));
        if (!doc) {
          res.status(404).type("text/plain").send("No parcel with this AWB.");
          return;
        }
        res.type("text/plain").send([`${doc.courier_name} ${doc.awb}: ${doc.status}`, ...doc.scans.map((s) => `${s.date}  ${s["sr-status-label"]}  ${s.location}  ${s.activity}`)].join("\n"));
      }),
    );
    return router;
  }
}

/** One 4×6 inch page per parcel: courier, AWB, COD amount, consignee, order reference and contents (pdfkit). */
async function renderLabels(docs: SandboxShipment[]): Promise<Buffer> {
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({ size: [288, 432], margin: 18, autoFirstPage: false, info: { Title: "Shipping labels" } });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    doc.on("end", resolve);
    doc.on("error", reject);
  });
  for (const d of docs) {
    doc.addPage();
    doc.font("Helvetica-Bold").fontSize(14).text(d.courier_name ?? COURIER);
    doc.font("Helvetica").fontSize(9).text(d.is_return ? "REVERSE PICKUP" : d.payment_method === "COD" ? `COD: collect Rs. ${d.sub_total.toFixed(2)}` : "PREPAID: do not collect cash");
    doc.moveDown(0.5).font("Helvetica-Bold").fontSize(18).text(`AWB ${d.awb}`);
    // A stand-in for the barcode: the AWB's digits as bars.
    const y = doc.y + 4;
    [...(d.awb ?? "")].forEach((ch, i) => doc.rect(18 + i * 20, y, 2 + (ch.charCodeAt(0) % 7), 40).fill("#000"));
    doc.fillColor("#000").text("", 18, y + 48);
    doc.font("Helvetica-Bold").fontSize(10).text(d.is_return ? "Pickup from:" : "Deliver to:");
    doc.font("Helvetica").fontSize(10).text(d.consignee.name).text(d.consignee.address).text(`${d.consignee.city}, ${d.consignee.state} ${d.consignee.pincode}`).text(`Phone: ${d.consignee.phone}`);
    doc.moveDown(0.5).fontSize(8).text(`Order ${d.channel_order_id}  ·  Shipment ${d.shipment_id}  ·  ${d.weight} kg`);
    for (const item of d.items.slice(0, 8)) doc.text(`${item.units} × ${item.name} (${item.sku})`);
  }
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
