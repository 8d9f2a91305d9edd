import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from "typeorm";
import { UserEntity } from "./user.entity.js";

export const ACCOUNT_TOKEN_PURPOSES = ["password_reset", "verify_email", "change_email"] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/**
 * A link sent by email (reset a password, verify an address, confirm a new address). The link carries a random
 * token; only its SHA-256 is stored, so the table alone opens nothing. Single use: `used_at` once opened,
 * `revoked_at` when something made it moot before (a newer link of the same purpose used, the password or the email
 * changed, the account blocked).
 */
@Entity("account_tokens")
@Index("account_tokens_token_hash_key", ["tokenHash"], { unique: true })
@Index("account_tokens_user_purpose_idx", ["userId", "purpose"])
@Check("account_tokens_purpose_check", `"purpose" IN ('password_reset', 'verify_email', 'change_email')`)
export class AccountTokenEntity {
  @PrimaryGeneratedColumn("uuid", { primaryKeyConstraintName: "PK_account_tokens" })
  id: string;

  @Column("uuid", { name: "user_id" })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id", foreignKeyConstraintName: "account_tokens_user_id_fkey" })
  user: Relation<UserEntity>;

  @Column("text")
  purpose: AccountTokenPurpose;

  /** Hex SHA-256 of the token in the link. */
  @Column("text", { name: "token_hash" })
  tokenHash: string;

  /** The address the link was sent to: the one it verifies, or the new address it confirms. */
  @Column("text")
  email: string;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;

  @Column("timestamptz", { name: "expires_at" })
  expiresAt: Date;

  @Column("timestamptz", { name: "used_at", nullable: true })
  usedAt: Date | null;

  @Column("timestamptz", { name: "revoked_at", nullable: true })
  revokedAt: Date | null;
}
