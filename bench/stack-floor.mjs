#!/usr/bin/env node
// `node bench/stack-floor.mjs`: what one request costs the fixed stack itself, before any of the shop's work, so a
// checkout step's CPU (`node bench/step-cpu.mjs`) can be read against its floor on the same machine in the same run.
//
// Each variant is a server of its own (a child process, its CPU read from /proc like step-cpu's) answering one
// request shaped like an add to cart: a JSON body in, three round trips to PostgreSQL (a read, a guarded write, an
// insert, as the add's read, write and idempotency answer), a small JSON answer out, one client over keep-alive,
// one request at a time.
//
//   bare         node:http + pg (the bench baseline's stack)
//   express      express 5 with express.json()
//   apollo       + Apollo Server 5 executing a GraphQL mutation (executeHTTPGraphQLRequest, as the shop's endpoint)
//   apollo-edge  + helmet, pino-http (a log line a request, written to /dev/null) and compression, as the shop's edge
//
//   node bench/stack-floor.mjs [--n 2000] [--variants bare,express,apollo,apollo-edge] [--round-trips 3]
//   node bench/stack-floor.mjs --gap-ms 5    # each request after a pause: the server's cost when it waited idle
//   node bench/stack-floor.mjs --cpu-prof    # and where each variant's thread went, by package (ms a request,
//                                            # warm-up included; compare with step-cpu's --profile-steps)
//
// Uses a scratch schema `stack_floor` in SUTRA_BENCH_DATABASE_URL (default the bench's database), dropped at the end.
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { windowsSummary } from './cpu-profile.mjs';
import { postgresMs, processCpuMs, root } from './shop-server.mjs';

const args = process.argv.slice(2);
const take = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const databaseUrl = process.env.SUTRA_BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/sutra_bench';
const roundTrips = Number(take('round-trips', '3'));
// A pause before each request (ms): a server that waited idle pays more for the next request (cold caches, the
// wake-up), which is how a single shopper's steps meet it; 0 measures it warm, as under load.
const gapMs = Number(take('gap-ms', '0'));

/** The handler's work, the same in every variant: `roundTrips` statements, one after another. */
function work(pool) {
  const statements = [
    ['SELECT units FROM stack_floor.stock WHERE id = $1', (id) => [id]],
    ['UPDATE stack_floor.stock SET units = units - 1 WHERE id = $1 AND units >= 1 RETURNING units', (id) => [id]],
    ['INSERT INTO stack_floor.answers (id, body) VALUES ($1, $2)', (id) => [crypto.randomUUID(), `{"id":${id}}`]],
  ];
  return async (id) => {
    let units = 0;
    for (let i = 0; i < roundTrips; i++) {
      const [text, values] = statements[i % statements.length];
      const result = await pool.query({ name: `floor${i % statements.length}`, text, values: values(id) });
      if (result.rows[0]?.units !== undefined) units = result.rows[0].units;
    }
    return { id, units };
  };
}

async function serve(variant) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  const takeUnit = work(pool);
  let server;
  if (variant === 'bare') {
    server = http.createServer((req, res) => {
      const chunks = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', async () => {
        const { id } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        const body = JSON.stringify(await takeUnit(id));
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
        res.end(body);
      });
    });
  } else {
    const { default: express } = await import('express');
    const app = express();
    if (variant === 'apollo-edge') {
      const { default: helmet } = await import('helmet');
      const { pinoHttp } = await import('pino-http');
      const { default: pino } = await import('pino');
      const { default: compression } = await import('compression');
      app.use(pinoHttp({ logger: pino(pino.destination({ dest: '/dev/null', sync: false })) }));
      app.use(helmet());
      app.use(compression());
    }
    app.use(express.json());
    if (variant === 'express') {
      app.post('/take', async (req, res) => res.json(await takeUnit(req.body.id)));
    } else {
      const { ApolloServer, HeaderMap } = await import('@apollo/server');
      const apollo = new ApolloServer({
        typeDefs: 'type Query { ok: Boolean } type Taken { id: Int!, units: Int! } type Mutation { take(id: Int!): Taken! }',
        resolvers: { Mutation: { take: (_parent, { id }) => takeUnit(id) } },
        stringifyResult: (result) => JSON.stringify(result),
      });
      await apollo.start();
      app.post('/take', async (req, res) => {
        const headers = new HeaderMap();
        for (const [key, value] of Object.entries(req.headers)) if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
        const answer = await apollo.executeHTTPGraphQLRequest({
          httpGraphQLRequest: { method: 'POST', headers, search: '', body: req.body },
          context: async () => ({}),
        });
        for (const [key, value] of answer.headers) res.setHeader(key, value);
        res.status(answer.status ?? 200).send(answer.body.string);
      });
    }
    server = http.createServer(app);
  }
  server.keepAliveTimeout = 60_000;
  // An exit of its own, so that --cpu-prof writes its profile.
  process.once('SIGTERM', () => process.exit(0));
  server.listen(0, '127.0.0.1', () => process.stdout.write(`${server.address().port}\n`));
}

const cpuProf = args.includes('--cpu-prof');

async function measure(variant, n) {
  const profileDir = cpuProf ? mkdtempSync(join(root, '.data', 'stack-floor-')) : undefined;
  const flags = profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [];
  const child = spawn(process.execPath, [...flags, fileURLToPath(import.meta.url), '--serve', variant, '--round-trips', String(roundTrips)], {
    stdio: ['ignore', 'pipe', openSync('/dev/null', 'w')],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const port = await new Promise((resolve, reject) => {
    child.stdout.once('data', (d) => resolve(Number(String(d).trim())));
    child.once('exit', (code) => reject(new Error(`${variant} exited (${code})`)));
  });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const graphql = variant.startsWith('apollo');
  const send = (id) =>
    new Promise((resolve, reject) => {
      const body = graphql
        ? JSON.stringify({ query: 'mutation Take($id: Int!) { take(id: $id) { id units } }', variables: { id }, operationName: 'Take' })
        : JSON.stringify({ id });
      const req = http.request(
        { host: '127.0.0.1', port, path: '/take', method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`${variant}: ${res.statusCode} ${Buffer.concat(chunks)}`))));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  const warmUp = Math.min(500, n);
  for (let i = 0; i < warmUp; i++) await send(1 + (i % 100));
  const [shop0, pg0, t0] = [processCpuMs(child.pid), postgresMs(), performance.now()];
  for (let i = 0; i < n; i++) {
    if (gapMs > 0) await new Promise((resolve) => setTimeout(resolve, gapMs));
    await send(1 + (i % 100));
  }
  const [shop1, pg1, t1] = [processCpuMs(child.pid), postgresMs(), performance.now()];
  agent.destroy();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  const profile = profileDir ? JSON.parse(readFileSync(join(profileDir, readdirSync(profileDir)[0]), 'utf8')) : undefined;
  return { variant, wall: (t1 - t0) / n, server: (shop1 - shop0) / n, postgres: (pg1 - pg0) / n, profile, requests: warmUp + n };
}

if (args.includes('--serve')) {
  await serve(take('serve'));
} else {
  const n = Number(take('n', '2000'));
  const variants = take('variants', 'bare,express,apollo,apollo-edge').split(',');
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`DROP SCHEMA IF EXISTS stack_floor CASCADE; CREATE SCHEMA stack_floor;
    CREATE TABLE stack_floor.stock (id int PRIMARY KEY, units int NOT NULL);
    CREATE TABLE stack_floor.answers (id uuid PRIMARY KEY, body text NOT NULL);
    INSERT INTO stack_floor.stock SELECT g, 100000000 FROM generate_series(1, 100) g;`);
  try {
    console.log(`${n} requests a variant, one at a time${gapMs > 0 ? `, ${gapMs} ms apart` : ''}, ${roundTrips} round trips to PostgreSQL each (ms a request${gapMs > 0 ? '; wall includes the pause' : ''})`);
    console.log('| variant | wall | server CPU | PostgreSQL CPU |\n|---|---:|---:|---:|');
    const profiles = [];
    for (const variant of variants) {
      const r = await measure(variant, n);
      console.log(`| ${r.variant} | ${r.wall.toFixed(3)} | ${r.server.toFixed(3)} | ${r.postgres.toFixed(3)} |`);
      if (r.profile) profiles.push(r);
    }
    for (const { variant, profile, requests } of profiles) {
      const [summary] = windowsSummary(profile, new Map([[variant, [[profile.startTime, profile.endTime]]]])).values();
      const ms = (us) => (us / requests / 1000).toFixed(3).padStart(7);
      const top = (map, k) => [...map].sort((a, b) => b[1] - a[1]).slice(0, k).map(([label, us]) => `  ${ms(us)}  ${label}`).join('\n');
      console.log(`\n${variant}: busy ${ms(summary.busyUs).trim()} ms a request\nby package:\n${top(summary.byPackage, 12)}\nself:\n${top(summary.self, 12)}`);
    }
  } finally {
    await admin.query('DROP SCHEMA IF EXISTS stack_floor CASCADE');
    await admin.end();
  }
}
