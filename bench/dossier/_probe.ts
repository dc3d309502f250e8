import { coreEntities, createOrm } from '@app/core/server';
import { serverPlugins, migrations } from '@app/server';
import { listCompanies } from '../../plugins/dossier/src/server/company-list.service.ts';
const orm = await createOrm({ clientUrl: 'postgresql://postgres:postgres@127.0.0.1:5615/bench', entities: [...coreEntities, ...serverPlugins.flatMap((p) => p.entities ?? [])], migrations });
const pool: any = await orm.em.getConnection().getNativeClient();
const q0 = pool.query.bind(pool);
const slow: Record<string, number[]> = {};
pool.query = async (cfg: any, ...rest: any[]) => { const t = performance.now(); const r = await q0(cfg, ...rest); const text = typeof cfg === 'string' ? cfg : cfg.text; (slow[text] ??= []).push(performance.now() - t); if (process.env.SAVE && text.includes(process.env.SAVE) && !(globalThis as any).saved) { (globalThis as any).saved = 1; (await import('node:fs')).writeFileSync('/tmp/exp/stmt.json', JSON.stringify({ text, values: cfg.values })); } return r; };
const [{ organization }] = await orm.em.fork().execute(`select organization from dossier_company limit 1`);
const TERMS = (process.env.TERMS ?? 'trust,harbour,gaming,capital,coral,martina,ocean,payments').split(',');
for (const round of [1, 2, 3]) {
  const res: string[] = [];
  for (const term of TERMS) for (const key of ['name', 'createdAt', 'next_review_date']) for (const dir of ['asc', 'desc']) for (const page of [1, 5]) {
    const t = performance.now();
    const r = await listCompanies(orm.em.fork(), organization, { search: term, orderingKey: key, orderingValue: dir, page: String(page) } as never, {});
    const ms = performance.now() - t;
    if (round === 3) res.push(`${term} ${key} ${dir} p${page}: ${ms.toFixed(1)} ms (${r.count})`);
  }
  if (round === 3) console.log(res.join('\n'));
}
for (const [k, v] of Object.entries(slow)) { const avg = v.reduce((a, b) => a + b, 0) / v.length; if (avg > 0.8) console.log(avg.toFixed(2), v.length, k.replace(/\s+/g, ' ').slice(0, 900)); }
await orm.close();
