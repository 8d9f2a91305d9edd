import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from "typeorm";
import type { ImageVariants } from "./product.entity.js";

/** A homepage banner. */
@Entity("feature_images")
@Index("feature_images_position_idx", ["position", "createdAt"])
export class FeatureImageEntity {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Column("text", { name: "image_url" })
  imageUrl: string;

  @Column("jsonb", { name: "image_variants", nullable: true })
  imageVariants: ImageVariants | null;

  @Column("text", { nullable: true })
  title: string | null;

  @Column("text", { nullable: true })
  description: string | null;

  @Column("integer", { default: 0 })
  position: number;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;
}
