#!/usr/bin/env node
// Several Sutra nodes on this machine behind HAProxy (Debian's package), sharing one PostgreSQL and one Redis: the
// topology of docker-compose.yml without containers. Uses the production build (run `npm run build` first).
//
//   npm run cluster:local -- --nodes 3                      # http://127.0.0.1:8080 → nodes on 4101, 4102, 4103
//   npm run cluster:local -- --nodes 2 --port 8081 --base-port 4201
//
// The nodes get the environment of this command (DATABASE_URL, JWT_SECRET, RAZORPAY_*, S3_*, …) plus their own
// PORT, REDIS_URL (default redis://127.0.0.1:6379), a TRUST_PROXY for the balancer, and, unless set, DATABASE_URL
// postgres://postgres@127.0.0.1:5432/sutra. Ctrl-C stops HAProxy, then every node gracefully (SIGTERM).
// `npm run bench -- --nodes N` and `npm run bench:chaos` use the same module to put the shop behind the balancer.
//
// Why HAProxy and not nginx (issue 47): a node that hangs (a stuck event loop, a paused VM) still accepts TCP
// connections, so a balancer learns of it only by asking. HAProxy asks (`option httpchk GET /readyz` every half
// second) and steps around a node that does not answer within a second, twice; it cuts the requests still
// waiting on it (`on-marked-down shutdown-sessions`, so clients retry at once instead of after a timeout), and resends
// to another node exactly the requests that are safe to send twice: GET/HEAD/OPTIONS and changes carrying an
// `Idempotency-Key` (`retry-on` with `disable-l7-retry` for the rest: one ACL on the header). nginx's open-source build
// only learns from the requests it sends (max_fails/fail_timeout), every one of which waits its read timeout on a
// frozen node first, and cannot tell a keyed POST from an unkeyed one without map and rewrite tricks.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { shopCommand } from '../bench/shop-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const HAPROXY = ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy'].find((p) => existsSync(p));

/** The balancer's settings shared with deploy/haproxy/haproxy.cfg (docker-compose.yml): keep the two alike. */
export function haproxyConfig({ port, upstreams, prefix }) {
  return `# Written by scripts/local-cluster.mjs; regenerated on every start. deploy/haproxy/haproxy.cfg says why each line.
global
  pidfile ${prefix}/haproxy.pid
  maxconn 4096

defaults
  mode http
  option forwardfor
  option redispatch 1
  retries 2
  retry-on conn-failure empty-response response-timeout 503
  timeout connect 1s
  timeout client 65s
  timeout http-request 10s
  timeout http-keep-alive 60s
  timeout queue 5s
  timeout server 30s
  timeout check 1s

frontend shop
  bind 127.0.0.1:${port}
  http-request set-header X-Forwarded-Proto http
  unique-id-format %[uuid()]
  http-request set-header X-Request-Id %[unique-id] unless { req.hdr(x-request-id) -m found }
  default_backend nodes

backend nodes
  balance leastconn
  option httpchk GET /readyz
  http-check expect status 200
  http-request disable-l7-retry if !METH_GET !METH_OPTIONS !{ req.hdr(idempotency-key) -m found }
  default-server check inter 500ms fastinter 250ms downinter 1s fall 2 rise 2 on-marked-down shutdown-sessions
${upstreams.map((u, i) => `  server node${i + 1} ${u}`).join('\n')}
`;
}

async function waitFor(url, what, child) {
  for (let i = 0; ; i++) {
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    if (child?.exitCode != null) throw new Error(`${what} exited (code ${child.exitCode})`);
    if (i > 1200) throw new Error(`${what} did not answer ${url}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Starts `nodes` processes of api/dist/main.js and HAProxy in front; resolves when the balancer answers /readyz.
 * `env` is given to every node (PORT is each node's own). `nodes` of the result are the processes (pid, url) in
 * order, for tests that stop, freeze or kill one.
 */
export async function startLocalCluster({ nodes = 2, port = 8080, basePort = 4101, env = {}, quiet = false } = {}) {
  if (!HAPROXY) throw new Error('HAProxy is not installed: apt-get install -y haproxy');
  if (!existsSync(join(root, 'api', 'dist', 'main.js'))) throw new Error('No production build: run `npm run build` first');
  const prefix = join(root, '.data', 'cluster', String(port));
  mkdirSync(prefix, { recursive: true });
  const children = [];
  const stopAll = async () => {
    // A frozen node (SIGSTOP) acts on SIGTERM only once it runs again.
    for (const child of children.reverse()) {
      if (child.exitCode != null) continue;
      child.kill('SIGCONT');
      child.kill('SIGTERM');
    }
    await Promise.all(children.map((child) => (child.exitCode != null ? undefined : new Promise((r) => child.once('exit', r)))));
  };
  try {
    const upstreams = [];
    for (let i = 0; i < nodes; i++) {
      const nodePort = basePort + i;
      const child = spawn(shopCommand.cmd, shopCommand.args, {
        cwd: root,
        env: {
          DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/sutra',
          REDIS_URL: 'redis://127.0.0.1:6379',
          ...process.env,
          ...env,
          PORT: String(nodePort),
          HOST: '127.0.0.1',
          // Client addresses (rate limits) come from the balancer's X-Forwarded-For.
          TRUST_PROXY: 'loopback',
          PUBLIC_URL: env.PUBLIC_URL ?? process.env.PUBLIC_URL ?? `http://127.0.0.1:${port}`,
        },
        stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
      });
      children.push(child);
      upstreams.push(`127.0.0.1:${nodePort}`);
      // One at a time: the first migrates (and seeds an empty database), the others find it ready.
      await waitFor(`http://127.0.0.1:${nodePort}/readyz`, `node ${i + 1}`, child);
    }
    const conf = join(prefix, 'haproxy.cfg');
    writeFileSync(conf, haproxyConfig({ port, upstreams, prefix }));
    const check = spawnSync(HAPROXY, ['-c', '-q', '-f', conf], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`HAProxy refused its config: ${check.stderr}${check.stdout}`);
    // -db: in the foreground, a child of this process like the nodes.
    const haproxy = spawn(HAPROXY, ['-db', '-f', conf], { stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'] });
    children.unshift(haproxy);
    const url = `http://127.0.0.1:${port}`;
    await waitFor(`${url}/readyz`, 'HAProxy', haproxy);
    const started = children.slice(1);
    return {
      url,
      pids: started.map((c) => c.pid),
      nodes: started.map((c, i) => ({ pid: c.pid, url: `http://${upstreams[i]}` })),
      balancerPid: haproxy.pid,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? Number(args[i + 1]) : fallback;
  };
  const cluster = await startLocalCluster({ nodes: option('nodes', 2), port: option('port', 8080), basePort: option('base-port', 4101) });
  console.log(`Sutra: ${cluster.pids.length} node(s) behind HAProxy on ${cluster.url} (Ctrl-C stops them)`);
  const stop = () => cluster.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
