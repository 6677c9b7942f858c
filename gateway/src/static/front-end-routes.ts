// Serves the built front ends: the shell at `/` (with SPA fallback to its index.html), each remote
// under `/remotes/mf-<name>/`, the remotes manifest and the deployment change indicator.
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { errorBody } from '../http/json-error';
import { cacheControlFor } from './cache-policy';
import { ChangeIndicator } from './change-indicator';
import { RELEASE_VERSION } from './released-remotes';
import { REMOTE_NAME, remotesManifest } from './remotes-manifest';
import { fileExists, findFile } from './static-files';

/** Paths that belong to the gateway or services: never answered with the shell's index.html. */
const NOT_SPA = /^\/(api|remotes|healthz|ssh-ws)(\/|$)/;

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Front end not built</title></head>
<body style="font-family:sans-serif;max-width:40rem;margin:4rem auto">
<h1>The front end is not built yet</h1>
<p>The gateway is running, but <code>shell/dist/index.html</code> does not exist.
Run <code>npm start</code> (it builds stale front ends) and reload this page.</p>
</body></html>
`;

/** What the front-end builds also write as .br and .gz (mf-kit's compression step). */
const PRECOMPRESSED = /\.(js|css|html|svg|json)$/i;

async function sendStatic(reply: FastifyReply, root: string, rel: string): Promise<FastifyReply> {
  reply.header('cache-control', cacheControlFor(rel.split(path.sep).join('/')));
  // The answer depends on Accept-Encoding (a .br or .gz twin, or the plain file): caches must know.
  if (PRECOMPRESSED.test(rel)) reply.header('vary', 'Accept-Encoding');
  return reply.sendFile(rel, root);
}

export interface FrontEndOptions {
  staticRoot: string;
  /** Where deploy/release-remote publishes remote builds (released-remotes.ts); none: dist/ only. */
  releasesDir?: string;
}

export async function frontEndRoutes(app: FastifyInstance, opts: FrontEndOptions): Promise<void> {
  const root = opts.staticRoot;
  const shellDist = path.join(root, 'shell', 'dist');
  const indicator = new ChangeIndicator(root, opts.releasesDir);

  // serve:false — only reply.sendFile is used, with roots chosen per request (remotes appear at run time).
  // preCompressed: a file's .br or .gz twin written at build time is sent when the browser accepts it,
  // with Content-Encoding set; no compression work per request. cacheControl:false at the plugin
  // level, because its retries without a twin drop per-call options and would overwrite ours.
  await app.register(fastifyStatic, { root, serve: false, preCompressed: true, cacheControl: false });

  app.get('/remotes.json', async (_req, reply) => {
    reply.header('cache-control', 'no-cache');
    return remotesManifest(root, opts.releasesDir);
  });

  app.get('/api/deployment/status', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return { changeIndicator: await indicator.current() };
  });

  // A released build: its files never change under their version folder (new builds get new folders).
  app.get<{ Params: { remote: string; version: string; '*': string } }>('/remotes/:remote/releases/:version/*', async (req, reply) => {
    const { remote, version } = req.params;
    const dir =
      opts.releasesDir && REMOTE_NAME.test(remote) && RELEASE_VERSION.test(version) ? path.join(opts.releasesDir, remote, version) : null;
    const rel = dir ? await findFile(dir, req.params['*']) : null;
    if (!dir || !rel) return reply.code(404).send(errorBody('not_found', `No file ${req.url}`));
    return sendStatic(reply, dir, rel);
  });

  app.get<{ Params: { remote: string; '*': string } }>('/remotes/:remote/*', async (req, reply) => {
    const { remote } = req.params;
    const dist = path.join(root, remote, 'dist');
    const rel = REMOTE_NAME.test(remote) ? await findFile(dist, req.params['*']) : null;
    if (!rel) return reply.code(404).send(errorBody('not_found', `No file ${req.url}`));
    return sendStatic(reply, dist, rel);
  });

  app.setNotFoundHandler(async (req: FastifyRequest, reply: FastifyReply) => {
    const urlPath = req.url.split('?', 1)[0];
    const spa = (req.method === 'GET' || req.method === 'HEAD') && !NOT_SPA.test(urlPath);
    if (!spa) return reply.code(404).send(errorBody('not_found', `No route for ${req.method} ${urlPath}`));
    const rel = urlPath === '/' ? null : await findFile(shellDist, urlPath);
    if (rel) return sendStatic(reply, shellDist, rel);
    // A missing asset (it has an extension) is a 404, not index.html served as JavaScript.
    if (/\.[a-z0-9]+$/i.test(urlPath)) return reply.code(404).send(errorBody('not_found', `No file ${urlPath}`));
    if (!(await fileExists(path.join(shellDist, 'index.html')))) {
      return reply.code(503).header('retry-after', '5').type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
    }
    return sendStatic(reply, shellDist, 'index.html');
  });
}
