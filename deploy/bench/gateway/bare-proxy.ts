// Reference point: a bare Node reverse proxy (http-proxy over a keep-alive agent, no identity, no
// routing) — the "bare Node gateway" of platform.md. The gap between it and our gateway is the cost
// of what the gateway adds (route table, identity, signing, CSRF, header hygiene).
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
