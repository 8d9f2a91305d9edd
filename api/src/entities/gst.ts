import { Column } from "typeorm";

/**
 * A line's GST, one value type for every line that carries tax (an order line as placed, a return line's share of it):
 * the HSN code, the rate in basis points (5 % = 500) and the split of the line's GST-inclusive net into its taxable
 * value and CGST + SGST (within the seller's state) or IGST (across states). All null for lines of orders placed
 * before GST per line; a check on each table keeps them all set or all null.
 */
export class LineGst {
  @Column("text", { name: "hsn", nullable: true })
  hsn: string | null;

  @Column("integer", { name: "gst_rate_bp", nullable: true })
  rateBp: number | null;

  @Column("integer", { name: "taxable_paise", nullable: true })
  taxablePaise: number | null;

  @Column("integer", { name: "cgst_paise", nullable: true })
  cgstPaise: number | null;

  @Column("integer", { name: "sgst_paise", nullable: true })
  sgstPaise: number | null;

  @Column("integer", { name: "igst_paise", nullable: true })
  igstPaise: number | null;
}

/** The check that keeps a table's GST columns all set or all null. */
export const LINE_GST_CHECK = `("hsn" IS NULL AND "gst_rate_bp" IS NULL AND "taxable_paise" IS NULL AND "cgst_paise" IS NULL AND "sgst_paise" IS NULL AND "igst_paise" IS NULL) OR ("hsn" IS NOT NULL AND "gst_rate_bp" >= 0 AND "taxable_paise" >= 0 AND "cgst_paise" >= 0 AND "sgst_paise" >= 0 AND "igst_paise" >= 0)`;
