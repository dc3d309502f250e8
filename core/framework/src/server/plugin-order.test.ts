import t from 'tap';
import { createServiceRef, type ServiceRef } from '../plugin-api/service-ref.ts';
import { defineServerPlugin, type ServerPlugin } from '../plugin-api/server.ts';
import { ServiceRegistry } from '../plugin-api/service-ref.ts';
import { orderPlugins, validatePlugins } from './plugin-order.ts';

const refs: Record<string, ServiceRef<{ name: string }>> = {};
const ref = (id: string) => (refs[id] ??= createServiceRef<{ name: string }>(id));
const plugin = (id: string, deps: string[] = [], permissions: string[] = []): ServerPlugin =>
  defineServerPlugin({
    manifest: { id, title: id },
    permissions,
    deps: Object.fromEntries(deps.map((d) => [d, ref(d)])),
    provides: ref(id),
    setup: () => ({ service: { name: id } }),
  });

t.test('plugins come after the providers of their deps', async (t) => {
  const order = orderPlugins([plugin('workflow', ['dossier']), plugin('dossier', ['auth']), plugin('auth')]).map(
    (p) => p.manifest.id,
  );
  t.same(order, ['auth', 'dossier', 'workflow']);
});

t.test('missing provider, cycle, duplicate id and duplicate permission are refused at start', async (t) => {
  t.throws(
    () => orderPlugins([plugin('a', ['ghost'])]),
    /depends on the service ghost, which no listed plugin provides/,
  );
  t.throws(() => orderPlugins([plugin('a', ['b']), plugin('b', ['a'])]), /cycle: a -> b -> a/);
  t.throws(() => orderPlugins([plugin('a'), plugin('a')]), /Duplicate plugin id a/);
  t.throws(() => validatePlugins([plugin('a', [], ['x']), plugin('b', [], ['x'])]), /registered twice/);
  t.same(validatePlugins([plugin('a', [], ['x']), plugin('b', [], ['y'])]), ['x', 'y']);
  const granting = (id: string, name: string): ServerPlugin =>
    defineServerPlugin({
      manifest: { id, title: id },
      grants: [{ name, label: name, group: 'G', roles: [] }],
      setup: () => ({}),
    });
  t.throws(
    () => validatePlugins([plugin('a', [], ['x']), granting('g', 'x')]),
    /Permission x registered twice \(plugin g\)/,
  );
  t.same(validatePlugins([plugin('a', [], ['x']), granting('g', 'y')]), ['x', 'y'], 'a grant is a registered name');
});

t.test('setup receives exactly its declared deps, typed, and provides its service', async (t) => {
  const greeter = createServiceRef<{ greet(n: string): string }>('greeter');
  const seen: string[][] = [];
  const provider = defineServerPlugin({
    manifest: { id: 'p', title: 'p' },
    provides: greeter,
    setup: () => ({ service: { greet: (n: string) => `hi ${n}` } }),
  });
  const consumer = defineServerPlugin({
    manifest: { id: 'c', title: 'c' },
    deps: { greeter },
    setup: (_ctx, deps) => {
      seen.push(Object.keys(deps));
      return { onReady: () => void seen.push([deps.greeter.greet('x')]) };
    },
  });
  const registry = new ServiceRegistry();
  for (const p of orderPlugins([consumer, provider])) await (await p.start({} as never, registry)).onReady?.();
  t.same(seen, [['greeter'], ['hi x']]);
  t.equal(registry.get(greeter).greet('y'), 'hi y');
});

t.test('a plugin that declares provides must return the service', async (t) => {
  const svc = createServiceRef<number>('n');
  const bad = defineServerPlugin({ manifest: { id: 'b', title: 'b' }, provides: svc, setup: () => ({}) });
  await t.rejects(
    bad.start({} as never, new ServiceRegistry()),
    /declares provides n but its setup returned no service/,
  );
});
