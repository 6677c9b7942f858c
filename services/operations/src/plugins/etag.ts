// Browsers poll the reads every few seconds (spec 2 §9); an ETag over the answer lets an unchanged
// answer go back as an empty 304. Hashing the body (rather than a change counter) keeps it right
// across replicas and when time-based filters move. A route that serves a cached answer sets the
// answer's ETag itself, so the body is not hashed again.
import { weakEtagOf } from '@dop/service-kit';
import type { FastifyInstance } from 'fastify';

export const etagOf = weakEtagOf;

/** An If-None-Match header may list several tags, or '*'. */
export function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const weak = (t: string) => t.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((t) => t.trim() === '*' || weak(t) === weak(etag));
}

export function installEtag(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const known = reply.getHeader('etag');
    const etag = typeof known === 'string' ? known : etagOf(payload);
    reply.header('etag', etag);
    // Cached copies must be revalidated on every poll, never used blindly.
    reply.header('cache-control', 'private, no-cache');
    if (!matches(request.headers['if-none-match'], etag)) return payload;
    reply.code(304);
    reply.removeHeader('content-type');
    reply.removeHeader('content-length');
    return '';
  });
}
