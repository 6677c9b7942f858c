// The two character classes of HTTP/1.1 fields (RFC 9110 §5.1, §5.5), checked by a loop over char
// codes: on the hot path (every header of every proxied call) a short loop costs less than a regular
// expression call.

/** 1 for the characters of a token: ALPHA / DIGIT / !#$%&'*+-.^_`|~ */
const TOKEN_CHARS = new Uint8Array(128);
for (const c of "!#$%&'*+-.^_`|~0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ") {
  TOKEN_CHARS[c.charCodeAt(0)] = 1;
}

/** A header name or method: one or more token characters. */
export function isToken(s: string): boolean {
  const n = s.length;
  if (n === 0) return false;
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c > 127 || TOKEN_CHARS[c] === 0) return false;
  }
  return true;
}

/** A field value as it may go on the wire: visible latin1, space and tab; no CR, LF, NUL or DEL. */
export function isFieldValue(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 ? c !== 9 : c === 0x7f || c > 0xff) return false;
  }
  return true;
}
