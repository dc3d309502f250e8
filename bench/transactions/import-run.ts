/**
 * The parent side of import.ts and camt-import.ts: forks importer.ts (the import's own process,
 * `--expose-gc` so each phase starts from a collected heap), hands it the job, prints each phase with
 * PostgreSQL's CPU over the same span and the machine's load, and answers the phases.
 */
import { execFileSync, fork } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadAverage } from './measure.ts';
import type { ImportJob, PhaseFigures } from './importer.ts';

export const log = (s: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${s}`);

/** The phases' figures by name: the bare pass, the reader alone, the import. */
export interface Phases {
  bare: PhaseFigures;
  reader: PhaseFigures;
  imported: PhaseFigures;
}

/**
 * The importer as production runs the server: compiled ahead of time by the server's build and started
 * with plain node (`IMPORTER_COMPILED=1`), or through tsx (the default). tsx's loader and its compiled
 * sources are a share of the process's memory the built server does not carry.
 */
function importerEntry(): { file: string; execArgv: string[] } {
  if (process.env.IMPORTER_COMPILED !== '1')
    return { file: path.join(import.meta.dirname, 'importer.ts'), execArgv: ['--import', 'tsx'] };
  const outdir = mkdtempSync(path.join(os.tmpdir(), 'bench-importer-'));
  const root = path.resolve(import.meta.dirname, '../..');
  execFileSync(
    process.execPath,
    [
      path.join(root, 'scripts/build-server.mjs'),
      '--outdir',
      outdir,
      '--entry',
      'importer=bench/transactions/importer.ts',
    ],
    { stdio: 'inherit' },
  );
  return { file: path.join(outdir, 'importer.mjs'), execArgv: [] };
}

export async function runImporter(job: ImportJob, pgCpuMs: () => number): Promise<Phases> {
  const entry = importerEntry();
  log(`importer: ${entry.execArgv.length ? 'through tsx' : 'compiled, plain node'}`);
  const child = fork(entry.file, [], {
    execArgv: [...entry.execArgv, '--expose-gc', ...(process.env.IMPORTER_FLAGS?.split(' ').filter(Boolean) ?? [])],
  });
  const phases: PhaseFigures[] = [];
  let pg = pgCpuMs();
  const finished = new Promise<void>((resolve, reject) => {
    child.on('message', (m: { phase?: PhaseFigures; done?: boolean; error?: string }) => {
      if (m.phase) {
        const p = m.phase;
        const pgCpu = (pgCpuMs() - pg) / 1000;
        pg = pgCpuMs();
        phases.push({ ...p, pgCpu } as PhaseFigures);
        log(
          `${p.name}: ${p.count} in ${p.wall.toFixed(1)} s (importer CPU ${p.cpu.toFixed(1)} s, PostgreSQL CPU ${pgCpu.toFixed(1)} s), peak RSS ${p.rss} MB (${p.before} MB at its start; at the peak V8 heap ${p.parts?.heapTotal} MB reserved, ${p.parts?.heapUsed} MB used, ${p.parts?.external} MB outside)${p.stored ? `; stored ${JSON.stringify(p.stored)}, ${p.errors} errors` : ''}; load ${loadAverage()}`,
        );
      }
      if (m.error) reject(new Error(m.error));
      if (m.done) resolve();
    });
    child.on('exit', (code) => (code ? reject(new Error(`importer exited with ${code}`)) : resolve()));
  });
  child.send(job);
  await finished;
  const named = (prefix: string) => phases.find((p) => p.name.startsWith(prefix))!;
  return { bare: named('bare'), reader: named('reader'), imported: named('import') };
}
