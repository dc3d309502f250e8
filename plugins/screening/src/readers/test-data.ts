import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ListFormatError, type SourceFile } from '../engine/model.ts';

/** Test helpers: where the shared real list snapshots are (outside the repo), and loading them. */

export const repoRoot = path.resolve(import.meta.dirname, '../../../..');
export const sanctionsDir = path.resolve(repoRoot, '../shared/data/sanctions');
export const hasSanctionsData = existsSync(path.join(sanctionsDir, 'ofac', 'sdn.csv'));
export const fixturesDir = path.join(import.meta.dirname, 'fixtures');

export function loadDir(sub: string): SourceFile[] {
  const dir = path.join(sanctionsDir, sub);
  return readdirSync(dir)
    .sort()
    .map((name) => ({ name, content: readFileSync(path.join(dir, name)) }));
}

export function file(name: string, content: string | Buffer): SourceFile {
  return { name, content: typeof content === 'string' ? Buffer.from(content, 'utf8') : content };
}

/** The first half of a file's bytes (a truncated download). */
export function half(f: SourceFile): SourceFile {
  return { name: f.name, content: f.content.subarray(0, Math.floor(f.content.length / 2)) };
}

export const SKIP_NO_DATA = hasSanctionsData ? false : `no sanctions data at ${sanctionsDir}`;

/** Asserts that `fn` throws a ListFormatError whose message matches `message`. */
export function rejects(
  t: { ok: (...args: any[]) => unknown; fail: (...args: any[]) => unknown },
  fn: () => unknown,
  message: RegExp,
  label = String(message),
): void {
  try {
    fn();
  } catch (err) {
    t.ok(err instanceof ListFormatError, `${label}: ListFormatError`);
    t.ok(message.test((err as Error).message), `${label}: message '${(err as Error).message}' matches ${message}`);
    return;
  }
  t.fail(`${label}: expected a ListFormatError`);
}
