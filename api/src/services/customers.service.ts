import { In } from "typeorm";
import { isPlaceholderEmail } from "../lib/placeholder-email.js";
import { z } from "zod";
import { AddressEntity } from "../entities/address.entity.js";
import { UserEntity } from "../entities/user.entity.js";
import { DomainError } from "../lib/errors.js";
import { exactTimestampSql, keysetCursor } from "../lib/keyset-cursor.js";
import { isUuid, parseInput } from "../lib/validation.js";
import { revokeTokens } from "./account/index.js";
import type { ServiceContext } from "./context.js";
import type { Sessions } from "./sessions.js";
import { requireAdmin, type Viewer } from "./viewer.js";

export const CUSTOMER_MESSAGES = {
  notFound: "Customer not found",
  adminNotBlockable: "An admin cannot be blocked.",
  reasonRequired: "Please give a reason for blocking this customer",
} as const;

/** A customer as the admin's list and page show them: the account, and their orders in two figures (paise). */
export interface CustomerSummary {
  id: string;
  username: string;
  name: string;
  /** Null for an account made by phone sign-in that has not given an email yet (its placeholder is never shown). */
  email: string | null;
  /** The mobile number (10 digits), and whether its owner proved it with a one-time code. */
  phone: string | null;
  phoneVerified: boolean;
  createdAt: Date;
  emailVerified: boolean;
  blockedAt: Date | null;
  blockedReason: string | null;
  /** Every order they placed, whatever became of it. */
  orderCount: number;
  /** What their paid orders came to (a refunded order is not spent). */
  totalSpentPaise: number;
}

export interface CustomerPage {
  edges: Array<{ cursor: string; node: CustomerSummary }>;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  totalCount: number;
}

/** The searchable text of a customer: the expression `users_search_trgm_idx` indexes, word for word. */
const SEARCH_TEXT = `(lower(u.email) || ' ' || lower(u.name) || ' ' || lower(u.username))`;

const listInput = z.object({
  search: z.string().trim().max(200, "search must be at most 200 characters").nullish(),
  first: z.number().int("first must be a whole number").min(1, "first must be at least 1").max(100, "first must be at most 100").nullish().transform((v) => v ?? 20),
  after: z.string().max(400).nullish(),
});

const blockInput = z
  .object({
    id: z.string(),
    blocked: z.boolean({ error: "blocked must be true or false" }),
    reason: z.string().trim().max(500, "The reason must be at most 500 characters").nullish(),
  })
  .refine((v) => !v.blocked || (v.reason ?? "").length > 0, { message: CUSTOMER_MESSAGES.reasonRequired, path: ["reason"] });

/** Newest first by sign-up. */
const cursor = keysetCursor("customer");

interface CustomerRow {
  id: string;
  username: string;
  name: string;
  email: string;
  phone: string | null;
  phone_verified_at: Date | null;
  created_at: Date;
  created_at_exact: string;
  email_verified_at: Date | null;
  blocked_at: Date | null;
  blocked_reason: string | null;
}

const COLUMNS = `u.id, u.username, u.name, u.email, u.phone, u.phone_verified_at, u.created_at, u.email_verified_at, u.blocked_at, u.blocked_reason,
  ${exactTimestampSql("u.created_at")} AS created_at_exact`;

/**
 * The admin's view of the shop's customers: a server-paged, searchable list with what each has ordered and spent, a
 * customer's page, and blocking. A blocked customer's sessions end at once (every node), their links stop working,
 * and they can neither sign in nor, therefore, order; admins are never blocked.
 */
export function createCustomersService({ dataSource }: ServiceContext, sessions: Sessions) {
  /** Orders and paid spend of these customers, in one statement (the orders' user index). */
  async function withOrderFigures(rows: CustomerRow[]): Promise<CustomerSummary[]> {
    if (!rows.length) return [];
    const figures: Array<{ user_id: string; orders: number; spent: string }> = await dataSource.query(
      `SELECT user_id, count(*)::int AS orders, COALESCE(sum(total_paise) FILTER (WHERE payment_status = 'paid'), 0)::bigint AS spent
         FROM orders WHERE user_id = ANY($1::uuid[]) GROUP BY user_id`,
      [rows.map((r) => r.id)],
    );
    const byUser = new Map(figures.map((f) => [f.user_id, f]));
    return rows.map((r) => ({
      id: r.id,
      username: r.username,
      name: r.name,
      email: isPlaceholderEmail(r.email) ? null : r.email,
      phone: r.phone,
      phoneVerified: r.phone_verified_at !== null,
      createdAt: r.created_at,
      emailVerified: r.email_verified_at !== null,
      blockedAt: r.blocked_at,
      blockedReason: r.blocked_reason,
      orderCount: byUser.get(r.id)?.orders ?? 0,
      totalSpentPaise: Number(byUser.get(r.id)?.spent ?? 0),
    }));
  }

  async function findCustomer(id: string): Promise<CustomerSummary> {
    if (!isUuid(id)) throw new DomainError("NOT_FOUND", CUSTOMER_MESSAGES.notFound);
    const rows: CustomerRow[] = await dataSource.query(`SELECT ${COLUMNS} FROM users u WHERE u.id = $1 AND u.role = 'customer'`, [id]);
    if (!rows.length) throw new DomainError("NOT_FOUND", CUSTOMER_MESSAGES.notFound);
    return (await withOrderFigures(rows))[0]!;
  }

  return {
    /** Customers, newest sign-up first, `first` after the cursor; `search` matches any part of email, name or user name. */
    async list(viewer: Viewer | null, raw: { search?: string | null; first?: number | null; after?: string | null } = {}): Promise<CustomerPage> {
      requireAdmin(viewer);
      const input = parseInput(listInput, raw);
      const after = input.after ? cursor.decode(input.after) : undefined;
      const params: unknown[] = [];
      const param = (value: unknown) => `$${params.push(value)}`;
      const where = [`u.role = 'customer'`];
      if (input.search) where.push(`${SEARCH_TEXT} LIKE ${param(`%${input.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`)}`);
      const filter = where.join(" AND ");
      const page = after ? `${filter} AND (u.created_at, u.id) < (${param(after.createdAt)}::timestamptz, ${param(after.id)}::uuid)` : filter;
      const [rows, [{ count }]] = await Promise.all([
        dataSource.query(`SELECT ${COLUMNS} FROM users u WHERE ${page} ORDER BY u.created_at DESC, u.id DESC LIMIT ${input.first + 1}`, params) as Promise<CustomerRow[]>,
        dataSource.query(`SELECT count(*)::int AS count FROM users u WHERE ${filter}`, params.slice(0, input.search ? 1 : 0)) as Promise<Array<{ count: number }>>,
      ]);
      const nodes = await withOrderFigures(rows.slice(0, input.first));
      const edges = nodes.map((node, i) => ({ node, cursor: cursor.encode(rows[i]!.created_at_exact, node.id) }));
      return { edges, pageInfo: { hasNextPage: rows.length > input.first, endCursor: edges.at(-1)?.cursor ?? null }, totalCount: count };
    },

    async get(viewer: Viewer | null, id: string): Promise<CustomerSummary> {
      requireAdmin(viewer);
      return findCustomer(id);
    },

    /** The delivery addresses of these customers, each's oldest first, in one statement (a page asks for all of them). */
    async addressesOf(viewer: Viewer | null, customerIds: readonly string[]): Promise<Map<string, AddressEntity[]>> {
      requireAdmin(viewer);
      const ids = customerIds.filter(isUuid);
      const found = new Map<string, AddressEntity[]>(customerIds.map((id) => [id, []]));
      if (!ids.length) return found;
      const rows = await dataSource.manager.find(AddressEntity, { where: { userId: In(ids) }, order: { createdAt: "ASC", id: "ASC" } });
      for (const row of rows) found.get(row.userId)?.push(row);
      return found;
    },

    /**
     * Blocks (with a reason) or unblocks a customer. Blocking ends every session of theirs at once on every node and
     * every link they were sent; an admin cannot be blocked.
     */
    async setBlocked(viewer: Viewer | null, raw: { id: string; blocked: boolean; reason?: string | null }): Promise<CustomerSummary> {
      requireAdmin(viewer);
      const input = parseInput(blockInput, raw);
      if (!isUuid(input.id)) throw new DomainError("NOT_FOUND", CUSTOMER_MESSAGES.notFound);
      const ended = await dataSource.transaction(async (manager) => {
        const user = await manager.createQueryBuilder(UserEntity, "u").setLock("pessimistic_write").where("u.id = :id", { id: input.id }).getOne();
        if (!user) throw new DomainError("NOT_FOUND", CUSTOMER_MESSAGES.notFound);
        if (user.role === "admin") throw new DomainError("FORBIDDEN", CUSTOMER_MESSAGES.adminNotBlockable);
        if (!input.blocked) {
          await manager.update(UserEntity, { id: user.id }, { blockedAt: null, blockedReason: null });
          return [];
        }
        await manager.update(UserEntity, { id: user.id }, { blockedAt: user.blockedAt ?? new Date(), blockedReason: input.reason ?? null });
        await revokeTokens(manager, user.id, ["password_reset", "verify_email", "change_email"]);
        return sessions.revokeAllOf(manager, user.id);
      });
      sessions.forget(ended);
      return findCustomer(input.id);
    },
  };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
