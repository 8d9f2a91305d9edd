/**
 * Flat product illustrations for the demo catalogue, drawn as SVG (no network, no stock photos): a studio
 * backdrop, a soft floor shadow, the item's silhouette in its colour with light and shade, seams and details,
 * and the brand's wordmark. Rasterized by sharp (librsvg for the SVG, libvips for the shadow).
 */
import sharp from "sharp";
import type { Brand, Category } from "../../entities/product.entity.js";

export const PRODUCT_IMAGE_SIZE = { width: 900, height: 1125 } as const;
export const BANNER_IMAGE_SIZE = { width: 1600, height: 600 } as const;

export type ItemKind =
  | "tshirt"
  | "polo"
  | "shirt"
  | "kurta"
  | "dress"
  | "jeans"
  | "trousers"
  | "joggers"
  | "leggings"
  | "shorts"
  | "jacket"
  | "puffer"
  | "hoodie"
  | "sneaker"
  | "boot"
  | "slides"
  | "sandal"
  | "cap"
  | "tote"
  | "shoulder-bag"
  | "backpack"
  | "duffel"
  | "watch"
  | "sunglasses"
  | "belt";

export type Pattern = "check" | "stripe" | "floral" | "print";

export interface ProductArt {
  kind: ItemKind;
  /** Main colour, #rrggbb. */
  colour: string;
  /** Second colour: sole, trim, stripes, lens, dial… */
  accent?: string;
  pattern?: Pattern;
  /** Zip-through hoodie, aviator vs square sunglasses, chronograph watch… */
  variant?: string;
}

// ---------------------------------------------------------------------------------------------- colour

function parseHex(hex: string): [number, number, number] {
  const h = hex.replace("#", "");
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((v) => Math.round(Math.max(0, Math.min(255, v))).toString(16).padStart(2, "0")).join("")}`;
}

/** `t` of the way from `a` to `b`. */
export function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex([0, 1, 2].map((i) => x[i]! + (y[i]! - x[i]!) * t) as [number, number, number]);
}

const darker = (c: string, t: number) => mix(c, "#000000", t);
const lighter = (c: string, t: number) => mix(c, "#ffffff", t);

function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** A colour that reads on top of `c`. */
function onColour(c: string): string {
  return luminance(c) > 0.6 ? darker(c, 0.7) : lighter(c, 0.85);
}

const SANS = `'Liberation Sans', 'DejaVu Sans', Arial, Helvetica, sans-serif`;
const SERIF = `'Liberation Serif', 'DejaVu Serif', Georgia, 'Times New Roman', serif`;

// ---------------------------------------------------------------------------------------------- brand

/** The brand's wordmark as SVG text, centred on (x, y) baseline-middle, about `size` px tall. */
export function wordmark(brand: Brand, x: number, y: number, size: number, colour: string, rotate = 0): string {
  const t = rotate ? ` transform="rotate(${rotate} ${x} ${y})"` : "";
  const base = `x="${x}" y="${y}" text-anchor="middle" dominant-baseline="central" fill="${colour}"${t}`;
  switch (brand) {
    case "nike":
      return `<text ${base} font-family="${SANS}" font-weight="700" font-style="italic" font-size="${size}" letter-spacing="${-size * 0.02}">NIKE</text>`;
    case "adidas":
      return `<text ${base} font-family="${SANS}" font-weight="700" font-size="${size}" letter-spacing="${-size * 0.03}">adidas</text>`;
    case "puma":
      return `<text ${base} font-family="${SANS}" font-weight="700" font-size="${size}" letter-spacing="${size * 0.08}">PUMA</text>`;
    case "levi": {
      const w = size * 3.1;
      const h = size * 1.25;
      return `<g${t}><path d="M${x - w / 2},${y - h / 2} L${x + w / 2},${y - h / 2} L${x + w / 2 - h * 0.18},${y} L${x + w / 2},${y + h / 2} L${x - w / 2},${y + h / 2} L${x - w / 2 + h * 0.18},${y} Z" fill="#c8102e"/>` +
        `<text x="${x}" y="${y}" text-anchor="middle" dominant-baseline="central" fill="#ffffff" font-family="${SANS}" font-weight="700" font-size="${size * 0.78}">Levi’s</text></g>`;
    }
    case "zara":
      return `<text ${base} font-family="${SERIF}" font-weight="400" font-size="${size}" letter-spacing="${size * 0.22}">ZARA</text>`;
    case "h&m":
      return `<text ${base} font-family="${SERIF}" font-weight="700" font-style="italic" font-size="${size * 1.05}" letter-spacing="${-size * 0.04}">H&amp;M</text>`;
  }
}

/** The colour a brand's mark is printed in on a garment of colour `c`. */
function markColour(brand: Brand, c: string): string {
  if (brand === "h&m" && luminance(c) > 0.35 && Math.abs(parseHex(c)[0] - parseHex(c)[1]) < 90) return "#d6001c";
  return onColour(c);
}

// ---------------------------------------------------------------------------------------------- scene

const BACKDROPS: Record<Category, [string, string]> = {
  men: ["#eef1f5", "#d5dce6"],
  women: ["#fbf0ee", "#efd8d4"],
  kids: ["#fdf6e3", "#f1e2b8"],
  accessories: ["#eff3ec", "#d6e0d0"],
  footwear: ["#edf3f7", "#cfdde8"],
};

interface Ctx {
  c: string; // main colour
  dark: string; // outline / seams
  shade: string; // folds, insides
  light: string; // highlights
  accent: string;
  brand: Brand;
  mark: string; // wordmark colour on the main colour
  art: ProductArt;
  id: string;
}

/** A path filled with the main colour (or the pattern), plus the shared light-to-shade overlay, outlined. */
function body(ctx: Ctx, d: string, fill = ctx.c, opts: { sheen?: boolean; stroke?: string; pattern?: boolean } = {}): string {
  const usePattern = opts.pattern !== false && ctx.art.pattern && fill === ctx.c;
  const stroke = opts.stroke ?? darker(fill, 0.35);
  return (
    `<path d="${d}" fill="${fill}"/>` +
    (usePattern ? `<path d="${d}" fill="url(#pat-${ctx.id})"/>` : "") +
    (opts.sheen === false ? "" : `<path d="${d}" fill="url(#sheen-${ctx.id})"/>`) +
    `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="3" stroke-linejoin="round"/>`
  );
}

function seam(d: string, colour: string, width = 2.5, dash = "7 6", opacity = 0.75): string {
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-dasharray="${dash}" stroke-linecap="round" opacity="${opacity}"/>`;
}

function line(d: string, colour: string, width = 3, opacity = 1): string {
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" opacity="${opacity}"/>`;
}

function fold(d: string, ctx: Ctx, opacity = 0.35): string {
  // two unblurred strokes read as a soft crease at a fraction of a blur filter's cost
  return (
    `<path d="${d}" fill="none" stroke="${ctx.shade}" stroke-width="16" stroke-linecap="round" opacity="${(opacity * 0.35).toFixed(2)}"/>` +
    `<path d="${d}" fill="none" stroke="${ctx.shade}" stroke-width="6" stroke-linecap="round" opacity="${(opacity * 0.6).toFixed(2)}"/>`
  );
}

function patternDef(ctx: Ctx): string {
  const p = ctx.art.pattern;
  if (!p) return "";
  const a = ctx.accent;
  switch (p) {
    case "check":
      return `<pattern id="pat-${ctx.id}" width="56" height="56" patternUnits="userSpaceOnUse">
        <rect x="0" y="0" width="56" height="18" fill="${a}" opacity="0.45"/>
        <rect x="0" y="0" width="18" height="56" fill="${a}" opacity="0.45"/>
        <rect x="36" y="0" width="3" height="56" fill="${darker(a, 0.3)}" opacity="0.35"/>
        <rect x="0" y="36" width="56" height="3" fill="${darker(a, 0.3)}" opacity="0.35"/></pattern>`;
    case "stripe":
      return `<pattern id="pat-${ctx.id}" width="28" height="28" patternUnits="userSpaceOnUse">
        <rect x="0" y="0" width="28" height="9" fill="${a}" opacity="0.8"/></pattern>`;
    case "floral": {
      const flower = (x: number, y: number, r: number, col: string) =>
        [0, 72, 144, 216, 288]
          .map((deg) => {
            const rad = (deg * Math.PI) / 180;
            return `<circle cx="${(x + Math.cos(rad) * r).toFixed(1)}" cy="${(y + Math.sin(rad) * r).toFixed(1)}" r="${r * 0.75}" fill="${col}"/>`;
          })
          .join("") + `<circle cx="${x}" cy="${y}" r="${r * 0.55}" fill="#f7d774"/>`;
      return `<pattern id="pat-${ctx.id}" width="120" height="120" patternUnits="userSpaceOnUse">
        ${flower(30, 30, 9, a)}${flower(90, 88, 7, lighter(a, 0.45))}
        <path d="M70,40 q10,-12 22,-4 q-10,12 -22,4Z" fill="#4f7f52" opacity="0.8"/>
        <path d="M20,92 q10,-12 22,-4 q-10,12 -22,4Z" fill="#4f7f52" opacity="0.8"/></pattern>`;
    }
    case "print":
      return `<pattern id="pat-${ctx.id}" width="90" height="90" patternUnits="userSpaceOnUse">
        <circle cx="22" cy="22" r="7" fill="${a}" opacity="0.8"/><circle cx="67" cy="67" r="7" fill="${a}" opacity="0.8"/>
        <path d="M60,15 l10,10 M70,15 l-10,10" stroke="${lighter(a, 0.3)}" stroke-width="4"/></pattern>`;
  }
}

// ---------------------------------------------------------------------------------------------- tops

function tshirt(ctx: Ctx): string {
  const polo = ctx.art.kind === "polo";
  const d = `M372,250 Q450,322 528,250 L650,292 Q702,314 748,420 L668,468 Q652,446 634,430 L640,860 Q450,880 260,860 L266,430 Q248,446 232,468 L152,420 Q198,314 250,292 Z`;
  let s = body(ctx, d);
  s += fold(`M300,470 Q330,650 300,830`, ctx, 0.25) + fold(`M600,480 Q585,640 610,830`, ctx, 0.25) + fold(`M636,436 Q560,470 520,520`, ctx, 0.3);
  s += seam(`M737,404 L660,449`, ctx.dark) + seam(`M163,404 L240,449`, ctx.dark);
  s += seam(`M262,840 Q450,860 638,840`, ctx.dark);
  s += line(`M634,430 Q640,360 650,292`, ctx.dark, 2, 0.5) + line(`M266,430 Q260,360 250,292`, ctx.dark, 2, 0.5);
  if (polo) {
    s += `<path d="M372,250 Q450,268 528,250 L520,262 Q450,282 380,262 Z" fill="${ctx.shade}"/>`;
    s += body(ctx, `M434,300 L466,300 L466,430 L434,430 Z`, ctx.c, { sheen: false });
    s += `<circle cx="450" cy="340" r="7" fill="${lighter(ctx.c, 0.6)}" stroke="${ctx.dark}" stroke-width="2"/><circle cx="450" cy="392" r="7" fill="${lighter(ctx.c, 0.6)}" stroke="${ctx.dark}" stroke-width="2"/>`;
    s += body(ctx, `M372,250 Q400,246 452,300 L430,352 Q395,330 358,262 Z`, ctx.accent === ctx.c ? darker(ctx.c, 0.05) : ctx.accent);
    s += body(ctx, `M528,250 Q500,246 448,300 L470,352 Q505,330 542,262 Z`, ctx.accent === ctx.c ? darker(ctx.c, 0.05) : ctx.accent);
    s += wordmark(ctx.brand, 565, 420, 22, ctx.mark);
  } else {
    s += `<path d="M372,250 Q450,268 528,250 Q450,322 372,250 Z" fill="${ctx.shade}"/>`;
    s += `<path d="M372,250 Q450,322 528,250" fill="none" stroke="${ctx.accent}" stroke-width="14" stroke-linecap="round"/>`;
    s += `<path d="M372,250 Q450,322 528,250" fill="none" stroke="${ctx.dark}" stroke-width="2" opacity="0.5"/>`;
    s += ctx.art.variant === "jersey"
      ? `<text x="450" y="530" text-anchor="middle" dominant-baseline="central" font-family="${SANS}" font-weight="700" font-size="150" fill="${ctx.accent}">10</text>` + wordmark(ctx.brand, 560, 380, 24, ctx.mark)
      : ctx.art.variant === "graphic"
        ? `<rect x="335" y="360" width="230" height="230" rx="18" fill="${ctx.accent}" opacity="0.9"/>` + wordmark(ctx.brand, 450, 475, 46, onColour(ctx.accent))
        : wordmark(ctx.brand, 450, 400, 40, ctx.mark);
  }
  return s;
}

function longSleeveBody(ctx: Ctx, hem: number, flare: number): string {
  const l = 260 - flare;
  const r = 640 + flare;
  return `M382,244 L518,244 L648,290 Q692,306 708,372 L766,768 L694,786 L642,486 L${r},${hem} Q450,${hem + 16} ${l},${hem} L258,486 L206,786 L134,768 L192,372 Q208,306 252,290 Z`;
}

function shirt(ctx: Ctx): string {
  const denim = ctx.art.variant === "denim";
  let s = body(ctx, longSleeveBody(ctx, 884, 0));
  s += fold(`M640,470 Q560,520 540,560`, ctx, 0.3) + fold(`M300,520 Q320,700 296,860`, ctx, 0.2) + fold(`M700,420 Q720,600 730,740`, ctx, 0.25);
  // cuffs
  s += body(ctx, `M758,716 L766,768 L694,786 L686,734 Z`, darker(ctx.c, 0.06), { sheen: false });
  s += body(ctx, `M142,716 L134,768 L206,786 L214,734 Z`, darker(ctx.c, 0.06), { sheen: false });
  s += `<circle cx="726" cy="760" r="5" fill="${lighter(ctx.c, 0.7)}" stroke="${ctx.dark}" stroke-width="1.5"/><circle cx="174" cy="760" r="5" fill="${lighter(ctx.c, 0.7)}" stroke="${ctx.dark}" stroke-width="1.5"/>`;
  // placket and buttons
  s += line(`M440,300 L440,892`, ctx.dark, 2, 0.6) + line(`M462,300 L462,892`, ctx.dark, 2, 0.6);
  for (const y of [350, 440, 530, 620, 710, 800]) {
    s += `<circle cx="451" cy="${y}" r="8" fill="${denim ? "#b08d57" : lighter(ctx.c, 0.75)}" stroke="${ctx.dark}" stroke-width="2"/>`;
  }
  // collar
  s += `<path d="M382,244 Q450,226 518,244 L512,262 Q450,246 388,262 Z" fill="${ctx.shade}"/>`;
  s += body(ctx, `M382,244 Q398,240 452,300 L414,342 Q380,300 368,262 Z`, lighter(ctx.c, 0.04));
  s += body(ctx, `M518,244 Q502,240 448,300 L486,342 Q520,300 532,262 Z`, lighter(ctx.c, 0.04));
  // chest pocket(s)
  const pocket = (x: number) =>
    body(ctx, `M${x},410 L${x + 84},410 L${x + 84},490 L${x + 42},506 L${x},490 Z`, ctx.c, { sheen: false }) +
    (denim ? body(ctx, `M${x - 4},396 L${x + 88},396 L${x + 88},430 L${x + 42},444 L${x - 4},430 Z`, darker(ctx.c, 0.05), { sheen: false }) : "");
  s += pocket(500);
  if (denim) s += pocket(316) + seam(`M262,560 Q450,540 638,560`, "#d99a3b", 2.5, "6 5", 0.9);
  s += seam(`M262,866 Q450,882 638,866`, ctx.dark);
  s += denim ? wordmark("levi", 548, 466, 14, "#fff") : wordmark(ctx.brand, 542, 388, 15, ctx.mark);
  return s;
}

function kurta(ctx: Ctx): string {
  const hem = 990;
  let s = body(ctx, `M388,246 L512,246 L646,290 Q688,306 704,372 L758,760 L688,778 L640,486 L660,930 L668,${hem} Q450,${hem + 12} 232,${hem} L240,930 L260,486 L212,778 L142,760 L196,372 Q212,306 254,290 Z`);
  // side slits
  s += `<path d="M668,${hem} L660,870 L652,${hem + 4}Z" fill="${ctx.shade}" opacity="0.5"/><path d="M232,${hem} L240,870 L248,${hem + 4}Z" fill="${ctx.shade}" opacity="0.5"/>`;
  s += fold(`M600,520 Q620,760 600,960`, ctx, 0.22) + fold(`M300,520 Q280,760 300,960`, ctx, 0.22) + fold(`M700,420 Q716,600 724,740`, ctx, 0.25);
  // mandarin collar, embroidered placket
  s += body(ctx, `M388,246 Q450,236 512,246 L508,272 Q450,262 392,272 Z`, darker(ctx.c, 0.08), { sheen: false });
  s += body(ctx, `M438,272 L462,272 L462,470 L438,470 Z`, ctx.c, { sheen: false });
  for (const y of [300, 345, 390, 435]) s += `<circle cx="450" cy="${y}" r="6.5" fill="${ctx.accent}" stroke="${darker(ctx.accent, 0.4)}" stroke-width="1.5"/>`;
  const emb = (x: number) => {
    let e = "";
    for (let y = 290; y <= 460; y += 22) e += `<path d="M${x},${y} l7,9 l-7,9 l-7,-9Z" fill="${ctx.accent}" opacity="0.9"/>`;
    return e;
  };
  s += emb(418) + emb(482);
  // embroidered hem and cuffs
  s += `<path d="M236,${hem - 34} Q450,${hem - 20} 664,${hem - 34}" fill="none" stroke="${ctx.accent}" stroke-width="10" stroke-dasharray="2 12" stroke-linecap="round" opacity="0.9"/>`;
  s += seam(`M752,728 L680,746`, ctx.accent, 6, "2 10", 0.9) + seam(`M148,728 L220,746`, ctx.accent, 6, "2 10", 0.9);
  s += wordmark(ctx.brand, 578, 420, 16, ctx.mark);
  return s;
}

function dress(ctx: Ctx): string {
  const d = `M378,226 L412,226 Q450,300 488,226 L522,226 Q536,318 566,372 Q584,470 548,560 L700,930 Q450,972 200,930 L352,560 Q316,470 334,372 Q364,318 378,226 Z`;
  let s = body(ctx, d);
  s += fold(`M420,590 L360,930`, ctx, 0.3) + fold(`M455,590 L460,950`, ctx, 0.25) + fold(`M490,590 L560,935`, ctx, 0.3) + fold(`M525,585 L640,925`, ctx, 0.25);
  s += `<path d="M378,226 L412,226 Q450,300 488,226 L522,226" fill="none" stroke="${ctx.dark}" stroke-width="2" opacity="0.6"/>`;
  s += `<path d="M412,226 Q450,250 488,226 Q450,300 412,226Z" fill="${ctx.shade}"/>`;
  // waist sash with bow
  s += body(ctx, `M352,548 Q450,566 548,548 L552,582 Q450,600 348,582 Z`, ctx.accent, { pattern: false });
  s += body(ctx, `M455,572 Q420,600 410,660 L432,664 Q440,620 462,584 Z`, ctx.accent, { pattern: false });
  s += body(ctx, `M462,572 Q500,596 512,654 L490,660 Q482,616 456,584 Z`, ctx.accent, { pattern: false });
  s += seam(`M214,910 Q450,952 686,910`, ctx.dark);
  s += wordmark(ctx.brand, 450, 440, 22, ctx.mark);
  return s;
}

function outerwear(ctx: Ctx): string {
  const v = ctx.art.kind === "puffer" ? "puffer" : (ctx.art.variant ?? "trucker");
  const puffer = ctx.art.kind === "puffer";
  const hem = puffer ? 860 : v === "track" ? 860 : 840;
  let s = "";
  if (puffer) {
    // hood behind
    s += body(ctx, `M340,300 Q330,170 450,160 Q570,170 560,300 Z`, darker(ctx.c, 0.1));
  }
  s += body(ctx, longSleeveBody(ctx, hem, puffer ? 24 : 6));
  if (puffer) {
    for (let y = 380; y < hem - 40; y += 78) {
      s += fold(`M${246 - (y - 300) * 0.05},${y} Q450,${y + 18} ${654 + (y - 300) * 0.05},${y}`, ctx, 0.6) + line(`M${246 - (y - 300) * 0.05},${y} Q450,${y + 18} ${654 + (y - 300) * 0.05},${y}`, ctx.dark, 2.5, 0.6);
    }
    for (let y = 440; y < 720; y += 80) {
      const lx = 200 - (y - 372) * 0.15;
      const rx = 700 + (y - 372) * 0.15;
      s += fold(`M${lx + 4},${y} L${lx + 56},${y + 14}`, ctx, 0.6) + line(`M${lx + 4},${y} L${lx + 56},${y + 14}`, ctx.dark, 2.5, 0.6);
      s += fold(`M${rx - 4},${y} L${rx - 56},${y + 14}`, ctx, 0.6) + line(`M${rx - 4},${y} L${rx - 56},${y + 14}`, ctx.dark, 2.5, 0.6);
    }
  } else {
    s += fold(`M640,470 Q560,520 540,560`, ctx, 0.3) + fold(`M700,420 Q720,600 730,740`, ctx, 0.25);
  }
  // cuffs and hem band
  const band = v === "track" || puffer ? darker(ctx.c, 0.12) : darker(ctx.c, 0.05);
  s += body(ctx, `M758,716 L766,768 L694,786 L686,734 Z`, band, { sheen: false }) + body(ctx, `M142,716 L134,768 L206,786 L214,734 Z`, band, { sheen: false });
  s += body(ctx, `M${258 - (puffer ? 22 : 5)},${hem - 40} Q450,${hem - 26} ${642 + (puffer ? 22 : 5)},${hem - 40} L${640 + (puffer ? 24 : 6)},${hem} Q450,${hem + 16} ${260 - (puffer ? 24 : 6)},${hem} Z`, band, { sheen: false });
  if (v === "track") {
    // three stripes down the sleeves
    for (const o of [10, 24, 38]) {
      s += line(`M${704 - o},${372} L${756 - o},${712}`, ctx.accent, 7);
      s += line(`M${196 + o},${372} L${144 + o},${712}`, ctx.accent, 7);
    }
  }
  // collar
  if (v === "trucker") {
    s += body(ctx, `M382,244 Q340,250 330,300 L398,380 L450,300 Z`, darker(ctx.c, 0.04));
    s += body(ctx, `M518,244 Q560,250 570,300 L502,380 L450,300 Z`, darker(ctx.c, 0.04));
  } else {
    s += body(ctx, `M382,244 Q450,226 518,244 L520,300 Q450,286 380,300 Z`, band, { sheen: false });
  }
  // front: zip or buttons
  if (v === "trucker") {
    s += line(`M452,300 L452,${hem + 6}`, ctx.dark, 3, 0.7);
    for (const y of [410, 500, 590, 680, 770]) s += `<circle cx="466" cy="${y}" r="9" fill="#b08d57" stroke="#6b532e" stroke-width="2"/>`;
    const flap = (x: number) =>
      body(ctx, `M${x},400 L${x + 110},400 L${x + 110},440 L${x + 55},466 L${x},440 Z`, darker(ctx.c, 0.04), { sheen: false }) +
      seam(`M${x + 6},406 L${x + 104},406`, "#d99a3b", 2.5, "6 5", 0.9);
    s += flap(300) + flap(490);
    s += seam(`M262,540 Q450,520 638,540`, "#d99a3b", 2.5, "6 5", 0.9) + seam(`M440,310 L440,${hem - 10}`, "#d99a3b", 2.5, "6 5", 0.9);
    s += wordmark("levi", 375, 412, 14, "#fff");
  } else {
    s += line(`M450,290 L450,${hem + 8}`, darker(ctx.c, 0.5), 6);
    s += seam(`M450,290 L450,${hem + 8}`, lighter(ctx.c, 0.5), 3, "2 4", 0.8);
    s += `<rect x="441" y="312" width="18" height="34" rx="4" fill="#c9c9c9" stroke="#6d6d6d" stroke-width="2"/>`;
    s += line(`M300,560 L352,700`, ctx.dark, 3, 0.6) + line(`M600,560 L548,700`, ctx.dark, 3, 0.6);
    s += wordmark(ctx.brand, 545, 400, 24, ctx.mark);
  }
  return s;
}

function hoodie(ctx: Ctx): string {
  const zip = ctx.art.variant === "zip";
  const cropped = ctx.art.variant === "cropped";
  const hem = cropped ? 720 : 850;
  let s = "";
  s += body(ctx, `M336,306 Q312,150 450,140 Q588,150 564,306 Z`, darker(ctx.c, 0.06));
  s += body(ctx, longSleeveBody(ctx, hem, 8));
  s += `<path d="M372,300 Q366,180 450,174 Q534,180 528,300 Q450,334 372,300 Z" fill="url(#hood-${ctx.id})"/>`;
  s += `<defs><linearGradient id="hood-${ctx.id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${darker(ctx.c, 0.55)}"/><stop offset="1" stop-color="${darker(ctx.c, 0.3)}"/></linearGradient></defs>`;
  s += `<path d="M372,300 Q366,180 450,174 Q534,180 528,300 Q450,334 372,300 Z" fill="none" stroke="${darker(ctx.c, 0.12)}" stroke-width="12" stroke-linejoin="round"/>`;
  s += line(`M450,142 L450,176`, ctx.dark, 2, 0.5);
  s += fold(`M640,470 Q560,520 540,560`, ctx, 0.3) + fold(`M700,420 Q720,600 730,740`, ctx, 0.25) + fold(`M200,420 Q180,600 170,740`, ctx, 0.25);
  const rib = darker(ctx.c, 0.1);
  s += body(ctx, `M758,716 L766,768 L694,786 L686,734 Z`, rib, { sheen: false }) + body(ctx, `M142,716 L134,768 L206,786 L214,734 Z`, rib, { sheen: false });
  s += body(ctx, `M254,${hem - 46} Q450,${hem - 32} 646,${hem - 46} L648,${hem} Q450,${hem + 16} 252,${hem} Z`, rib, { sheen: false });
  for (let x = 270; x < 640; x += 14) s += line(`M${x},${hem - 40} L${x},${hem - 2}`, darker(rib, 0.25), 1.5, 0.4);
  if (!cropped) s += body(ctx, `M330,${hem - 250} L570,${hem - 250} L610,${hem - 60} L290,${hem - 60} Z`, ctx.c, { sheen: false });
  if (zip) {
    s += line(`M450,312 L450,${hem + 8}`, darker(ctx.c, 0.5), 6) + seam(`M450,312 L450,${hem + 8}`, "#d0d0d0", 3, "2 4", 0.9);
    s += `<rect x="441" y="330" width="18" height="34" rx="4" fill="#c9c9c9" stroke="#6d6d6d" stroke-width="2"/>`;
  }
  // drawstrings
  s += line(`M420,312 Q414,380 420,440`, ctx.accent, 7) + line(`M480,312 Q486,380 480,440`, ctx.accent, 7);
  s += `<rect x="413" y="436" width="14" height="26" rx="4" fill="#bdbdbd"/><rect x="473" y="436" width="14" height="26" rx="4" fill="#bdbdbd"/>`;
  s += zip ? wordmark(ctx.brand, 550, 420, 22, ctx.mark) : wordmark(ctx.brand, 450, cropped ? 510 : 520, 44, ctx.mark);
  return s;
}

// ---------------------------------------------------------------------------------------------- bottoms

function bottoms(ctx: Ctx): string {
  const k = ctx.art.kind;
  const denim = k === "jeans";
  const elastic = k === "joggers" || k === "leggings" || (k === "shorts" && ctx.art.variant !== "denim");
  const hem = k === "shorts" ? 620 : 990;
  const wide = ctx.art.variant === "wide";
  const slim = k === "leggings" || ctx.art.variant === "skinny";
  // outer hem x positions
  const outer = wide ? 80 : k === "shorts" ? 40 : slim ? -12 : 0;
  const lo = 308 - outer;
  const ro = 592 + outer;
  const li = slim ? 430 : wide ? 418 : 426;
  const ri = 900 - li;
  const top = 232;
  const wb = elastic ? 290 : 276;
  let s = body(ctx, `M318,${top} L582,${top} L590,${wb} Q604,420 ${ro},${hem} L${ri},${hem} L452,${k === "shorts" ? 470 : 500} L448,${k === "shorts" ? 470 : 500} L${li},${hem} L${lo},${hem} Q296,420 310,${wb} Z`);
  if (denim) {
    s += `<path d="M340,320 Q360,420 350,520 M560,320 Q540,420 550,520" fill="none" stroke="${lighter(ctx.c, 0.35)}" stroke-width="40" stroke-linecap="round" opacity="0.14"/>`;
    for (const y of [470, 490, 510]) s += line(`M${452 - 14},${y} Q400,${y - 6} 372,${y + 8}`, lighter(ctx.c, 0.4), 3, 0.45) + line(`M${448 + 14},${y} Q500,${y - 6} 528,${y + 8}`, lighter(ctx.c, 0.4), 3, 0.45);
  }
  s += fold(`M${lo + 40},${hem - 80} Q${lo + 60},${hem - 260} ${(lo + li) / 2},${hem - 380}`, ctx, 0.2) + fold(`M${ro - 40},${hem - 80} Q${ro - 60},${hem - 260} ${(ro + ri) / 2},${hem - 380}`, ctx, 0.2);
  // waistband
  if (elastic) {
    s += body(ctx, `M318,${top} L582,${top} L590,${wb} L310,${wb} Z`, darker(ctx.c, 0.08), { sheen: false });
    for (let x = 326; x < 580; x += 12) s += line(`M${x},${top + 6} L${x},${wb - 6}`, darker(ctx.c, 0.3), 1.5, 0.5);
    if (k !== "leggings") s += line(`M430,${wb - 6} Q418,${wb + 60} 410,${wb + 110}`, ctx.accent, 6) + line(`M470,${wb - 6} Q482,${wb + 60} 490,${wb + 110}`, ctx.accent, 6);
  } else {
    s += body(ctx, `M318,${top} L582,${top} L590,${wb} L310,${wb} Z`, darker(ctx.c, 0.04), { sheen: false });
    for (const x of [336, 408, 492, 564]) s += body(ctx, `M${x - 7},${top - 4} L${x + 7},${top - 4} L${x + 7},${wb + 8} L${x - 7},${wb + 8} Z`, darker(ctx.c, 0.02), { sheen: false });
    s += `<circle cx="450" cy="${(top + wb) / 2}" r="11" fill="${denim ? "#b08d57" : darker(ctx.c, 0.3)}" stroke="${denim ? "#6b532e" : darker(ctx.c, 0.6)}" stroke-width="2"/>`;
  }
  const stitch = denim ? "#d99a3b" : ctx.dark;
  if (k === "jeans" || k === "trousers" || (k === "shorts" && ctx.art.variant === "denim")) {
    s += seam(`M458,${wb} L458,420 Q458,446 432,452`, stitch, 2.5, "6 5", 0.9);
    s += line(`M394,${wb} Q384,350 314,358`, ctx.dark, 3, 0.8) + line(`M506,${wb} Q516,350 586,358`, ctx.dark, 3, 0.8);
    if (denim) {
      s += seam(`M388,${wb + 4} Q378,346 318,352`, stitch, 2.5, "6 5", 0.9) + seam(`M512,${wb + 4} Q522,346 582,352`, stitch, 2.5, "6 5", 0.9);
      s += body(ctx, `M520,${wb + 6} L560,${wb + 6} L560,${wb + 50} L520,${wb + 50} Z`, ctx.c, { sheen: false });
      s += `<circle cx="394" cy="${wb + 4}" r="4" fill="#b08d57"/><circle cx="506" cy="${wb + 4}" r="4" fill="#b08d57"/>`;
    }
  }
  if (k === "joggers" || k === "leggings" || (k === "shorts" && ctx.art.variant !== "denim")) {
    if (ctx.brand === "adidas") {
      for (const o of [10, 23, 36]) {
        s += line(`M${310 + o},${wb + 8} L${lo + o},${hem - (k === "joggers" ? 48 : 6)}`, ctx.accent, 6);
        s += line(`M${590 - o},${wb + 8} L${ro - o},${hem - (k === "joggers" ? 48 : 6)}`, ctx.accent, 6);
      }
    }
  }
  if (k === "joggers") {
    s += body(ctx, `M${lo},${hem - 44} L${li},${hem - 44} L${li},${hem} L${lo},${hem} Z`, darker(ctx.c, 0.08), { sheen: false });
    s += body(ctx, `M${ri},${hem - 44} L${ro},${hem - 44} L${ro},${hem} L${ri},${hem} Z`, darker(ctx.c, 0.08), { sheen: false });
  } else {
    s += seam(`M${lo + 3},${hem - 16} L${li - 3},${hem - 16}`, stitch) + seam(`M${ri + 3},${hem - 16} L${ro - 3},${hem - 16}`, stitch);
  }
  // brand: leather patch on jeans, print on the thigh otherwise
  if (denim) s += `<rect x="530" y="${wb + 70}" width="0" height="0"/>` + wordmark("levi", 372, wb + 26, 14, "#fff");
  else s += wordmark(ctx.brand, 360, wb + 70, 22, ctx.mark);
  return s;
}

// ---------------------------------------------------------------------------------------------- footwear

function sneakerShape(ctx: Ctx, boot: boolean): string {
  const c = ctx.c;
  const sole = ctx.art.accent && boot ? ctx.art.accent : ctx.art.variant === "dark-sole" ? "#2a2a2a" : "#f6f4ef";
  let s = "";
  // sole: midsole with a toe spring, darker outsole strip
  const mid = boot ? `M6,222 L594,222 Q608,256 586,292 L22,292 Q0,284 6,222 Z` : `M8,222 L588,222 Q610,236 596,262 Q590,276 570,276 L30,276 Q4,272 8,222 Z`;
  s += body(ctx, mid, sole, { sheen: false, stroke: darker(sole, 0.35) });
  s += boot
    ? `<path d="M16,276 L590,276 Q586,292 580,294 L24,294 Z" fill="${darker(sole, 0.45)}"/>`
    : `<path d="M18,262 L592,262 Q588,276 570,278 L30,278 Q16,274 18,262 Z" fill="${darker(sole, 0.45)}" opacity="0.85"/>` + line(`M20,244 L590,244`, darker(sole, 0.18), 2, 0.7);
  if (boot) for (let x = 40; x < 580; x += 36) s += `<rect x="${x}" y="286" width="18" height="10" fill="${darker(sole, 0.6)}"/>`;
  // upper
  const upper = boot
    ? `M28,226 C14,150 20,40 40,-70 Q50,-86 90,-86 L190,-86 Q204,-86 206,-70 Q208,30 250,80 L420,134 C480,140 560,160 590,196 Q600,212 594,226 Z`
    : `M28,226 C14,180 16,120 36,76 Q46,54 76,52 Q126,58 166,86 Q190,100 212,92 L236,34 Q254,14 280,24 L304,48 L400,122 C480,124 560,150 590,190 Q600,210 594,226 Z`;
  s += body(ctx, upper, c);
  if (!boot) {
    const lace = luminance(c) > 0.75 ? "#e4e4e4" : "#f7f7f7";
    // toe cap with perforations, heel counter, collar lining, tongue
    s += body(ctx, `M484,128 C540,138 578,160 590,190 Q600,210 594,226 L478,226 Q450,176 484,128 Z`, lighter(c, 0.06), { sheen: false });
    for (const [x, y] of [[520, 170], [540, 166], [530, 186], [550, 182], [540, 202], [560, 198]] as const) s += `<circle cx="${x}" cy="${y}" r="2.6" fill="${darker(c, 0.3)}"/>`;
    s += body(ctx, `M28,226 C14,180 16,120 36,76 Q46,54 76,52 L110,58 Q86,140 130,226 Z`, darker(c, 0.07), { sheen: false });
    s += `<path d="M76,52 Q126,58 166,86 Q190,100 212,92 L216,108 Q186,118 160,100 Q122,74 80,68 Z" fill="${darker(c, 0.5)}"/>`;
    s += body(ctx, `M212,92 L236,34 Q254,14 280,24 L304,48 L256,112 Z`, lighter(c, 0.04), { sheen: false });
    s += body(ctx, `M34,74 L22,40 Q30,30 48,34 L62,54 Z`, ctx.accent, { sheen: false });
    s += seam(`M40,214 L584,214`, darker(c, 0.3), 2, "5 5", 0.55) + seam(`M124,224 Q150,150 256,112`, darker(c, 0.3), 2, "5 5", 0.5);
    // laces over the throat
    for (let i = 0; i < 5; i++) {
      const t = i / 4;
      const x = 262 + (394 - 262) * t;
      const y = 50 + (122 - 50) * t;
      s += `<circle cx="${x - 12}" cy="${y + 16}" r="5" fill="${darker(c, 0.55)}"/>`;
      s += line(`M${x - 12},${y + 16} L${x + 16},${y - 10}`, darker(lace, 0.35), 12);
      s += line(`M${x - 12},${y + 16} L${x + 16},${y - 10}`, lace, 8);
    }
  } else {
    // chelsea boot: elastic gusset, pull tabs, welt stitching
    s += body(ctx, `M112,-86 L168,-86 L156,70 Q140,92 124,70 Z`, darker(c, 0.45), { sheen: false });
    for (let x = 120; x < 164; x += 8) s += line(`M${x},-80 L${140 + (x - 140) * 0.3},76`, darker(c, 0.6), 1.5, 0.6);
    s += body(ctx, `M34,-70 L26,-124 Q40,-132 54,-124 L60,-80 Z`, darker(c, 0.25), { sheen: false });
    s += body(ctx, `M178,-84 L182,-130 Q196,-136 208,-128 L204,-78 Z`, darker(c, 0.25), { sheen: false });
    s += seam(`M36,212 L586,212`, lighter(c, 0.45), 2.5, "7 6", 0.8);
    s += seam(`M250,90 L420,144 C480,150 550,168 578,200`, darker(c, 0.35), 2, "5 5", 0.6);
  }
  // the brand's side accent
  if (!boot) {
    const a = ctx.accent;
    const st = `stroke="${darker(a, 0.3)}" stroke-width="2"`;
    if (ctx.brand === "nike") s += `<path d="M150,188 Q300,192 462,118 Q330,214 166,206 Q136,204 150,188 Z" fill="${a}" ${st}/>`;
    else if (ctx.brand === "adidas") for (const o of [0, 40, 80]) s += `<path d="M${226 + o},${212} L${278 + o},${92 + o * 0.55} L${302 + o},${100 + o * 0.55} L${254 + o},${214} Z" fill="${a}" ${st}/>`;
    else if (ctx.brand === "puma") s += `<path d="M124,206 Q250,130 320,154 Q390,176 480,122 L490,138 Q396,206 318,180 Q256,162 140,220 Z" fill="${a}" ${st}/>`;
    else s += body(ctx, `M160,226 Q170,170 226,150 L420,150 Q470,160 470,226 Z`, a, { sheen: false }) + seam(`M176,224 Q186,180 232,164 L416,164 Q456,172 458,224`, darker(a, 0.3), 2, "5 5", 0.6);
  }
  s += boot
    ? wordmark(ctx.brand, 330, 170, 16, lighter(c, 0.55))
    : wordmark(ctx.brand, 56, 160, 15, onColour(darker(c, 0.08)), -80);
  return s;
}

function sneaker(ctx: Ctx): string {
  // a pair: the far shoe behind, up and to the right, a little darker; the near one in front
  const shoe = sneakerShape(ctx, ctx.art.kind === "boot");
  const boot = ctx.art.kind === "boot";
  return (
    `<g transform="translate(${boot ? 214 : 200},${boot ? 430 : 360}) scale(0.86)"><g filter="url(#dim-${ctx.id})">${shoe}</g></g>` +
    `<g transform="translate(${boot ? 100 : 96},${boot ? 590 : 506}) scale(1.1)">${shoe}</g>`
  );
}

function sandals(ctx: Ctx): string {
  const slides = ctx.art.kind === "slides";
  const bed = slides ? (luminance(ctx.c) < 0.2 ? "#3a3a3c" : darker(ctx.c, 0.25)) : (ctx.art.accent ?? "#c89b6d");
  const foot = `M90,0 C150,0 176,60 176,140 C176,232 150,300 156,382 C162,444 132,474 90,474 C48,474 18,444 24,382 C30,300 4,232 4,140 C4,60 30,0 90,0 Z`;
  const one = (mirror: boolean) => {
    let s = `<g transform="${mirror ? "translate(180,0) scale(-1,1)" : ""}">`;
    s += body(ctx, `M90,-8 C156,-8 184,58 184,140 C184,234 158,302 164,382 C170,450 136,482 90,482 C44,482 10,450 16,382 C22,302 -4,234 -4,140 C-4,58 24,-8 90,-8 Z`, darker(bed, 0.3), { sheen: false });
    s += body(ctx, foot, bed, { sheen: false });
    s += `<path d="M60,40 C90,20 120,30 130,60 M50,110 C90,90 130,100 150,130" fill="none" stroke="${darker(bed, 0.15)}" stroke-width="3" opacity="0.5"/>`;
    if (slides) {
      s += body(ctx, `M-8,92 Q90,60 188,92 L192,232 Q90,212 -12,232 Z`, ctx.c);
      s += `</g>` + wordmark(ctx.brand, 90, 160, 30, ctx.mark) + `<g>`;
    } else {
      s += body(ctx, `M-2,100 Q90,78 182,100 L184,140 Q90,120 -4,140 Z`, ctx.c) + body(ctx, `M0,190 Q90,170 180,190 L182,232 Q90,214 -2,232 Z`, ctx.c);
      s += body(ctx, `M10,330 Q90,300 170,330 L172,360 Q90,336 8,360 Z`, ctx.c);
      s += `<rect x="150" y="332" width="20" height="24" rx="3" fill="#c7a45a" stroke="#7d6327" stroke-width="2"/>`;
      s += `</g>` + wordmark(ctx.brand, 90, 416, 16, darker(bed, 0.55)) + `<g>`;
    }
    return s + `</g>`;
  };
  return `<g transform="translate(236,300) rotate(-6 90 240)">${one(false)}</g><g transform="translate(484,330) rotate(6 90 240)">${one(true)}</g>`;
}

// ---------------------------------------------------------------------------------------------- accessories

function cap(ctx: Ctx): string {
  const c = ctx.c;
  const bill = ctx.accent === ctx.c ? darker(c, 0.04) : ctx.accent;
  let s = `<g transform="translate(-20,0)">`;
  // bill (peak) first: the crown sits over its root
  s += body(ctx, `M540,592 Q690,546 810,590 Q866,612 848,644 Q810,672 700,668 Q600,658 534,626 Z`, bill);
  s += `<path d="M552,626 Q620,652 700,660 Q800,664 840,642 Q848,652 836,660 Q800,680 700,676 Q610,668 546,636 Z" fill="${darker(bill, 0.35)}"/>`;
  for (const k of [1, 2, 3]) s += seam(`M${556 + k * 6},${600 + k * 2} Q${690},${560 + k * 12} ${800 - k * 10},${602 + k * 8}`, darker(bill, 0.35), 2, "5 5", 0.55);
  // crown
  s += body(ctx, `M180,612 C168,420 304,316 452,314 C592,314 672,410 676,580 Q430,642 180,612 Z`, c);
  s += line(`M452,316 Q350,410 334,626`, ctx.dark, 3, 0.55) + line(`M452,316 Q566,420 574,604`, ctx.dark, 3, 0.55) + line(`M452,316 Q260,380 226,616`, ctx.dark, 2, 0.35);
  for (const [x1, y1, x2, y2] of [[452, 330, 342, 622], [452, 330, 566, 600]] as const) s += seam(`M${x1 - 10},${y1} Q${(x1 + x2) / 2 - 10},${(y1 + y2) / 2 - 30} ${x2 - 12},${y2}`, ctx.dark, 1.8, "4 5", 0.45);
  s += `<circle cx="300" cy="430" r="7" fill="${darker(c, 0.45)}"/><circle cx="560" cy="420" r="7" fill="${darker(c, 0.45)}"/>`;
  s += `<ellipse cx="452" cy="316" rx="22" ry="9" fill="${darker(c, 0.12)}" stroke="${ctx.dark}" stroke-width="2"/>`;
  // back strap opening and sweatband edge
  s += `<path d="M196,614 Q200,560 240,556 Q270,560 272,620 Z" fill="${darker(c, 0.5)}"/>`;
  s += body(ctx, `M190,592 L282,598 L282,616 L190,610 Z`, darker(c, 0.2), { sheen: false });
  s += line(`M184,606 Q430,636 672,576`, darker(c, 0.3), 4, 0.7);
  s += wordmark(ctx.brand, 470, 486, 40, ctx.mark, -4);
  s += `</g>`;
  return s;
}

function tote(ctx: Ctx): string {
  const c = ctx.c;
  const shoulder = ctx.art.kind === "shoulder-bag";
  let s = "";
  if (shoulder) {
    s += line(`M270,520 C250,220 650,220 630,520`, darker(c, 0.3), 16) + line(`M270,520 C250,220 650,220 630,520`, c, 10);
    s += body(ctx, `M230,500 L670,500 Q700,500 704,530 L720,850 Q722,890 684,890 L216,890 Q178,890 180,850 L196,530 Q200,500 230,500 Z`, c);
    s += body(ctx, `M214,500 L686,500 Q704,500 706,520 L712,700 Q450,760 188,700 L194,520 Q196,500 214,500 Z`, darker(c, 0.06));
    s += seam(`M210,520 L690,520 L698,690 Q450,744 202,690 Z`, lighter(c, 0.3), 2, "6 6", 0.6);
    s += `<rect x="418" y="700" width="64" height="44" rx="8" fill="#d4b467" stroke="#7d6327" stroke-width="3"/><rect x="440" y="712" width="20" height="20" rx="3" fill="none" stroke="#7d6327" stroke-width="3"/>`;
    s += wordmark(ctx.brand, 450, 600, 30, ctx.mark);
    return s;
  }
  s += line(`M330,470 C320,260 580,260 570,470`, darker(c, 0.35), 26) + line(`M330,470 C320,260 580,260 570,470`, c, 18);
  s += body(ctx, `M240,450 L660,450 L700,900 Q702,930 670,930 L230,930 Q198,930 200,900 Z`, c);
  s += line(`M360,470 C350,300 550,300 540,470`, darker(c, 0.35), 26) + line(`M360,470 C350,300 550,300 540,470`, lighter(c, 0.05), 18);
  for (const x of [360, 540]) s += `<rect x="${x - 20}" y="448" width="40" height="44" rx="6" fill="${darker(c, 0.12)}" stroke="${ctx.dark}" stroke-width="2"/><circle cx="${x}" cy="470" r="6" fill="#d4b467"/>`;
  s += seam(`M252,500 L648,500`, lighter(c, 0.35), 2.5, "7 6", 0.7) + seam(`M216,900 L684,900`, lighter(c, 0.35), 2.5, "7 6", 0.7);
  s += fold(`M300,520 Q290,720 300,880`, ctx, 0.2) + fold(`M600,520 Q612,720 604,880`, ctx, 0.2);
  s += `<rect x="380" y="650" width="140" height="56" rx="6" fill="${darker(c, 0.15)}" opacity="0.6"/>` + wordmark(ctx.brand, 450, 678, 28, ctx.mark);
  return s;
}

function backpack(ctx: Ctx): string {
  const c = ctx.c;
  let s = "";
  s += line(`M400,250 C400,180 500,180 500,250`, darker(c, 0.3), 18);
  s += body(ctx, `M262,300 L228,880 Q226,920 262,920 L290,920 L310,320 Z`, darker(c, 0.3), { sheen: false });
  s += body(ctx, `M638,300 L672,880 Q674,920 638,920 L610,920 L590,320 Z`, darker(c, 0.3), { sheen: false });
  s += body(ctx, `M290,330 Q290,238 380,238 L520,238 Q610,238 610,330 L626,880 Q628,930 580,930 L320,930 Q272,930 274,880 Z`, c);
  s += line(`M300,420 Q450,330 600,420`, darker(c, 0.45), 5) + seam(`M300,420 Q450,330 600,420`, lighter(c, 0.6), 3, "2 4", 0.8);
  s += `<rect x="586" y="404" width="14" height="40" rx="4" fill="#bdbdbd" stroke="#666" stroke-width="2" transform="rotate(25 593 424)"/>`;
  s += body(ctx, `M318,600 Q318,560 360,560 L540,560 Q582,560 582,600 L592,870 Q594,900 560,900 L340,900 Q306,900 308,870 Z`, ctx.accent === ctx.c ? darker(c, 0.08) : ctx.accent);
  s += line(`M330,620 Q450,580 570,620`, darker(c, 0.45), 5) + `<rect x="560" y="600" width="12" height="34" rx="4" fill="#bdbdbd" stroke="#666" stroke-width="2"/>`;
  s += wordmark(ctx.brand, 450, 740, 34, onColour(ctx.accent === ctx.c ? darker(c, 0.08) : ctx.accent));
  s += fold(`M300,480 Q300,700 300,860`, ctx, 0.2);
  return s;
}

function duffel(ctx: Ctx): string {
  const c = ctx.c;
  let s = "";
  s += line(`M330,520 C330,330 570,330 570,520`, darker(c, 0.35), 24) + line(`M330,520 C330,330 570,330 570,520`, c, 16);
  s += body(ctx, `M230,480 L670,480 Q780,480 780,620 L780,700 Q780,840 670,840 L230,840 Q120,840 120,700 L120,620 Q120,480 230,480 Z`, c);
  s += body(ctx, `M120,620 Q120,480 230,480 L240,480 Q180,560 180,660 Q180,760 240,840 L230,840 Q120,840 120,700 Z`, darker(c, 0.12), { sheen: false });
  s += body(ctx, `M780,620 Q780,480 670,480 L660,480 Q720,560 720,660 Q720,760 660,840 L670,840 Q780,840 780,700 Z`, darker(c, 0.12), { sheen: false });
  s += line(`M240,500 L660,500`, darker(c, 0.45), 6) + seam(`M240,500 L660,500`, lighter(c, 0.6), 3, "2 4", 0.8);
  const band = ctx.accent === ctx.c ? darker(c, 0.1) : ctx.accent;
  s += body(ctx, `M180,592 L720,592 L720,612 L180,612 Z`, band, { sheen: false });
  s += body(ctx, `M360,670 L540,670 Q556,670 556,686 L556,766 Q556,782 540,782 L360,782 Q344,782 344,766 L344,686 Q344,670 360,670 Z`, darker(c, 0.08), { sheen: false });
  s += seam(`M356,682 L544,682 L544,770 L356,770 Z`, lighter(c, 0.4), 2, "6 5", 0.6);
  for (const x of [330, 570]) s += `<rect x="${x - 16}" y="488" width="32" height="70" rx="6" fill="${darker(c, 0.2)}"/>`;
  s += wordmark(ctx.brand, 450, 726, 34, onColour(darker(c, 0.08)));
  return s;
}

function watch(ctx: Ctx): string {
  const strap = ctx.c;
  const metal = ctx.art.variant === "gold" ? "#c9a25a" : ctx.art.variant === "black" ? "#2d2d2d" : "#b9bec4";
  const dial = ctx.accent;
  let s = `<defs><radialGradient id="metal-${ctx.id}" cx="35%" cy="30%" r="80%"><stop offset="0" stop-color="${lighter(metal, 0.6)}"/><stop offset="0.5" stop-color="${metal}"/><stop offset="1" stop-color="${darker(metal, 0.4)}"/></radialGradient>
    <radialGradient id="dial-${ctx.id}" cx="40%" cy="35%" r="75%"><stop offset="0" stop-color="${lighter(dial, 0.15)}"/><stop offset="1" stop-color="${darker(dial, 0.25)}"/></radialGradient></defs>`;
  s += body(ctx, `M386,160 Q450,150 514,160 L522,430 L378,430 Z`, strap);
  s += body(ctx, `M378,670 L522,670 L514,960 Q450,972 386,960 Z`, strap);
  for (const y of [740, 790, 840, 890]) s += `<ellipse cx="450" cy="${y}" rx="7" ry="5" fill="${darker(strap, 0.5)}"/>`;
  s += seam(`M396,170 L390,420 M504,170 L510,420 M390,680 L396,950 M510,680 L504,950`, lighter(strap, 0.35), 2, "6 5", 0.6);
  s += `<rect x="594" y="530" width="30" height="40" rx="6" fill="url(#metal-${ctx.id})" stroke="${darker(metal, 0.5)}" stroke-width="2"/>`;
  s += `<circle cx="450" cy="550" r="168" fill="url(#metal-${ctx.id})" stroke="${darker(metal, 0.5)}" stroke-width="3"/>`;
  s += `<circle cx="450" cy="550" r="140" fill="url(#dial-${ctx.id})" stroke="${darker(metal, 0.35)}" stroke-width="4"/>`;
  const tick = onColour(dial);
  for (let i = 0; i < 60; i++) {
    const a = (i * Math.PI) / 30;
    const big = i % 5 === 0;
    const r1 = big ? 112 : 124;
    s += line(`M${(450 + Math.sin(a) * r1).toFixed(1)},${(550 - Math.cos(a) * r1).toFixed(1)} L${(450 + Math.sin(a) * 132).toFixed(1)},${(550 - Math.cos(a) * 132).toFixed(1)}`, tick, big ? 5 : 1.5, big ? 1 : 0.7);
  }
  if (ctx.art.variant === "chrono" || ctx.art.variant === "black") {
    for (const [x, y] of [[400, 560], [500, 560], [450, 610]] as const) {
      s += `<circle cx="${x}" cy="${y}" r="24" fill="${darker(dial, 0.25)}" stroke="${tick}" stroke-width="1.5" opacity="0.9"/>` + line(`M${x},${y} L${x + 10},${y - 16}`, tick, 2);
    }
  }
  s += wordmark(ctx.brand, 450, 490, 22, tick);
  s += line(`M450,550 L498,470`, tick, 7) + line(`M450,550 L380,610`, tick, 5) + line(`M450,550 L450,440`, "#e94f37", 2);
  s += `<circle cx="450" cy="550" r="9" fill="${tick}"/>`;
  s += `<path d="M350,470 Q400,420 470,415" fill="none" stroke="#ffffff" stroke-width="10" stroke-linecap="round" opacity="0.18"/>`;
  return s;
}

function sunglasses(ctx: Ctx): string {
  const frame = ctx.c;
  const lens = ctx.accent;
  const aviator = ctx.art.variant === "aviator";
  const thick = aviator ? 7 : 20;
  const lensL = aviator
    ? `M212,470 Q206,426 256,420 L396,420 Q438,420 432,468 Q422,574 338,594 Q246,600 224,522 Z`
    : `M200,440 Q200,410 232,410 L404,410 Q432,410 430,440 L420,540 Q416,578 380,580 L250,580 Q214,578 208,540 Z`;
  const lensR = aviator
    ? `M688,470 Q694,426 644,420 L504,420 Q462,420 468,468 Q478,574 562,594 Q654,600 676,522 Z`
    : `M700,440 Q700,410 668,410 L496,410 Q468,410 470,440 L480,540 Q484,578 520,580 L650,580 Q686,578 692,540 Z`;
  let s = `<g transform="translate(450,520) scale(1.22) translate(-450,-520)">`;
  s += `<defs><linearGradient id="lens-${ctx.id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${darker(lens, 0.45)}"/><stop offset="1" stop-color="${lighter(lens, 0.2)}"/></linearGradient></defs>`;
  // temples folded behind
  s += line(`M210,450 L150,430 L140,470`, darker(frame, 0.2), 10) + line(`M690,450 L750,430 L760,470`, darker(frame, 0.2), 10);
  for (const d of [lensL, lensR]) {
    s += `<path d="${d}" fill="url(#lens-${ctx.id})" stroke="${frame}" stroke-width="${thick}" stroke-linejoin="round"/>`;
    s += `<path d="${d}" fill="none" stroke="${darker(frame, 0.35)}" stroke-width="2" opacity="0.6"/>`;
  }
  s += `<path d="M258,440 L300,440 L240,540 L222,520 Z" fill="#ffffff" opacity="0.22"/><path d="M550,440 L592,440 L532,540 L514,520 Z" fill="#ffffff" opacity="0.22"/>`;
  s += aviator
    ? line(`M432,440 Q450,428 468,440`, frame, 7) + line(`M410,420 Q450,408 490,420`, frame, 6) + `<circle cx="438" cy="500" r="6" fill="${frame}"/><circle cx="462" cy="500" r="6" fill="${frame}"/>`
    : body(ctx, `M426,430 Q450,414 474,430 L474,450 Q450,438 426,450 Z`, frame, { sheen: false });
  s += `</g>` + wordmark(ctx.brand, 450, 760, 34, darker(frame, 0.25));
  return s;
}

function belt(ctx: Ctx): string {
  const c = ctx.c;
  const metal = ctx.art.variant === "gold" ? "#c9a25a" : "#b9bec4";
  let s = `<g transform="rotate(-28 450 560)">`;
  s += body(ctx, `M150,520 L820,520 Q856,560 820,600 L150,600 Z`, c);
  s += seam(`M170,530 L812,530`, lighter(c, 0.45), 2.5, "7 6", 0.8) + seam(`M170,590 L812,590`, lighter(c, 0.45), 2.5, "7 6", 0.8);
  for (const x of [640, 680, 720, 760]) s += `<ellipse cx="${x}" cy="560" rx="7" ry="6" fill="${darker(c, 0.6)}"/>`;
  s += body(ctx, `M250,506 L282,506 L282,614 L250,614 Z`, darker(c, 0.1), { sheen: false });
  s += `<rect x="86" y="494" width="110" height="132" rx="14" fill="none" stroke="${metal}" stroke-width="18"/>`;
  s += `<rect x="86" y="494" width="110" height="132" rx="14" fill="none" stroke="${darker(metal, 0.4)}" stroke-width="2"/>`;
  s += line(`M100,560 L196,560`, darker(metal, 0.15), 9);
  s += wordmark(ctx.brand, 420, 560, 24, lighter(c, 0.7));
  s += `</g>`;
  return s;
}

const DRAW: Record<ItemKind, (ctx: Ctx) => string> = {
  tshirt,
  polo: tshirt,
  shirt,
  kurta,
  dress,
  jeans: bottoms,
  trousers: bottoms,
  joggers: bottoms,
  leggings: bottoms,
  shorts: bottoms,
  jacket: outerwear,
  puffer: outerwear,
  hoodie,
  sneaker,
  boot: sneaker,
  slides: sandals,
  sandal: sandals,
  cap,
  tote,
  "shoulder-bag": tote,
  backpack,
  duffel,
  watch,
  sunglasses,
  belt,
};

/** Per kind: a vertical nudge to centre the drawing, and the floor shadow under it [cy, rx] (after the nudge). */
const LAYOUT: Record<ItemKind, { dy: number; floor: [number, number] }> = {
  tshirt: { dy: 10, floor: [925, 240] },
  polo: { dy: 10, floor: [925, 240] },
  shirt: { dy: 0, floor: [945, 280] },
  kurta: { dy: -36, floor: [1005, 280] },
  dress: { dy: -20, floor: [990, 280] },
  jeans: { dy: -36, floor: [990, 200] },
  trousers: { dy: -36, floor: [990, 200] },
  joggers: { dy: -36, floor: [990, 200] },
  leggings: { dy: -36, floor: [990, 190] },
  shorts: { dy: 150, floor: [815, 220] },
  jacket: { dy: 0, floor: [915, 280] },
  puffer: { dy: 0, floor: [935, 300] },
  hoodie: { dy: 20, floor: [930, 280] },
  sneaker: { dy: 0, floor: [818, 370] },
  boot: { dy: -20, floor: [898, 370] },
  slides: { dy: 0, floor: [830, 280] },
  sandal: { dy: 0, floor: [830, 280] },
  cap: { dy: 50, floor: [790, 320] },
  tote: { dy: 0, floor: [950, 260] },
  "shoulder-bag": { dy: 0, floor: [910, 270] },
  backpack: { dy: 0, floor: [950, 220] },
  duffel: { dy: 0, floor: [860, 340] },
  watch: { dy: 0, floor: [985, 150] },
  sunglasses: { dy: 30, floor: [700, 340] },
  belt: { dy: 0, floor: [800, 330] },
};

/** The two layers of a picture: the backdrop, and the item on a transparent ground (its shadow is cast by `rasterize`). */
export interface Layers {
  width: number;
  height: number;
  backdrop: string;
  item: string;
  /** SVG elements drawn last at full size, casting no shadow (banner text). */
  overlay?: string;
}

/** The product picture (900 × 1125) as SVG layers. */
export function renderProductLayers(art: ProductArt, brand: Brand, category: Category, id = "p"): Layers {
  const { width: W, height: H } = PRODUCT_IMAGE_SIZE;
  const c = art.colour;
  const ctx: Ctx = {
    c,
    dark: darker(c, 0.4),
    shade: darker(c, 0.3),
    light: lighter(c, 0.3),
    accent: art.accent ?? darker(c, 0.15),
    brand,
    mark: markColour(brand, c),
    art,
    id,
  };
  const [bg1, bg2] = BACKDROPS[category];
  const b1 = mix(bg1, c, 0.06);
  const b2 = mix(bg2, c, 0.1);
  const layout = LAYOUT[art.kind];
  const cropped = art.kind === "hoodie" && art.variant === "cropped" ? 70 : 0;
  const dy = layout.dy + cropped;
  const [fy, frx] = [layout.floor[0] - cropped * 1.6, layout.floor[1]];
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`;
  const backdrop = `${open}
<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="0.35" y2="1"><stop offset="0" stop-color="${b1}"/><stop offset="0.72" stop-color="${mix(b1, b2, 0.6)}"/><stop offset="1" stop-color="${b2}"/></linearGradient>
  <radialGradient id="spot" cx="50%" cy="38%" r="55%"><stop offset="0" stop-color="#ffffff" stop-opacity="0.75"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
  <radialGradient id="floor" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="#000000" stop-opacity="0.24"/><stop offset="0.6" stop-color="#000000" stop-opacity="0.08"/><stop offset="1" stop-color="#000000" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<rect width="${W}" height="${H}" fill="url(#spot)"/>
<ellipse cx="450" cy="${fy}" rx="${frx}" ry="${Math.round(frx * 0.13)}" fill="url(#floor)"/>
</svg>`;
  const item = `${open}
<defs>${itemDefs(ctx)}</defs>
<g transform="translate(0,${dy})">${DRAW[art.kind](ctx)}</g>
</svg>`;
  return { width: W, height: H, backdrop, item };
}

function itemDefs(ctx: Ctx): string {
  return (
    `<linearGradient id="sheen-${ctx.id}" x1="0" y1="0" x2="1" y2="0.25"><stop offset="0" stop-color="#ffffff" stop-opacity="0.16"/><stop offset="0.45" stop-color="#ffffff" stop-opacity="0"/><stop offset="0.8" stop-color="#000000" stop-opacity="0.08"/><stop offset="1" stop-color="#000000" stop-opacity="0.2"/></linearGradient>` +
    `<filter id="dim-${ctx.id}"><feColorMatrix type="matrix" values="0.86 0 0 0 0  0 0.86 0 0 0  0 0 0.86 0 0  0 0 0 1 0"/></filter>` +
    patternDef(ctx)
  );
}

export interface ShadowOptions {
  dx: number;
  dy: number;
  /** Blur radius (sigma) in output pixels. */
  blur: number;
  opacity: number;
}

/**
 * Rasterizes the layers to a JPEG: backdrop, the item's drop shadow, the item. Backdrop and shadow are smooth,
 * so they are drawn at a quarter of the size (libvips blurs the item's silhouette for the shadow) and put
 * under the item as an embedded picture that librsvg scales up while rendering the item at full size.
 * An SVG blur filter at full size would cost several times the whole picture.
 */
export async function rasterize(layers: Layers, shadow: ShadowOptions = { dx: 10, dy: 18, blur: 14, opacity: 0.22 }): Promise<Buffer> {
  const { width: W, height: H } = layers;
  const k = 4;
  const density = 72 / k;
  const [backdrop, silhouette] = await Promise.all([
    sharp(Buffer.from(layers.backdrop), { density }).removeAlpha().raw().toBuffer({ resolveWithObject: true }),
    sharp(Buffer.from(layers.item), { density }).ensureAlpha().extractChannel(3).raw().toBuffer({ resolveWithObject: true }),
  ]);
  const { width: w, height: h } = backdrop.info;
  const dx = Math.round(shadow.dx / k);
  const dy = Math.round(shadow.dy / k);
  // the silhouette, moved by (dx, dy), blurred and faded, is the alpha of a black layer over the backdrop
  const alpha = await sharp(silhouette.data, { raw: { width: silhouette.info.width, height: silhouette.info.height, channels: 1 } })
    .extract({ left: 0, top: 0, width: w - dx, height: h - dy })
    .extend({ left: dx, top: dy, background: "#000000" })
    .blur(shadow.blur / k)
    .linear(shadow.opacity, 0)
    .extractChannel(0) // extend() made it RGB
    .raw()
    .toBuffer();
  const shade = await sharp({ create: { width: w, height: h, channels: 3, background: "#000000" } })
    .joinChannel(alpha, { raw: { width: w, height: h, channels: 1 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
  const ground = await sharp(backdrop.data, { raw: { width: w, height: h, channels: 3 } })
    .composite([{ input: shade }])
    .png({ compressionLevel: 1 })
    .toBuffer();
  const under = `<image href="data:image/png;base64,${ground.toString("base64")}" x="0" y="0" width="${W}" height="${H}" preserveAspectRatio="none"/>`;
  const svg = layers.item.replace(/(<svg[^>]*>)/, `$1${under}`).replace(/<\/svg>\s*$/, `${layers.overlay ?? ""}</svg>`);
  // High quality, no Huffman optimisation: this JPEG is only an intermediate for storeImageWithVariants.
  return sharp(Buffer.from(svg)).removeAlpha().jpeg({ quality: 92, optimiseCoding: false }).toBuffer();
}

// ---------------------------------------------------------------------------------------------- banners

export interface BannerArt {
  from: string;
  to: string;
  /** Items drawn on the right, reusing the product drawings. */
  items: { art: ProductArt; brand: Brand; x: number; y: number; scale: number; rotate?: number }[];
}

/**
 * A homepage banner (1600 × 600) as SVG layers: bold gradient, then the illustrated items. It paints no words: the
 * banner's title and description are the page's, under it, and follow the admin's edits (painted ones repeated them
 * in other words, issue 41); nor anything that looks like a control (the page shows the real ones beside it).
 */
export function renderBannerLayers(banner: BannerArt, id = "b"): Layers {
  const { width: W, height: H } = BANNER_IMAGE_SIZE;
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`;
  const items = banner.items
    .map((it, i) => {
      const ctx: Ctx = {
        c: it.art.colour,
        dark: darker(it.art.colour, 0.4),
        shade: darker(it.art.colour, 0.3),
        light: lighter(it.art.colour, 0.3),
        accent: it.art.accent ?? darker(it.art.colour, 0.15),
        brand: it.brand,
        mark: markColour(it.brand, it.art.colour),
        art: it.art,
        id: `${id}i${i}`,
      };
      return `<defs>${itemDefs(ctx)}</defs><g transform="translate(${it.x},${it.y}) rotate(${it.rotate ?? 0}) scale(${it.scale}) translate(-450,-560)">${DRAW[it.art.kind](ctx)}</g>`;
    })
    .join("\n");
  const backdrop = `${open}
<defs>
  <linearGradient id="bbg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${banner.from}"/><stop offset="1" stop-color="${banner.to}"/></linearGradient>
  <radialGradient id="bglow" cx="72%" cy="50%" r="45%"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${W}" height="${H}" fill="url(#bbg)"/>
<circle cx="1180" cy="300" r="330" fill="url(#bglow)"/>
<circle cx="1500" cy="-40" r="190" fill="#ffffff" opacity="0.08"/>
<circle cx="760" cy="640" r="150" fill="#ffffff" opacity="0.07"/>
</svg>`;
  return { width: W, height: H, backdrop, item: `${open}${items}</svg>` };
}

/** Product picture as a JPEG. */
export function renderProductJpeg(art: ProductArt, brand: Brand, category: Category, id = "p"): Promise<Buffer> {
  return rasterize(renderProductLayers(art, brand, category, id));
}

/** Banner as a JPEG. */
export function renderBannerJpeg(banner: BannerArt, id = "b"): Promise<Buffer> {
  return rasterize(renderBannerLayers(banner, id), { dx: 12, dy: 20, blur: 16, opacity: 0.3 });
}
