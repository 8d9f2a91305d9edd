import { Column, Entity, PrimaryColumn } from "typeorm";

/**
 * A named lease one node at a time holds for a background job (the order-expiry sweep): whoever holds it renews it
 * (`expires_at`) while the job runs; one not renewed in time is taken over by the next node that asks, with a new
 * `token`, and the old holder's writes that name its token are refused (services/leases.ts).
 */
@Entity("leases")
export class LeaseEntity {
  /** The job: `order-expiry`. */
  @PrimaryColumn("text", { primaryKeyConstraintName: "leases_pkey" })
  name: string;

  /** Who holds it, for people reading the table: host, process and a random part. */
  @Column("text")
  holder: string;

  /** The fencing token, new with every acquisition. */
  @Column("uuid")
  token: string;

  @Column("timestamptz", { name: "expires_at" })
  expiresAt: Date;
}
