# TapWallet production image: `npm run serve` (API + built SPA). The identity (AWS Cognito, or
# the built-in one in the database), PostgreSQL, Stripe and the Web Push keys come from the
# environment; see README "Deploy".
#   docker build -t tapwallet .
#   docker run --env-file tapwallet.env -p 8080:8080 tapwallet

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080
WORKDIR /app
# Only what serve runs: the server (which shares core/ with the app), its entry scripts,
# production dependencies and the built app. Owned by root, so the app cannot rewrite itself.
COPY --from=build /app/package.json /app/package-lock.json /app/tsconfig.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/server ./server
COPY --from=build /app/core ./core
COPY --from=build /app/scripts ./scripts
COPY --from=build /app/dist ./dist
# serve refuses a dist/ older than the sources; copying must not leave the build looking stale.
RUN touch dist/index.html
USER node
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["npm", "run", "serve"]
