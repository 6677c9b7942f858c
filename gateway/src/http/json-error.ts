// Error answers written straight to a Node response or socket: the proxy paths run outside Fastify's
// reply (hijacked), and every error must still have the one body shape `{ error: { code, message, details } }`.
import type { ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { STATUS_CODES } from 'node:http';
import type { ErrorBody } from '@dop/contracts';
import type { ErrorCode } from '@dop/contracts/errors';

export function errorBody(code: ErrorCode, message: string, details?: unknown): ErrorBody {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

export function sendJsonError(
  res: ServerResponse,
  status: number,
  code: ErrorCode,
  message: string,
  extraHeaders: Record<string, string> = {},
): void {
  if (res.headersSent) {
    // Part of an upstream answer already went out; cutting the connection is the only honest signal left.
    res.destroy();
    return;
  }
  const body = JSON.stringify(errorBody(code, message));
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    ...extraHeaders,
  });
  res.end(body);
}

/** The same answer on a raw socket, for a refused WebSocket upgrade. */
export function rejectUpgrade(socket: Duplex, status: number, code: ErrorCode, message: string): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify(errorBody(code, message));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
      'Connection: close\r\n' +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n` +
      body,
  );
}
