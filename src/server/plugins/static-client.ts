import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { GENERIC_MESSAGES } from '../../shared/common/messages';
import { API_PREFIX } from './rbac';

/** Where webpack writes the bundles (webpack.config.js output.filename). */
const ASSETS_PREFIX = '/assets';
/** Files whose name stays the same from build to build: asked again on every load, never kept an hour. */
const REVALIDATED_FILES = new Set(['sw.js', 'manifest.webmanifest']);

/**
 * Serves the built SPA. Any GET outside the API that matches no file gets index.html, so every
 * route of the app (/home/T12, /revise-bill?bill_id=B3, ...) loads the SPA, which routes it.
 */
export async function registerStaticClient(app: FastifyInstance) {
  const root = app.config.clientDist;
  const built = fs.existsSync(path.join(root, 'index.html'));
  // index.html is revalidated on every load, so a new build's bundles are picked up at once.
  const sendIndex = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
  if (built) {
    // wildcard: false registers one route per built file at start; every other GET falls to index.html.
    // preCompressed: the build writes .br and .gz copies; a browser that accepts them gets one.
    await app.register(fastifyStatic, {
      root,
      index: false,
      wildcard: false,
      maxAge: '1h',
      preCompressed: true,
      // The service worker names the new build's files: a browser must see a new one at once.
      setHeaders: (res, filePath) => {
        if (REVALIDATED_FILES.has(path.basename(filePath))) res.header('cache-control', 'no-cache');
      },
    });
    // The static plugin answers a directory (here the root, the Login page) with 403: serve the SPA.
    app.get('/', (_request, reply) => {
      sendIndex(reply);
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith(`${API_PREFIX}/`) || request.url === API_PREFIX;
    // A script of an earlier build (a tab opened before a redeploy asks for its old chunk) is a
    // 404, not the app page: the browser then reports a failed chunk and the app offers a reload.
    const isBuiltFile = request.url.startsWith(`${ASSETS_PREFIX}/`);
    if (request.method !== 'GET' || isApi || isBuiltFile)
      return reply.status(404).send({ message: GENERIC_MESSAGES.notFound });
    if (!built) {
      return reply.status(503).type('text/plain').send('The web app is not built yet. Run `npm run build`.');
    }
    sendIndex(reply);
  });
}
