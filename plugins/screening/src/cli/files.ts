import { UsageError } from '@app/core/cli';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ListSource, SourceFile } from '../engine/model.ts';

/** The list sources an import accepts (the readers of `ListSource`). */
export const LIST_SOURCES = ['ofac', 'un', 'uk', 'eu', 'ftm'] as const satisfies readonly ListSource[];

/**
 * The files of `paths` for a reader: a file as is, a folder as all its files (not recursive;
 * hidden files such as `.DS_Store` are skipped). Names are base names, as the readers expect.
 * A missing path, an empty folder or two different files with the same name are usage errors.
 */
export function collectFiles(paths: string[], cwd = process.cwd()): SourceFile[] {
  const files: SourceFile[] = [];
  const seen = new Map<string, string>();
  const add = (file: string) => {
    const name = path.basename(file);
    const previous = seen.get(name);
    if (previous === file) return;
    if (previous) throw new UsageError(`Two files named ${name}: ${previous} and ${file}`);
    seen.set(name, file);
    files.push({ name, content: readFileSync(file) });
  };
  for (const given of paths) {
    const full = path.resolve(cwd, given);
    const stat = statSync(full, { throwIfNoEntry: false });
    if (!stat) throw new UsageError(`No such file or folder: ${given}`);
    if (stat.isDirectory()) {
      const inside = readdirSync(full)
        .filter((name) => !name.startsWith('.'))
        .map((name) => path.join(full, name))
        .filter((file) => statSync(file).isFile())
        .sort();
      if (!inside.length) throw new UsageError(`No files in folder ${given}`);
      inside.forEach(add);
    } else if (stat.isFile()) add(full);
    else throw new UsageError(`Not a file or folder: ${given}`);
  }
  return files;
}
