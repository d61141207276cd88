# Resumey's container image (issue #38): docs/deploying.md says how to run it; compose.yaml runs it with PostgreSQL
# and Redis. Three stages: the build (every workspace, dev tools included), the production dependencies of the server,
# and the image itself (Node, Debian's Chromium headless shell for PDFs, no compilers, a non-root user).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm install --no-audit --no-fund && npm run build

FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/resume/package.json packages/resume/
COPY packages/pdf-text/package.json packages/pdf-text/
COPY packages/templates/package.json packages/templates/
COPY packages/test-support/package.json packages/test-support/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
# The server's own dependencies and those of the domain and template packages its bundle imports, nothing else.
# No scripts: the root's postinstall (patch-package, a dev tool) patched pdf.js in the build stage, copied below.
RUN npm install --omit=dev --ignore-scripts --no-audit --no-fund --workspace @resumey/server

FROM node:20-bookworm-slim
# Chromium's headless shell prints the PDFs; setpriv (util-linux) lets a root server start it unprivileged. The
# resumes' fonts come from npm (the web build holds them). The one font package fontconfig depends on (DejaVu) stays:
# with no system font at all, Chromium drew no text, web fonts included.
RUN apt-get update \
  && apt-get install -y --no-install-recommends chromium-headless-shell util-linux \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    CHROMIUM_PATH=/usr/bin/chromium-headless-shell
WORKDIR /app
# The installed dependencies where npm put them (the root's node_modules and the workspaces' own).
COPY --from=deps /app/ ./
# pdf.js with patches/ applied (the fix pdf.js 6 made to Indic glyphs' widths), as the build stage installed it.
COPY --from=build /app/node_modules/pdfjs-dist node_modules/pdfjs-dist
COPY --from=build /app/packages/resume packages/resume
COPY --from=build /app/packages/templates packages/templates
COPY --from=build /app/apps/server/package.json apps/server/
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--max-semi-space-size=32", "--enable-source-maps", "apps/server/dist/main.js"]
