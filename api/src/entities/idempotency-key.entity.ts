import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from "typeorm";
import { UserEntity } from "./user.entity.js";

/**
 * The answer to a request a user sent with an `Idempotency-Key` (placing an order, verifying a payment, adding to the
 * cart…): a retry with the same key gets this answer again instead of doing the work twice, until `expires_at`.
 * While the first request runs, the row is its claim (`claimed_until`, no answer yet, a `claim_token` of its own); the
 * answer fills it in when the work is done (services/idempotency.service.ts). What the work did in the database is
 * noted in `effects` in the same transaction (services/keyed-effects.ts), so a retry that takes an abandoned claim over
 * answers that instead of doing it again.
 */
@Entity("idempotency_keys")
@Check(
  "idempotency_keys_claim_or_answer_check",
  `("claimed_until" IS NOT NULL AND "status" IS NULL AND "content_type" IS NULL AND "body" IS NULL) OR ("claimed_until" IS NULL AND "status" IS NOT NULL AND "content_type" IS NOT NULL AND "body" IS NOT NULL)`,
)
@Index("idempotency_keys_expires_at_idx", ["expiresAt"])
export class IdempotencyKeyEntity {
  @PrimaryColumn("uuid", { name: "user_id", primaryKeyConstraintName: "idempotency_keys_pkey" })
  userId: string;

  /** The client's key (1 to 255 printable ASCII characters; a UUID from the web app). */
  @PrimaryColumn("text", { primaryKeyConstraintName: "idempotency_keys_pkey" })
  key: string;

  @ManyToOne(() => UserEntity, { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id", foreignKeyConstraintName: "idempotency_keys_user_id_fkey" })
  user: Relation<UserEntity>;

  /** What the key was used for: `graphql placeOrder`, `POST /api/shop/cart/add`… */
  @Column("text")
  operation: string;

  /** SHA-256 of the request (operation, body): the same key with another request is refused. */
  @Column("text", { name: "request_hash" })
  requestHash: string;

  /** The answer as it was sent: HTTP status, content type and body (null while the first request still runs). */
  @Column("smallint", { nullable: true })
  status: number | null;

  @Column("text", { name: "content_type", nullable: true })
  contentType: string | null;

  @Column("text", { nullable: true })
  body: string | null;

  /** Until when the first request's claim holds while it runs (null once answered); a claim past it was abandoned. */
  @Column("timestamptz", { name: "claimed_until", nullable: true })
  claimedUntil: Date | null;

  /** The node running the first request: the key of the advisory lock that node holds while it lives. */
  @Column("bigint", { name: "claimed_by", nullable: true })
  claimedBy: string | null;

  /**
   * The fencing token of the claim: new with every claim and takeover. Every write for the claim (its effects, its
   * answer, giving it up) names it, so a holder whose claim was taken over while it hung changes nothing.
   */
  @Column("uuid", { name: "claim_token", nullable: true })
  claimToken: string | null;

  /** What the request's work committed, by kind: `{"order": "<id>"}`, `{"address": "<id>"}` (services/keyed-effects.ts). */
  @Column("jsonb", { default: {} })
  effects: Record<string, string>;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;

  @Column("timestamptz", { name: "expires_at" })
  expiresAt: Date;
}
