# syntax=docker/dockerfile:1
#
# The site as a container image: Next's standalone server (next.config.ts `output: 'standalone'`)
# on Node 20, as a non-root user. docs/operations.md, "Container image": building, running,
# compose.yaml, the environment, volumes, and what was tested where (this file was written on a
# machine without Docker: the standalone server it runs is tested there, e2e/standalone.spec.ts;
# the image build itself was not).
#
#   docker build -t consultancy-site .
#   docker run -p 3000:3000 -e MONGODB_URI=… -e JWT_SECRET=… -e SITE_URL=https://… \
#     -v consultancy-uploads:/data/uploads consultancy-site
#
# Debian (glibc) in every stage, not Alpine (musl): npm installs the native packages of the
# platform it runs on (sharp's @img/sharp-linux-x64 with its libvips, Next's @next/swc-linux-x64-gnu),
# and the runtime stage runs the build stage's node_modules as they are, so both stages must be the
# same C library. glibc is also what the project is developed and tested on (Debian 12, Node 20),
# and what the CI's own container uses (node:20-bookworm). Slim: no compilers or docs.
ARG NODE_IMAGE=node:20-bookworm-slim

# 1. deps: every package of the committed lockfile, dev dependencies included (the build needs
#    TypeScript, Tailwind and the rest). `npm install`, as the CI installs (.ci/run): it installs
#    the locked versions, and unlike `npm ci` it cannot refuse a lockfile that a developer's npm
#    wrote without some other platform's optional packages (which has happened: .ci/run,
#    docs/operations.md). Today's lockfile is accepted by `npm ci` too (checked with npm 10.8.2,
#    the one node:20 ships, and 11.19.1); put `npm ci` here for a build that fails rather than
#    resolve anything anew when package.json and the lockfile disagree.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1 \
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm install --no-audit --no-fund

# 2. build: the production build. It needs no database and no secrets: the pages that need the
#    database are rendered by the running server, and every setting (SITE_URL, JWT_SECRET, the
#    firm's details) is read when the server starts, not at build time. Also the image the
#    one-off scripts run in (npm run seed, admin:create, launch:check: the `tools` service of
#    compose.yaml), since it has the sources, tsx and every package.
FROM deps AS build
COPY . .
RUN npm run build
# The uploads volume's mount point for the scripts (npm run seed stores the sample covers there),
# owned by `node` as in the runtime stage: whichever image first mounts a new named volume gives it
# this directory's owner, and the app must be able to write to it afterwards.
RUN mkdir -p /data/uploads /data/backups && chown node:node /data/uploads /data/backups

# 3. runtime: the standalone server and the files it serves, nothing else: no sources and no dev
#    dependencies, so the npm scripts do not run here (the build stage runs them).
FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
# NODE_OPTIONS as `npm start` has it: without the cap V8 lets one instance grow past 400 MB under
#   load (docs/operations.md, Production). Replace it with -e NODE_OPTIONS=… to change it.
# HOSTNAME: server.js listens on it; Docker sets HOSTNAME to the container's id, which would make
#   the server listen on that name's address only.
# UPLOAD_DIR, BACKUP_DIR and MAIL_DIR: on /data, two volumes (uploads, backups) and a directory the
#   app user may write (mail as .eml files, only when SMTP_URL is unset).
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    NODE_OPTIONS=--max-old-space-size=256 \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    UPLOAD_DIR=/data/uploads \
    BACKUP_DIR=/data/backups \
    MAIL_DIR=/data/mail
# Owned by root, so the app cannot change its own code. It writes only to /data, which belongs to
# `node` (uid 1000, the Node image's own user). Nothing writes to .next/cache today (the optimised
# image sizes are kept in memory by the page cache handler, and isrFlushToDisk is off); it is
# `node`'s too, so a disk cache a later Next.js starts using does not fail.
COPY --from=build /app/.next/standalone ./
COPY --from=build /app/public ./public
COPY --from=build /app/.next/static ./.next/static
RUN mkdir -p .next/cache /data/uploads /data/backups /data/mail \
    && chown -R node:node .next/cache /data
USER node
# Uploaded images with UPLOAD_STORAGE=local (the default). A named volume mounted here starts with
# this directory's owner, so the app can write to it. With UPLOAD_STORAGE=gridfs nothing is kept here.
# The backup archives (the Backups page, BACKUP_DAILY): a volume, so they outlive the container.
VOLUME ["/data/uploads", "/data/backups"]
EXPOSE 3000
# Liveness: /api/health answers while the process runs and never asks the database (a database
# outage must not get healthy containers restarted; /api/ready is for the load balancer).
# Node's own fetch, so the image needs no curl.
HEALTHCHECK --interval=15s --timeout=5s --start-period=40s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM (docker stop) lets the requests in flight finish and exits 143 (e2e/standalone.spec.ts).
CMD ["node", "server.js"]
