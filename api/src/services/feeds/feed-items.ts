/**
 * One shopping-feed item per size and colour of every live product (issue 45), in the terms both Google Merchant
 * Center's product data specification (https://support.google.com/merchants/answer/7052112) and Meta's catalogue
 * (https://www.facebook.com/business/help/120325381656392) use; each feed writes it in its own format.
 */
import { CATALOGUE_OPTIONS, type PublishedVariant, variantPrices } from "../catalogue/index.js";
import { toImageSet } from "../media/index.js";
import { rupeesDecimal } from "../../lib/money.js";
import { type ShippingFees, shippingPricePaise } from "../shipping-price.js";

export type Gender = "male" | "female" | "unisex";
export type AgeGroup = "adult" | "kids";

/** What each of the shop's categories is in Google's product taxonomy and to whom it is sold. */
export const APPAREL: Readonly<Record<string, { googleProductCategory: string; gender: Gender; ageGroup: AgeGroup }>> = {
  // 1604: Apparel & Accessories > Clothing; 187: … > Shoes; 167: … > Clothing Accessories
  // (https://www.google.com/basepages/producttype/taxonomy-with-ids.en-US.txt).
  men: { googleProductCategory: "1604", gender: "male", ageGroup: "adult" },
  women: { googleProductCategory: "1604", gender: "female", ageGroup: "adult" },
  kids: { googleProductCategory: "1604", gender: "unisex", ageGroup: "kids" },
  footwear: { googleProductCategory: "187", gender: "unisex", ageGroup: "adult" },
  accessories: { googleProductCategory: "167", gender: "unisex", ageGroup: "adult" },
};

/** Google's limits: a title of 150 characters, a description of 5,000, 10 additional pictures. */
const TITLE_MAX = 150;
const DESCRIPTION_MAX = 5000;
const ADDITIONAL_IMAGES_MAX = 10;

export interface FeedItem {
  /** The variant's SKU (one size and colour). */
  id: string;
  /** The product's SKU, for a product sold in sizes or colours. */
  itemGroupId: string | undefined;
  title: string;
  description: string;
  /** The product's page with this size and colour chosen. */
  link: string;
  imageLink: string;
  additionalImageLinks: string[];
  inStock: boolean;
  pricePaise: number;
  /** Only when on sale. */
  salePricePaise: number | undefined;
  brand: string;
  googleProductCategory: string;
  /** The shop's own category, as shoppers read it. */
  productType: string;
  gender: Gender;
  ageGroup: AgeGroup;
  color: string | undefined;
  size: string | undefined;
  /** What shipping this one item to an address in India costs (the shop's shipping price). */
  shippingPaise: number;
}

const label = (options: ReadonlyArray<{ id: string; label: string }>, id: string) => options.find((o) => o.id === id)?.label ?? id;

function clip(text: string, max: number): string {
  const flat = text.trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

/** A feed item of one variant row; `publicUrl` makes every link and picture absolute. */
export function feedItem(row: PublishedVariant, publicUrl: string, shipping: ShippingFees): FeedItem {
  const absolute = (url: string) => new URL(url, publicUrl).toString();
  const prices = variantPrices(row, { pricePaise: row.variantPricePaise, salePricePaise: row.variantSalePricePaise });
  const onSale = prices.salePricePaise > 0 && prices.salePricePaise < prices.pricePaise;
  const main = toImageSet(row.imageUrl, row.imageVariants).large;
  // A colour's own picture first, then the product's others.
  const ownPicture = row.colour ? row.gallery.find((g) => g.colour === row.colour)?.url : undefined;
  const pictures = [...new Set([ownPicture ?? main, main, ...row.gallery.map((g) => g.url)])].map(absolute);
  const link = new URL(`/shop/product/${encodeURIComponent(row.slug)}`, publicUrl);
  if (row.colour) link.searchParams.set("colour", row.colour);
  if (row.size) link.searchParams.set("size", row.size);
  const options = [row.colour, row.size].filter(Boolean);
  const apparel = APPAREL[row.category] ?? APPAREL.accessories!;
  return {
    id: row.sku,
    itemGroupId: row.variantCount > 1 || options.length > 0 ? row.productSku : undefined,
    title: clip(options.length > 0 ? `${row.title} (${options.join(", ")})` : row.title, TITLE_MAX),
    description: clip(row.description, DESCRIPTION_MAX),
    link: link.toString(),
    imageLink: pictures[0]!,
    additionalImageLinks: pictures.slice(1, 1 + ADDITIONAL_IMAGES_MAX),
    inStock: row.stock > 0,
    pricePaise: prices.pricePaise,
    salePricePaise: onSale ? prices.salePricePaise : undefined,
    brand: label(CATALOGUE_OPTIONS.brands, row.brand),
    googleProductCategory: apparel.googleProductCategory,
    productType: label(CATALOGUE_OPTIONS.categories, row.category),
    gender: apparel.gender,
    ageGroup: apparel.ageGroup,
    color: row.colour || undefined,
    size: row.size || undefined,
    // One item ordered alone: its own price decides whether it ships free (FREE_SHIPPING_ABOVE).
    shippingPaise: shippingPricePaise(shipping, { goodsPaise: prices.effectivePaise, units: 1 }),
  };
}

/** A price as both feeds write it: "1299.00 INR". */
export const feedPrice = (paise: number) => `${rupeesDecimal(paise)} INR`;
