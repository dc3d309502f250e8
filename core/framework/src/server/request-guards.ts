import type { FastifyInstance } from 'fastify';
import { badRequest, HttpError } from './http-error.ts';

/**
 * Cheap checks on the headers of every request, before any byte of the body is read (ADR 0010):
 * the API does not decode compressed request bodies (415 rather than parsing gzip as JSON or as
 * multipart), and a multipart body needs its boundary.
 */
export function installRequestGuards(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const encoding = request.headers['content-encoding'];
    if (encoding !== undefined && encoding.trim().toLowerCase() !== 'identity') {
      throw new HttpError(415, 'Content-Encoding is not supported for request bodies; send the body uncompressed');
    }
    const type = request.headers['content-type'];
    if (type && /^\s*multipart\//i.test(type) && !/;\s*boundary\s*=\s*("[^"]+"|[^;\s]+)/i.test(type)) {
      throw badRequest('Multipart body without a boundary');
    }
  });
}
