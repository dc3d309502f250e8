/**
 * Due-diligence PDF bench (issue 10 §4: "under 1.5 s warm"): renders the printed form of a large,
 * fully answered due diligence (every question YES with details, 5 elements per section, 40
 * documents) through the same `formHtml` + core `renderPdf` as `GET download-pdf`: once cold (a
 * browser launch), then sequentially warm, then 4 at a time. Also reports the widget bundle size
 * when `widgets/dist` is built (target < 60 kB gzip).
 */
import { closePdfRenderer, renderPdf } from '@app/core/server';
import { buildElement, buildFile, buildInfo } from '@app/plugin-due-diligence/testing';
import { QUESTIONS, RECORD_FIELDS, SECTIONS, fieldsOf } from '@app/plugin-due-diligence/shared';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { FORM_PDF_OPTIONS, formHtml } from '../../plugins/due-diligence/src/server/form.pdf.ts';

const WARM = Number(process.env.BENCH_RUNS ?? 20);
const hex = (n: number) => `6740a1b2c3d4e5f6a7${n.toString(16).padStart(6, '0')}`;

const record = Object.fromEntries(
  RECORD_FIELDS.map((f) => [f, `Answer to ${f}, with enough words to wrap over a line or two in the printed table`]),
);
for (const q of QUESTIONS) record[q.field] = 'YES';
const elements = SECTIONS.filter((s) => s.type).flatMap((s, i) =>
  Array.from({ length: 5 }, (_, k) =>
    buildElement({
      _id: hex(i * 10 + k),
      type: s.type!,
      position: k,
      is_relevant: 'YES',
      ...Object.fromEntries(fieldsOf(s.type!).map((f) => [f, `${f} of ${s.type} ${k + 1}`])),
    }),
  ),
);
const docs = Array.from({ length: 40 }, (_, k) =>
  buildFile({
    id: hex(1000 + k),
    dueDiligenceElement: elements[k % elements.length]!._id,
    file: {
      filename: `document-${k + 1}.pdf`,
      serverName: `${hex(1000 + k)}.pdf`,
      filesize: 100_000 + k * 977,
      uploadDate: '2026-11-20T10:00:00.000Z',
      mime: 'application/pdf',
    },
  }),
);
const info = buildInfo({ record: { ...record, status: 'submitted' } as never, elements, docs, viewer: 'staff' });

const time = async () => {
  const start = performance.now();
  const pdf = await renderPdf(formHtml(info), FORM_PDF_OPTIONS);
  return { ms: performance.now() - start, bytes: pdf.length };
};
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)]!;
const round = (x: number) => Math.round(x);

const cold = await time();
const warm: number[] = [];
for (let i = 0; i < WARM; i++) warm.push((await time()).ms);
const t0 = performance.now();
const parallel = await Promise.all(Array.from({ length: 4 }, time));
const parallelWall = performance.now() - t0;
await closePdfRenderer();

let widget: { file: string; gzipBytes: number } | null = null;
const dist = path.resolve(import.meta.dirname, '../../widgets/dist/due-diligence');
if (existsSync(dist)) {
  const dd = readdirSync(dist)
    .filter((f) => /^dd-widget.*\.js$/.test(f))
    .map((f) => ({ file: f, gzipBytes: gzipSync(readFileSync(path.join(dist, f))).length }));
  widget = dd.sort((a, b) => b.gzipBytes - a.gzipBytes)[0] ?? null;
}

const results = {
  date: new Date().toISOString(),
  loadAverage: os.loadavg().map((x) => Math.round(x * 10) / 10),
  cpus: os.cpus().length,
  document: { elements: elements.length, documents: docs.length, pdfBytes: cold.bytes },
  coldMs: round(cold.ms),
  warm: {
    runs: WARM,
    p50Ms: round(pct(warm, 50)),
    p95Ms: round(pct(warm, 95)),
    maxMs: round(Math.max(...warm)),
    targetMs: 1500,
  },
  fourConcurrent: { wallMs: round(parallelWall), eachMs: parallel.map((p) => round(p.ms)) },
  widget,
};
console.log(JSON.stringify(results, null, 2));
writeFileSync(path.join(import.meta.dirname, 'last-results.json'), `${JSON.stringify(results, null, 2)}\n`);
