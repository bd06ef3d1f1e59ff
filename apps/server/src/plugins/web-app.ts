import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_MSG } from '@keydate/domain';
import type { FastifyInstance } from 'fastify';

/** Files under /assets are named by their content's hash, so a name never changes what it answers. */
const HASHED_ASSETS = '/assets/';
const FOREVER = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app from `root` (apps/web/dist), and answers every unknown address:
 * - / is the landing page the build pre-rendered (landing.html); every other page address gets the
 *   app (index.html), which draws the page client-side.
 * - Each file goes out as the .br or .gz the build wrote beside it when the client accepts one.
 * - Hashed files under /assets are cached for a year; pages and the other files are revalidated on
 *   every visit (no-cache), so a new release shows at once.
 * - An unknown /api or /auth path, or a file missing under /assets (asked for by a page of an older
 *   release), answers a JSON 404 rather than the app's HTML.
 */
export async function registerWebApp(app: FastifyInstance, root: string): Promise<void> {
  const hasWeb = existsSync(join(root, 'index.html'));
  if (hasWeb) {
    const assetsDir = join(root, 'assets') + sep;
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The compressed copies are only ever sent in place of their file, never under their own name.
      globIgnore: ['**/*.br', '**/*.gz'],
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.startsWith(assetsDir) ? FOREVER : 'no-cache');
      },
    });
    const landing = existsSync(join(root, 'landing.html')) ? 'landing.html' : 'index.html';
    app.get('/', { schema: { hide: true } }, (_request, reply) => reply.sendFile(landing));
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi =
      path === '/api' || path.startsWith('/api/') || path === '/auth' || path.startsWith('/auth/');
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (isApi || !hasWeb || !isPage || path.startsWith(HASHED_ASSETS)) {
      return reply.status(404).send({ message: API_MSG.notFound });
    }
    // Client-side routes: the single-page app answers every other path.
    return reply.sendFile('index.html');
  });
}
