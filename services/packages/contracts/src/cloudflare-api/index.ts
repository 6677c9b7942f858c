// Our zod schemas of the Cloudflare API v4 operations the panel uses (requests and answers), written
// from Cloudflare's published OpenAPI definition: github.com/cloudflare/api-schemas, openapi.json at
// commit cca3064f1aba08cc6cef52fc7b3d3064a9eafcc9 (2024-08-06). That is the newest full openapi.json the
// snapshot consulted held: at its HEAD (2ac8369e9b63dccacee1a2284e95bb819f05b307, 2026-08-14) the
// definition files were absent, and the 2025-07-30 commit 7069123c carries an empty stub.
export * from './envelope';
export * from './accounts';
export * from './zones';
export * from './dns-records';
export * from './zone-settings';
export * from './purge-cache';
export * from './operations';
