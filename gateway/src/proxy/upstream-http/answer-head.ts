// One answer head (status line and header lines, without the blank line) parsed from latin1 text, and
// how its body is framed (RFC 9112 §6.3). Strict where leniency has let request smuggling through
// other proxies: obs-fold, a space before the colon, conflicting lengths are refused.
import { UpstreamError } from './errors';
import { isToken } from './http-chars';

const DIGITS = /^[0-9]+$/;

/** How the body of an answer is delimited. */
export type Framing = { kind: 'none' } | { kind: 'length'; length: number } | { kind: 'chunked' } | { kind: 'close' };

export interface AnswerHead {
  status: number;
  statusText: string;
  /** Flat [name, value, …], names in lower case. */
  headers: string[];
  /** False when the connection may not carry another call after this answer. */
  keepAlive: boolean;
  framing: Framing;
}

function bad(message: string): UpstreamError {
  return new UpstreamError('UPSTREAM_BAD_ANSWER', message);
}

/** Whether a comma-separated header value lists `token` (case-insensitive). */
function lists(value: string, token: string): boolean {
  for (const part of value.split(',')) if (part.trim().toLowerCase() === token) return true;
  return false;
}

/** `noBody`: the answer to a HEAD request, which has none whatever its headers say. */
export function parseAnswerHead(text: string, noBody: boolean): AnswerHead {
  const lines = text.split('\r\n');
  const statusLine = lines[0];
  // "HTTP/1.1 200 OK"; the reason phrase may be empty, and so may the space before it.
  if (!statusLine.startsWith('HTTP/1.') || statusLine.charCodeAt(8) !== 32) throw bad('invalid status line');
  const minor = statusLine.charCodeAt(7) - 48;
  const code = statusLine.slice(9, 12);
  if ((minor !== 0 && minor !== 1) || !DIGITS.test(code) || (statusLine.length > 12 && statusLine.charCodeAt(12) !== 32)) {
    throw bad('invalid status line');
  }
  const status = Number(code);
  if (status < 100) throw bad('invalid status code');
  const headers: string[] = [];
  let length: string | null = null;
  let transferEncoding: string | null = null;
  let close = minor === 0;
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i];
    const colon = line.indexOf(':');
    if (colon <= 0) throw bad('invalid header line');
    const raw = line.slice(0, colon);
    if (!isToken(raw)) throw bad('invalid header name');
    const name = raw.toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers.push(name, value);
    if (name === 'content-length') {
      // "5, 5" or two lines of 5 are one length; anything else is two framings at once.
      for (const part of value.includes(',') ? value.split(',') : [value]) {
        const v = part.trim();
        if (!DIGITS.test(v) || (length !== null && v !== length)) throw bad('invalid content-length');
        length = v;
      }
    } else if (name === 'transfer-encoding') {
      transferEncoding = transferEncoding === null ? value : `${transferEncoding}, ${value}`;
    } else if (name === 'connection' && (minor === 0 || value !== 'keep-alive')) {
      if (lists(value, 'close')) close = true;
      else if (minor === 0 && lists(value, 'keep-alive')) close = false;
    }
  }
  const framing = framingOf(status, noBody, length, transferEncoding);
  // A body that ends with the connection, or a length beside chunked framing: the connection goes.
  if (framing.kind === 'close' || (transferEncoding !== null && length !== null)) close = true;
  return { status, statusText: statusLine.slice(13), headers, keepAlive: !close, framing };
}

function framingOf(status: number, noBody: boolean, length: string | null, te: string | null): Framing {
  if (noBody || status < 200 || status === 204 || status === 304) return { kind: 'none' };
  if (te !== null) {
    // Chunked must be the last coding; otherwise the body runs until the connection closes.
    const codings = te.split(',');
    return codings[codings.length - 1].trim().toLowerCase() === 'chunked' ? { kind: 'chunked' } : { kind: 'close' };
  }
  if (length !== null) {
    const n = Number(length);
    if (!Number.isSafeInteger(n)) throw bad('invalid content-length');
    return n === 0 ? { kind: 'none' } : { kind: 'length', length: n };
  }
  return { kind: 'close' };
}
