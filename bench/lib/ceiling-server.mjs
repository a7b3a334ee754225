// The ceiling of this machine: a bare node:http server answering every request with the same JSON
// body from memory. Run as its own process, like the portal, so both compete for the same cores;
// with <processes> > 1 it runs that many workers under Node's cluster, as the portal does with
// WEB_CONCURRENCY, so ratios compare the same number of processes.
// Usage: node ceiling-server.mjs <port> <body-file> [processes]
import cluster from 'node:cluster';
import fs from 'node:fs';
import http from 'node:http';

const [port, bodyFile, processes = '1'] = process.argv.slice(2);
const workers = Number(processes);

if (cluster.isPrimary && workers > 1) {
  let listening = 0;
  for (let i = 0; i < workers; i++) {
    cluster.fork().once('listening', () => {
      if (++listening === workers) process.send?.('ready');
    });
  }
  process.on('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers)) worker.process.kill('SIGTERM');
    cluster.on('exit', () => Object.keys(cluster.workers).length === 0 && process.exit(0));
  });
} else {
  const body = fs.readFileSync(bodyFile);
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
    response.end(body);
  });
  server.keepAliveTimeout = 65_000;
  server.listen(Number(port), '127.0.0.1', () => cluster.isPrimary && process.send?.('ready'));
  process.on('SIGTERM', () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
