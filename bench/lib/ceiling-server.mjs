// The ceiling of this machine: a bare node:http server answering every request with the same JSON
// body from memory. Run as its own process, like the portal, so both compete for the same cores.
// Usage: node ceiling-server.mjs <port> <body-file>
import fs from 'node:fs';
import http from 'node:http';

const [port, bodyFile] = process.argv.slice(2);
const body = fs.readFileSync(bodyFile);
const server = http.createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  response.end(body);
});
server.keepAliveTimeout = 65_000;
server.listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
