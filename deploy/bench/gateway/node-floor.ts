// Reference point, the undici floor: the least a Node reverse proxy on undici can do on this route.
// Node's http server and one undici Pool (the gateway's transport, through the same dispatch handler
// interface), the caller's headers passed on as they came, the answer's passed back as they came: no
// routing, identity, signing, CSRF, request id, security headers or error mapping. Not a usable
// proxy; the gateway's CPU per request over it is the cost of the gateway's own work.
import http from 'node:http';
import { Pool, type Dispatcher } from 'undici';

const pool = new Pool(new URL(process.argv[2]).origin, { pipelining: 1, connections: 1024 });

function handlerFor(res: http.ServerResponse): Dispatcher.DispatchHandler {
  let status = 0;
  let head: Record<string, string | string[] | undefined> = {};
  const chunks: Buffer[] = [];
  return {
    // undici 7 takes a handler without it for one of the older interface.
    onRequestStart() {},
    onResponseError() {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    },
    onResponseStart(_c, statusCode, headers) {
      status = statusCode;
      head = headers;
    },
    onResponseData(_c, chunk) {
      chunks.push(chunk);
    },
    onResponseEnd() {
      // The answer's hop-by-hop headers describe the upstream connection, not this one.
      delete head.connection;
      delete head['keep-alive'];
      delete head['transfer-encoding'];
      res.writeHead(status, head);
      res.end(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
    },
  };
}

const server = http.createServer((req, res) => {
  // undici refuses hop-by-hop request headers; the bench sends none but Host and Connection.
  const headers: string[] = [];
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    if (req.rawHeaders[i].toLowerCase() !== 'connection') headers.push(req.rawHeaders[i], req.rawHeaders[i + 1]);
  }
  pool.dispatch({ method: 'GET', path: req.url ?? '/', headers, body: null }, handlerFor(res));
});
server.keepAliveTimeout = 72_000;
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`listening ${(server.address() as { port: number }).port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
