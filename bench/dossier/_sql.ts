// prints the combined statement for psql timing
import { writeFileSync } from 'node:fs';
const org = process.argv[2], term = process.argv[3];
const L = [...term].length;
const COLUMN: Record<string, string> = { name: 'list_name', createdAt: 'created_at', next_review_date: 'next_review_date' };
const order = (k: string, d: string, t: string) => `${t}.${COLUMN[k]} ${d}${k === 'next_review_date' ? ' nulls last' : ''}, ${t}.company_id ${d}`;
const n = 240;
const run = (k: string, extra: string) => `select s.company_id, s.${COLUMN[k]} from dossier_company_search s where s.organization = '${org}' and s.suffix = r.suffix and s.lcp < ${L}${extra}`;
const merge = (k: string, d: string) => {
  const firsts = k === 'next_review_date' && d === 'desc'
    ? `(${run(k, ' and s.next_review_date is not null')} order by s.next_review_date desc, s.company_id desc limit ${n}) union all (${run(k, ' and s.next_review_date is null')} order by s.company_id desc limit ${n})`
    : `${run(k, '')} order by ${order(k, d, 's')} limit ${n}`;
  return `array_to_string(array(select m.company_id from runs r cross join lateral (${firsts}) m order by ${order(k, d, 'm')} limit ${n}), ',')`;
};
const runs = `with recursive runs(suffix) as ((select s.suffix from dossier_company_search s where s.organization = '${org}' and s.suffix >= lower('${term}') collate "C" and s.suffix < dossier_prefix_end(lower('${term}')) collate "C" order by s.suffix limit 1) union all select (select s.suffix from dossier_company_search s where s.organization = '${org}' and s.suffix > r.suffix and s.suffix < dossier_prefix_end(lower('${term}')) collate "C" order by s.suffix limit 1) from runs r where r.suffix is not null)`;
const all = ['name', 'createdAt', 'next_review_date'].flatMap((k) => ['asc', 'desc'].map((d) => merge(k, d)));
writeFileSync('/tmp/exp/all.sql', `${runs} select (select count(*) from dossier_company_search s where s.organization = '${org}' and s.suffix >= lower('${term}') collate "C" and s.suffix < dossier_prefix_end(lower('${term}')) collate "C" and s.lcp < ${L}), ${all.join(', ')}`);
writeFileSync('/tmp/exp/one.sql', `${runs} select ${merge('createdAt', 'desc')}`);
