import { serveStaticWithPolicy } from '@app/core/testing';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../storybook/dist');

/** sha256 of every inline <script> of Storybook's HTML pages (its bootstrap, not our screens). */
function inlineScriptHashes(): string[] {
  const hashes = new Set<string>();
  for (const file of readdirSync(dist).filter((f) => f.endsWith('.html'))) {
    const html = readFileSync(path.join(dist, file), 'utf8');
    for (const m of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
      if (m[1]!.trim()) hashes.add(`sha256-${createHash('sha256').update(m[1]!).digest('base64')}`);
    }
  }
  return [...hashes];
}

/** The built Storybook behind the app's own helmet policy; null when it has not been built. */
export async function serveStorybook(): Promise<{ url: string; close(): Promise<void> } | null> {
  if (!existsSync(path.join(dist, 'iframe.html'))) return null;
  return serveStaticWithPolicy(dist, inlineScriptHashes());
}
