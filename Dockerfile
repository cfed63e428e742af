# The Roundwise app: API and web on one port. Chromium is Debian's, for the crawlers.
FROM node:20-bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends chromium fonts-liberation ca-certificates \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build:web
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
VOLUME /data
EXPOSE 3000
# tsx directly (not npm start) so SIGTERM reaches the server and it stops cleanly.
CMD ["node_modules/.bin/tsx", "src/main.ts"]
