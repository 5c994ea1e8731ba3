# syntax=docker/dockerfile:1
# One app's static files served by nginx (unprivileged, port 8080) with static-app.nginx.conf.
# Build from the repository root, once per app:
#   docker build -f infra/containers/static-app.Dockerfile --build-arg APP=public-site  -t church/public-site .
#   docker build -f infra/containers/static-app.Dockerfile --build-arg APP=admin-portal -t church/admin-portal .
#   docker build -f infra/containers/static-app.Dockerfile --build-arg APP=pastor-crm   -t church/pastor-crm .
# Each app is built with its own base path ("/", "/_mf/admin/", "/_mf/crm/", from the contracts), so
# its files sit under that path on the one origin; nginx strips the prefix (see static-app.nginx.conf).
ARG NODE_IMAGE=node:24-bookworm-slim
ARG NGINX_IMAGE=nginxinc/nginx-unprivileged:1.27-alpine

FROM ${NODE_IMAGE} AS build
ARG APP
# public-site prerenders its routes in headless Chromium after `vite build` (scripts/prerender.mjs);
# PRERENDER=0 skips that (the pages are then rendered by the browser only).
ARG PRERENDER=1
RUN test -n "$APP" || (echo "--build-arg APP=public-site|admin-portal|pastor-crm is required" >&2; exit 1)
RUN if [ "$APP" = "public-site" ] && [ "$PRERENDER" != "0" ]; then \
      apt-get update && apt-get install -y --no-install-recommends chromium && rm -rf /var/lib/apt/lists/*; \
    fi
ENV CHROMIUM_PATH=/usr/bin/chromium PRERENDER=${PRERENDER}
WORKDIR /repo
COPY package.json ./
RUN npm install -g "pnpm@$(node -p "require('./package.json').packageManager.split('@')[1]")"
# Every locked package into pnpm's store, in a layer that changes only with the lockfile.
COPY pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
RUN pnpm fetch
COPY . .
# (a folder in braces: "./app..." without them would select the folder alone, not its dependencies)
RUN pnpm install --offline --frozen-lockfile --filter "{./${APP}}..."
RUN pnpm --filter "./${APP}" run build

FROM ${NGINX_IMAGE}
ARG APP
COPY infra/containers/static-app.nginx.conf /etc/nginx/conf.d/default.conf
COPY infra/containers/security-headers/${APP}.conf /etc/nginx/security-headers.conf
COPY infra/containers/app-routes/${APP}.conf /etc/nginx/app-routes.conf
COPY --from=build /repo/${APP}/dist /usr/share/nginx/html
# Where each app's Module Federation entry is (the apps read /_mf/remotes.json at run time). The
# gateway answers it itself; behind a plain Ingress the public site's container does (replace the file
# with a ConfigMap to point an app at a CDN).
COPY infra/gateway/remotes.json /usr/share/nginx/html/_mf/remotes.json
EXPOSE 8080
