import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from "typeorm";

/** One size's measurements, in centimetres, in the order of the chart's `measurements`. */
export interface SizeChartRow {
  size: string;
  cm: number[];
}

/**
 * A size guide: the body measurements of each size of a category's clothes, for every brand ('' brand) or for one
 * brand, which then wins over the category's. Stored in centimetres (to a millimetre); inches are worked out when read.
 */
@Entity("size_charts")
@Unique("size_charts_category_brand_key", ["category", "brand"])
export class SizeChartEntity {
  @PrimaryGeneratedColumn("uuid", { primaryKeyConstraintName: "size_charts_pkey" })
  id: string;

  @Column("text")
  category: string;

  /** '' for every brand of the category. */
  @Column("text", { default: "" })
  brand: string;

  /** The measurement names, e.g. ["Chest", "Waist", "Length"]. */
  @Column("jsonb")
  measurements: string[];

  @Column("jsonb")
  rows: SizeChartRow[];

  /** A line for shoppers under the chart ("Measure around the fullest part of the chest"). */
  @Column("text", { default: "" })
  note: string;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;

  @UpdateDateColumn({ name: "updated_at", type: "timestamptz" })
  updatedAt: Date;
}
