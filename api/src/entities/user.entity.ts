import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";

export const ROLES = ["admin", "customer"] as const;
export type RoleName = (typeof ROLES)[number];

@Entity("users")
@Index("users_email_key", { synchronize: false })
@Index("users_username_key", { synchronize: false })
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

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;

  @UpdateDateColumn({ name: "updated_at", type: "timestamptz" })
  updatedAt: Date;
}
