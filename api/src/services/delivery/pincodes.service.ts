import { Readable } from "node:stream";
import type { EntityManager } from "typeorm";
import { z } from "zod";
import { ServiceablePincodeEntity } from "../../entities/serviceable-pincode.entity.js";
import { DomainError } from "../../lib/errors.js";
import { normalPincode, PINCODE_MESSAGE } from "../../lib/indian-numbers.js";
import { isUuid, parseInput } from "../../lib/validation.js";
import { type RawLine, readCsvLines, readJsonLines, type RejectedLine } from "../catalogue/index.js";
import type { ServiceContext } from "../context.js";
import { GST_STATES, stateCodeOf, stateNames, statesOfPincode } from "../tax/index.js";
import { requireAdmin, type Viewer } from "../viewer.js";
import { deliveryDate } from "./delivery-date.js";

export const DELIVERY_MESSAGES = {
  notServiceable: (pincode: string) => `We do not deliver to pincode ${pincode} yet. Please choose another address.`,
  prepaidNotAllowed: (pincode: string) => `We cannot take online payments for delivery to pincode ${pincode}. Please choose another address.`,
  productNotFound: "Product not found!",
  unknownState: 'State must be one of India\'s states or union territories, by name or GST state code ("Karnataka" or "29")',
  pincodeNowhere: (pincode: string) => `Pincode ${pincode} is in no delivery area of India Post`,
  stateElsewhere: (pincode: string, states: readonly string[], state: string) => `Pincode ${pincode} is in ${stateNames(states)}, not ${GST_STATES[state]}`,
  tooLarge: "The file is too large: at most 1 MB (about 20,000 pincodes) at once.",
} as const;

/** What the product page and checkout say about delivery to a pincode. */
export interface DeliveryEstimate {
  pincode: string;
  serviceable: boolean;
  /** YYYY-MM-DD in the shop's time zone; null when not serviceable. */
  deliveryBy: string | null;
  deliveryDays: number | null;
  /** The pincode allows cash on delivery and the product's price is within the COD limits. */
  codAvailable: boolean;
  prepaidAvailable: boolean;
  city: string | null;
  /** GST state code of the table's row; otherwise the pincode's most likely state (India Post's circle). */
  state: string | null;
  /** Every state the pincode can lie in (India Post's circles), most likely first. */
  states: string[];
}

export interface PincodeRow {
  pincode: string;
  state: string;
  city: string;
  deliveryDays: number;
  prepaidAllowed: boolean;
  codAllowed: boolean;
  updatedAt: Date;
}

const booleanField = (label: string) =>
  z.preprocess((v) => {
    if (typeof v !== "string") return v;
    const t = v.trim().toLowerCase();
    return ["true", "yes", "y", "1"].includes(t) ? true : ["false", "no", "n", "0"].includes(t) ? false : v;
  }, z.boolean({ error: `${label} must be true or false` }));

/** One row of the table as an admin or an import file gives it. */
const pincodeInput = z
  .object({
    pincode: z.preprocess((v) => (typeof v === "number" ? String(v) : v), z.string({ error: "Pincode must be text" }).transform((v, ctx) => {
      const pincode = normalPincode(v);
      if (!pincode) ctx.addIssue({ code: "custom", message: PINCODE_MESSAGE });
      return pincode ?? v;
    })),
    state: z.preprocess((v) => (typeof v === "number" ? String(v).padStart(2, "0") : v), z.string({ error: "State must be text" })).transform((v, ctx) => {
      const code = stateCodeOf(v);
      if (!code) ctx.addIssue({ code: "custom", message: DELIVERY_MESSAGES.unknownState });
      return code ?? v;
    }),
    city: z.string({ error: "City must be text" }).trim().min(1, "City is required").max(80, "City must be at most 80 characters long"),
    deliveryDays: z.preprocess((v) => (typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : v), z.number({ error: "Delivery days must be a whole number from 0 to 30" }).int("Delivery days must be a whole number from 0 to 30").min(0, "Delivery days must be a whole number from 0 to 30").max(30, "Delivery days must be a whole number from 0 to 30")),
    prepaidAllowed: booleanField("Prepaid allowed").default(true),
    codAllowed: booleanField("COD allowed").default(true),
  })
  .superRefine((v, ctx) => {
    const states = statesOfPincode(v.pincode);
    if (!/^\d{6}$/.test(v.pincode) || !GST_STATES[v.state]) return;
    if (!states.length) ctx.addIssue({ code: "custom", path: ["pincode"], message: DELIVERY_MESSAGES.pincodeNowhere(v.pincode) });
    else if (!states.includes(v.state)) ctx.addIssue({ code: "custom", path: ["state"], message: DELIVERY_MESSAGES.stateElsewhere(v.pincode, states, v.state) });
  });

type PincodeInput = z.infer<typeof pincodeInput>;

const searchInput = z.object({
  search: z.string().trim().max(80).nullish(),
  first: z.number().int().min(1).max(200).nullish(),
  offset: z.number().int().min(0).nullish(),
});

/** The file's columns, in the order the export writes them. */
export const PINCODE_COLUMNS = ["pincode", "state", "city", "deliveryDays", "prepaidAllowed", "codAllowed"] as const;
const MAX_IMPORT_BYTES = 1_000_000;

function rowOf(e: ServiceablePincodeEntity): PincodeRow {
  return { pincode: e.pincode, state: e.state, city: e.city, deliveryDays: e.deliveryDays, prepaidAllowed: e.prepaidAllowed, codAllowed: e.codAllowed, updatedAt: e.updatedAt };
}

const csvField = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The table's row for a pincode (null: not served), read in the caller's transaction. */
export async function findServiceablePincode(manager: EntityManager, pincode: string): Promise<ServiceablePincodeEntity | null> {
  return manager.findOneBy(ServiceablePincodeEntity, { pincode });
}

/**
 * The delivery promise by pincode (issue 25): which pincodes the shop serves, in how many business days, and whether
 * prepaid and cash-on-delivery orders may go there. Shoppers ask for an estimate; admins keep the table.
 */
export function createDeliveryService({ dataSource, config }: ServiceContext) {
  const { cutoffHour, codMinPaise, codMaxPaise } = config.delivery;

  /** The estimate for a pincode and (optionally) a product, at `now`. */
  async function estimate(raw: { pincode?: unknown; productId?: unknown }, now = new Date()): Promise<DeliveryEstimate> {
    const text = typeof raw.pincode === "string" ? raw.pincode : "";
    const pincode = normalPincode(text);
    if (!pincode) throw new DomainError("BAD_USER_INPUT", PINCODE_MESSAGE, "pincode");
    let pricePaise: number | null = null;
    if (raw.productId !== undefined && raw.productId !== null) {
      const [product]: Array<{ price: number }> = isUuid(raw.productId)
        ? await dataSource.query(`SELECT CASE WHEN sale_price_paise > 0 THEN sale_price_paise ELSE price_paise END AS price FROM products WHERE id = $1 AND deleted_at IS NULL`, [raw.productId])
        : [];
      if (!product) throw new DomainError("NOT_FOUND", DELIVERY_MESSAGES.productNotFound, "productId");
      pricePaise = product.price;
    }
    const states = [...statesOfPincode(pincode)];
    const row = await findServiceablePincode(dataSource.manager, pincode);
    if (!row) return { pincode, serviceable: false, deliveryBy: null, deliveryDays: null, codAvailable: false, prepaidAvailable: false, city: null, state: states[0] ?? null, states };
    const withinCod = pricePaise === null || (pricePaise >= codMinPaise && pricePaise <= codMaxPaise);
    return {
      pincode,
      serviceable: true,
      deliveryBy: deliveryDate(now, { timeZone: config.shopTimeZone, cutoffHour, days: row.deliveryDays }),
      deliveryDays: row.deliveryDays,
      codAvailable: row.codAllowed && withinCod,
      prepaidAvailable: row.prepaidAllowed,
      city: row.city,
      state: row.state,
      states,
    };
  }

  async function upsertRows(manager: EntityManager, rows: readonly PincodeInput[], adminId: string): Promise<{ created: number; updated: number; unchanged: number }> {
    if (!rows.length) return { created: 0, updated: 0, unchanged: 0 };
    const params: unknown[] = [];
    const values = rows
      .map((r) => {
        params.push(r.pincode, r.state, r.city, r.deliveryDays, r.prepaidAllowed, r.codAllowed, adminId);
        const n = params.length;
        return `($${n - 6}, $${n - 5}, $${n - 4}, $${n - 3}::int, $${n - 2}::boolean, $${n - 1}::boolean, $${n}::uuid)`;
      })
      .join(", ");
    // xmax = 0 marks a row this statement inserted; an unchanged row is not written (its WHERE is false).
    const written: Array<{ inserted: boolean }> = await manager.query(
      `INSERT INTO serviceable_pincodes AS s (pincode, state, city, delivery_days, prepaid_allowed, cod_allowed, updated_by) VALUES ${values}
       ON CONFLICT (pincode) DO UPDATE SET state = EXCLUDED.state, city = EXCLUDED.city, delivery_days = EXCLUDED.delivery_days,
         prepaid_allowed = EXCLUDED.prepaid_allowed, cod_allowed = EXCLUDED.cod_allowed, updated_by = EXCLUDED.updated_by, updated_at = now()
       WHERE (s.state, s.city, s.delivery_days, s.prepaid_allowed, s.cod_allowed) IS DISTINCT FROM (EXCLUDED.state, EXCLUDED.city, EXCLUDED.delivery_days, EXCLUDED.prepaid_allowed, EXCLUDED.cod_allowed)
       RETURNING (xmax = 0) AS inserted`,
      params,
    );
    const created = written.filter((w) => w.inserted).length;
    return { created, updated: written.length - created, unchanged: rows.length - written.length };
  }

  return {
    estimate,

    /** The table (admin), by pincode, narrowed by any part of a pincode, city or state name. */
    async list(viewer: Viewer | null, raw: unknown = {}): Promise<{ nodes: PincodeRow[]; totalCount: number }> {
      requireAdmin(viewer);
      const { search, first, offset } = parseInput(searchInput, raw);
      const qb = dataSource.getRepository(ServiceablePincodeEntity).createQueryBuilder("s").orderBy("s.pincode", "ASC");
      if (search) {
        const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        const states = Object.entries(GST_STATES)
          .filter(([, name]) => name.toLowerCase().includes(search.toLowerCase()))
          .map(([code]) => code);
        qb.where("(s.pincode LIKE :like OR s.city ILIKE :like" + (states.length ? " OR s.state IN (:...states)" : "") + ")", { like, states });
      }
      const [rows, totalCount] = await qb
        .take(first ?? 50)
        .skip(offset ?? 0)
        .getManyAndCount();
      return { nodes: rows.map(rowOf), totalCount };
    },

    /** Adds or changes one pincode (admin); BAD_USER_INPUT names the wrong field. */
    async upsert(viewer: Viewer | null, raw: unknown): Promise<PincodeRow> {
      const admin = requireAdmin(viewer);
      const input = parseInput(pincodeInput, raw);
      await upsertRows(dataSource.manager, [input], admin.userId);
      return rowOf(await dataSource.manager.findOneByOrFail(ServiceablePincodeEntity, { pincode: input.pincode }));
    },

    /** Stops serving a pincode (admin): orders placed already keep their address. */
    async remove(viewer: Viewer | null, rawPincode: unknown): Promise<{ id: string; message: string }> {
      requireAdmin(viewer);
      const pincode = typeof rawPincode === "string" ? normalPincode(rawPincode) : null;
      const result = pincode ? await dataSource.manager.delete(ServiceablePincodeEntity, { pincode }) : { affected: 0 };
      if (!result.affected) throw new DomainError("NOT_FOUND", "Pincode not found!");
      return { id: pincode!, message: "Pincode removed" };
    },

    /**
     * Loads a CSV or JSON Lines file of pincodes (admin), with the catalogue import's conventions: a bad line is
     * reported with its number and reason, the good ones are loaded (upserted by pincode), one transaction.
     */
    async importFile(viewer: Viewer | null, raw: { format?: unknown; content?: unknown }) {
      const admin = requireAdmin(viewer);
      const format = raw.format === "csv" || raw.format === "jsonl" ? raw.format : null;
      if (!format) throw new DomainError("BAD_USER_INPUT", "Format must be csv or jsonl", "format");
      const content = typeof raw.content === "string" ? raw.content : "";
      if (Buffer.byteLength(content) > MAX_IMPORT_BYTES) throw new DomainError("BAD_USER_INPUT", DELIVERY_MESSAGES.tooLarge, "content");
      const stream = Readable.from([Buffer.from(content)]);
      const rejected: RejectedLine[] = [];
      const good = new Map<string, PincodeInput>();
      const lines: AsyncGenerator<RawLine> = format === "csv" ? readCsvLines(stream) : readJsonLines(stream);
      for await (const line of lines) {
        if (!line.record) {
          rejected.push({ line: line.line, reason: line.error ?? "unreadable" });
          continue;
        }
        const record = Object.fromEntries(Object.entries(line.record).filter(([, v]) => v !== ""));
        try {
          const row = parseInput(pincodeInput, record);
          good.set(row.pincode, row);
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          rejected.push({ line: line.line, reason: error.field ? `${error.field}: ${error.message}` : error.message });
        }
      }
      const counts = await dataSource.transaction((manager) => upsertRows(manager, [...good.values()], admin.userId));
      return { ...counts, rejected };
    },

    /** The whole table in the import's format (admin): export → import changes nothing. */
    async exportFile(viewer: Viewer | null, raw: { format?: unknown }): Promise<string> {
      requireAdmin(viewer);
      const format = raw.format === "csv" || raw.format === "jsonl" ? raw.format : null;
      if (!format) throw new DomainError("BAD_USER_INPUT", "Format must be csv or jsonl", "format");
      const rows = (await dataSource.manager.find(ServiceablePincodeEntity, { order: { pincode: "ASC" } })).map(rowOf);
      const record = (r: PincodeRow) => ({ pincode: r.pincode, state: r.state, city: r.city, deliveryDays: r.deliveryDays, prepaidAllowed: r.prepaidAllowed, codAllowed: r.codAllowed });
      if (format === "jsonl") return rows.map((r) => JSON.stringify(record(r)) + "\n").join("");
      const body = rows.map((r) => Object.values(record(r)).map((v) => csvField(String(v))).join(",") + "\n").join("");
      return PINCODE_COLUMNS.join(",") + "\n" + body;
    },
  };
}

export type DeliveryService = ReturnType<typeof createDeliveryService>;
