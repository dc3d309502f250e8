import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';

/** Vite puts a content hash in every file under assets/: such a file never changes. */
const HASHED = /[\\/]assets[\\/][^\\/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/**
 * Serves the built web app; unknown non-API GETs fall back to index.html (client-side routes).
 * Hashed assets are cached for a year, everything else (index.html, favicon) is revalidated.
 */
export async function serveWeb(app: FastifyInstance, dist: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    index: ['index.html'],
    cacheControl: false,
    // @fastify/static 10 hands the Fastify reply here (its types still say ServerResponse).
    setHeaders: (reply, file) =>
      (reply as unknown as { header(k: string, v: string): void }).header(
        'cache-control',
        HASHED.test(file) ? IMMUTABLE : REVALIDATE,
      ),
  });
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url === '/healthz';
    if (request.method === 'GET' && !isApi && !/\.[a-z0-9]+$/i.test(request.url.split('?')[0]!))
      return reply.sendFile('index.html');
    return reply.status(404).send({ message: 'Not found' });
  });
}

/** Partners load the widget by a fixed name (widgets/README.md): cached briefly, then revalidated, so a new build reaches them within minutes. */
export const WIDGET_CACHE = 'public, max-age=300, must-revalidate';

/**
 * Serves the built embeddable widgets (`widgets/dist/due-diligence`) under /widgets/ for partner
 * pages on other origins: a `<script src>` or a module import from there must not be blocked by
 * the same-origin resource policy, and a module import needs CORS. Nothing when the build is absent.
 */
export async function serveWidgets(app: FastifyInstance, dist: string): Promise<boolean> {
  if (!existsSync(dist)) return false;
  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/widgets/',
    decorateReply: false,
    wildcard: false,
    index: false,
    cacheControl: false,
    allowedPath: (pathname) => pathname.endsWith('.js'),
    setHeaders: (reply) => {
      const r = reply as unknown as { header(k: string, v: string): void };
      r.header('content-type', 'text/javascript; charset=utf-8');
      r.header('cache-control', WIDGET_CACHE);
      r.header('cross-origin-resource-policy', 'cross-origin');
      r.header('access-control-allow-origin', '*');
    },
  });
  return true;
}
