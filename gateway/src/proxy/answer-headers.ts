// A service's answer head as undici hands it over (names in lower case, a repeated name as an array
// of its values) turned into the list res.writeHead takes, with the answer's Content-Length (-1 when
// it has none: chunked or until close).

/** Response headers that describe the upstream connection, not the answer (and our own request id). */
function dropped(name: string): boolean {
  return name === 'connection' || name === 'keep-alive' || name === 'transfer-encoding' || name === 'x-request-id';
}

export interface AnswerHead {
  /** [name, value, …]; a repeated name (Set-Cookie) as one entry with every value. */
  headers: (string | string[])[];
  contentLength: number;
}

/**
 * A flat list, not an object, so res.writeHead takes Node's fast path and writes every value of a
 * repeated name (two Set-Cookie lines lost one once, when headers went one setHeader at a time).
 * `requestId` goes last, as the answer's x-request-id.
 */
export function answerHeaders(parsed: Record<string, string | string[] | undefined>, requestId: string | undefined): AnswerHead {
  const headers: (string | string[])[] = [];
  let contentLength = -1;
  for (const name in parsed) {
    const value = parsed[name];
    if (value === undefined || dropped(name)) continue;
    if (name === 'content-length' && typeof value === 'string') contentLength = Number(value);
    headers.push(name, value);
  }
  if (requestId !== undefined) headers.push('x-request-id', requestId);
  // A malformed length is not ours to judge: stream it and let Node refuse or pass it on.
  if (!Number.isSafeInteger(contentLength)) contentLength = -1;
  return { headers, contentLength };
}
