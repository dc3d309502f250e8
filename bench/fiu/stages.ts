/**
 * CPU per stage of the conversion (bare csv-parse, CSV source, column mapping, row checks + XML,
 * full conversion), to find where main-thread time goes: pnpm exec tsx bench/fiu/stages.ts [rows] [stages].
 * Needs the CSV that run.ts generated for the same row count.
 */
import { parse } from 'csv-parse';
import { createReadStream } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  convertRecords,
  csvRows,
  loadLookups,
  mapRows,
  SCHEMA_PROFILES,
  transactionXml,
  validateRow,
} from '@app/plugin-fiu/convert';
import { suggestMapping } from '@app/plugin-fiu/shared';
import { CODES, EXPORT_HEADER, userInfoOf } from '@app/plugin-fiu/testing';

const rows = Number(process.argv[2] ?? 100_000);
const file = path.join(os.tmpdir(), 'bench-fiu', `export-${rows}.csv`);
const mapping = suggestMapping(EXPORT_HEADER.split(','));
const schema = 'unodc-5.0.1' as const;
async function time(name: string, f: () => Promise<unknown>) {
  const c = process.cpuUsage();
  const t = performance.now();
  await f();
  const u = process.cpuUsage(c);
  console.log(
    `${name.padEnd(12)} cpu ${((u.user + u.system) / 1e6).toFixed(2)} s wall ${((performance.now() - t) / 1000).toFixed(2)} s`,
  );
}
const only = process.argv[3]?.split(',');
const stage = (n: string) => !only || only.includes(n);
if (stage('bare'))
  await time('bare', async () => {
    for await (const _ of createReadStream(file).pipe(parse({ bom: true, relax_column_count: true }))) void _;
  });
if (stage('csvRows'))
  await time('csvRows', async () => {
    for await (const _ of csvRows(createReadStream(file))) void _;
  });
if (stage('mapRows'))
  await time('mapRows', async () => {
    for await (const _ of mapRows(csvRows(createReadStream(file)), mapping)) void _;
  });
const lookups = loadLookups(schema);
const p = SCHEMA_PROFILES[schema];
const rules = {
  lookups,
  transmodeCommentRequired: p.transmodeCommentRequired,
  accountPattern: p.accountPattern,
  now: new Date(),
};
if (stage('check'))
  await time('check+xml', async () => {
    let chars = 0;
    for await (const r of mapRows(csvRows(createReadStream(file)), mapping)) {
      const c = validateRow(r.row, r.values, (f) => f, rules);
      if ('tx' in c) chars += transactionXml(c.tx).length;
    }
    return chars;
  });
if (stage('full'))
  await time('full', () =>
    convertRecords(mapRows(csvRows(createReadStream(file)), mapping), {
      schema,
      reportCode: CODES[schema].reportCode,
      indicators: [CODES[schema].indicator],
      currencyLocal: CODES[schema].currency,
      user: userInfoOf(),
      reference: 'bench',
      workDir: path.join(os.tmpdir(), 'bench-fiu', 'stages'),
      maxPartBytes: 20 * 1024 * 1024,
    }),
  );
if (stage('rows')) {
  // row work alone (mapping, checks, XML), on rows parsed beforehand, three rounds
  const parsed: string[][] = [];
  for await (const r of csvRows(createReadStream(file))) parsed.push(r.cells);
  const records = async function* () {
    for (let i = 0; i < parsed.length; i++) yield { row: i + 1, cells: parsed[i]! };
  };
  for (let round = 0; round < 3; round++) {
    await time(`rows #${round + 1}`, async () => {
      let chars = 0;
      for await (const r of mapRows(records(), mapping)) {
        const c = validateRow(r.row, r.values, (f) => f, rules);
        if ('tx' in c) chars += transactionXml(c.tx).length;
      }
      return chars;
    });
  }
}
