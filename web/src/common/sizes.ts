/**
 * A size as a shopper reads it on its own, away from the size picker's "Size" heading (issue 41): "Size 8", "Size M",
 * "Size 8-9Y"; a size the product already names with its system ("UK 8", "EU 42") stays as it is.
 */
export function sizeLabel(size: string): string {
  return /^[A-Za-z]{2,}\s+\d/.test(size) ? size : `Size ${size}`;
}

/** "Size M / Indigo", "Size 8", "Indigo": a variant's size and colour, whichever it has. */
export function variantLabel(variant: { size?: string | null; colour?: string | null }): string {
  return [variant.size ? sizeLabel(variant.size) : null, variant.colour].filter(Boolean).join(" / ");
}
