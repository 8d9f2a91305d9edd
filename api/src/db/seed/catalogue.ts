/**
 * The demo catalogue: what a fresh install shows. Money in paise (`inr(1499)` = ₹1,499); a sale price of 0
 * means not on sale. Each item says how its picture is drawn (see illustrations.ts).
 */
import { parseRupees } from "../../lib/money.js";
import type { Brand, Category } from "../../entities/product.entity.js";
import type { BannerArt, ProductArt } from "./illustrations.js";

export interface DemoProduct {
  title: string;
  description: string;
  category: Category;
  brand: Brand;
  pricePaise: number;
  salePricePaise: number;
  totalStock: number;
  art: ProductArt;
  /** Empty for one size. */
  sizes: readonly string[];
  /** Empty for one colour; the first is the main picture's, each other one gets a picture of its own. */
  colours: ReadonlyArray<{ name: string; art: ProductArt }>;
  /** The HSN of the product's GST row when its kind says what it is; null: its category's default (apparel). */
  gstHsn: string | null;
}

/** A demo variant: its size and colour ('' for none) and its share of the product's stock. */
export interface DemoVariant {
  size: string;
  colour: string;
  stock: number;
}

const FOOTWEAR_KINDS = new Set(["sneaker", "slides", "sandal", "boot"]);
const ONE_SIZE_KINDS = new Set(["backpack", "belt", "tote", "sunglasses", "watch", "duffel", "shoulder-bag", "cap"]);

/**
 * The GST row of a demo product by what it is (rows of migrations 1795900000300-GstRatesByHsn and
 * 1796100000200-GstRowsByHeading; the headings are the Harmonized System's, as docs/gst.md lists them): T-shirts 6109,
 * hoodies 6110, knitted joggers 6103 and leggings 6104, polo shirts 6105; shirts 6205 (men's, boys') or 6206 (women's),
 * trousers, jeans and shorts 6203 or 6204, dresses 6204, jackets 6201 or 6202, kurtas 6211; sneakers 6404 (textile
 * uppers), leather boots 6403, slides and sandals 6402; bags 4202, leather belts 4203, textile belts 6217, caps 6505,
 * sunglasses 9004, watches 9102.
 */
function demoGstHsn(category: Category, kind: string, title: string): string {
  const womens = category === "women";
  if (kind === "belt") return /leather/i.test(title) ? "4203" : "6217";
  const byKind: Record<string, string> = {
    tshirt: "6109",
    hoodie: "6110",
    joggers: "6103",
    leggings: "6104",
    polo: "6105",
    shirt: womens ? "6206" : "6205",
    jeans: womens ? "6204" : "6203",
    trousers: womens ? "6204" : "6203",
    shorts: womens ? "6204" : "6203",
    dress: "6204",
    jacket: womens ? "6202" : "6201",
    puffer: womens ? "6202" : "6201",
    kurta: "6211",
    sneaker: "6404",
    boot: "6403",
    slides: "6402",
    sandal: "6402",
    backpack: "4202",
    tote: "4202",
    duffel: "4202",
    "shoulder-bag": "4202",
    cap: "6505",
    sunglasses: "9004",
    watch: "9102",
  };
  const hsn = byKind[kind];
  if (!hsn) throw new Error(`no GST heading for a demo ${kind}`);
  return hsn;
}

/** Sizes as a fashion shop sells them: letters for adults' clothes, ages for kids', UK sizes for shoes. */
function demoSizes(category: Category, kind: string): string[] {
  if (ONE_SIZE_KINDS.has(kind)) return [];
  if (FOOTWEAR_KINDS.has(kind)) return category === "kids" ? ["10", "11", "12", "13"] : ["6", "7", "8", "9", "10", "11"];
  if (category === "kids") return ["2-3Y", "4-5Y", "6-7Y", "8-9Y"];
  return category === "women" ? ["XS", "S", "M", "L", "XL"] : ["S", "M", "L", "XL", "XXL"];
}

/** Products that come in a second colour (with its own picture): title → [main colour's name, second name, second hex]. */
const SECOND_COLOURS: Record<string, [string, string, string]> = {
  "Nike Dri-FIT Running Tee": ["Black", "Red", "#b3262e"],
  "H&M Regular Fit Oxford Shirt": ["Sky Blue", "White", "#f4f4f1"],
  "Puma Classics Logo Hoodie": ["Grey Marl", "Navy", "#1c2541"],
  "Zara Poplin Shirt": ["White", "Black", "#1f1f22"],
  "Puma Essentials Cropped Hoodie": ["Lilac", "Black", "#1a1a1d"],
  "Nike Court Vision Low Sneakers": ["White", "Black", "#1b1b1b"],
  "Puma Suede Classic XXI Sneakers": ["Red", "Navy", "#1c2541"],
  "H&M Kids Printed Cotton T-Shirt": ["Yellow", "Sky Blue", "#8ec5e8"],
  "Nike Heritage86 Cap": ["Black", "White", "#f2f2ee"],
};

/**
 * The product's stock spread over its variants, the remainder to the first ones; every fourth product has its
 * largest size sold out in its main colour, so the shop shows a disabled size.
 */
export function demoVariants(product: DemoProduct, index: number): DemoVariant[] {
  const sizes = product.sizes.length ? product.sizes : [""];
  const colours = product.colours.length ? product.colours.map((c) => c.name) : [""];
  const combos = colours.flatMap((colour) => sizes.map((size) => ({ size, colour })));
  const soldOut = product.sizes.length > 1 && index % 4 === 1 ? 1 : 0;
  const share = combos.length - soldOut;
  return combos.map((combo, i) => {
    if (soldOut && i === sizes.length - 1) return { ...combo, stock: 0 };
    const k = i < sizes.length - 1 || !soldOut ? i : i - 1;
    return { ...combo, stock: Math.floor(product.totalStock / share) + (k < product.totalStock % share ? 1 : 0) };
  });
}

export interface DemoBanner {
  title: string;
  description: string;
  art: BannerArt;
}

/** Rupees to paise. */
const inr = (rupees: number) => parseRupees(rupees, "price");

type Row = [title: string, description: string, category: Category, brand: Brand, price: number, sale: number, stock: number, art: ProductArt];

// prettier-ignore
const ROWS: Row[] = [
  // ---- men
  ["Nike Dri-FIT Running Tee", "Lightweight sweat-wicking jersey that dries fast on long runs. Regular fit with flat seams that will not rub.", "men", "nike", 1795, 1395, 64, { kind: "tshirt", colour: "#1f1f22", accent: "#2b2b2f" }],
  ["Levi's 511 Slim Fit Jeans", "The modern slim: sits below the waist, slim through the hip and thigh. Stretch denim in a classic dark indigo wash.", "men", "levi", 3599, 2879, 45, { kind: "jeans", colour: "#2f4a7a" }],
  ["Zara Linen Blend Shirt", "Breathable linen and cotton shirt with a camp-friendly relaxed fit, chest pocket and mother-of-pearl effect buttons. Made for humid afternoons.", "men", "zara", 2990, 0, 38, { kind: "shirt", colour: "#d2c2a4" }],
  ["H&M Cotton Kurta", "Straight-cut kurta in soft handloom-look cotton with a mandarin collar and gold-tone embroidery at the placket. Pairs with churidars or denim.", "men", "h&m", 1499, 0, 72, { kind: "kurta", colour: "#f3efe6", accent: "#b8862b" }],
  ["Adidas Essentials 3-Stripes Track Pants", "Tapered track pants in soft tricot with the iconic 3-Stripes down the legs, zip pockets and ribbed cuffs.", "men", "adidas", 2999, 2099, 55, { kind: "joggers", colour: "#1c2541", accent: "#ffffff" }],
  ["Puma Classics Logo Hoodie", "Brushed-back fleece hoodie with a big chest logo, kangaroo pocket and a lined hood. Grey marl that goes with everything.", "men", "puma", 3499, 0, 7, { kind: "hoodie", colour: "#9aa0a6", accent: "#f2f2f2" }],
  ["Levi's Trucker Denim Jacket", "The original jean jacket since 1967: pointed flap pockets, copper-tone buttons and a mid-blue wash that only gets better.", "men", "levi", 5999, 0, 18, { kind: "jacket", colour: "#5b7fb0", variant: "trucker" }],
  ["H&M Regular Fit Oxford Shirt", "Everyday Oxford shirt in a sturdy cotton weave with a button-down collar. Crisp for the office, easy at the weekend.", "men", "h&m", 1299, 999, 90, { kind: "shirt", colour: "#a9c4e4" }],
  ["Zara Textured Polo T-Shirt", "Polo shirt in a waffle-textured cotton knit with a two-button placket and contrast collar.", "men", "zara", 2290, 0, 0, { kind: "polo", colour: "#6b7a4b", accent: "#55613b" }],
  ["Nike Sportswear Club Fleece Joggers", "Cosy brushed fleece joggers with an elastic drawcord waist and cuffed hems. Your rest-day uniform.", "men", "nike", 3295, 0, 27, { kind: "joggers", colour: "#3a3d42", accent: "#f2f2f2" }],
  ["Adidas Own the Run Shorts", "Featherweight running shorts with a built-in brief, a back zip pocket for keys and reflective details.", "men", "adidas", 1999, 1399, 4, { kind: "shorts", colour: "#18181b", accent: "#ffffff" }],
  ["Zara Slim Fit Chinos", "Stretch cotton chinos with a slim leg, slanted front pockets and a clean finish. Khaki, naturally.", "men", "zara", 2790, 0, 33, { kind: "trousers", colour: "#b59b6a" }],
  ["Puma Graphic Cotton Tee", "Soft cotton crew-neck tee with a bold box logo print on the chest.", "men", "puma", 1199, 799, 110, { kind: "tshirt", colour: "#c8102e", accent: "#f2f2f2", variant: "graphic" }],

  // ---- women
  ["Zara Satin Midi Dress", "Fluid satin midi dress with a fitted bodice, flared skirt and a gold-tone sash at the waist. Evening-ready.", "women", "zara", 4590, 0, 21, { kind: "dress", colour: "#1f6f5c", accent: "#d4b467" }],
  ["H&M Embroidered Cotton Kurta", "A-line cotton kurta with thread embroidery at the yoke and hem, three-quarter sleeves and side slits.", "women", "h&m", 1999, 1499, 48, { kind: "kurta", colour: "#e0a526", accent: "#8c1d40" }],
  ["Levi's 721 High Rise Skinny Jeans", "High rise, skinny leg, sculpting stretch denim that holds its shape all day.", "women", "levi", 3999, 0, 36, { kind: "jeans", colour: "#1f3357", variant: "skinny" }],
  ["Nike One Fitted Training Tee", "Second-skin training tee in smooth, stretchy Dri-FIT fabric. Move freely, stay dry.", "women", "nike", 1695, 0, 5, { kind: "tshirt", colour: "#f2a7b8", accent: "#e58fa4" }],
  ["Adidas Adicolor Classics Track Jacket", "Retro track jacket in silky tricot with 3-Stripes down the sleeves and a full-length zip.", "women", "adidas", 5499, 3849, 14, { kind: "jacket", colour: "#6d1f2c", accent: "#ffffff", variant: "track" }],
  ["Zara Poplin Shirt", "Crisp cotton poplin shirt with a classic collar and a slightly oversized fit. Tuck it in or wear it open.", "women", "zara", 2550, 0, 40, { kind: "shirt", colour: "#f7f7f4" }],
  ["H&M Floral Wrap Dress", "Flowy viscose wrap dress in a bright floral print, tie belt at the waist. Made for summer brunches.", "women", "h&m", 2299, 1599, 3, { kind: "dress", colour: "#f1c9b4", accent: "#d9534f", pattern: "floral" }],
  ["Puma Essentials Cropped Hoodie", "Cropped fleece hoodie with a drawcord hood and ribbed hem. Pairs perfectly with high-waisted leggings.", "women", "puma", 2999, 0, 25, { kind: "hoodie", colour: "#b9a6d6", accent: "#ffffff", variant: "cropped" }],
  ["Zara Wide Leg Linen Trousers", "High-waist wide-leg trousers in a linen blend with front pleats. Airy, elegant and endlessly wearable.", "women", "zara", 3290, 0, 0, { kind: "trousers", colour: "#ede3cf", variant: "wide" }],
  ["Levi's Classic Denim Shirt", "Western-inspired denim shirt in a soft light wash with two flap pockets and pearl-effect snaps.", "women", "levi", 2999, 2249, 22, { kind: "shirt", colour: "#8fb0d6", variant: "denim" }],
  ["H&M Flared Rayon Kurta", "Flared rayon kurta in deep teal with contrast embroidery at the neckline and cuffs.", "women", "h&m", 1799, 0, 60, { kind: "kurta", colour: "#1d7874", accent: "#f4d35e" }],
  ["Nike Sportswear Essential Midi Dress", "Soft stretch-jersey midi dress with a sleek, body-skimming fit and a small logo at the chest.", "women", "nike", 2795, 0, 16, { kind: "dress", colour: "#202024", accent: "#33333a" }],
  ["Adidas Linear Leggings", "High-rise cotton-blend leggings with 3-Stripes down the sides. Soft, stretchy and squat-proof.", "women", "adidas", 1899, 0, 85, { kind: "leggings", colour: "#151515", accent: "#ffffff" }],
  ["Zara Checked Overshirt", "Brushed cotton overshirt in a soft red check with a chest pocket. Layer it like a light jacket.", "women", "zara", 3590, 2690, 9, { kind: "shirt", colour: "#b23a48", accent: "#2b2d42", pattern: "check" }],

  // ---- kids
  ["H&M Kids Printed Cotton T-Shirt", "Soft cotton tee with a playful all-over print. Easy on, easy wash, made for muddy playgrounds.", "kids", "h&m", 599, 0, 120, { kind: "tshirt", colour: "#f7d046", accent: "#2e86ab", pattern: "print" }],
  ["Nike Kids Dri-FIT Football Jersey", "Breathable match-day jersey with a big back-of-the-net number 10 on the front. Sizes 6 to 14 years.", "kids", "nike", 1295, 899, 42, { kind: "tshirt", colour: "#1d4ed8", accent: "#facc15", variant: "jersey" }],
  ["Adidas Kids Superstar Sneakers", "The shell-toe classic sized for little feet: leather upper, rubber cupsole and the 3-Stripes.", "kids", "adidas", 2799, 2199, 19, { kind: "sneaker", colour: "#f7f7f7", accent: "#111111" }],
  ["Puma Kids Smash Velcro Sneakers", "Hook-and-loop closure sneakers so kids can get ready on their own. Cushioned insole for all-day play.", "kids", "puma", 2499, 0, 8, { kind: "sneaker", colour: "#1c2541", accent: "#f7f7f7" }],
  ["Zara Kids Ruffle Cotton Dress", "Twirl-ready cotton dress with a ruffled skirt and a satin bow at the waist.", "kids", "zara", 1990, 0, 27, { kind: "dress", colour: "#f4a6c6", accent: "#ffffff" }],
  ["Levi's Kids Pull-On Jogger Jeans", "Jogger-style jeans with an elastic waist and cuffs: all the look of denim with the comfort of sweatpants.", "kids", "levi", 1799, 0, 31, { kind: "jeans", colour: "#4c6fa5" }],
  ["H&M Kids Zip-Through Hoodie", "Cotton-blend zip hoodie with a lined hood and front pockets. A school-run staple.", "kids", "h&m", 1299, 899, 2, { kind: "hoodie", colour: "#c0392b", accent: "#ffffff", variant: "zip" }],
  ["Adidas Kids 3-Stripes Shorts", "Quick-dry sports shorts with an elastic waist and the 3-Stripes. Ready for PE and playtime.", "kids", "adidas", 999, 0, 66, { kind: "shorts", colour: "#1c2541", accent: "#ffffff" }],
  ["Nike Kids Brasilia Backpack", "Durable kids' backpack with a padded back panel, a front zip pocket and adjustable straps.", "kids", "nike", 1695, 0, 23, { kind: "backpack", colour: "#2563eb", accent: "#f97316" }],
  ["Puma Kids Graphic Tee", "Cotton crew-neck tee with a bright Puma graphic print. Soft and tag-free.", "kids", "puma", 699, 499, 77, { kind: "tshirt", colour: "#2f9e44", accent: "#ffffff", variant: "graphic" }],
  ["H&M Kids Kurta Pyjama Set", "Two-piece festive set: a saffron cotton kurta with embroidered placket and matching pyjamas.", "kids", "h&m", 1499, 0, 35, { kind: "kurta", colour: "#f28c28", accent: "#fff3b0" }],
  ["Zara Kids Puffer Jacket", "Water-repellent quilted puffer with a warm padded fill and a stand collar for chilly mornings.", "kids", "zara", 3590, 2690, 0, { kind: "puffer", colour: "#e0a800" }],
  ["Zara Kids Checked Cotton Shirt", "Soft checked cotton shirt with a classic collar. Smart enough for family functions.", "kids", "zara", 1590, 0, 12, { kind: "shirt", colour: "#dbe7f3", accent: "#3a6ea5", pattern: "check" }],

  // ---- footwear
  ["Nike Air Max 270 Sneakers", "Lifestyle sneakers with Nike's tallest Max Air heel unit for a bouncy, all-day ride. Breathable mesh upper.", "footwear", "nike", 13995, 11196, 12, { kind: "sneaker", colour: "#f7f7f7", accent: "#111111" }],
  ["Adidas Ultraboost Light Running Shoes", "The lightest Ultraboost yet: energised Light BOOST cushioning and a supportive Primeknit upper.", "footwear", "adidas", 14999, 0, 6, { kind: "sneaker", colour: "#1b1b1b", accent: "#ffffff" }],
  ["Puma Suede Classic XXI Sneakers", "The icon since 1968: soft suede upper, the Formstrip on the side and a grippy rubber sole.", "footwear", "puma", 6999, 4899, 28, { kind: "sneaker", colour: "#b3262e", accent: "#ffffff" }],
  ["Nike Court Vision Low Sneakers", "Basketball-inspired low-tops with a clean leather-feel upper and perforated toe. Easy to style.", "footwear", "nike", 5695, 0, 44, { kind: "sneaker", colour: "#ffffff", accent: "#1d4ed8" }],
  ["Adidas Adilette Comfort Slides", "Slip-on slides with a cushioned Cloudfoam footbed and a bandage strap. Post-workout essential.", "footwear", "adidas", 2599, 0, 80, { kind: "slides", colour: "#151515", accent: "#ffffff" }],
  ["Puma Softride Sandals", "Sporty sandals with adjustable hook-and-loop straps and a soft SOFTRIDE foam footbed.", "footwear", "puma", 2299, 1599, 9, { kind: "sandal", colour: "#1c2541", accent: "#d9b48a" }],
  ["Levi's Suede Chelsea Boots", "Suede Chelsea boots with elastic side gussets, pull tabs and a chunky lug sole.", "footwear", "levi", 6499, 0, 15, { kind: "boot", colour: "#7a5233", accent: "#3a2a1e" }],
  ["Zara Chunky Sole Sneakers", "Minimal leather-look sneakers on a chunky platform sole. Cream on cream.", "footwear", "zara", 4590, 0, 0, { kind: "sneaker", colour: "#efe6d2", accent: "#c9b48f" }],
  ["H&M Canvas Sneakers", "Classic low-top canvas sneakers with a rubber toe cap and cotton laces.", "footwear", "h&m", 1499, 1099, 53, { kind: "sneaker", colour: "#6b7a4b", accent: "#f6f4ef" }],
  ["Nike Revolution 7 Running Shoes", "Everyday running shoes with soft foam cushioning and a breathable knit upper for your first 5K and beyond.", "footwear", "nike", 3695, 0, 61, { kind: "sneaker", colour: "#8d949c", accent: "#f97316" }],
  ["Zara Strappy Flat Sandals", "Leather-effect flat sandals with slim crossover straps and a buckle at the ankle.", "footwear", "zara", 2290, 0, 18, { kind: "sandal", colour: "#8a5a2b", accent: "#e3c8a4" }],
  ["Puma Caven 2.0 Sneakers", "Court-style sneakers with a premium leather-feel upper, SoftFoam+ insole and retro colour pop.", "footwear", "puma", 4999, 3499, 37, { kind: "sneaker", colour: "#ffffff", accent: "#0f7b3f" }],

  // ---- accessories
  ["Nike Heritage86 Cap", "Classic six-panel cap in washed cotton twill with an embroidered logo and adjustable strap.", "accessories", "nike", 1295, 0, 95, { kind: "cap", colour: "#151515" }],
  ["Adidas Baseball Cap", "Lightweight cotton cap with a curved brim and contrast peak. Adjustable back strap.", "accessories", "adidas", 999, 0, 70, { kind: "cap", colour: "#1c2541", accent: "#ffffff" }],
  ["Puma Phase Backpack", "Everyday backpack with a roomy main compartment, a contrast front zip pocket and padded straps.", "accessories", "puma", 1799, 1199, 48, { kind: "backpack", colour: "#222222", accent: "#c0392b" }],
  ["Levi's Reversible Leather Belt", "Genuine leather belt that reverses from brown to black, with a brushed silver-tone buckle.", "accessories", "levi", 1999, 0, 57, { kind: "belt", colour: "#6b4226" }],
  ["Zara Leather Tote Bag", "Structured leather-effect tote with two handles, a magnetic closure and room for a 14-inch laptop.", "accessories", "zara", 4990, 0, 11, { kind: "tote", colour: "#b07a45" }],
  ["H&M Aviator Sunglasses", "Metal aviator sunglasses with gold-tone frames and green-tinted UV400 lenses.", "accessories", "h&m", 799, 0, 65, { kind: "sunglasses", colour: "#c9a25a", accent: "#2f4f3a", variant: "aviator" }],
  ["Puma Ultrafresh Chronograph Watch", "Sporty chronograph with an all-black case, three sub-dials and a soft silicone strap. Water resistant to 50 m.", "accessories", "puma", 8995, 6295, 7, { kind: "watch", colour: "#1a1a1a", accent: "#151515", variant: "black" }],
  ["Zara Square Frame Sunglasses", "Bold square acetate frames with dark tinted lenses.", "accessories", "zara", 1590, 0, 0, { kind: "sunglasses", colour: "#1a1a1a", accent: "#333333", variant: "square" }],
  ["Adidas Linear Duffel Bag", "Medium duffel with a main zip compartment, an end pocket for shoes and padded carry handles.", "accessories", "adidas", 2799, 0, 34, { kind: "duffel", colour: "#1c2541", accent: "#ffffff" }],
  ["Levi's Analog Leather Strap Watch", "Minimal analog watch with a cream dial, gold-tone case and a tan leather strap.", "accessories", "levi", 5999, 0, 13, { kind: "watch", colour: "#8a5a2b", accent: "#f3efe6", variant: "gold" }],
  ["H&M Faux Leather Shoulder Bag", "Compact shoulder bag in faux leather with a flap front, a gold-tone clasp and a top handle.", "accessories", "h&m", 1499, 1049, 26, { kind: "shoulder-bag", colour: "#1a1a1a" }],
  ["Levi's Classic Aviator Sunglasses", "Timeless aviators with a silver-tone metal frame and grey gradient lenses.", "accessories", "levi", 2499, 0, 22, { kind: "sunglasses", colour: "#b9bec4", accent: "#3d4451", variant: "aviator" }],
  ["H&M Canvas Belt", "Woven canvas belt with a metal buckle, in an easy olive green.", "accessories", "h&m", 399, 0, 88, { kind: "belt", colour: "#6b7a4b" }],
];

export const DEMO_PRODUCTS: readonly DemoProduct[] = ROWS.map(([title, description, category, brand, price, sale, stock, art]) => {
  const second = SECOND_COLOURS[title];
  return {
    title,
    description,
    category,
    brand,
    pricePaise: inr(price),
    salePricePaise: inr(sale),
    totalStock: stock,
    art,
    sizes: demoSizes(category, art.kind),
    colours: second ? [{ name: second[0], art }, { name: second[1], art: { ...art, colour: second[2] } }] : [],
    gstHsn: demoGstHsn(category, art.kind, title),
  };
});

export const DEMO_BANNERS: readonly DemoBanner[] = [
  {
    title: "Festive Edit",
    description: "Kurtas, dresses and everything you need for the season of lights.",
    art: {
      headline: "Festive Edit",
      subline: "Kurtas, dresses and more for the season of lights",
      from: "#7b1e3a",
      to: "#e0862b",
      items: [
        { art: { kind: "kurta", colour: "#f3efe6", accent: "#b8862b" }, brand: "h&m", x: 1130, y: 300, scale: 0.46, rotate: -6 },
        { art: { kind: "dress", colour: "#1f6f5c", accent: "#d4b467" }, brand: "zara", x: 1400, y: 310, scale: 0.46, rotate: 5 },
      ],
    },
  },
  {
    title: "Sneaker Season",
    description: "Fresh pairs from Nike, Adidas and Puma.",
    art: {
      headline: "Sneaker Season",
      subline: "Fresh pairs from Nike, Adidas and Puma",
      from: "#0f172a",
      to: "#2563eb",
      items: [
        { art: { kind: "sneaker", colour: "#b3262e", accent: "#ffffff" }, brand: "puma", x: 1240, y: 300, scale: 0.7, rotate: -10 },
      ],
    },
  },
  {
    title: "Up to 40% Off",
    description: "End-of-season sale on denim, tees and accessories.",
    art: {
      headline: "Up to 40% Off",
      subline: "End-of-season sale on denim, tees and accessories",
      from: "#fde047",
      to: "#fb7185",
      items: [
        { art: { kind: "jeans", colour: "#2f4a7a" }, brand: "levi", x: 1100, y: 300, scale: 0.44, rotate: -8 },
        { art: { kind: "tshirt", colour: "#1f1f22" }, brand: "nike", x: 1340, y: 280, scale: 0.46, rotate: 6 },
        { art: { kind: "cap", colour: "#f7f7f7", accent: "#111111" }, brand: "nike", x: 1440, y: 450, scale: 0.3, rotate: -12 },
      ],
    },
  },
];
