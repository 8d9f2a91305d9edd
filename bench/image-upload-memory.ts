/**
 * How much memory a server process takes to turn uploads into their renditions (issue 28: a 49.99-megapixel upload
 * peaked at 464 MB, four at once at 743 MB).
 *
 *   npm run bench:image-memory                 # against DATABASE_URL's server, or the embedded test PostgreSQL
 *
 * Starts the shop as its own process (the production build when there is one, else the sources through tsx) on a
 * fresh database, signs in an admin, uploads one small picture (sharp and its thread pool get loaded), then for each
 * case resets the process's peak resident memory (`/proc/<pid>/clear_refs`, Linux) and reads it back after the
 * uploads (`VmHWM`). Pictures are 7071 × 7070 (49.99 megapixels, under the 50-megapixel cap) smooth gradients, which
 * compress below the 5 MB upload limit: PNG (no shrink-on-load when decoding) and JPEG. Asserts nothing; prints.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { projectRoot } from "../api/src/config.js";
import { recreateDatabase, startTestPostgres } from "../api/test/support/test-database.js";

const SIDE = [7071, 7070] as const;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** A smooth gradient of SIDE pixels, as PNG and JPEG. */
async function bigPictures(): Promise<Record<"png" | "jpeg", Buffer>> {
  const [width, height] = SIDE;
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      raw[i] = (x * 255) / width;
      raw[i + 1] = (y * 255) / height;
      raw[i + 2] = 128;
    }
  }
  const image = () => sharp(raw, { raw: { width, height, channels: 3 } });
  return { png: await image().png({ compressionLevel: 9 }).toBuffer(), jpeg: await image().jpeg({ quality: 85 }).toBuffer() };
}

const megabytes = (kb: number) => Math.round(kb / 1024);

function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const read = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN);
  return { rss: read("VmRSS"), peak: read("VmHWM") };
}

const postgres = await startTestPostgres();
const databaseUrl = await recreateDatabase(postgres.adminUrl, "sutra_bench_image_memory");
const port = await freePort();
const built = join(projectRoot, "api", "dist", "main.js");
// The children find their own tsconfig (tsx tells this process's children to use api/tsconfig.json, a relative path).
const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("TSX_")));
const env = {
  ...inherited,
  NODE_ENV: "test",
  PORT: String(port),
  HOST: "127.0.0.1",
  DATABASE_URL: databaseUrl,
  DATA_DIR: mkdtempSync(join(tmpdir(), "sutra-bench-images-")),
  SEED_ON_EMPTY: "false",
  LOG_LEVEL: "warn",
  EMAIL_SEND_INTERVAL_SECONDS: "0",
  ORDER_EXPIRY_SWEEP_SECONDS: "0",
};
const email = "bench-admin@example.com";
const password = "Bench#Admin2026";

/** The shop in a process of its own, an admin signed in, one small picture uploaded (sharp loaded, its threads started). */
async function startShop() {
  const server = existsSync(built)
    ? spawn(process.execPath, [built], { cwd: projectRoot, env, stdio: ["ignore", "inherit", "inherit"] })
    : spawn(process.execPath, ["--import", "tsx", "src/main.ts"], { cwd: join(projectRoot, "api"), env, stdio: ["ignore", "inherit", "inherit"] });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; !(await fetch(`${base}/healthz`).then((r) => r.ok, () => false)); i += 1) {
    if (i > 600 || server.exitCode !== null) throw new Error("the shop did not start");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const login = await fetch(`${base}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: "mutation ($input: LoginInput!) { login(input: $input) { token } }", variables: { input: { email, password } } }),
  });
  const token = ((await login.json()) as { data: { login: { token: string } } }).data.login.token;
  const upload = async (picture: Buffer, type: string) => {
    const form = new FormData();
    form.append("operations", JSON.stringify({ query: "mutation ($file: Upload!) { uploadImage(file: $file) { url } }", variables: { file: null } }));
    form.append("map", JSON.stringify({ 0: ["variables.file"] }));
    form.append("0", new Blob([new Uint8Array(picture)], { type }), "picture");
    const res = await fetch(`${base}/graphql`, { method: "POST", headers: { authorization: `Bearer ${token}`, "apollo-require-preflight": "true" }, body: form });
    const json = (await res.json()) as { errors?: Array<{ message: string }> };
    if (json.errors) throw new Error(json.errors[0]!.message);
  };
  await upload(await sharp({ create: { width: 64, height: 64, channels: 3, background: "#7a5c3a" } }).png().toBuffer(), "image/png");
  const stop = async () => {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
  };
  return { pid: server.pid!, upload, stop };
}

try {
  const admin = spawn(process.execPath, ["--import", "tsx", "src/db/cli.ts", "create-admin", "--email", email, "--password", password], {
    cwd: join(projectRoot, "api"),
    env: { ...env, LOG_LEVEL: "silent" },
    stdio: "ignore",
  });
  await new Promise((resolve) => admin.once("exit", resolve));
  const pictures = await bigPictures();
  const cases: Array<[string, (upload: (picture: Buffer, type: string) => Promise<void>) => Promise<unknown>]> = [
    ["one 49.99 MP PNG", (upload) => upload(pictures.png, "image/png")],
    ["one 49.99 MP JPEG", (upload) => upload(pictures.jpeg, "image/jpeg")],
    ["four 49.99 MP PNGs at once", (upload) => Promise.all(Array.from({ length: 4 }, () => upload(pictures.png, "image/png")))],
    ["four 49.99 MP JPEGs at once", (upload) => Promise.all(Array.from({ length: 4 }, () => upload(pictures.jpeg, "image/jpeg")))],
    ["eight 49.99 MP PNGs at once", (upload) => Promise.all(Array.from({ length: 8 }, () => upload(pictures.png, "image/png")))],
  ];
  console.log(`${existsSync(built) ? "production build" : "sources (tsx)"}; PNG ${(pictures.png.length / 1e6).toFixed(1)} MB, JPEG ${(pictures.jpeg.length / 1e6).toFixed(1)} MB, ${SIDE.join(" × ")} px; a fresh process for each case`);
  console.log("| uploads | RSS before | peak RSS | peak over before |\n|---|---:|---:|---:|");
  for (const [name, run] of cases) {
    const shop = await startShop();
    try {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      writeFileSync(`/proc/${shop.pid}/clear_refs`, "5"); // resets VmHWM to the current RSS
      const before = memoryOf(shop.pid);
      await run(shop.upload);
      const after = memoryOf(shop.pid);
      console.log(`| ${name} | ${megabytes(before.rss)} MB | ${megabytes(after.peak)} MB | +${megabytes(after.peak - before.rss)} MB |`);
    } finally {
      await shop.stop();
    }
  }
} finally {
  await postgres.stop();
}
