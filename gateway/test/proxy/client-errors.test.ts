// Node's clientError codes onto the gateway's answers (transport-limits.ts), and the client a share is
// counted for (client-share.ts).
import type { IncomingMessage } from 'node:http';
import { parseTrustedProxies } from '@dop/service-kit/src/client-ip';
import { clientKey } from '../../src/proxy/client-share';
import { clientErrorAnswer } from '../../src/proxy/transport-limits';

const err = (code: string, reason?: string): Error & { code: string; reason?: string } =>
  Object.assign(new Error(`Parse Error: ${reason ?? code}`), { code, reason });

test.each([
  ['HPE_HEADER_OVERFLOW', 431, 'headers_too_large'],
  ['HPE_CHUNK_EXTENSIONS_OVERFLOW', 413, 'payload_too_large'],
  ['ERR_HTTP_REQUEST_TIMEOUT', 408, 'request_timeout'],
  ['HPE_INVALID_CHUNK_SIZE', 400, 'bad_request'],
  ['HPE_STRICT', 400, 'bad_request'],
  ['HPE_INVALID_EOF_STATE', 400, 'bad_request'],
])('%s answers %i %s', (code, status, answer) => {
  expect(clientErrorAnswer(err(code))).toMatchObject({ status, code: answer });
});

test('a parse error names its reason', () => {
  expect(clientErrorAnswer(err('HPE_INVALID_CHUNK_SIZE', 'Invalid character in chunk size'))?.message).toBe(
    'Malformed request: Invalid character in chunk size',
  );
});

test.each(['ECONNRESET', 'EPIPE', 'ETIMEDOUT'])('%s: nobody is left to answer', (code) => {
  expect(clientErrorAnswer(err(code))).toBeNull();
});

const request = (peer: string, xff?: string): IncomingMessage =>
  ({ headers: xff === undefined ? {} : { 'x-forwarded-for': xff }, socket: { remoteAddress: peer } }) as unknown as IncomingMessage;

test('the client is the signed-in user, else the address, X-Forwarded-For believed only from a trusted proxy', () => {
  const none = parseTrustedProxies('');
  const lb = parseTrustedProxies('10.0.0.0/8');
  expect(clientKey(request('10.0.0.2', '1.2.3.4'), 'u-1', lb)).toBe('user:u-1');
  expect(clientKey(request('::ffff:203.0.113.9', '1.2.3.4'), null, none)).toBe('addr:203.0.113.9');
  expect(clientKey(request('::ffff:203.0.113.9', '1.2.3.4'), null, null)).toBe('addr:203.0.113.9');
  expect(clientKey(request('10.0.0.2', '1.2.3.4'), null, lb)).toBe('addr:1.2.3.4');
  expect(clientKey(request('10.0.0.2', '1.2.3.4, 10.0.0.7'), null, lb)).toBe('addr:1.2.3.4');
  expect(clientKey(request('203.0.113.9', '1.2.3.4'), null, lb)).toBe('addr:203.0.113.9');
});
