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

/** Cache-Control of a bundle whose name carries its content hash (webpack.config.js output.filename). */
const HASHED_BUNDLE_CACHE = 'public, max-age=31536000, immutable';
const HASHED_NAME = /\.[0-9a-f]{16,}\.(js|css)(\.br|\.gz)?$/;

function isHashedBundle(root: string, filePath: string): boolean {
  const relative = path.relative(root, filePath).split(path.sep).join('/');
  return relative.startsWith(`${ASSETS_PREFIX.slice(1)}/`) && HASHED_NAME.test(relative);
}

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
        // A bundle's name carries its content hash: it never changes, so a phone keeps it for a year.
        else if (isHashedBundle(root, filePath)) res.header('cache-control', HASHED_BUNDLE_CACHE);
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
