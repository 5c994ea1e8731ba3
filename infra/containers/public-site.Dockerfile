# syntax=docker/dockerfile:1
# The public site as its own service (decision 012): its Node server renders every page on request
# from the API's published data (API_ORIGIN) and serves the browser app's files; it follows the API's
# stream of published changes to drop its rendered pages. Build from the repository root:
#   docker build -f infra/containers/public-site.Dockerfile -t church/public-site .
# The server is built into self-contained bundles (vite build --ssr: every package compiled in), so the
# image holds the built files only: no node_modules, no pnpm, no build tools. Node 24 (the current LTS),
# as the unprivileged `node` user, port 8080.
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
# (a folder in braces: "./public-site..." without them would select the folder alone, not its dependencies)
RUN pnpm install --offline --frozen-lockfile --filter "{./public-site}..."
# dist/client (the browser app and, under _mf/site/, its remote entry) and dist/server (the server).
RUN pnpm --filter ./public-site run build

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080
WORKDIR /app
# package.json only says the bundles are ES modules ("type": "module"); nothing is installed from it.
COPY --from=build --chown=root:root /repo/public-site/package.json /app/package.json
COPY --from=build --chown=root:root /repo/public-site/dist /app/dist
USER node
EXPOSE 8080
# Liveness: the process answers (API_ORIGIN and PUBLIC_BASE_URL are required settings; see infra/README.md).
HEALTHCHECK --interval=15s --timeout=3s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:8080/_health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "dist/server/standalone.js"]
