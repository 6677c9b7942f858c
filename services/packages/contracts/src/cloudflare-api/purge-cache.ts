// POST /zones/{zone_id}/purge_cache (zone-purge), purge everything only, from Cloudflare's OpenAPI
// definition (api-schemas commit cca3064f1aba08cc6cef52fc7b3d3064a9eafcc9): cache-purge_Everything and
// cache-purge_api-response-single-id.
import { z } from 'zod';
import { CfIdentifier, cfSuccess } from './envelope';

/** The body is anyOf tags / hosts / prefixes / everything / files; the panel sends the everything one. */
export const PurgeEverythingBody = z.object({ purge_everything: z.boolean().optional() }).strict();
export const PurgeCacheAnswer = cfSuccess(z.object({ id: CfIdentifier }).nullable());
