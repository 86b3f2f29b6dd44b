# UNACS portal image (issue 15 "Deployment"; docs/deploy.md): builds the web app, runs the API (which serves
# it) as the unprivileged `node` user. Multi-stage: the build tools and dev dependencies stay in `build`.
# Build: docker build -t unacs-api .    Run: see compose.yaml (PostgreSQL, Redis, three instances, nginx).

# --- build: every workspace's dependencies, then the web app (apps/web/dist)
FROM node:22-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages/contracts packages/contracts
COPY apps/web apps/web
RUN npm run build -w @unacs/web

# --- runtime: production dependencies of the API only, its TypeScript sources (run by tsx), the built web app
FROM node:22-slim AS runtime
# DejaVu: the Unicode font embedded in generated PDFs (PDF_FONT's default path).
RUN apt-get update \
 && apt-get install -y --no-install-recommends fonts-dejavu-core \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
RUN npm ci --omit=dev --no-audit --no-fund -w @unacs/api -w @unacs/contracts \
 && npm cache clean --force
COPY tsconfig.base.json ./
COPY packages/contracts packages/contracts
COPY apps/api/tsconfig.json apps/api/
COPY apps/api/src apps/api/src
COPY --from=build /app/apps/web/dist apps/web/dist
# Files stay root-owned and read-only to the process; nothing is written inside the image (data: PostgreSQL).
USER node
EXPOSE 8080
# Liveness only; readiness (/readyz: database and migrations) is for the load balancer and compose.
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:8080/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# One node process (tsx as a loader), so SIGTERM reaches the server's graceful shutdown directly.
CMD ["node", "--import", "tsx", "apps/api/src/server.ts"]
