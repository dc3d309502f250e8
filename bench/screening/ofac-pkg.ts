/**
 * Adapter for the npm package `ofac` (1.0.21, "A module to facilitate local OFAC searches").
 *
 * How that package works (read from its index.js): `init()` downloads the SDN XML zip, extracts
 * `sdn.xml` into `opts.path`, and `search(cust, file)` streams the XML line by line, parses every
 * `<sdnEntry>` with xml2js and keeps entries whose sdnType equals `cust.search_type` and whose
 * lower-cased `firstName` / `lastName` (or an aka's) are *equal* to the query's, or whose id
 * document number equals `cust.id`. There is no fuzzy matching, no ranking and no index: every
 * search re-reads and re-parses the whole file.
 *
 * No network: we write an `sdn.xml` in the layout it expects (one `<sdnEntry>` per line) from the
 * same OFAC entries the engine indexes, pass its path to `search()` directly (so `init()`/`fetch()`
 * are never called), and replace its fetch function by one that fails.
 */
import { createRequire } from 'node:module';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ListEntry } from '../../plugins/screening/src/engine/model.ts';

interface OfacCust {
  firstName?: string;
  lastName?: string;
  search_type?: string;
  id?: string;
  country?: string;
}
interface OfacEntry {
  uid: string;
  firstName?: string;
  lastName?: string;
  sdnType: string;
}
interface OfacModule {
  config(opts: Record<string, unknown>): void;
  search(cust: OfacCust, fn?: string): Promise<OfacEntry[]>;
}

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function split(full: string, kind: ListEntry['kind']): { first?: string; last: string } {
  if (kind === 'person' && full.includes(',')) {
    const i = full.indexOf(',');
    return { last: full.slice(0, i).trim(), first: full.slice(i + 1).trim() };
  }
  return { last: full };
}

const TYPE: Record<string, string> = {
  person: 'Individual',
  entity: 'Entity',
  vessel: 'Vessel',
  aircraft: 'Aircraft',
  other: 'Entity',
};

/** SDN XML (the subset of the official schema the package reads). */
export function sdnXml(entries: ListEntry[]): string {
  const lines = [
    '<?xml version="1.0" standalone="yes"?>',
    '<sdnList>',
    '<publshInformation><Publish_Date>05/03/2024</Publish_Date><Record_Count>' +
      entries.length +
      '</Record_Count></publshInformation>',
  ];
  for (const e of entries) {
    const p = e.names.find((n) => n.strength === 'primary') ?? e.names[0];
    const { first, last } = split(p.full, e.kind);
    let x = `<sdnEntry><uid>${esc(e.id.replace(/^ofac:/, ''))}</uid>`;
    if (first) x += `<firstName>${esc(first)}</firstName>`;
    x += `<lastName>${esc(last)}</lastName><sdnType>${TYPE[e.kind]}</sdnType>`;
    const akas = e.names.filter((n) => n !== p);
    if (akas.length) {
      x += '<akaList>';
      akas.forEach((a, i) => {
        const s = split(a.full, e.kind);
        x += `<aka><uid>${i + 1}</uid><type>a.k.a.</type><category>${a.strength === 'weak' ? 'weak' : 'strong'}</category>`;
        if (s.first) x += `<firstName>${esc(s.first)}</firstName>`;
        x += `<lastName>${esc(s.last)}</lastName></aka>`;
      });
      x += '</akaList>';
    }
    x += '</sdnEntry>';
    lines.push(x);
  }
  lines.push('</sdnList>');
  return lines.join('\n') + '\n';
}

export class OfacPackage {
  private readonly dir: string;
  private readonly file: string;
  private readonly mod: OfacModule;

  constructor(ofacEntries: ListEntry[]) {
    const require = createRequire(import.meta.url);
    this.mod = require('ofac') as OfacModule;
    this.dir = mkdtempSync(join(tmpdir(), 'ofac-pkg-'));
    this.file = join(this.dir, 'sdn.xml');
    writeFileSync(this.file, sdnXml(ofacEntries));
    this.mod.config({
      path: this.dir,
      force: false,
      fetch: () => Promise.reject(new Error('network disabled in the benchmark')),
    });
  }

  /** Entry ids the package returns (unranked, in file order). */
  async search(q: { firstname?: string; surname?: string; name?: string; kind: ListEntry['kind'] }): Promise<string[]> {
    const cust: OfacCust = { search_type: TYPE[q.kind].toLowerCase() };
    if (q.firstname || q.surname) {
      if (q.firstname) cust.firstName = q.firstname;
      if (q.surname) cust.lastName = q.surname;
    } else if (q.kind === 'person' && (q.name ?? '').includes(',')) {
      // OFAC's own 'LAST, First' layout
      const s = split(q.name ?? '', 'person');
      cust.lastName = s.last;
      if (s.first) cust.firstName = s.first;
    } else if (q.kind === 'person') {
      // a single string: the package wants first / last; take the last word as the surname
      const ws = (q.name ?? '').trim().split(/\s+/);
      cust.lastName = ws.pop();
      if (ws.length) cust.firstName = ws.join(' ');
    } else cust.lastName = q.name;
    const res = await this.mod.search(cust, this.file);
    return res.map((r) => `ofac:${r.uid}`);
  }

  dispose(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}
