# syntax=docker/dockerfile:1
# Every image of docker-compose.yml, from one build of the workspaces. Build context: the
# repository root. Targets: bff (the BFF, the default), ops (the backup/restore job), site (the
# site's server renderer), admin-renderer (the admin's staff-screen renderer) and nginx (nginx
# with the three front-end bundles and the routing template); each service names its target
# (docker-compose.yml, build.target).
# Keep the npm that ships with node:20 (10.x): it is the npm this lockfile is installed with.
#
# The build needs the npm registry (and Debian's, for the compiler) and nothing else: native
# modules are compiled against the headers the node image ships in /usr/local/include/node
# (npm_config_nodedir), so node-gyp never downloads them from nodejs.org, and
# npm_config_build_from_source keeps sqlite3 from fetching a prebuilt binary from GitHub and argon2
# from using its bundled one (which crashes on Node 20.20).

# --- workspace: the manifests, which every install starts from ----------------------------------
FROM node:20-bookworm-slim AS workspace
WORKDIR /app
# Manifests first, so the dependency layers are reused while only sources change. npm ci needs
# every workspace's package.json to match the lockfile.
COPY package.json package-lock.json .npmrc ./
COPY shared-ui/package.json shared-ui/
COPY site/package.json site/
COPY admin/package.json admin/
COPY bff/package.json bff/
COPY tests/package.json tests/
COPY bff/contract/package.json bff/contract/
COPY bff/server-kit/package.json bff/server-kit/

# --- build: every workspace compiled once (npm run build), for all the images -----------------
FROM workspace AS build
# No install scripts: compiling needs TypeScript, the type packages and the bundlers, which ship
# their binaries as optional packages; the scripts that exist would only build sqlite3 and
# download browser drivers, which no build needs.
RUN npm ci --ignore-scripts
COPY tsconfig.base.json ./
COPY shared-ui shared-ui
COPY site site
COPY admin admin
# The BFF, and the API contract (bff/contract) that is compiled into the front ends as well.
COPY bff bff
RUN npm run build

# --- static: the front ends' files, with precompressed copies for nginx's gzip_static ----------
FROM build AS static
# Compressed once here instead of on every request.
RUN find shared-ui/dist site/dist admin/dist -type f -size +1k \
      \( -name '*.js' -o -name '*.css' -o -name '*.html' -o -name '*.json' -o -name '*.svg' \
         -o -name '*.txt' -o -name '*.map' \) \
      -exec gzip -9 --keep --no-name {} +

# --- bff-deps: production dependencies of the BFF workspace alone -----------------------------
FROM node:20-bookworm-slim AS bff-deps
WORKDIR /app
ENV npm_config_nodedir=/usr/local \
    npm_config_build_from_source=true
# Toolchain for the native modules (sqlite3, argon2), compiled here from their npm sources.
RUN apt-get update \
    && apt-get install -y --no-install-recommends python3 make g++ \
    && rm -rf /var/lib/apt/lists/*
COPY --from=workspace /app ./
# --omit=dev --workspace bff: only what bff/package.json needs at run time, not the front ends'.
# Install scripts run for the two modules compiled here only: sharp takes its prebuilt libvips
# from its @img/* packages, and its script, told to build from source, would try to compile it.
RUN npm ci --omit=dev --workspace bff --ignore-scripts \
    && npm rebuild sqlite3 argon2 \
    && npm cache clean --force

# --- site-deps: production dependencies of the site workspace alone ---------------------------
FROM workspace AS site-deps
RUN npm ci --omit=dev --workspace site --ignore-scripts && npm cache clean --force

# --- ops: backup and restore of MySQL and the bucket (docker-compose.yml, profile "backup") ------
FROM node:20-bookworm-slim AS ops
# mariadb-dump and mariadb (also installed as mysqldump and mysql) speak to MySQL 8 as well.
RUN apt-get update \
    && apt-get install -y --no-install-recommends mariadb-client \
    && rm -rf /var/lib/apt/lists/*
# No NODE_ENV=production: the entrypoint's check of the server's storage and mail settings is not
# for this job, which needs only DATABASE_URL and S3_* (and refuses anything but MySQL itself).
WORKDIR /app
COPY --from=bff-deps /app/node_modules ./node_modules
COPY package.json ./
COPY scripts/ops scripts/ops
COPY bff/docker-entrypoint.sh /usr/local/bin/bff-entrypoint.sh
# Stays root: it writes into a bind-mounted host folder whose owner it cannot know.
ENTRYPOINT ["bff-entrypoint.sh", "node"]
CMD ["scripts/ops/backup.mjs", "/backups"]

# --- site: the public site's server renderer ------------------------------------------------
# `node site/dist-server/server.js` answers every page that is not a static file
# (nginx/templates/default.conf.template sends those to the "site" upstream).
FROM node:20-bookworm-slim AS site
ENV NODE_ENV=production \
    SITE_HOST=0.0.0.0 \
    SITE_PORT=3001
WORKDIR /app
COPY --from=site-deps /app/node_modules ./node_modules
COPY package.json ./
COPY site/package.json ./site/
# The renderer reads the browser build's page shell and asset manifest from site/dist.
COPY --from=build /app/site/dist ./site/dist
COPY --from=build /app/site/dist-server ./site/dist-server
USER node
EXPOSE 3001
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.SITE_PORT||3001)+'/').then(r=>process.exit(r.status<500?0:1),()=>process.exit(1))"]
CMD ["node", "site/dist-server/server.js"]

# --- admin-deps: production dependencies of the admin workspace alone -------------------------
FROM workspace AS admin-deps
RUN npm ci --omit=dev --workspace admin --ignore-scripts && npm cache clean --force

# --- admin-renderer: the admin's staff-screen renderer ----------------------------------------
# `node admin/dist-server/server.js` renders the staff screens it knows (the inbox) for nginx,
# which sends it the admin's addresses of requests carrying the admin's zone cookie.
FROM node:20-bookworm-slim AS admin-renderer
ENV NODE_ENV=production \
    ADMIN_RENDERER_HOST=0.0.0.0 \
    ADMIN_RENDERER_PORT=3002
WORKDIR /app
COPY --from=admin-deps /app/node_modules ./node_modules
COPY package.json ./
COPY admin/package.json ./admin/
# The renderer reads the browser build's index.html and boot script from admin/dist.
COPY --from=build /app/admin/dist ./admin/dist
COPY --from=build /app/admin/dist-server ./admin/dist-server
USER node
EXPOSE 3002
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.ADMIN_RENDERER_PORT||3002)+'/admin/').then(r=>process.exit(r.status<500?0:1),()=>process.exit(1))"]
CMD ["node", "admin/dist-server/server.js"]

# --- nginx: routing, the three front-end bundles and the routing template ---------------------
FROM nginx:1.28-alpine AS nginx
# Values for nginx/templates/default.conf.template, rendered at start by the image's
# 20-envsubst-on-templates.sh. The filter limits substitution to NGINX_* names so nginx's own
# variables ($uri, $host…) survive; 15-local-resolvers.envsh turns
# NGINX_ENTRYPOINT_LOCAL_RESOLVERS into NGINX_LOCAL_RESOLVERS (Docker's DNS, 127.0.0.11).
# `resolve` (nginx >= 1.27.3) re-resolves the service name, so every BFF, site renderer and admin
# renderer replica, including ones added or restarted later, receives traffic.
# The TLS, trusted-proxy and body-limit values come from 16-finance-platform.envsh, which the
# entrypoint sources (it runs *.envsh files that are executable) from TLS, HTTPS_PORT,
# HSTS_MAX_AGE, TRUSTED_PROXIES and MAX_IMAGE_BYTES (docker-compose.yml).
ENV NGINX_ENVSUBST_FILTER=NGINX_ \
    NGINX_ENTRYPOINT_LOCAL_RESOLVERS=1 \
    NGINX_LISTEN=80 \
    NGINX_HTML_ROOT=/usr/share/nginx/html \
    NGINX_ACCESS_LOG=/var/log/nginx/access.log \
    NGINX_BFF_SERVERS="server bff:8080 resolve;" \
    NGINX_SITE_SERVERS="server site:3001 resolve;" \
    NGINX_ADMIN_SERVERS="server admin-renderer:3002 resolve;"
RUN rm -rf /usr/share/nginx/html/* /etc/nginx/conf.d/default.conf \
    && mkdir -p /etc/nginx/certs
COPY nginx/templates /etc/nginx/templates
COPY --chmod=0755 nginx/docker-entrypoint.d/16-finance-platform.envsh /docker-entrypoint.d/
# The site's files; its pages come from the renderer (target site), so index.html, the shell
# that renderer fills in, is routed there and never served from here.
COPY --from=static /app/site/dist /usr/share/nginx/html/site
COPY --from=static /app/admin/dist /usr/share/nginx/html/admin
COPY --from=static /app/shared-ui/dist /usr/share/nginx/html/shared-ui
EXPOSE 80 443
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
    CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1/healthz"]

# --- bff: the BFF image (the default target) ---------------------------------------------------
FROM node:20-bookworm-slim AS bff
# SEED_DEMO=false: no public demo posts in a production database unless asked for.
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/app/data \
    SEED_DEMO=false
WORKDIR /app
COPY --from=bff-deps /app/node_modules ./node_modules
COPY package.json ./
COPY bff/package.json ./bff/
# What npm could not hoist: a version other than the root's (the mails' formatter, intl-messageformat).
COPY --from=bff-deps /app/bff/node_modules ./bff/node_modules
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
