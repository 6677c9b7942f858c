// Reference point: the least a Node reverse proxy can do on this route. Node's http server and the
// gateway's own upstream pool (gateway/src/proxy/upstream-http), the caller's headers passed on as they
// came, the answer's passed back as they came: no routing, identity, signing, CSRF, request id,
// security headers or error handling. Not a usable proxy; it shows how close any Node gateway can
// come to nginx on this machine, and so how much of the gap is Node and how much is the gateway's work.
// (Until 2026-11-23 16:50 the floor and the gateway used undici's `dispatch` as their transport.)
import http from 'node:http';
import type { AnswerHandler } from '../../../gateway/src/proxy/upstream-http/types';
import { UpstreamPool } from '../../../gateway/src/proxy/upstream-http/upstream-pool';

const target = new URL(process.argv[2]);
const pool = new UpstreamPool(target.hostname, Number(target.port));

function handlerFor(res: http.ServerResponse): AnswerHandler {
  let status = 0;
  let head: string[] = [];
  const chunks: Buffer[] = [];
  return {
    onConnect() {},
    onError() {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    },
    onHeaders(statusCode, headers) {
      status = statusCode;
      head = headers;
      return true;
    },
    onData(chunk) {
      chunks.push(chunk);
      return true;
    },
    onComplete() {
      res.writeHead(status, head);
      res.end(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
    },
  };
}

const server = http.createServer((req, res) => {
  pool.request(
    { method: 'GET', path: req.url ?? '/', headers: req.rawHeaders, body: null, chunked: false, timeoutMs: 30_000 },
    handlerFor(res),
  );
});
server.keepAliveTimeout = 72_000;
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`listening ${(server.address() as { port: number }).port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
