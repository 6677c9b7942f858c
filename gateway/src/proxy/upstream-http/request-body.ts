// A request body streamed onto a service's connection: as it comes when the request has its
// content-length, in chunks otherwise; paused while the connection's buffer is full.
import type { Socket } from 'node:net';

export interface BodyEvents {
  /** The whole body is on the connection. */
  sent(): void;
  /** The body stream ended early or failed: the call cannot go on. */
  failed(message: string): void;
}

/**
 * Starts sending `body` on `socket`; returns the function that stops listening to it (`drain`: read
 * and drop whatever is left, so the caller's own connection is not left stuck).
 */
export function streamRequestBody(
  socket: Socket,
  body: NodeJS.ReadableStream,
  chunked: boolean,
  events: BodyEvents,
): (drain: boolean) => void {
  let sent = false;
  const resumeBody = (): void => void body.resume();
  const onChunk = (chunk: Buffer): void => {
    if (chunk.length === 0) return; // a zero-size chunk would end a chunked body
    let ok: boolean;
    if (chunked) {
      socket.write(`${chunk.length.toString(16)}\r\n`, 'latin1');
      socket.write(chunk);
      ok = socket.write('\r\n', 'latin1');
    } else ok = socket.write(chunk);
    if (ok) return;
    body.pause();
    socket.once('drain', resumeBody);
  };
  const onEnd = (): void => {
    if (chunked) socket.write('0\r\n\r\n', 'latin1');
    sent = true;
    detach();
    events.sent();
  };
  const onClose = (): void => {
    if (!sent) events.failed('the request body was cut off');
  };
  // Without a listener, a body stream's error would take the process down.
  const onError = (err: Error): void => events.failed(`the request body failed: ${err.message}`);
  const detach = (): void => {
    body.removeListener('data', onChunk);
    body.removeListener('end', onEnd);
    body.removeListener('close', onClose);
    body.removeListener('error', onError);
    socket.removeListener('drain', resumeBody);
  };
  body.on('data', onChunk);
  body.on('end', onEnd);
  body.on('close', onClose);
  body.on('error', onError);
  return (drain) => {
    detach();
    if (drain && !sent) body.resume();
  };
}
