import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { installSecurityHeaders } from '../server/security-headers.ts';

/**
 * A folder of built pages (the Storybook build) behind the app's own helmet policy, so a browser
 * test can prove the screens need nothing the policy forbids. `scriptHashes` admit the folder's
 * own inline bootstrap scripts.
 */
export async function serveStaticWithPolicy(
  root: string,
  scriptHashes: string[],
): Promise<{ url: string; close(): Promise<void> }> {
  const app = Fastify();
  await installSecurityHeaders(app, { scriptHashes });
  await app.register(fastifyStatic, { root });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, close: () => app.close() };
}
