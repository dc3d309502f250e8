import { buildApp, coreEntities, createOrm, loadConfig } from '@app/core/server';
import { migrations, serverPlugins } from '@app/server';
import { createRequire } from 'node:module';
import { statSync } from 'node:fs';
const orm = await createOrm({ clientUrl: 'postgresql://postgres:postgres@127.0.0.1:5615/bench', entities: [...coreEntities, ...serverPlugins.flatMap((p) => p.entities ?? [])], migrations });
const config = { ...loadConfig({ DATA_DIR: '/tmp/exp/d', JWT_SECRET: 'x'.repeat(48), PORT: '3199' }, '/tmp/exp/d'), logLevel: 'silent' };
await buildApp(config as never, serverPlugins, { orm, logger: false });
const req = createRequire(import.meta.url);
const by = new Map<string, number>();
for (const f of Object.keys(req.cache)) { const m = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(f); const k = m ? m[1]! : 'app'; by.set(k, (by.get(k) ?? 0) + statSync(f).size); }
console.log([...by].sort((a, b) => b[1] - a[1]).slice(0, 15).map(([k, v]) => `${(v / 1e6).toFixed(2)} MB ${k}`).join('\n'));
process.exit(0);
