// Reference point: the least a Node reverse proxy can do on this route. Node's http server and undici's
// low-level dispatch (the gateway's own transport, lean-forward.ts), the caller's headers passed on as
// they came, the answer's passed back as they came: no routing, identity, signing, CSRF, request id,
// security headers or error handling. Not a usable proxy; it shows how close any Node gateway can
// come to nginx on this machine, and so how much of the gap is Node and how much is the gateway's work.
import http from 'node:http';
import { Pool, type Dispatcher } from 'undici';

const pool = new Pool(process.argv[2], { connections: 1024, pipelining: 1 });

function handlerFor(req: http.IncomingMessage, res: http.ServerResponse): Dispatcher.DispatchHandler {
  let status = 0;
  let head: string[] = [];
  const chunks: Buffer[] = [];
  return {
    onConnect() {},
    onError() {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    },
    onHeaders(statusCode: number, raw: Buffer[]) {
      status = statusCode;
      head = raw.map((b) => b.toString('latin1'));
      return true;
    },
    onData(chunk: Buffer) {
      chunks.push(chunk);
      return true;
    },
    onComplete() {
      res.writeHead(status, head);
      res.end(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
    },
  } as Dispatcher.DispatchHandler;
}

const server = http.createServer((req, res) => {
  pool.dispatch({ path: req.url ?? '/', method: 'GET', headers: req.rawHeaders }, handlerFor(req, res));
});
server.keepAliveTimeout = 72_000;
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`listening ${(server.address() as { port: number }).port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
