import sharp from "sharp";
const [what] = process.argv.slice(2);
const px = () => sharp({ create: { width: 1600, height: 1600, channels: 3, background: "#7a5c3a" } }).raw();
const rawBuf = await px().toBuffer();
const base = () => sharp(rawBuf, { raw: { width: 1600, height: 1600, channels: 3 } });
await base().resize(32).jpeg().toBuffer(); await base().resize(32).webp().toBuffer();
const before = process.resourceUsage().maxRSS / 1024;
const ops = {
  jpegprog: () => base().jpeg({ quality: 82, progressive: true, chromaSubsampling: "4:2:0" }).toBuffer(),
  jpegplain: () => base().jpeg({ quality: 82, chromaSubsampling: "4:2:0" }).toBuffer(),
  jpeg1200: () => base().resize({width:1200}).jpeg({ quality: 82, progressive: true }).toBuffer(),
  webp800: () => base().resize({width:800}).webp({ quality: 78, effort: 2 }).toBuffer(),
  webp1200: () => base().resize({width:1200}).webp({ quality: 78, effort: 2 }).toBuffer(),
  resizeonly: () => base().resize({width:1200}).raw().toBuffer(),
};
await ops[what]();
console.log(what, `+${(process.resourceUsage().maxRSS / 1024 - before).toFixed(0)} MB`);
