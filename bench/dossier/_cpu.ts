import { coreEntities, createOrm } from '@app/core/server';
import { serverPlugins, migrations } from '@app/server';
import { listCompanies } from '../../plugins/dossier/src/server/company-list.service.ts';
const orm = await createOrm({ clientUrl: 'postgresql://postgres:postgres@127.0.0.1:5615/bench', entities: [...coreEntities, ...serverPlugins.flatMap((p) => p.entities ?? [])], migrations });
const [{ organization }] = await orm.em.fork().execute(`select organization from dossier_company limit 1`);
const call = async (term: string, key: string, dir: string, page: number) => {
  const c0 = process.cpuUsage(); const t0 = performance.now();
  await listCompanies(orm.em.fork(), organization, { search: term, orderingKey: key, orderingValue: dir, page: String(page) } as never, {});
  const c = process.cpuUsage(c0); return [(c.user + c.system) / 1000, performance.now() - t0];
};
// JIT warm-up on other terms, then cold vs kept
for (let r = 0; r < 30; r++) for (const term of ['sunset', 'pacific', 'north', 'emerald']) for (const key of ['name', 'createdAt', 'next_review_date']) for (const dir of ['asc', 'desc']) await call(term, key, dir, 1 + (r % 5));
for (const phase of ['cold', 'kept']) {
  let cpu = 0, wall = 0, n = 0;
  for (const term of ['trust', 'harbour', 'gaming', 'capital', 'coral', 'martina', 'ocean', 'payments']) for (const key of ['name', 'createdAt', 'next_review_date']) for (const dir of ['asc', 'desc']) {
    const [c, w] = await call(term, key, dir, 1); cpu += c; wall += w; n++;
  }
  console.log(phase, 'node cpu ms/call', (cpu / n).toFixed(2), 'wall ms/call', (wall / n).toFixed(2));
}
await orm.close();
