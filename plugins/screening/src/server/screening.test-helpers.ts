import { buildTestApp, type TestApp } from '@app/core/testing';
import { authServerPlugin } from '@app/plugin-auth/server';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ListSource, SourceFile } from '../engine/model.ts';
import { screeningService } from '../shared/index.ts';
import { screeningServerPlugin } from './index.ts';

/** Screening and its dependency (auth) on a fresh database. */
export const buildScreeningTestApp = (t: { teardown(fn: () => unknown): void }) =>
  buildTestApp(t, { plugins: [authServerPlugin, screeningServerPlugin] });

/** ../shared/data/sanctions next to the repository (real list data; read, never copied). */
export const SANCTIONS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../shared/data/sanctions',
);

export const folderFiles = (folder: string): SourceFile[] =>
  readdirSync(path.join(SANCTIONS_DIR, folder)).map((name) => ({
    name,
    content: readFileSync(path.join(SANCTIONS_DIR, folder, name)),
  }));

export const indexesOf = (t: Pick<TestApp, 'services'>) => t.services.get(screeningService).indexes;

/** Imports a list into the test app's database and waits for the job (index refresh and re-screening included). */
export async function importInto(t: TestApp, source: ListSource, files: SourceFile[]) {
  const { job, done } = await indexesOf(t).importList(source, files);
  await done;
  return job;
}
