// A service's answer head as the upstream pool hands it over (flat [name, value, …], names in lower
// case) turned into the list res.writeHead takes, with the answer's Content-Length (-1 when it has
// none: chunked or until close).

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
 * A repeated name goes as one entry: should any header be set on the response beforehand, Node's
 * writeHead applies this list by setHeader, one name at a time, which would keep only the last of a
 * repeated name (two Set-Cookie lines lost one that way once). `requestId` goes last, as the answer's
 * x-request-id.
 */
export function answerHeaders(raw: readonly string[], requestId: string | undefined): AnswerHead {
  const headers: (string | string[])[] = [];
  let contentLength = -1;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i];
    if (dropped(name)) continue;
    const value = raw[i + 1];
    if (name === 'content-length') contentLength = Number(value);
    // A linear scan: an answer has a handful of headers, and a repeat is rare.
    let at = 0;
    while (at < headers.length && headers[at] !== name) at += 2;
    if (at === headers.length) headers.push(name, value);
    else {
      const prior = headers[at + 1];
      headers[at + 1] = Array.isArray(prior) ? [...prior, value] : [prior as string, value];
    }
  }
  if (requestId !== undefined) headers.push('x-request-id', requestId);
  // A malformed length is not ours to judge: stream it and let Node refuse or pass it on.
  if (!Number.isSafeInteger(contentLength)) contentLength = -1;
  return { headers, contentLength };
}
