import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

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
    root: dist, wildcard: false, index: ['index.html'], cacheControl: false,
    // @fastify/static 10 hands the Fastify reply here (its types still say ServerResponse).
    setHeaders: (reply, file) => (reply as unknown as { header(k: string, v: string): void }).header('cache-control', HASHED.test(file) ? IMMUTABLE : REVALIDATE),
  });
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url === '/healthz';
    if (request.method === 'GET' && !isApi && !/\.[a-z0-9]+$/i.test(request.url.split('?')[0]!)) return reply.sendFile('index.html');
    return reply.status(404).send({ message: 'Not found' });
  });
}
