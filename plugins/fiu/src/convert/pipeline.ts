import { mkdir, open, rm, stat, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { fieldByKey, type ColumnMapping } from '../shared/fields.ts';
import { ROW_REASONS } from '../shared/messages.ts';
import type { SchemaId } from '../shared/fiu.schema.ts';
import type { UserInfoResponse } from '../shared/user-info.ts';
import { validateRow, type RowError } from './row-validate.ts';
import { loadLookups, SCHEMA_PROFILES, xsdPath } from './schemas.ts';
import type { SourceRow } from './sources.ts';
import { reportHead, reportTail, transactionXml } from './xml.ts';
import { validateXmlFile, xsdValidator } from './xsd.ts';
import { ZipWriter } from './zip.ts';

/** One row in goAML field terms, as read from the export (or edited in Saved info). */
export interface RecordIn {
  row: number;
  values: Record<string, string>;
  columns?: Record<string, string>;
  errors?: RowError[];
  /** The row's `<transaction>` already written and checked (reports from stored transactions): no field checks. */
  xml?: string;
}

export interface BadRow {
  row: number;
  values: Record<string, string>;
  errors: RowError[];
}

export interface ConvertOptions {
  schema: SchemaId;
  reportCode: string;
  indicators: readonly string[];
  currencyLocal: string;
  user: UserInfoResponse;
  /** Base of each part's entity_reference and file name. */
  reference: string;
  /** The report's `reason` and `action` (default reason: the source's reference). */
  reason?: string;
  action?: string;
  workDir: string;
  /** The FIU portal's upload limit per XML file. */
  maxPartBytes: number;
  now?: Date;
  dataDir?: string;
  onBadRow?(bad: BadRow): Promise<void> | void;
  onProgress?(rows: number): void;
}

export interface ConvertResult {
  rows: number;
  validRows: number;
  badRows: number;
  parts: number;
  /** The report: one XML file, or a ZIP of the parts; null when no row converted. */
  output: { path: string; kind: 'xml' | 'zip'; bytes: number } | null;
}

export class XsdRejectedError extends Error {
  constructor(
    readonly part: number,
    readonly errors: string[],
  ) {
    super(`Part ${part} does not validate against the XSD: ${errors.slice(0, 3).join('; ')}`);
  }
}

/** Turns source rows into goAML field records through the column mapping (header = first row). */
export async function* mapRows(rows: AsyncIterable<SourceRow>, mapping: ColumnMapping): AsyncGenerator<RecordIn> {
  let keys: string[] = [];
  let positions: number[] = [];
  let template: Record<string, string> = {};
  let width = -1;
  for await (const { row, cells } of rows) {
    if (width < 0) {
      const headers = cells.map((c) => c.trim());
      width = headers.length;
      const index = Object.entries(mapping).filter(([key]) => fieldByKey.has(key));
      keys = index.map(([key]) => key);
      positions = index.map(([, header]) => headers.indexOf(header));
      template = Object.fromEntries(keys.map((key) => [key, '']));
      continue;
    }
    // a copy of one template: every row's object has the same shape (fast property stores and reads)
    const values: Record<string, string> = { ...template };
    for (let k = 0; k < keys.length; k++) {
      const i = positions[k]!;
      if (i >= 0) values[keys[k]!] = cells[i] ?? '';
    }
    const errors =
      cells.length === width
        ? undefined
        : [{ row, column: '', field: '', reason: ROW_REASONS.columnCount(cells.length, width) }];
    yield { row, values, columns: mapping, errors };
  }
}

/** The column a field came from (its mapped header, else the field's label), for row errors. */
function columnLabels(columns: Record<string, string> | undefined): (field: string) => string {
  return (field) => columns?.[field] ?? fieldByKey.get(field)?.label ?? field;
}

const BUFFER_BYTES = 1 << 20;

/**
 * One XML part being written to disk. Rows are encoded straight into one of two reused 1 MiB
 * buffers; while one is written out the other fills. No part, no joined text and no per-row
 * Buffer is ever held: row strings die young, so the garbage collector has little to do.
 */
class PartFile {
  private current: Buffer;
  private spare: Buffer;
  private used = 0;
  /** The write in progress (of the spare buffer): awaited before that buffer is filled again. */
  private writing: Promise<unknown> = Promise.resolve();
  bytes = 0;
  rows = 0;
  private constructor(
    readonly file: string,
    private readonly handle: FileHandle,
    buffers: [Buffer, Buffer],
  ) {
    [this.current, this.spare] = buffers;
  }

  static async open(file: string, head: string, buffers: [Buffer, Buffer]): Promise<PartFile> {
    const part = new PartFile(file, await open(file, 'w'), buffers);
    await part.append(head, Buffer.byteLength(head));
    return part;
  }

  /** Adds a row of `size` UTF-8 bytes; returns a promise only when a buffer is handed to the disk (no promise per row). */
  push(xml: string, size: number): Promise<void> | undefined {
    this.bytes += size;
    this.rows += 1;
    return this.append(xml, size);
  }

  private append(text: string, size: number): Promise<void> | undefined {
    if (this.used + size <= this.current.length) {
      this.used += this.current.write(text, this.used, 'utf8');
      return undefined;
    }
    return this.appendAfterFlush(text, size);
  }

  private async appendAfterFlush(text: string, size: number): Promise<void> {
    await this.flush();
    if (size <= this.current.length) return this.append(text, size);
    await this.writing; // a text larger than a buffer (never a goAML row in practice) goes out on its own, in order
    await this.handOver(this.handle.write(text));
  }

  /** Hands the filled buffer to the disk and continues in the other one, once its own last write is done. */
  private async flush(): Promise<void> {
    const full = this.current;
    const length = this.used;
    await this.writing;
    [this.current, this.spare] = [this.spare, full];
    this.used = 0;
    if (length) await this.handOver(this.handle.write(full, 0, length));
  }

  private async handOver(write: Promise<unknown>): Promise<void> {
    write.catch(() => undefined); // awaited by the next flush or close
    this.writing = write;
  }

  /** Closes the file without finishing the document (the conversion failed). */
  async abort(): Promise<void> {
    await this.writing.catch(() => undefined);
    await this.handle.close();
  }

  async close(tail: string): Promise<void> {
    await this.append(tail, Buffer.byteLength(tail));
    await this.flush();
    await this.writing;
    await this.handle.close();
  }
}

/**
 * Checks every row, writes the good ones as goAML transactions into XML part files no larger than
 * the portal limit, validates each finished part against the XSD with libxml2 (native xmllint in a
 * child process, or xmllint-wasm in a worker) while the next part is built, and zips the parts when
 * there is more than one. At most one part is being written and one validated at a time. Same
 * input, same output.
 */
export async function convertRecords(records: AsyncIterable<RecordIn>, o: ConvertOptions): Promise<ConvertResult> {
  const profile = SCHEMA_PROFILES[o.schema];
  const lookups = loadLookups(o.schema, o.dataDir);
  const xsdFile = xsdPath(o.schema, o.dataDir);
  const validator = xsdValidator();
  const now = o.now ?? new Date();
  const submissionDate = now.toISOString().slice(0, 19);
  const rules = {
    lookups,
    transmodeCommentRequired: profile.transmodeCommentRequired,
    accountPattern: profile.accountPattern,
    now,
  };
  const tail = reportTail(o);
  await mkdir(o.workDir, { recursive: true });

  const headFor = (part: number) =>
    reportHead({
      ...o,
      profile,
      entityReference: `${o.reference}-${part}`,
      submissionDate,
      reason: o.reason ?? `Transactions converted from ${o.reference}`,
      action: o.action,
    });
  const partName = (part: number) => `${o.reference}-${String(part).padStart(3, '0')}.xml`;
  let number = 1;
  let head = headFor(number);
  let current: PartFile | null = null;
  const buffers: [Buffer, Buffer] = [Buffer.allocUnsafeSlow(BUFFER_BYTES), Buffer.allocUnsafeSlow(BUFFER_BYTES)];
  let rows = 0;
  let validRows = 0;
  let badRows = 0;
  let pending: Promise<void> = Promise.resolve();
  let zip: ZipWriter | null = null;
  const done: string[] = [];

  const addToZip = async (file: string) => {
    zip ??= new ZipWriter(path.join(o.workDir, `${o.reference}.zip`));
    await zip.addFile(path.basename(file), file);
    await rm(file);
  };
  const finish = async () => {
    const part = current!;
    const partNumber = number;
    current = null;
    await part.close(tail);
    await pending; // one part in validation at a time: memory and disk stay bounded
    pending = (async () => {
      const result = await validateXmlFile(part.file, xsdFile, validator);
      if (!result.valid) throw new XsdRejectedError(partNumber, result.errors);
      done.push(part.file);
      if (done.length >= 2) {
        if (done.length === 2) await addToZip(done[0]!);
        await addToZip(part.file);
      }
    })();
    pending.catch(() => undefined);
    number += 1;
    head = headFor(number);
  };

  let columnsOf: Record<string, string> | undefined;
  let columnOf = columnLabels(undefined);
  const limit = o.maxPartBytes - Buffer.byteLength(head) - Buffer.byteLength(tail) - 64;
  try {
    for await (const record of records) {
      rows += 1;
      if (record.columns !== columnsOf) [columnsOf, columnOf] = [record.columns, columnLabels(record.columns)];
      const checked = record.errors?.length
        ? { errors: record.errors }
        : record.xml !== undefined
          ? { xml: record.xml }
          : validateRow(record.row, record.values, columnOf, rules);
      if ('errors' in checked) {
        badRows += 1;
        await o.onBadRow?.({ row: record.row, values: record.values, errors: checked.errors });
      } else {
        const xml = 'xml' in checked ? checked.xml : transactionXml(checked.tx);
        const size = Buffer.byteLength(xml);
        if (current && current.bytes + size > limit && current.rows) await finish();
        current ??= await PartFile.open(path.join(o.workDir, partName(number)), head, buffers);
        const written = current.push(xml, size);
        if (written) await written;
        validRows += 1;
      }
      if (rows % 1000 === 0) o.onProgress?.(rows);
    }
  } catch (error) {
    await (current as PartFile | null)?.abort();
    throw error;
  }
  if (current) await finish();
  await pending;
  o.onProgress?.(rows);
  let output: ConvertResult['output'] = null;
  if (zip) {
    const zipBytes = await (zip as ZipWriter).close();
    output = { path: path.join(o.workDir, `${o.reference}.zip`), kind: 'zip', bytes: zipBytes };
  } else if (done.length === 1) {
    output = { path: done[0]!, kind: 'xml', bytes: (await stat(done[0]!)).size };
  }
  return { rows, validRows, badRows, parts: done.length, output };
}
