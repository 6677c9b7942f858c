// The head of a request to a service as one latin1 string, checked the way a careful client must:
// nothing that could end a line or a field may reach the wire (a value with CR/LF would let whoever
// controls it write headers of their own into the service's request).
import { InvalidRequestError } from './errors';
import { isFieldValue, isToken } from './http-chars';
/** An origin-form target: no whitespace or control characters (Node's parser has checked the caller's). */
const INVALID_TARGET = /[^\x21-\x7e\x80-\xff]/;

export type BodyFraming = 'none' | 'length' | 'chunked';

/**
 * `headers` is flat [name, value, …]; its first `preChecked` entries are taken as valid (types.ts).
 * `framing` says how the body goes: 'length' when `headers` has its content-length, 'chunked' to add
 * `transfer-encoding: chunked`, 'none' for no body. A request without a Host gets `defaultHost`.
 */
export function requestHead(
  method: string,
  path: string,
  headers: readonly string[],
  framing: BodyFraming,
  defaultHost: string,
  preChecked = 0,
): string {
  if (!isToken(method)) throw new InvalidRequestError(`invalid method ${JSON.stringify(method)}`);
  if (path.length === 0 || INVALID_TARGET.test(path)) throw new InvalidRequestError('invalid request target');
  let head = `${method} ${path} HTTP/1.1\r\n`;
  let hasHost = false;
  for (let i = 0; i < headers.length; i += 2) {
    const name = headers[i];
    const value = headers[i + 1];
    if (i >= preChecked) {
      if (!isToken(name)) throw new InvalidRequestError(`invalid header name ${JSON.stringify(name)}`);
      if (!isFieldValue(value)) throw new InvalidRequestError(`invalid value for header ${name}`);
    }
    if (name.length === 4 && name.toLowerCase() === 'host') hasHost = true;
    head += `${name}: ${value}\r\n`;
  }
  if (!hasHost) head += `host: ${defaultHost}\r\n`;
  if (framing === 'chunked') head += 'transfer-encoding: chunked\r\n';
  // The default of HTTP/1.1, said anyway: the caller's own Connection header stays on its hop.
  return `${head}connection: keep-alive\r\n\r\n`;
}
