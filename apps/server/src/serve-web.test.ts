import { installSecurityHeaders } from '@app/core/server';
import Fastify from 'fastify';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import t from 'tap';
import { REVALIDATE, WIDGET_CACHE, serveWeb, serveWidgets } from './serve-web.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const WIDGET = '(function(){customElements.define("dd-form",class extends HTMLElement{})})();\n';

/** The app as `npm start` serves it: security headers, the web build and the widget build ('' = not built). */
async function app(widgets: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'serve-web-'));
  const web = path.join(dir, 'web');
  mkdirSync(web);
  writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>app</title>');
  const server = Fastify();
  await installSecurityHeaders(server);
  await serveWeb(server, web);
  const dist = path.join(dir, 'widgets');
  if (widgets) {
    mkdirSync(dist);
    writeFileSync(path.join(dist, 'dd-widget.iife.js'), widgets);
    writeFileSync(path.join(dist, 'dd-widget.js'), 'export const x = 1;\n');
    writeFileSync(path.join(dist, 'due-diligence.d.ts'), 'export {};\n');
  }
  const served = await serveWidgets(server, dist);
  t.teardown(() => server.close());
  return { server, served };
}

t.test('the widget build is served under /widgets/ for partner pages on other origins', async (t) => {
  const { server, served } = await app(WIDGET);
  t.ok(served);
  const res = await server.inject({
    method: 'GET',
    url: '/widgets/dd-widget.iife.js',
    headers: { origin: 'https://partner.example' },
  });
  t.equal(res.statusCode, 200);
  t.equal(res.body, WIDGET);
  t.equal(res.headers['content-type'], 'text/javascript; charset=utf-8');
  t.equal(res.headers['cache-control'], WIDGET_CACHE, 'a fixed name: cached briefly, then revalidated');
  t.equal(
    res.headers['cross-origin-resource-policy'],
    'cross-origin',
    'a <script src> on another origin is not blocked',
  );
  t.equal(res.headers['access-control-allow-origin'], '*', 'an ES module import from another origin needs CORS');
  t.ok(res.headers['content-security-policy'], 'the security headers stay');
  const esm = await server.inject({ method: 'GET', url: '/widgets/dd-widget.js' });
  t.equal(esm.statusCode, 200);
  t.equal(esm.headers['content-type'], 'text/javascript; charset=utf-8');
  t.equal(
    (await server.inject({ method: 'GET', url: '/widgets/due-diligence.d.ts' })).statusCode,
    404,
    'only the scripts',
  );
  t.equal((await server.inject({ method: 'GET', url: '/widgets/missing.js' })).statusCode, 404);
  t.equal((await server.inject({ method: 'GET', url: '/widgets/../web/index.html' })).statusCode, 404);
  const page = await server.inject({ method: 'GET', url: '/some/client/route' });
  t.equal(page.statusCode, 200, 'the web app still answers its own routes');
  t.equal(page.headers['cache-control'], REVALIDATE);
  t.equal(page.headers['cross-origin-resource-policy'], 'same-origin', 'only the widget files are cross-origin');
});

t.test('without a widget build nothing is registered and the files answer 404', async (t) => {
  const { server, served } = await app('');
  t.notOk(served);
  t.equal((await server.inject({ method: 'GET', url: '/widgets/dd-widget.iife.js' })).statusCode, 404);
});

t.test('the README, the widget build and `npm start` agree on the file name', async (t) => {
  t.match(readFileSync(path.join(repo, 'widgets/README.md'), 'utf8'), '/widgets/dd-widget.iife.js');
  t.match(readFileSync(path.join(repo, 'widgets/vite.dd.config.ts'), 'utf8'), `'dd-widget.iife.js'`);
  const scripts = JSON.parse(readFileSync(path.join(repo, 'package.json'), 'utf8')).scripts as Record<string, string>;
  t.match(scripts.app, 'build:widgets', '`npm start` builds the widget');
  t.match(
    readFileSync(path.join(repo, 'apps/server/src/main.ts'), 'utf8'),
    "serveWidgets(app, path.join(root, 'widgets/dist/due-diligence'))",
  );
});
