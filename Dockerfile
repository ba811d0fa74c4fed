# syntax=docker/dockerfile:1
# The site as one container image (docs/deployment.md): built on Node 22 LTS, run as the image's
# unprivileged `node` user with production dependencies only. Not built on the CI machines (no
# Docker there); tests/site/cluster.test.ts runs the same topology without containers.
ARG NODE_IMAGE=node:22-bookworm-slim

# Every dependency, for the build. `npm install`, not `npm ci`: npm leaves other platforms' optional
# rollup binaries out of package-lock.json, and `npm ci` rejects the lock for it (.ci/run).
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

# Production dependencies only: no Vite, vitest, eslint or drizzle-kit in the image.
FROM ${NODE_IMAGE} AS production-dependencies
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --omit=dev --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    # glibc arenas: about 100 MB less RSS with the image workers (docs/memory.md); read at process start.
    MALLOC_ARENA_MAX=2 \
    IMAGE_CACHE_DIR=/app/data/image-cache \
    BLOB_DIR=/app/data/blobs \
    MAIL_DIR=/app/data/mail \
    PGLITE_DIR=/app/data/pglite
# Owned by root and read-only to the server: only /app/data is its to write.
COPY --from=production-dependencies /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY package.json server.js THIRD_PARTY_NOTICES ./
COPY drizzle ./drizzle
COPY server/dealers/gazetteer ./server/dealers/gazetteer
# The CLIs are bundled into build/cli/ (scripts/build-cli.mjs): no TypeScript and no tsx here.
# `docker compose run --rm app1 node build/cli/catalog.mjs --help`, or `npm run catalog -- --help`
# through the launcher, which picks the bundle.
COPY scripts/cli.mjs ./scripts/cli.mjs
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
VOLUME ["/app/data"]
# Liveness, not readiness: Docker (and Swarm, which restarts unhealthy tasks) must not restart an
# instance that waits out a database outage; load balancers ask /readyz (server/http/health.ts).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/livez`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM reaches node directly (no npm or shell in between): it drains, then exits 0.
STOPSIGNAL SIGTERM
CMD ["node", "server.js"]
