# syntax=docker/dockerfile:1
# The API as its own image (no apps inside: SERVE_APPS=false; the gateway or Ingress serves them).
# Build from the repository root:  docker build -f infra/containers/api.Dockerfile -t church/api .
# Runs the API built to JavaScript (`api/scripts/build.mjs`: esbuild, contracts compiled in), not its
# TypeScript through tsx as development does, on Node 24 (the current LTS; the code also runs on the
# developers' Node 20.19+), as the unprivileged `node` user, with data in /data.
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /repo
# The pnpm version pinned in package.json ("packageManager"), as scripts/pnpm.mjs uses it.
COPY package.json ./
RUN npm install -g "pnpm@$(node -p "require('./package.json').packageManager.split('@')[1]")"
# Every locked package into pnpm's store, in a layer that changes only with the lockfile.
COPY pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
RUN pnpm fetch
COPY . .
# Only the API and what it depends on (contracts), exactly as locked.
RUN pnpm install --offline --frozen-lockfile --filter "@church/api..."
RUN pnpm --filter @church/api run build
# A self-contained folder: the API's files and its production node_modules (contracts copied in).
RUN pnpm --filter @church/api deploy --prod --legacy /out/api

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    SERVE_APPS=false \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=root:root /out/api /app
COPY --from=build --chown=root:root /repo/api/dist /app/dist
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# Liveness; the orchestrator's readiness check is GET /api/ready.
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Migrations ahead of a deploy: the same image with
#   node dist/migrate-cli.js
CMD ["node", "--enable-source-maps", "dist/server.js"]
