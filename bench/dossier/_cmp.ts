import { coreEntities, createOrm } from '@app/core/server';
import { serverPlugins, migrations } from '@app/server';
import { listCompanies } from '../../plugins/dossier/src/server/company-list.service.ts';
const orm = await createOrm({ clientUrl: 'postgresql://postgres:postgres@127.0.0.1:5615/bench', entities: [...coreEntities, ...serverPlugins.flatMap((p) => p.entities ?? [])], migrations });
const [{ organization }] = await orm.em.fork().execute(`select organization from dossier_company limit 1`);
let bad = 0, n = 0;
const filters = [{}, { company_type: 'account_holder' }, { review_date_present: 'false' }, { review_start_date: '2027-01-01', added_at_end: '2026-11-01' }];
for (const term of ['trust', 'ocean', 'martina', 'ing', '123', 'ria', 'zzz', 'Tr%', 'rust']) for (const key of ['name', 'createdAt', 'next_review_date']) for (const dir of ['asc', 'desc']) for (const page of [1, 3, 9, 40]) for (const f of filters) {
  const q = { search: term, orderingKey: key, orderingValue: dir, page: String(page) } as never;
  process.env.NOSFX = '0'; const a = await listCompanies(orm.em.fork(), organization, q, f as never);
  process.env.NOSFX = '1'; const b = await listCompanies(orm.em.fork(), organization, q, f as never);
  n++;
  if (JSON.stringify(a) !== JSON.stringify(b)) { bad++; if (bad < 5) console.log('DIFF', term, key, dir, page, JSON.stringify(f), a.count, b.count, a.companies.length, b.companies.length); }
}
console.log('compared', n, 'bad', bad);
await orm.close();
