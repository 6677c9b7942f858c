// Cache headers for built front ends: content-hashed files never change under their name, so browsers
// keep them for a year; entry points (index.html, remoteEntry.js) name the current hashes and must be
// revalidated every time, or a deploy would not be seen.

const HASHED = /\.[0-9a-f]{8,}\./i;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export function cacheControlFor(fileName: string): string {
  const base = fileName.slice(fileName.lastIndexOf('/') + 1);
  if (base === 'index.html' || base === 'remoteEntry.js') return REVALIDATE;
  return HASHED.test(base) ? IMMUTABLE : REVALIDATE;
}
