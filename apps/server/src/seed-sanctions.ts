import type { ServerPlugin } from '@app/core/plugin-api';
import type { MikroORM } from '@mikro-orm/postgresql';
import { runImport, type IndexService } from '@app/plugin-screening/server';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Official lists imported on first start when their folders are present (OpenSanctions samples are test fixtures only). */
const SOURCES = [['ofac', 'ofac'], ['un', 'un'], ['uk', 'uk_fcdo']] as const;

export async function seedSanctions(orm: MikroORM, indexes: IndexService, dataDir: string, log: (line: string) => void, only?: string[]): Promise<void> {
  if (!existsSync(dataDir)) return;
  await indexes.refresh();
  const have = new Set(indexes.currentVersions.map((v) => v.source));
  for (const [source, folder] of SOURCES) {
    const dir = path.join(dataDir, folder);
    if (have.has(source) || !existsSync(dir) || (only?.length && !only.includes(source))) continue;
    const files = readdirSync(dir)
      .filter((name) => statSync(path.join(dir, name)).isFile() && !name.endsWith('.md'))
      .map((name) => ({ name, content: readFileSync(path.join(dir, name)) }));
    const { done } = await runImport(orm, indexes, source, files, null);
    await done;
    log(`Imported ${source} sanctions list from ${dir}`);
  }
}

export const screeningIndexes = (plugins: ServerPlugin[], services: Record<string, unknown>) =>
  plugins.some((p) => p.manifest.id === 'screening') ? (services.screening as { indexes: IndexService }).indexes : null;
