import t from 'tap';
import type { ServerPlugin } from '../plugin-api/server.ts';
import { orderPlugins, validatePlugins } from './plugin-order.ts';

const plugin = (id: string, dependsOn: string[] = [], permissions: string[] = []): ServerPlugin => ({ manifest: { id, title: id, dependsOn }, permissions });

t.test('plugins come after their dependencies', async (t) => {
  const order = orderPlugins([plugin('workflow', ['dossier']), plugin('dossier', ['auth']), plugin('auth')]).map((p) => p.manifest.id);
  t.same(order, ['auth', 'dossier', 'workflow']);
});

t.test('missing dependency, cycle and duplicate permission are rejected', async (t) => {
  t.throws(() => orderPlugins([plugin('a', ['ghost'])]), /missing plugin ghost/);
  t.throws(() => orderPlugins([plugin('a', ['b']), plugin('b', ['a'])]), /cycle/);
  t.throws(() => orderPlugins([plugin('a'), plugin('a')]), /Duplicate/);
  t.throws(() => validatePlugins([plugin('a', [], ['x']), plugin('b', [], ['x'])]), /registered twice/);
  t.same(validatePlugins([plugin('a', [], ['x']), plugin('b', [], ['y'])]), ['x', 'y']);
});
