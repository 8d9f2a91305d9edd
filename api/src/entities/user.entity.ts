import { Check, Column, CreateDateColumn, Entity, type FindOptionsWhere, Index, PrimaryGeneratedColumn, Raw, UpdateDateColumn } from "typeorm";

export const ROLES = ["admin", "customer"] as const;
export type RoleName = (typeof ROLES)[number];

@Entity("users")
@Index("users_email_key", { synchronize: false })
@Index("users_username_key", { synchronize: false })
@Index("users_customers_created_idx", { synchronize: false })
@Index("users_search_trgm_idx", { synchronize: false })
@Index("users_phone_key", { synchronize: false })
@Check("users_role_check", `"role" IN ('admin', 'customer')`)
export class UserEntity {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  /** Unique case-insensitively (index on lower(username), declared in the migration). */
  @Column("text")
  username: string;

  /** Stored lower-case; unique. */
  @Column("text")
  email: string;

  @Column("text")
  name: string;

  @Column("text", { default: "customer" })
  role: RoleName;

  @Column("text", { name: "password_hash", select: false })
  passwordHash: string;

  /** When the owner opened a verification link sent to `email` (null: not verified yet). Rules may require it. */
  @Column("timestamptz", { name: "email_verified_at", nullable: true })
  emailVerifiedAt: Date | null;

  /** The owner's Indian mobile number (10 digits), unique; signs in with a one-time code once verified. */
  @Column("text", { nullable: true })
  phone: string | null;

  /** When the owner proved the phone is theirs with a one-time code (null: not verified). */
  @Column("timestamptz", { name: "phone_verified_at", nullable: true })
  phoneVerifiedAt: Date | null;

  /** An account made by phone sign-in is asked its name once, before its first order (issue 43); cleared when given. */
  @Column("boolean", { name: "name_needed", default: false })
  nameNeeded: boolean;

  /** Set by an admin: a blocked customer cannot sign in (their sessions ended when they were blocked). */
  @Column("timestamptz", { name: "blocked_at", nullable: true })
  blockedAt: Date | null;

  /** Why the admin blocked the account (for admins; never shown to the customer). */
  @Column("text", { name: "blocked_reason", nullable: true })
  blockedReason: string | null;

  /**
   * Has paid for an order once (whatever was returned or refunded since): first-order promotions read it. Kept by the
   * orders' trigger (migration ShopperHasPaidOrder) whenever an order's `paid_paise` becomes positive; never written here.
   */
  @Column({ type: "boolean", name: "has_paid_order", default: false, select: false, insert: false, update: false })
  hasPaidOrder: boolean;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;

  @UpdateDateColumn({ name: "updated_at", type: "timestamptz" })
  updatedAt: Date;
}

/**
 * The account with this email, found through its unique index (`users_email_key` is on `lower(email)`: a plain
 * `email = …` cannot use it and read every account on each sign-in). Emails are stored lower-case.
 */
export const EMAIL_MATCHES_SQL = (column: string, value: string) => `lower(${column}) = lower(${value})`;

/** `EMAIL_MATCHES_SQL` as a TypeORM condition: `findOneBy(UserEntity, withEmail(email))`. */
export function withEmail(email: string): FindOptionsWhere<UserEntity> {
  return { email: Raw((column) => EMAIL_MATCHES_SQL(column, ":email"), { email }) };
}
