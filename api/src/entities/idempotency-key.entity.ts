import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from "typeorm";
import { UserEntity } from "./user.entity.js";

/**
 * The answer to a request a user sent with an `Idempotency-Key` (placing an order, verifying a payment, adding to the
 * cart…): a retry with the same key gets this answer again instead of doing the work twice, until `expires_at`.
 * Written in the same transaction that held the key while the work ran (services/idempotency.service.ts).
 */
@Entity("idempotency_keys")
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

  /** The answer as it was sent: HTTP status, content type and body. */
  @Column("smallint")
  status: number;

  @Column("text", { name: "content_type" })
  contentType: string;

  @Column("text")
  body: string;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;

  @Column("timestamptz", { name: "expires_at" })
  expiresAt: Date;
}
