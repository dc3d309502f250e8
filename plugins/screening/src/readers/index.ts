import { readFileSync, readdirSync, statSync } from 'node:fs';
import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { ListFormatError, type ListSource, type ParsedList, type SourceFile } from '../engine/model.ts';
import { readEu } from './eu.reader.ts';
import { readFtm } from './ftm.reader.ts';
import { readOfac } from './ofac.reader.ts';
import { readUk } from './uk.reader.ts';
import { readUn } from './un.reader.ts';

/**
 * Sanctions-list readers: turn the files a list publisher ships into `ParsedList`. Every reader
 * rejects bad, truncated or unrecognised input with `ListFormatError` (nothing partial).
 */

export { COUNTRIES, countryCode, countryFromIso, countryName } from './countries.ts';
export { parseDob, parseDobs, parseIsoDob, parseUnDob } from './dob.ts';
export { readEu } from './eu.reader.ts';
export { readFtm } from './ftm.reader.ts';
export { readOfac, readOfacCsv, readOfacXml } from './ofac.reader.ts';
export { readUk } from './uk.reader.ts';
export { readUn } from './un.reader.ts';

const READERS: Record<ListSource, (files: SourceFile[]) => ParsedList> = {
  ofac: readOfac,
  un: readUn,
  uk: readUk,
  eu: readEu,
  ftm: readFtm,
};

export const LIST_SOURCES = Object.keys(READERS) as ListSource[];

export function readList(source: ListSource, files: SourceFile[]): ParsedList {
  const reader = READERS[source];
  if (!reader) throw new ListFormatError(`unknown list source '${String(source)}'`);
  if (files.length === 0) throw new ListFormatError(`${source}: no files given`);
  const list = reader(files);
  if (list.entries.length === 0) throw new ListFormatError(`${source}: no entries`);
  return list;
}

const visible = (name: string): boolean => !name.startsWith('.');

/** Files of the given paths; a folder contributes its (non-hidden) files, not sub-folders. */
export async function loadSourceFiles(paths: string[]): Promise<SourceFile[]> {
  const files: SourceFile[] = [];
  for (const p of paths) {
    const st = await stat(p).catch(() => undefined);
    if (!st) throw new ListFormatError(`${p}: no such file or folder`);
    if (st.isDirectory()) {
      const names = (await readdir(p)).filter(visible).sort();
      for (const n of names) {
        const full = path.join(p, n);
        if ((await stat(full)).isFile()) files.push({ name: n, content: await readFile(full) });
      }
    } else files.push({ name: path.basename(p), content: await readFile(p) });
  }
  return files;
}

export function loadSourceFilesSync(paths: string[]): SourceFile[] {
  const files: SourceFile[] = [];
  for (const p of paths) {
    let st;
    try {
      st = statSync(p);
    } catch {
      throw new ListFormatError(`${p}: no such file or folder`);
    }
    if (st.isDirectory()) {
      for (const n of readdirSync(p).filter(visible).sort()) {
        const full = path.join(p, n);
        if (statSync(full).isFile()) files.push({ name: n, content: readFileSync(full) });
      }
    } else files.push({ name: path.basename(p), content: readFileSync(p) });
  }
  return files;
}

/** Reads a list from files and/or folders (all files of a folder). */
export async function readListFromPath(source: ListSource, paths: string[]): Promise<ParsedList> {
  return readList(source, await loadSourceFiles(paths));
}

export function readListFromPathSync(source: ListSource, paths: string[]): ParsedList {
  return readList(source, loadSourceFilesSync(paths));
}
