import type { ServiceRegistry } from '@app/core/plugin-api';
import { screeningService, type ScreeningIndexes } from '@app/plugin-screening/shared';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Official lists imported on first start when their folders are present (OpenSanctions samples are test fixtures only). */
const SOURCES = [
  ['ofac', 'ofac'],
  ['un', 'un'],
  ['uk', 'uk_fcdo'],
] as const;

export async function seedSanctions(
  indexes: ScreeningIndexes,
  dataDir: string,
  log: (line: string) => void,
  only?: string[],
): Promise<void> {
  if (!existsSync(dataDir)) return;
  await indexes.refresh();
  const have = new Set(indexes.currentVersions.map((v) => v.source));
  for (const [source, folder] of SOURCES) {
    const dir = path.join(dataDir, folder);
    if (have.has(source) || !existsSync(dir) || (only?.length && !only.includes(source))) continue;
    const files = readdirSync(dir)
      .filter((name) => statSync(path.join(dir, name)).isFile() && !name.endsWith('.md'))
      .map((name) => ({ name, content: readFileSync(path.join(dir, name)) }));
    const { done } = await indexes.importList(source, files);
    await done;
    log(`Imported ${source} sanctions list from ${dir}`);
  }
}

/** The screening index when the app runs the screening plugin. */
export const screeningIndexes = (services: ServiceRegistry): ScreeningIndexes | null =>
  services.has(screeningService) ? services.get(screeningService).indexes : null;
