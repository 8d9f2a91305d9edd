import type { EntityManager } from "typeorm";
import { z } from "zod";
import { AddressEntity } from "../entities/address.entity.js";
import { DomainError } from "../lib/errors.js";
import { MOBILE, MOBILE_MESSAGE, PINCODE, PINCODE_MESSAGE } from "../lib/indian-numbers.js";
import { isUuid, parseInput } from "../lib/validation.js";
import type { ServiceContext } from "./context.js";
import { beginKeyedEffect, recordKeyedEffect } from "./keyed-effects.js";
import { GST_STATES, stateCodeOf, stateNames, statesOfPincode } from "./tax/index.js";
import { requireUser, type Viewer } from "./viewer.js";

/** Addresses one customer may keep (spec §9). */
export const MAX_ADDRESSES = 3;

export const ADDRESS_MESSAGES = {
  unknownState: 'State must be one of India\'s states or union territories, by name or GST state code ("Karnataka" or "29")',
  pincodeNowhere: (pincode: string) => `Pincode ${pincode} is in no delivery area of India Post`,
  pincodeElsewhere: (pincode: string, states: readonly string[], state: string) => `Pincode ${pincode} is in ${stateNames(states)}, not ${GST_STATES[state]}`,
  /** The spec's words, kept as they are. */
  tooMany: "You can added max 3 address",
  notFound: "Address not found!",
  deleted: "Address deleted successfully",
} as const;

const text = (label: string) => z.string({ error: `${label} must be text` }).trim();
/** Phone and pincode may come as numbers from a REST client's number inputs: read them as their digits. */
const digits = (label: string) => z.preprocess((v) => (typeof v === "number" && Number.isSafeInteger(v) && v >= 0 ? String(v) : v), text(label));

const addressInput = z.object({
  name: z
    .preprocess((v) => (v === null ? undefined : v), z.string({ error: "Name must be text" }).trim().max(60, "Name must be at most 60 characters long").optional())
    .transform((v) => (v ? v : null)),
  address: text("Address").pipe(z.string().min(1, "Address is required").max(200, "Address must be at most 200 characters long")),
  city: text("City").pipe(
    z
      .string()
      .min(1, "City is required")
      .max(80, "City must be at most 80 characters long")
      .regex(/^[\p{L}][\p{L}\p{M} .-]*$/u, "City may contain only letters, spaces, dots and dashes"),
  ),
  // 10 digits from 6–9, optionally after +91 or 0, spaces and dashes allowed; stored as the bare 10 digits (DoT's
  // National Numbering Plan: lib/indian-numbers.ts).
  phone: digits("Phone").pipe(
    z
      .string()
      .min(1, "Phone is required")
      .transform((v) => v.replace(/[\s-]/g, ""))
      .pipe(z.string().regex(MOBILE, MOBILE_MESSAGE))
      .transform((v) => v.slice(-10)),
  ),
  // India Post's PIN code scheme: 6 digits, the first 1–9 (lib/indian-numbers.ts).
  pincode: digits("Pincode").pipe(
    z
      .string()
      .min(1, "Pincode is required")
      .transform((v) => v.replace(/\s/g, ""))
      .pipe(z.string().regex(PINCODE, PINCODE_MESSAGE)),
  ),
  notes: text("Notes").pipe(z.string().min(1, "Notes are required").max(300, "Notes must be at most 300 characters long")),
  // The delivery state decides GST (CGST + SGST or IGST): optional, by name or GST state code, stored as the code.
  state: z
    .preprocess((v) => (v === null || v === "" ? undefined : v), z.string({ error: "State must be text" }).optional())
    .transform((v, ctx) => {
      if (v === undefined) return null;
      const code = stateCodeOf(v);
      if (!code) ctx.addIssue({ code: "custom", message: ADDRESS_MESSAGES.unknownState });
      return code;
    }),
})
  // India Post's circles (services/tax/states.ts): a pincode no circle serves is refused, and a stated state must be one the pincode can be in.
  .superRefine((v, ctx) => {
    const states = statesOfPincode(v.pincode);
    if (!states.length) ctx.addIssue({ code: "custom", path: ["pincode"], message: ADDRESS_MESSAGES.pincodeNowhere(v.pincode) });
    else if (v.state && !states.includes(v.state)) ctx.addIssue({ code: "custom", path: ["state"], message: ADDRESS_MESSAGES.pincodeElsewhere(v.pincode, states, v.state) });
  });

type AddressInput = z.infer<typeof addressInput>;

/** What an update writes: a form without a name or state field (the spec's client sends neither) keeps them. */
function updateOf(input: AddressInput, raw: unknown): Partial<AddressInput> {
  const given = (raw ?? {}) as { name?: unknown; state?: unknown };
  const { name, state, ...rest } = input;
  return { ...rest, ...(given.name === undefined ? {} : { name }), ...(given.state === undefined ? {} : { state }) };
}

function notFound(): DomainError {
  return new DomainError("NOT_FOUND", ADDRESS_MESSAGES.notFound);
}

/** An address id: a malformed one is simply not found (never a database error). */
function addressId(raw: unknown): string {
  if (!isUuid(raw)) throw notFound();
  return raw;
}

export function createAddressesService({ dataSource }: ServiceContext) {
  const addresses = dataSource.getRepository(AddressEntity);

  /** Serialises address-book changes of one user: the cap is counted with the user's row locked. */
  async function lockUser(manager: EntityManager, userId: string): Promise<void> {
    // FOR NO KEY UPDATE does not block inserts elsewhere that only reference the user (foreign keys).
    await manager.query(`SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE`, [userId]);
  }

  return {
    /** The caller's addresses, oldest first. */
    async list(viewer: Viewer | null): Promise<AddressEntity[]> {
      const { userId } = requireUser(viewer);
      return addresses.find({ where: { userId }, order: { createdAt: "ASC", id: "ASC" } });
    },

    /**
     * Adds an address; the fourth is refused with the spec's message, also when several arrive at once. Sent with an
     * Idempotency-Key, a retry whose first try added the address and hung (issue 47) answers that address
     * (keyed-effects.ts), never a second one.
     */
    async add(viewer: Viewer | null, raw: unknown): Promise<AddressEntity> {
      const { userId } = requireUser(viewer);
      const input: AddressInput = parseInput(addressInput, raw);
      return dataSource.transaction(async (manager) => {
        await lockUser(manager, userId);
        const earlier = await beginKeyedEffect(manager, "address");
        const added = earlier ? await manager.findOneBy(AddressEntity, { id: earlier, userId }) : null;
        if (added) return added;
        const count = await manager.count(AddressEntity, { where: { userId } });
        if (count >= MAX_ADDRESSES) throw new DomainError("BAD_USER_INPUT", ADDRESS_MESSAGES.tooMany);
        const saved = await manager.save(manager.create(AddressEntity, { ...input, userId }));
        await recordKeyedEffect(manager, "address", saved.id);
        return saved;
      });
    },

    /** Replaces an address's fields; another customer's address is NOT_FOUND, as if it did not exist. */
    async update(viewer: Viewer | null, rawId: unknown, raw: unknown): Promise<AddressEntity> {
      const { userId } = requireUser(viewer);
      const id = addressId(rawId);
      const input: AddressInput = parseInput(addressInput, raw);
      // A form without a name field (the spec's client never sends one) keeps the heading; null or '' clears it. A
      // kept state the new pincode cannot be in is dropped (the pincode's own state is used for GST then).
      const changes = updateOf(input, raw);
      return dataSource.transaction(async (manager) => {
        const result = await manager
          .createQueryBuilder()
          .update(AddressEntity)
          .set(changes)
          .where("id = :id AND user_id = :userId", { id, userId })
          .execute();
        if (!result.affected) throw notFound();
        const saved = await manager.findOneByOrFail(AddressEntity, { id });
        if (saved.state && !statesOfPincode(saved.pincode).includes(saved.state)) {
          await manager.update(AddressEntity, { id }, { state: null });
          saved.state = null;
        }
        return saved;
      });
    },

    /** Deletes one of the caller's addresses; orders keep their own copy of it. */
    async delete(viewer: Viewer | null, rawId: unknown): Promise<{ id: string; message: string }> {
      const { userId } = requireUser(viewer);
      const id = addressId(rawId);
      const result = await addresses.delete({ id, userId });
      if (!result.affected) throw notFound();
      return { id, message: ADDRESS_MESSAGES.deleted };
    },
  };
}

export type AddressesService = ReturnType<typeof createAddressesService>;
