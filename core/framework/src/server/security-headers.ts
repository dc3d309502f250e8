import fastifyCompress from '@fastify/compress';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/**
 * The content security policy of every response (ADR 0011; verified in STACK.md with the web
 * app's libraries): own origin only, no inline script, nothing may frame the app (widgets are a
 * library embedded in the operator's page and call the API through CORS, they need no frame).
 * Mantine writes its theme variables into a `<style>` element, so style-src allows inline styles;
 * scripts never run inline.
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * Compression of the API's JSON answers (ADR 0048): dynamic bodies are compressed on every request,
 * so fast levels (brotli 1, gzip 1: still 8-10x smaller JSON) and in one synchronous call up to
 * 1 MB instead of a zlib stream per response (the stream path allocates a compression context and
 * a pipeline per answer; above 8 kB on two cores it cost more CPU than the compression itself).
 * Pages and assets keep the global settings below.
 */
export const API_COMPRESSION = {
  // A route's options replace the global ones as a whole: encodings and threshold are repeated.
  encodings: ['br', 'gzip'] as ('br' | 'gzip')[],
  threshold: 1024,
  // ADR 0060: a 2 kB output chunk comes from Node's buffer pool; the default 16 kB one is a fresh
  // external allocation per answer, and that churn alone started major collections under load.
  // Brotli 1 compresses a 9 kB page in half the time of quality 3 (925 instead of 743 bytes).
  brotliOptions: { chunkSize: 2048, params: { [constants.BROTLI_PARAM_QUALITY]: 1 } },
  zlibOptions: { level: 1, chunkSize: 2048 },
  syncThreshold: 1024 * 1024,
};

/**
 * Helmet headers on pages and API alike, and brotli/gzip compression of responses.
 * `scriptHashes` admit known inline scripts (the Storybook build's bootstrap, in its CSP test).
 */
export async function installSecurityHeaders(
  app: FastifyInstance,
  opts: { scriptHashes?: string[] } = {},
): Promise<void> {
  const directives = {
    ...CSP_DIRECTIVES,
    scriptSrc: [...CSP_DIRECTIVES.scriptSrc, ...(opts.scriptHashes ?? []).map((h) => `'${h}'`)],
  };
  // Helmet's middleware is built once: @fastify/helmet built it (and parsed the CSP) on every request.
  const headers = helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    // Cross-origin isolation would stop the operator's page from loading widget assets.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false, // set by the TLS-terminating proxy, which knows whether HTTPS is in use
  });
  app.addHook('onRequest', (request, reply, done) =>
    headers(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)),
  );
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
    // Request bodies are never decompressed: a Content-Encoding on a request is refused (415).
    globalDecompression: false,
  });
}
