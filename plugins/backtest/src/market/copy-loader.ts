import { finished } from 'node:stream/promises';
import { from as copyFrom, type CopyStreamQuery } from 'pg-copy-streams';
import type { PgSession } from './pg-session.ts';

export type Cell = string | number | boolean | null;

export interface TableSpec {
  table: string;
  /** Constant columns (e.g. symbol) and their values. */
  fixed: Record<string, string>;
  /** Varying columns with their PostgreSQL types, in the order of a row's cells. */
  columns: [name: string, type: string][];
  /** The natural key (primary key): fixed columns, then varying ones. */
  key: string[];
}

const q = (n: string) => `"${n}"`;
/** ~256 KB of COPY text per write. */
const CHUNK = 256 * 1024;

/** A value in COPY text format (tab-separated, `\N` for null, backslash escapes). */
function copyText(v: Cell): string {
  if (v === null) return '\\N';
  if (typeof v === 'boolean') return v ? 't' : 'f';
  const s = String(v);
  return /[\\\t\n\r]/.test(s)
    ? s.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'))
    : s;
}

/** Resolves on 'drain'; rejects when the COPY fails or ends first (no listener left behind). */
function drained(stream: CopyStreamQuery): Promise<void> {
  return new Promise((resolve, reject) => {
    const finish = (error?: Error | null) => {
      stream.off('drain', onDrain);
      stream.off('close', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => finish();
    const onClose = () => finish(stream.errored ?? new Error('the COPY ended before its rows were sent'));
    stream.once('drain', onDrain);
    stream.once('close', onClose);
  });
}

/**
 * Loads one file's rows into `spec.table` with `COPY FROM STDIN` (bench/market, ADR 0051):
 * - straight into the table while the market holds no rows of the fixed values yet and the rows
 *   come in strictly increasing key order (one varying key column: no duplicate possible);
 * - otherwise into a temporary stage table, merged at the end: rows that differ are updated,
 *   missing rows inserted, identical rows left alone (a re-import writes nothing). Within the file
 *   the last row of a key wins, as before.
 */
export class TableLoader {
  private readonly fixedNames: string[];
  private readonly varyingKey: string[];
  private readonly stage: string;
  private stream: CopyStreamQuery | null = null;
  private direct = false;
  private buffer = '';
  private last = -Infinity;
  private seq = 0;
  private stagedSorted = true;
  private stageOpen = false;
  private lo = Infinity;
  private hi = -Infinity;
  inserted = 0;
  updated = 0;

  constructor(
    private readonly s: PgSession,
    private readonly spec: TableSpec,
  ) {
    this.fixedNames = Object.keys(spec.fixed);
    this.varyingKey = spec.key.filter((k) => !this.fixedNames.includes(k));
    this.stage = `stage_${spec.table}`;
  }

  private get fixedValues() {
    return this.fixedNames.map((n) => this.spec.fixed[n]!);
  }

  private fixedWhere(alias: string, from = 1) {
    return this.fixedNames.map((n, i) => `${alias}.${q(n)} = $${i + from}::text`).join(' and ');
  }

  /** Decides between the direct and the staged path; call once before `add`. */
  async open(): Promise<void> {
    const single = this.varyingKey.length === 1 && this.varyingKey[0] === this.spec.columns[0]![0];
    if (single) {
      const [row] = await this.s.sql<{ found: boolean }>(
        `select exists(select 1 from ${q(this.spec.table)} t where ${this.fixedWhere('t')}) as found`,
        this.fixedValues,
      );
      this.direct = !row?.found;
    }
    if (this.direct)
      this.startCopy(
        `copy ${q(this.spec.table)} (${[...this.fixedNames, ...this.spec.columns.map(([n]) => n)].map(q).join(', ')}) from stdin`,
      );
    else await this.openStage();
  }

  /** Adds one row (cells in `spec.columns` order); the first cell is the leading key value. */
  async add(cells: Cell[]): Promise<void> {
    await this.addText(Number(cells[0]), cells.map(copyText).join('\t'));
  }

  /** `add` with the row already in COPY text (tab-separated cells needing no escape). */
  async addText(key: number, body: string): Promise<void> {
    if (!this.push(key, body)) {
      // Out of order: a key may repeat. What was copied so far stays; the rest is merged.
      await this.endCopy();
      this.direct = false;
      await this.openStage();
      this.push(key, body);
    }
    await this.flushIfFull();
  }

  /**
   * Synchronous `addText` for the common case; false (nothing added) when the row needs the
   * stage first, then call `addText`. Call `flushIfFull` after a batch of rows.
   */
  push(key: number, body: string): boolean {
    if (this.direct) {
      if (!(key > this.last)) return false;
      this.buffer += this.fixedPrefix() + body + '\n';
    } else {
      if (!(key > this.last)) this.stagedSorted = false;
      this.buffer += `${this.seq++}\t${body}\n`;
    }
    this.last = key;
    if (key < this.lo) this.lo = key;
    if (key > this.hi) this.hi = key;
    return true;
  }

  /** Ends the COPY and merges the stage; `inserted` and `updated` then hold the counts. */
  async close(): Promise<void> {
    const wasDirect = this.direct;
    await this.endCopy();
    if (!wasDirect) await this.merge();
  }

  /** Lowest and highest leading key value added (null when no row was added). */
  keyRange(): { lo: number; hi: number } | null {
    return this.lo <= this.hi ? { lo: this.lo, hi: this.hi } : null;
  }

  /** Aborts a COPY in progress (the transaction is rolled back by the caller). */
  async abort(error: Error): Promise<void> {
    const stream = this.stream;
    this.stream = null;
    if (!stream) return;
    stream.destroy(error);
    await finished(stream).catch(() => undefined);
  }

  private fixedPrefixText: string | null = null;
  private fixedPrefix(): string {
    return (this.fixedPrefixText ??= this.fixedValues.map((v) => `${copyText(v)}\t`).join(''));
  }

  private async openStage() {
    if (!this.stageOpen) {
      const cols = this.spec.columns.map(([n, type]) => `${q(n)} ${type}`).join(', ');
      await this.s.sql(`create temp table ${q(this.stage)} (seq bigint not null, ${cols}) on commit drop`);
      this.stageOpen = true;
    }
    this.startCopy(`copy ${q(this.stage)} (seq, ${this.spec.columns.map(([n]) => q(n)).join(', ')}) from stdin`);
  }

  private startCopy(text: string) {
    this.stream = this.s.client.query(copyFrom(text));
    this.stream.on('error', () => undefined); // surfaced by write/end below
  }

  /** Sends the buffered rows once they fill a chunk (waits while PostgreSQL catches up). */
  async flushIfFull(): Promise<void> {
    if (this.buffer.length >= CHUNK) await this.write();
  }

  private async write() {
    const stream = this.stream!;
    const text = this.buffer;
    this.buffer = '';
    if (!text) return;
    if (stream.errored) throw stream.errored;
    if (!stream.write(text)) await drained(stream);
  }

  private async endCopy() {
    if (!this.stream) return;
    await this.write();
    const stream = this.stream;
    this.stream = null;
    stream.end();
    await finished(stream);
    if (this.direct) this.inserted += stream.rowCount;
  }

  /**
   * One join of the stage with the stored range finds the rows that are missing or differ; only
   * those are written (identical rows are not touched: a re-import writes nothing).
   */
  private async merge() {
    if (!this.stageOpen || this.lo > this.hi) return;
    const { table, columns } = this.spec;
    const keys = this.varyingKey;
    const nonKey = columns.map(([n]) => n).filter((n) => !keys.includes(n));
    const fixed = this.fixedValues;
    // The last row of a key wins when the file repeats keys (only possible when not in key order).
    const source =
      this.stagedSorted && keys.length === 1
        ? q(this.stage)
        : `(select distinct on (${keys.map(q).join(', ')}) * from ${q(this.stage)} order by ${keys.map(q).join(', ')}, seq desc)`;
    const lead = q(columns[0]![0]);
    const range = `t.${lead} between $${fixed.length + 1}::bigint and $${fixed.length + 2}::bigint`;
    const match = (a: string) =>
      `${this.fixedWhere('t')} and ${keys.map((k) => `t.${q(k)} = ${a}.${q(k)}`).join(' and ')}`;
    const differs = nonKey.map((n) => `t.${q(n)} is distinct from s.${q(n)}`).join(' or ') || 'false';
    const names = [...this.fixedNames, ...columns.map(([n]) => n)];
    await this.s.sql(`set local work_mem = '128MB'`); // the join's hash of a 1M-row file stays in memory
    const [out] = await this.s.sql<{ inserted: string; updated: string }>(
      `with d as materialized (
         select s.*, t.${lead} is null as missing from ${source} s left join ${q(table)} t on ${match('s')} and ${range}
         where t.${lead} is null or ${differs}),
       u as (${nonKey.length ? `update ${q(table)} t set ${nonKey.map((n) => `${q(n)} = d.${q(n)}`).join(', ')} from d where not d.missing and ${match('d')} returning 1` : 'select 1 where false'}),
       i as (insert into ${q(table)} (${names.map(q).join(', ')})
         select ${fixed.map((_, i) => `$${i + 1}::text`).join(', ')}, ${columns.map(([n]) => `d.${q(n)}`).join(', ')} from d where d.missing returning 1)
       select (select count(*) from i) as inserted, (select count(*) from u) as updated`,
      [...fixed, this.lo, this.hi],
    );
    this.inserted += Number(out?.inserted ?? 0);
    this.updated += Number(out?.updated ?? 0);
  }
}
