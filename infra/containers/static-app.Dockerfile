# syntax=docker/dockerfile:1
# The admin portal's or the records portal's static files served by nginx (unprivileged, port 8080)
# with static-app.nginx.conf. (The public site is a Node service of its own: public-site.Dockerfile.)
# Build from the repository root, once per app:
#   docker build -f infra/containers/static-app.Dockerfile --build-arg APP=admin-portal -t church/admin-portal .
#   docker build -f infra/containers/static-app.Dockerfile --build-arg APP=pastor-crm   -t church/pastor-crm .
# Each app is built with its own base path ("/_mf/admin/", "/_mf/crm/", from the contracts), so its
# files sit under that path on the one origin; nginx strips the prefix (see static-app.nginx.conf).
ARG NODE_IMAGE=node:24-bookworm-slim
ARG NGINX_IMAGE=nginxinc/nginx-unprivileged:1.27-alpine

FROM ${NODE_IMAGE} AS build
ARG APP
RUN case "$APP" in admin-portal|pastor-crm) ;; \
      *) echo "--build-arg APP=admin-portal|pastor-crm is required (the public site: public-site.Dockerfile)" >&2; exit 1;; \
    esac
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
COPY --from=build /repo/${APP}/dist /usr/share/nginx/html
EXPOSE 8080
