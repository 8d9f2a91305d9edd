/**
 * Measures the CSV export of the admin's order list on many orders: the server's peak RSS and heap while streaming
 * the export of N orders (default 100,000), against its memory just before. Needs DATABASE_URL (a server where the
 * role may create databases); makes and drops its own database.
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --expose-gc --import tsx bench/order-export-memory.ts [N]
 * (from api/, so its tsconfig's decorators apply: `cd api && node --expose-gc --import tsx ../bench/order-export-memory.ts`)
 */
import { testConfig } from "../api/test/support/test-server.js";
import { dropDatabase, recreateDatabase } from "../api/test/support/test-database.js";
import { startServer } from "../api/src/server.js";

const n = Number(process.argv[2] ?? 100_000);
const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) throw new Error("set DATABASE_URL");
const name = `sutra_export_bench_${process.pid}`;
const url = await recreateDatabase(adminUrl, name);
const server = await startServer(testConfig(url, { LOG_LEVEL: "silent" }));
try {
  const email = "bench-admin@example.com";
  await server.services.auth.createAdmin({ email, password: "Bench#2026pass" });
  const login = await fetch(`${server.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: `mutation { login(input: {email: "${email}", password: "Bench#2026pass"}) { token user { id } } }` }),
  });
  const { data } = (await login.json()) as { data: { login: { token: string; user: { id: string } } } };
  const db = server.dataSource;
  const started = Date.now();
  await db.query(
    `INSERT INTO orders (user_id, status, payment_status, total_paise, ship_address, ship_city, ship_pincode, ship_phone, ship_notes, created_at, stock_reserved)
     SELECT $1, 'delivered', 'paid', 10000 + g, g || ' Long Street, Some Area', 'Mumbai', '400050', '9820012345', 'Leave at the door', now() - g * interval '1 minute', false
       FROM generate_series(1, $2) g`,
    [data.login.user.id, n],
  );
  console.log(`${n} orders inserted in ${Date.now() - started} ms`);
  global.gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  // With --expose-gc the samples are of live memory (a collection first), not of garbage V8 has not collected yet.
  let ticks = 0;
  const timer = setInterval(() => {
    if (++ticks % 10 === 0) global.gc?.();
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 20);
  const t0 = Date.now();
  const response = await fetch(`${server.url}/api/admin/orders/export.csv`, { headers: { authorization: `Bearer ${data.login.token}` } });
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (const b of chunk) if (b === 10) lines += 1;
  }
  clearInterval(timer);
  const mb = (v: number) => `${(v / 1024 / 1024).toFixed(1)} MB`;
  console.log(`exported ${lines - 1} rows, ${mb(bytes)} in ${Date.now() - t0} ms`);
  console.log(`process RSS before ${mb(before.rss)}, peak ${mb(peakRss)} (+${mb(peakRss - before.rss)}); heap before ${mb(before.heapUsed)}, peak ${mb(peakHeap)} (+${mb(peakHeap - before.heapUsed)})`);
  console.log("(the client reading the stream runs in the same process, so the peak includes its side too)");
} finally {
  await server.close();
  await dropDatabase(adminUrl, name);
}
