import type { EntityManager } from "typeorm";
import { z } from "zod";
import { BRANDS, CATEGORIES } from "../../entities/product.entity.js";
import { DISCOUNT_TYPES, PROMOTION_KINDS, PROMOTION_SCOPES } from "../../entities/promotion.entity.js";
import { DomainError } from "../../lib/errors.js";
import { isUniqueViolation, isUuid, parseInput } from "../../lib/validation.js";
import type { ServiceContext } from "../context.js";
import { parseRupees, toRupees } from "../../lib/money.js";
import { requireAdmin, type Viewer } from "../viewer.js";
import { promotionFromRow, type StoredPromotion } from "./pricing.js";

export const PROMOTION_ADMIN_MESSAGES = {
  notFound: "Promotion not found",
  used: "This promotion has been used, so it cannot be deleted: pause it instead.",
  codeTaken: "Another promotion has this code",
  codeRequired: "A coupon needs a code",
  codeForm: "A code has 3 to 30 letters, digits, - or _",
  noCodeForAutomatic: "An automatic promotion has no code",
  percent: "Percent off must be a whole number from 1 to 100",
  amount: "Amount off must be more than ₹0",
  maxDiscountFlat: "A maximum discount is for percentages only",
  dateForm: "Use the form 2026-11-01T00:00 (shop time)",
  endBeforeStart: "The end must be after the start",
  capBelowUses: (uses: number) => `It has been used ${uses} times: the cap cannot be lower`,
  scopeValues: "Choose at least one",
  unknownCategory: (v: string) => `Unknown category: ${v}`,
  unknownBrand: (v: string) => `Unknown brand: ${v}`,
  unknownProduct: "One of the products does not exist",
} as const;

export const PROMOTION_STATUSES = ["active", "scheduled", "expired", "used_up", "paused"] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/** A promotion as the admin sees it: money in paise, its window in shop time ("2026-11-01T00:00"), its status now. */
export interface PromotionView extends StoredPromotion {
  status: PromotionStatus;
  /** A product-scoped promotion's products with their titles, in `scopeValues` order (the picker shows names). */
  scopeProducts: Array<{ id: string; title: string; sku: string }>;
  startsAtLocal: string | null;
  endsAtLocal: string | null;
  createdAt: Date;
}

const LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const wholeOrNull = (message: string, min: number) =>
  z
    .number({ error: message })
    .int(message)
    .min(min, message)
    .max(1_000_000_000, message)
    .nullish()
    .transform((v) => v ?? null);
const localDate = z
  .string({ error: PROMOTION_ADMIN_MESSAGES.dateForm })
  .trim()
  .nullish()
  .transform((v) => v || null)
  .refine((v) => v === null || LOCAL.test(v), PROMOTION_ADMIN_MESSAGES.dateForm);

/** Every field of a promotion, as the admin's form sends it (money in rupees). */
const promotionInput = z.object({
  kind: z.enum(PROMOTION_KINDS, { error: "Kind is coupon or automatic" }),
  code: z
    .string()
    .trim()
    .nullish()
    .transform((v) => v || null),
  title: z.string({ error: "Title is required" }).trim().min(1, "Title is required").max(80, "Title must be at most 80 characters long"),
  description: z
    .string()
    .trim()
    .max(300, "Description must be at most 300 characters long")
    .nullish()
    .transform((v) => v ?? ""),
  isPublic: z.boolean().nullish().transform((v) => v ?? false),
  discountType: z.enum(DISCOUNT_TYPES, { error: "Discount type is percent or flat" }),
  percentOff: wholeOrNull(PROMOTION_ADMIN_MESSAGES.percent, 1),
  amountOff: z.number().nullish().transform((v) => v ?? null),
  maxDiscount: z.number().nullish().transform((v) => v ?? null),
  minOrderValue: z.number().nullish().transform((v) => v ?? 0),
  minQuantity: wholeOrNull("Minimum quantity must be a whole number, 0 or more", 0),
  startsAt: localDate,
  endsAt: localDate,
  maxUses: wholeOrNull("Total uses must be a whole number, at least 1", 1),
  maxUsesPerCustomer: wholeOrNull("Uses per customer must be a whole number, at least 1", 1),
  scope: z.enum(PROMOTION_SCOPES, { error: "Scope is all, categories, brands or products" }).nullish().transform((v) => v ?? "all"),
  scopeValues: z.array(z.string().trim()).max(100).nullish().transform((v) => [...new Set(v ?? [])]),
  firstOrderOnly: z.boolean().nullish().transform((v) => v ?? false),
  prepaidOnly: z.boolean().nullish().transform((v) => v ?? false),
  paused: z.boolean().nullish().transform((v) => v ?? false),
});
type PromotionInput = z.input<typeof promotionInput>;

const bad = (message: string, field: string) => new DomainError("BAD_USER_INPUT", message, field);

/** The local shop time "2026-11-01T00:00" as an instant, by PostgreSQL's time zone database. */
async function shopInstant(manager: EntityManager, local: string | null, timeZone: string, field: string): Promise<Date | null> {
  if (!local) return null;
  const [row]: Array<{ at: Date | null }> = await manager.query(`SELECT CASE WHEN $1 ~ '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}$' THEN ($1::timestamp AT TIME ZONE $2) END AS at`, [local, timeZone]).catch(() => {
    throw bad(PROMOTION_ADMIN_MESSAGES.dateForm, field);
  });
  if (!row?.at) throw bad(PROMOTION_ADMIN_MESSAGES.dateForm, field);
  return row.at;
}

/** An instant as the shop's local "2026-11-01T00:00". */
function shopLocal(at: Date | null, timeZone: string): string | null {
  if (!at) return null;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

export function promotionStatus(p: StoredPromotion, now = new Date()): PromotionStatus {
  if (p.paused) return "paused";
  if (p.endsAt && p.endsAt <= now) return "expired";
  if (p.startsAt && p.startsAt > now) return "scheduled";
  if (p.maxUses !== null && p.uses >= p.maxUses) return "used_up";
  return "active";
}

/** Admin → Promotions: list, create, edit (pause is an edit), delete (refused once used). */
export function createPromotionsAdminService({ dataSource, config }: ServiceContext) {
  const tz = config.shopTimeZone;

  function view(p: StoredPromotion & { createdAt: Date }): PromotionView {
    return { ...p, status: promotionStatus(p), startsAtLocal: shopLocal(p.startsAt, tz), endsAtLocal: shopLocal(p.endsAt, tz), scopeProducts: [] };
  }

  /** Fills the product-scoped promotions' `scopeProducts` with one read for them all. */
  async function withProducts(manager: Pick<EntityManager, "query">, views: PromotionView[]): Promise<PromotionView[]> {
    const ids = [...new Set(views.filter((v) => v.scope === "products").flatMap((v) => v.scopeValues))];
    if (ids.length === 0) return views;
    const rows: Array<{ id: string; title: string; sku: string }> = await manager.query(`SELECT id, title, sku FROM products WHERE id = ANY($1::uuid[])`, [ids]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const v of views) if (v.scope === "products") v.scopeProducts = v.scopeValues.flatMap((id) => byId.get(id) ?? []);
    return views;
  }

  async function load(manager: EntityManager, id: string, lock = false): Promise<PromotionView> {
    if (!isUuid(id)) throw new DomainError("NOT_FOUND", PROMOTION_ADMIN_MESSAGES.notFound);
    const [row] = await manager.query(`SELECT * FROM promotions WHERE id = $1 ${lock ? "FOR UPDATE" : ""}`, [id]);
    if (!row) throw new DomainError("NOT_FOUND", PROMOTION_ADMIN_MESSAGES.notFound);
    return (await withProducts(manager, [view({ ...promotionFromRow(row), createdAt: row.created_at })]))[0]!;
  }

  /** The columns of a valid input, or BAD_USER_INPUT naming the first wrong field. */
  async function columns(manager: EntityManager, raw: unknown, usesSoFar: number) {
    const input = parseInput(promotionInput, raw);
    let code = input.code;
    if (input.kind === "coupon") {
      if (!code) throw bad(PROMOTION_ADMIN_MESSAGES.codeRequired, "code");
      if (!/^[A-Za-z0-9_-]{3,30}$/.test(code)) throw bad(PROMOTION_ADMIN_MESSAGES.codeForm, "code");
      code = code.toUpperCase();
    } else if (code) throw bad(PROMOTION_ADMIN_MESSAGES.noCodeForAutomatic, "code");
    let discountValue: number;
    if (input.discountType === "percent") {
      if (input.percentOff === null || input.percentOff > 100) throw bad(PROMOTION_ADMIN_MESSAGES.percent, "percentOff");
      discountValue = input.percentOff;
    } else {
      if (input.amountOff === null) throw bad(PROMOTION_ADMIN_MESSAGES.amount, "amountOff");
      discountValue = parseRupees(input.amountOff, "amountOff");
      if (discountValue <= 0) throw bad(PROMOTION_ADMIN_MESSAGES.amount, "amountOff");
      if (input.maxDiscount !== null) throw bad(PROMOTION_ADMIN_MESSAGES.maxDiscountFlat, "maxDiscount");
    }
    const maxDiscountPaise = input.maxDiscount === null ? null : parseRupees(input.maxDiscount, "maxDiscount");
    if (maxDiscountPaise !== null && maxDiscountPaise <= 0) throw bad("Maximum discount must be more than ₹0", "maxDiscount");
    const minOrderPaise = parseRupees(input.minOrderValue, "minOrderValue");
    if (minOrderPaise < 0) throw bad("Minimum order value cannot be negative", "minOrderValue");
    const startsAt = await shopInstant(manager, input.startsAt, tz, "startsAt");
    const endsAt = await shopInstant(manager, input.endsAt, tz, "endsAt");
    if (startsAt && endsAt && endsAt <= startsAt) throw bad(PROMOTION_ADMIN_MESSAGES.endBeforeStart, "endsAt");
    if (input.maxUses !== null && input.maxUses < usesSoFar) throw bad(PROMOTION_ADMIN_MESSAGES.capBelowUses(usesSoFar), "maxUses");
    const scopeValues = input.scope === "all" ? [] : input.scopeValues;
    if (input.scope !== "all" && scopeValues.length === 0) throw bad(PROMOTION_ADMIN_MESSAGES.scopeValues, "scopeValues");
    for (const v of scopeValues) {
      if (input.scope === "categories" && !(CATEGORIES as readonly string[]).includes(v)) throw bad(PROMOTION_ADMIN_MESSAGES.unknownCategory(v), "scopeValues");
      if (input.scope === "brands" && !(BRANDS as readonly string[]).includes(v)) throw bad(PROMOTION_ADMIN_MESSAGES.unknownBrand(v), "scopeValues");
    }
    if (input.scope === "products") {
      if (!scopeValues.every(isUuid)) throw bad(PROMOTION_ADMIN_MESSAGES.unknownProduct, "scopeValues");
      const [{ found }]: Array<{ found: number }> = await manager.query(`SELECT count(*)::int AS found FROM products WHERE id = ANY($1::uuid[])`, [scopeValues]);
      if (found !== scopeValues.length) throw bad(PROMOTION_ADMIN_MESSAGES.unknownProduct, "scopeValues");
    }
    return {
      kind: input.kind,
      code: input.kind === "coupon" ? code : null,
      title: input.title,
      description: input.description,
      is_public: input.kind === "coupon" ? input.isPublic : true,
      discount_type: input.discountType,
      discount_value: discountValue,
      max_discount_paise: maxDiscountPaise,
      min_order_paise: minOrderPaise,
      min_quantity: input.minQuantity ?? 0,
      starts_at: startsAt,
      ends_at: endsAt,
      max_uses: input.maxUses,
      max_uses_per_customer: input.maxUsesPerCustomer,
      scope: input.scope,
      scope_values: scopeValues,
      first_order_only: input.firstOrderOnly,
      prepaid_only: input.prepaidOnly,
      paused: input.paused,
    };
  }

  async function write(manager: EntityManager, sql: string, params: unknown[]): Promise<string> {
    try {
      const rows: Array<{ id: string }> = await manager.query(sql, params);
      // An UPDATE … RETURNING answers [rows, count]; an INSERT … RETURNING answers rows.
      const list = Array.isArray(rows[0]) ? (rows[0] as unknown as Array<{ id: string }>) : rows;
      return list[0]!.id;
    } catch (error) {
      if (isUniqueViolation(error, "promotions_code_key")) throw bad(PROMOTION_ADMIN_MESSAGES.codeTaken, "code");
      throw error;
    }
  }

  /** The stored promotion as input, for an edit that gives some fields only. */
  function asInput(p: PromotionView): PromotionInput {
    return {
      kind: p.kind,
      code: p.code,
      title: p.title,
      description: p.description,
      isPublic: p.isPublic,
      discountType: p.discountType,
      percentOff: p.discountType === "percent" ? p.discountValue : null,
      amountOff: p.discountType === "flat" ? toRupees(p.discountValue) : null,
      maxDiscount: p.maxDiscountPaise === null ? null : toRupees(p.maxDiscountPaise),
      minOrderValue: toRupees(p.minOrderPaise),
      minQuantity: p.minQuantity,
      startsAt: p.startsAtLocal,
      endsAt: p.endsAtLocal,
      maxUses: p.maxUses,
      maxUsesPerCustomer: p.maxUsesPerCustomer,
      scope: p.scope,
      scopeValues: [...p.scopeValues],
      firstOrderOnly: p.firstOrderOnly,
      prepaidOnly: p.prepaidOnly,
      paused: p.paused,
    };
  }

  return {
    /** Every promotion, newest first, with its status and uses so far. */
    async list(viewer: Viewer | null): Promise<PromotionView[]> {
      requireAdmin(viewer);
      // A coupon made for one shopper's cart (cart reminders) is theirs, not one of the shop's promotions: the dashboard counts those.
      const rows: Array<Record<string, unknown>> = await dataSource.query(`SELECT * FROM promotions WHERE customer_id IS NULL ORDER BY created_at DESC, id`);
      return withProducts(dataSource.manager, rows.map((row) => view({ ...promotionFromRow(row as never), createdAt: row.created_at as Date })));
    },

    async create(viewer: Viewer | null, raw: unknown): Promise<PromotionView> {
      requireAdmin(viewer);
      return dataSource.transaction(async (manager) => {
        const c = await columns(manager, raw, 0);
        const names = Object.keys(c);
        const id = await write(
          manager,
          `INSERT INTO promotions (${names.join(", ")}) VALUES (${names.map((_, i) => `$${i + 1}`).join(", ")}) RETURNING id`,
          Object.values(c),
        );
        return load(manager, id);
      });
    },

    /** Changes the given fields (the rest stay); pausing is `{ paused: true }`. */
    async update(viewer: Viewer | null, id: string, raw: unknown): Promise<PromotionView> {
      requireAdmin(viewer);
      return dataSource.transaction(async (manager) => {
        const current = await load(manager, id, true);
        const given = Object.fromEntries(Object.entries((raw ?? {}) as Record<string, unknown>).filter(([, v]) => v !== undefined));
        const c = await columns(manager, { ...asInput(current), ...given }, current.uses);
        const names = Object.keys(c);
        await write(manager, `UPDATE promotions SET ${names.map((n, i) => `${n} = $${i + 2}`).join(", ")}, updated_at = now() WHERE id = $1 RETURNING id`, [
          current.id,
          ...Object.values(c),
        ]);
        return load(manager, current.id);
      });
    },

    /** Deletes a promotion no order ever used; a used one is refused (CONFLICT): pause it. */
    async remove(viewer: Viewer | null, id: string): Promise<{ id: string; message: string }> {
      requireAdmin(viewer);
      return dataSource.transaction(async (manager) => {
        const current = await load(manager, id, true);
        const [{ used }]: Array<{ used: boolean }> = await manager.query(`SELECT EXISTS (SELECT 1 FROM promotion_redemptions WHERE promotion_id = $1) AS used`, [current.id]);
        if (used) throw new DomainError("CONFLICT", PROMOTION_ADMIN_MESSAGES.used);
        await manager.query(`DELETE FROM promotions WHERE id = $1`, [current.id]);
        return { id: current.id, message: "Promotion deleted" };
      });
    },
  };
}

export type PromotionsAdminService = ReturnType<typeof createPromotionsAdminService>;
