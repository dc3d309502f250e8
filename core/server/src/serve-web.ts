import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the built web app; unknown non-API GETs fall back to index.html (client-side routes). */
export async function serveWeb(app: FastifyInstance, dist: string): Promise<void> {
  await app.register(fastifyStatic, { root: dist, wildcard: false, index: ['index.html'] });
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url === '/healthz';
    if (request.method === 'GET' && !isApi) return reply.sendFile('index.html');
    return reply.status(404).send({ message: 'Not found' });
  });
}
