#!/usr/bin/env node
// Several Sutra nodes on this machine behind nginx (Debian's package), sharing one PostgreSQL and one Redis: the
// topology of docker-compose.yml without containers. Uses the production build (run `npm run build` first).
//
//   npm run cluster:local -- --nodes 3                      # http://127.0.0.1:8080 → nodes on 4101, 4102, 4103
//   npm run cluster:local -- --nodes 2 --port 8081 --base-port 4201
//
// The nodes get the environment of this command (DATABASE_URL, JWT_SECRET, RAZORPAY_*, S3_*, …) plus their own
// PORT, REDIS_URL (default redis://127.0.0.1:6379), a TRUST_PROXY for nginx, and, unless set, DATABASE_URL
// postgres://postgres@127.0.0.1:5432/sutra. Ctrl-C stops nginx, then every node gracefully (SIGTERM).
// `npm run bench -- --nodes N` uses the same module to put the bench's shop behind nginx.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { shopCommand } from '../bench/shop-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((p) => existsSync(p));

function nginxConfig({ port, upstreams, prefix }) {
  return `# Written by scripts/local-cluster.mjs; regenerated on every start.
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
${process.getuid?.() === 0 ? 'user root;' : ''}
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  client_max_body_size 6m;
  upstream sutra {
    # A node that refuses connections (restarting, draining) is skipped for 5 s; requests go to the others.
${upstreams.map((u) => `    server ${u} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://sutra;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
      # Retry on another node only when nothing was sent yet (connection refused or reset before the request).
      proxy_next_upstream error timeout;
      proxy_buffering off;
    }
  }
}
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
 * Starts `nodes` processes of api/dist/main.js and nginx in front; resolves when the balancer answers /readyz.
 * `env` is given to every node (PORT is each node's own).
 */
export async function startLocalCluster({ nodes = 2, port = 8080, basePort = 4101, env = {}, quiet = false } = {}) {
  if (!NGINX) throw new Error('nginx is not installed: apt-get install -y nginx-light');
  if (!existsSync(join(root, 'api', 'dist', 'main.js'))) throw new Error('No production build: run `npm run build` first');
  const prefix = join(root, '.data', 'cluster', String(port));
  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(prefix, dir), { recursive: true });
  const children = [];
  const stopAll = async () => {
    for (const child of children.reverse()) if (child.exitCode == null) child.kill('SIGTERM');
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
          // Client addresses (rate limits) come from nginx's X-Forwarded-For.
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
    const conf = join(prefix, 'nginx.conf');
    writeFileSync(conf, nginxConfig({ port, upstreams, prefix }));
    const check = spawnSync(NGINX, ['-t', '-q', '-p', prefix, '-c', conf], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`nginx refused its config: ${check.stderr}`);
    const nginx = spawn(NGINX, ['-p', prefix, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
    children.unshift(nginx);
    const url = `http://127.0.0.1:${port}`;
    await waitFor(`${url}/readyz`, 'nginx', nginx);
    return { url, pids: children.slice(1).map((c) => c.pid), nginxPid: nginx.pid, stop: stopAll };
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
  console.log(`Sutra: ${cluster.pids.length} node(s) behind nginx on ${cluster.url} (Ctrl-C stops them)`);
  const stop = () => cluster.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
