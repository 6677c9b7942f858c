// Peer: bare http-proxy over a keep-alive agent (no identity, no routing), the "bare Node gateway"
// of platform.md and what a user would write with the best-known Node proxy library.
import http from 'node:http';
import httpProxy from 'http-proxy';

const target = process.argv[2];
const agent = new http.Agent({ keepAlive: true, noDelay: true, maxSockets: 1024 });
const proxy = httpProxy.createProxyServer({ target, agent });
const server = http.createServer((req, res) => {
  proxy.web(req, res, {}, () => {
    res.writeHead(502);
    res.end();
  });
});
server.keepAliveTimeout = 72_000;
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`listening ${(server.address() as { port: number }).port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
