// Browsers poll the reads every few seconds (spec 2 §9); an ETag over the answer lets an unchanged
// answer go back as an empty 304. Hashing the body (rather than a change counter) keeps it right
// across replicas and when time-based filters move. @fastify/etag makes the tag (a route that serves a
// cached answer sets the answer's tag itself, which @fastify/etag keeps, so the body is not hashed
// again); the 304 is decided here because @fastify/etag 6 compares If-None-Match as one whole string
// (no lists of tags, no '*') and answers 304 for any method and status.
import fastifyEtag from '@fastify/etag';
import { etagHash } from '@dop/service-kit';
import type { FastifyInstance } from 'fastify';

/** An If-None-Match header may list several tags, or '*'; weak and strong tags compare alike (RFC 9110 §13.1.2). */
export function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const weak = (t: string) => t.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((t) => t.trim() === '*' || weak(t) === weak(etag));
}

export async function installEtag(app: FastifyInstance): Promise<void> {
  await app.register(fastifyEtag, { weak: true, hashFn: etagHash, replyWith304: false });
  // Registered after @fastify/etag, so its onSend hook has set the tag when this one runs.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200) return payload;
    const etag = reply.getHeader('etag');
    if (typeof etag !== 'string') return payload;
    // Cached copies must be revalidated on every poll, never used blindly.
    reply.header('cache-control', 'private, no-cache');
    if (!matches(request.headers['if-none-match'], etag)) return payload;
    reply.code(304);
    reply.removeHeader('content-type');
    reply.removeHeader('content-length');
    return '';
  });
}
