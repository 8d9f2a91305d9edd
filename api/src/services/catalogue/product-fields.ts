/** What every transport shows of a product beyond its columns: the rating and the image set (prices stay paise). */
import type { ProductEntity } from "../../entities/product.entity.js";
import { type ImageSet, toImageSet } from "../media/index.js";

/** Every rendition's URL; a product without stored variants shows its one image everywhere. */
export function productImages(product: Pick<ProductEntity, "imageUrl" | "imageVariants">): ImageSet {
  return toImageSet(product.imageUrl, product.imageVariants);
}

/** Average stars, rounded to 1 decimal; 0 when nobody has reviewed the product. */
export function averageRating(product: Pick<ProductEntity, "ratingSum" | "reviewCount">): number {
  if (product.reviewCount <= 0) return 0;
  return Math.round((product.ratingSum / product.reviewCount) * 10) / 10;
}
