// The bench catalogue as a fashion shop sells it: the shared generator writes one line per product; this writes
// clothes in sizes S–XL and shoes in UK 7–10, one variant line per size (the import's format, grouped by handle),
// the product's stock split over its sizes so every total, price and facet the baseline answers stays the same.
// Accessories stay one size. `npm run bench` imports this file into the shop's database (--no-sizes: the original).
import { createReadStream, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { createInterface } from 'node:readline';

const SIZES = { footwear: ['7', '8', '9', '10'], accessories: [] };
const CLOTHES = ['S', 'M', 'L', 'XL'];

/** The variant lines of one generated product. */
export function sizedLines(product) {
  const sizes = SIZES[product.category] ?? CLOTHES;
  if (sizes.length === 0) return [product];
  return sizes.map((size, i) => ({
    ...product,
    handle: product.sku,
    sku: `${product.sku}-${size}`,
    size,
    totalStock: Math.floor(product.totalStock / sizes.length) + (i < product.totalStock % sizes.length ? 1 : 0),
  }));
}

/** Writes `to` from `from`, a line per variant; resolves with the number of lines written. */
export async function writeSizedCatalogue(from, to) {
  const out = createWriteStream(to);
  let lines = 0;
  for await (const text of createInterface({ input: createReadStream(from), crlfDelay: Infinity })) {
    if (!text.trim()) continue;
    for (const line of sizedLines(JSON.parse(text))) {
      if (!out.write(`${JSON.stringify(line)}\n`)) await once(out, 'drain');
      lines += 1;
    }
  }
  out.end();
  await once(out, 'close');
  return lines;
}
