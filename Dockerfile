# syntax=docker/dockerfile:1
# The BFF image (target runtime, the last stage) and the backup/restore job image (target ops).
# Build context: the repository root (docker-compose.yml: context ".").
# Keep the npm that ships with node:20 (10.x): it is the npm this lockfile is installed with.
#
# The build needs the npm registry (and Debian's, for the compiler) and nothing else: native
# modules are compiled against the headers the node image ships in /usr/local/include/node
# (npm_config_nodedir), so node-gyp never downloads them from nodejs.org, and
# npm_config_build_from_source keeps sqlite3 from fetching a prebuilt binary from GitHub and argon2
# from using its bundled one (which crashes on Node 20.20).

# --- build: compile bff/src (and its two packages) to dist-------------------------------------------------------
FROM node:20-bookworm-slim AS build
WORKDIR /app
# Manifests first, so the dependency layer is reused while only sources change. npm ci needs
# every workspace's package.json to match the lockfile.
COPY package.json package-lock.json .npmrc ./
COPY shared-ui/package.json shared-ui/
COPY site/package.json site/
COPY admin/package.json admin/
COPY bff/package.json bff/
COPY tests/package.json tests/
COPY bff/contract/package.json bff/contract/
COPY bff/server-kit/package.json bff/server-kit/
# Compiling needs TypeScript and type packages only; no native module has to be built here.
RUN npm ci --ignore-scripts
COPY tsconfig.base.json ./
COPY bff bff
RUN npm run build -w bff/contract -w bff/server-kit -w bff

# --- deps: production dependencies of the BFF workspace alone ----------------------------------
FROM node:20-bookworm-slim AS deps
WORKDIR /app
ENV npm_config_nodedir=/usr/local \
    npm_config_build_from_source=true
# Toolchain for the native modules (sqlite3, argon2), compiled here from their npm sources.
RUN apt-get update \
    && apt-get install -y --no-install-recommends python3 make g++ \
    && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json .npmrc ./
COPY shared-ui/package.json shared-ui/
COPY site/package.json site/
COPY admin/package.json admin/
COPY bff/package.json bff/
COPY tests/package.json tests/
COPY bff/contract/package.json bff/contract/
COPY bff/server-kit/package.json bff/server-kit/
# --omit=dev --workspace bff: only what bff/package.json needs at run time, not the front ends'.
# Install scripts run for the two modules compiled here only: sharp takes its prebuilt libvips
# from its @img/* packages, and its script, told to build from source, would try to compile it.
RUN npm ci --omit=dev --workspace bff --ignore-scripts \
    && npm rebuild sqlite3 argon2 \
    && npm cache clean --force

# --- ops: backup and restore of MySQL and the bucket (docker-compose.yml, profile "backup") ------
FROM node:20-bookworm-slim AS ops
# mariadb-dump and mariadb (also installed as mysqldump and mysql) speak to MySQL 8 as well.
RUN apt-get update \
    && apt-get install -y --no-install-recommends mariadb-client \
    && rm -rf /var/lib/apt/lists/*
# No NODE_ENV=production: the entrypoint's check of the server's storage and mail settings is not
# for this job, which needs only DATABASE_URL and S3_* (and refuses anything but MySQL itself).
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY package.json ./
COPY scripts/ops scripts/ops
COPY bff/docker-entrypoint.sh /usr/local/bin/bff-entrypoint.sh
# Stays root: it writes into a bind-mounted host folder whose owner it cannot know.
ENTRYPOINT ["bff-entrypoint.sh", "node"]
CMD ["scripts/ops/backup.mjs", "/backups"]

# --- runtime -----------------------------------------------------------------------------------
FROM node:20-bookworm-slim AS runtime
# SEED_DEMO=false: no public demo posts in a production database unless asked for.
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/app/data \
    SEED_DEMO=false
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY package.json ./
COPY bff/package.json ./bff/
COPY --from=build /app/bff/dist ./bff/dist
# The contract and the server kit are packages of their own; Node requires their compiled output.
COPY bff/contract/package.json ./bff/contract/
COPY --from=build /app/bff/contract/dist ./bff/contract/dist
COPY bff/server-kit/package.json ./bff/server-kit/
COPY --from=build /app/bff/server-kit/dist ./bff/server-kit/dist
COPY bff/docker-entrypoint.sh /usr/local/bin/bff-entrypoint.sh
# The only writable place; the image's own "node" user runs the server.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 8080
# node:*-slim has neither curl nor wget; Node's fetch does the probe.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# NAME_FILE secrets, and the production check of the storage and mail settings, before node.
ENTRYPOINT ["bff-entrypoint.sh"]
CMD ["node", "bff/dist/server.js"]
