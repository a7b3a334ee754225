# Production image: build everything in one stage, keep only the server's runtime dependencies,
# the compiled server and the built client in the final stage.
FROM node:24-bookworm AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY shared/package.json shared/
COPY server/package.json server/
COPY client/package.json client/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
# A second install without dev dependencies, for the runtime stage.
RUN rm -rf node_modules && npm ci --omit=dev --no-audit --no-fund -w server -w shared

FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
# The old-space limit, sized to the search read model (docs/operations.md, "Memory per app
# process"): with V8's default on a large host, garbage grows each process to about four times
# what is live before a full collection. Raise it with the corpus (about 330 MB live per 100 000
# records per section); the bench reads this line.
ENV NODE_OPTIONS=--max-old-space-size=1280
# glibc's malloc asks for transparent huge pages (where the host's THP mode is madvise, Debian's
# default) for its large blocks: a start reads 140-190 MB index files and copies the index's typed
# arrays, and on a VM with slow page faults those first touches were most of a restart
# (docs/operations.md, "Start-up and huge pages"); the bench reads this line too.
ENV GLIBC_TUNABLES=glibc.malloc.hugetlb=1
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/shared/package.json ./shared/package.json
COPY --from=build /app/shared/dist ./shared/dist
COPY --from=build /app/server/package.json ./server/package.json
COPY --from=build /app/server/dist ./server/dist
COPY --from=build /app/server/reference-data ./server/reference-data
COPY --from=build /app/client/dist ./client/dist
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s CMD node -e "fetch('http://127.0.0.1:3000/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "server/dist/main.js"]
