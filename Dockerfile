# Sutra: one image serving the API (GraphQL + REST), /media and the built web app on port 4000.
#   docker build -t sutra .
#   docker run -p 4000:4000 -e JWT_SECRET=... -e DATABASE_URL=postgres://... sutra
# Plain Dockerfile syntax (no BuildKit-only features), so any builder can build it.
# docker-compose.yml runs it next to PostgreSQL.

ARG NODE_IMAGE=node:24-bookworm-slim

# ---- base: Node 24 LTS with the npm the lockfile and package.json "allowScripts" are written for ----
FROM ${NODE_IMAGE} AS base
# Pinned so every build installs with the same npm (npm 11 skips the install scripts "allowScripts" denies).
ARG NPM_VERSION=11.19.1
RUN npm install --global "npm@${NPM_VERSION}" && npm cache clean --force
ENV npm_config_update_notifier=false \
    npm_config_fund=false \
    npm_config_audit=false
WORKDIR /app

# ---- build: every dependency, then `npm run build` (web/dist, then api/dist) ----
FROM base AS build
COPY package.json package-lock.json ./
COPY api/package.json api/
COPY web/package.json web/
RUN npm ci
COPY . .
RUN npm run build

# ---- prod-deps: the api workspace's production dependencies only (no web, no dev tools) ----
FROM base AS prod-deps
COPY package.json package-lock.json ./
COPY api/package.json api/
COPY web/package.json web/
RUN npm ci --omit=dev --workspace api
# ruru (the GraphQL IDE, off in production unless GRAPHQL_IDE=true) is served from dist/bundleCode.js by
# api/src/http/graphql-ide.ts; its unbundled static/ copy and source maps (~57 MB) are never read.
RUN rm -rf node_modules/ruru/static node_modules/ruru/dist/bundleMeta.js node_modules/ruru/dist/bundleMeta.js.map

# ---- runtime ----
FROM ${NODE_IMAGE} AS runtime
# Fonts for the text drawn into generated demo pictures (sharp renders SVG text with system fonts).
RUN apt-get update \
 && apt-get install -y --no-install-recommends fonts-liberation \
 && rm -rf /var/lib/apt/lists/*
# MALLOC_ARENA_MAX=2: glibc gives each of libuv's threads its own arena and keeps what sharp freed in it, so the
# memory of making upload pictures stayed behind per thread (four 50-megapixel uploads at once: 321 MB at the peak,
# 254 MB with this; `npm run bench:image-memory`). sharp's documentation recommends it (or jemalloc) on glibc.
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=4000 \
    DATA_DIR=/data \
    MEDIA_DIR=/data/media \
    MALLOC_ARENA_MAX=2
WORKDIR /app
# node_modules (and api/node_modules where the lockfile nests packages) with the package manifests.
COPY --from=prod-deps /app ./
# The schema is read at run time (schema-first); config.ts finds it, and web/dist, from api/dist/../..
COPY schema.graphql ./
COPY --from=build /app/api/dist ./api/dist
COPY --from=build /app/web/dist ./web/dist
# The app runs as the image's unprivileged `node` user; only /data (media, and the embedded PostgreSQL
# when no DATABASE_URL is given) is writable. A new named volume mounted there inherits this ownership.
RUN mkdir -p /data/media && chown -R node:node /data
USER node
EXPOSE 4000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||4000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# --max-semi-space-size=16: as api/package.json's start script (README, "Memory under load").
CMD ["node", "--max-semi-space-size=16", "api/dist/main.js"]
