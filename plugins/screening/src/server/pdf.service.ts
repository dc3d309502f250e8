import { execSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import type { ScreeningResponse, ScreeningResult } from '../shared/index.ts';
import { listName } from './result.mapper.ts';

const esc = (s: unknown) => String(s ?? '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function chromiumPath(): string {
  return process.env.CHROMIUM_PATH || execSync('command -v chromium || command -v chromium-browser', { shell: '/bin/sh' }).toString().trim();
}

/** The result view as a printable page: request, match details, explanation and list versions. */
export function resultHtml(response: ScreeningResponse, result: ScreeningResult, meta: { organisation: string; user: string; generatedAt: Date }): string {
  const rows = (o: Record<string, string>) => Object.entries(o).map(([k, v]) => `<tr><th>${esc(k)}</th><td>${esc(v)}</td></tr>`).join('');
  const section = (title: string, body: string, empty: string) => `<h2>${title}</h2>${body || `<p class="empty">${empty}</p>`}`;
  const r = response.request;
  return `<!doctype html><html><head><meta charset="utf-8"><title>Sanction screening ${esc(response.search_id)}</title><style>
body{font-family:'Liberation Sans',Arial,sans-serif;font-size:11pt;margin:24px;color:#111}h1{font-size:18pt}h2{font-size:13pt;border-bottom:1px solid #999;margin-top:18px}
table{border-collapse:collapse;width:100%}th,td{text-align:left;vertical-align:top;padding:3px 6px;border-bottom:1px solid #ddd}th{width:30%}.empty{color:#555}.meta{color:#444;font-size:9pt}
</style></head><body>
<h1>Sanction screening result</h1>
<p class="meta">Search ${esc(response.search_id)} · ${esc(meta.organisation)} · generated ${esc(meta.generatedAt.toISOString())} by ${esc(meta.user)}</p>
<h2>Request</h2><table>${rows({ Surname: r.surname, 'First name': r.firstname, 'Date of birth': r.dob, Nationality: r.nationality })}</table>
<h2>Match</h2><table>${rows({ Score: String(result.score), 'Matched name': result.explanation.matched_name, 'Name strength': result.explanation.name_strength, List: `${listName(result.list.source)} — version ${result.list.version}`, 'List entry': result.entry_id })}</table>
<p>${esc(result.explanation.summary)}</p>
<table>${result.explanation.contributions.map((c) => `<tr><th>${esc(c.feature)}</th><td>${esc(c.value)} — ${esc(c.detail)}</td></tr>`).join('')}</table>
<h2>Individual</h2><table>${rows({ 'First name': result.individual.firstname, Surname: result.individual.surname, 'Year of birth': result.individual.year_of_birth ?? '', ...result.individual.more })}</table>
${section('Addresses', result.addresses.map((a, i) => `<p>${i + 1}. ${esc(a.text)}</p>`).join(''), 'No Addresses found')}
${section('Sanctions', result.sanction_types.filter((s) => s.current || s.found).map((s) => `<p>${esc(s.body)} · current: ${s.current ? 'yes' : 'no'} · ${esc(s.countryCode)}</p>`).join(''), 'No Sanctions found')}
${section('Notes', result.notes.map((n) => `<p>${esc(n.note)} <span class="meta">(${esc(n.source)})</span></p>`).join(''), 'No Notes found')}
${section('Flags', result.flags.filter((f) => f.found).map((f) => `<p>${esc(f.data.rep)}</p>`).join(''), 'No Flags found')}
${section('Articles', result.articles.map((a) => `<p>${esc(a.url)}</p>`).join(''), 'No Articles found')}
<h2>Lists searched</h2><table>${response.list_versions.map((v) => `<tr><th>${esc(listName(v.source))}</th><td>version ${esc(v.version)}${v.published_at ? `, published ${esc(v.published_at.slice(0, 10))}` : ''}</td></tr>`).join('')}</table>
</body></html>`;
}

/** At most two Chromium processes render at once; further requests wait their turn. */
const MAX_RENDERS = 2;
let running = 0;
const waiting: (() => void)[] = [];
async function slot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_RENDERS) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/** Renders HTML to an A4 PDF in Debian's Chromium. */
export function renderPdf(html: string): Promise<Buffer> {
  return slot(() => render(html));
}

async function render(html: string): Promise<Buffer> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await browser.newPage();
    await page.setContent(html, { waitUntil: 'load' });
    return await page.pdf({ format: 'A4', printBackground: true, margin: { top: '12mm', bottom: '12mm', left: '10mm', right: '10mm' } });
  } finally {
    await browser.close();
  }
}
