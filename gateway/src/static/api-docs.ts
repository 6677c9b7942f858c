// GET /api/docs: the OpenAPI 3.1 document of the whole /api, generated from every service's route
// schemas by deploy/src/catalog/generate.ts into docs/api/openapi.json (under STATIC_ROOT, as the
// gateway image ships it). Read per request, so a regenerated document is served without a restart.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../http/json-error';

export const API_DOCS_PATH = '/api/docs';
export const OPENAPI_FILE = 'docs/api/openapi.json';

export async function apiDocsRoute(app: FastifyInstance, opts: { staticRoot: string }): Promise<void> {
  app.get(API_DOCS_PATH, async (_req, reply) => {
    let text: string;
    try {
      text = await fs.readFile(path.join(opts.staticRoot, OPENAPI_FILE), 'utf8');
    } catch {
      return reply.code(404).send(errorBody('not_found', `${OPENAPI_FILE} is not generated (npx tsx deploy/src/catalog/generate.ts)`));
    }
    return reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8').send(text);
  });
}
