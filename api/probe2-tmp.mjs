import sharp from "sharp";
import { readFileSync } from "node:fs";
const [file, mode] = process.argv.slice(2);
if (mode.includes("nocache")) sharp.cache(false);
const JPEG = { quality: 82, progressive: true, chromaSubsampling: "4:2:0" };
const WEBP = { quality: 78, effort: 2 };
const R = [[1200,"jpeg"],[480,"jpeg"],[480,"webp"],[800,"webp"],[1200,"webp"]];
async function run(buf) {
  const raw = await sharp(buf, { limitInputPixels: 50_000_000, failOn: "error" }).rotate().flatten({ background: "#fff" }).resize(1600, 1600, { fit: "inside", withoutEnlargement: true }).toColourspace("srgb").raw().toBuffer({ resolveWithObject: true });
  const { width, height, channels } = raw.info;
  const px = sharp(raw.data, { raw: { width, height, channels } });
  const enc = ([w, f]) => { const i = px.clone().resize({ width: w, withoutEnlargement: true }); return f === "webp" ? i.webp(WEBP).toBuffer() : i.jpeg(JPEG).toBuffer(); };
  const orig = () => px.clone().jpeg(JPEG).toBuffer();
  if (mode.includes("seq")) { await orig(); for (const r of R) await enc(r); }
  else await Promise.all([orig(), ...R.map(enc)]);
}
const warm = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#333" } }).png().toBuffer();
await run(warm);
const before = process.resourceUsage().maxRSS / 1024;
const n = Number(process.argv[4] ?? 1);
const buf = readFileSync(file);
const t0 = Date.now();
await Promise.all(Array.from({ length: n }, () => run(buf)));
console.log(file.split("/").pop(), mode, "x" + n, `+${(process.resourceUsage().maxRSS / 1024 - before).toFixed(0)} MB`, Date.now() - t0, "ms");
