import type { TestApp } from '@app/core/testing';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ListSource, SourceFile } from '../engine/model.ts';
import type { IndexService } from './index.service.ts';
import { runImport } from './import-job.ts';

/** ../shared/data/sanctions next to the repository (real list data; read, never copied). */
export const SANCTIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../shared/data/sanctions');

export const folderFiles = (folder: string): SourceFile[] =>
  readdirSync(path.join(SANCTIONS_DIR, folder)).map((name) => ({ name, content: readFileSync(path.join(SANCTIONS_DIR, folder, name)) }));

export const indexesOf = (t: TestApp) => (t.ctx.services.screening as { indexes: IndexService }).indexes;

/** Imports a list into the test app's database and waits for the job (index refresh and re-screening included). */
export async function importInto(t: TestApp, source: ListSource, files: SourceFile[]) {
  const { job, done } = await runImport(t.orm, indexesOf(t), source, files, null);
  await done;
  return job;
}
