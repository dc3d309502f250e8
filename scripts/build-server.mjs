#!/usr/bin/env node
// Production build of the server (ADR 0084): apps/server/src/main.ts and every workspace package it
// imports (@app/*, TypeScript sources) bundled ahead of time into dist/server/main.mjs, started with
// plain `node` — no TypeScript transpiler at run time. Third-party packages stay in node_modules:
// each bare import is resolved here, from the importing workspace (pnpm keeps per-package
// node_modules), and written as a path relative to dist/server, so the bundle runs from this
// checkout (or an image holding it with its node_modules) whatever the working directory.
import { build } from 'esbuild';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// `--outdir <dir>`: build elsewhere (a test builds into a temporary folder, never over dist/server).
const at = process.argv.indexOf('--outdir');
const outdir = at > 0 && process.argv[at + 1] ? path.resolve(process.argv[at + 1]) : path.join(root, 'dist/server');
// `--entry name=file` (repeatable): more entry points built the same way (a bench's own process runs compiled).
const extraEntries = Object.fromEntries(
  process.argv.flatMap((a, i) => (a === '--entry' && process.argv[i + 1] ? [process.argv[i + 1].split('=')] : [])),
);
const started = Date.now();

/** Bare specifiers outside the workspace: external, as the exact file the importer would load. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.path.startsWith('node:') || args.path.startsWith('@app/') || args.pluginData === 'resolving') return;
      const found = await b.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: 'resolving',
      });
      if (found.errors.length) return { errors: found.errors };
      // Node built-ins named without `node:` (e.g. 'fs') resolve to themselves.
      if (!path.isAbsolute(found.path)) return { path: args.path, external: true };
      let relative = path.relative(outdir, found.path).split(path.sep).join('/');
      if (!relative.startsWith('.')) relative = `./${relative}`;
      return { path: relative, external: true };
    });
  },
};

/**
 * Source files that find data next to themselves (`import.meta.url`, e.g. the goAML XSDs) keep
 * their own location: the expression becomes that file's URL, relative to the bundle.
 */
const ownLocation = {
  name: 'own-location',
  setup(b) {
    b.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      if (!/import\.meta\.(url|dirname|filename)/.test(text)) return { contents: text, loader: 'ts' };
      const rel = path.relative(outdir, args.path).split(path.sep).join('/');
      const url = `new URL(${JSON.stringify(rel)}, import.meta.url).href`;
      const contents = text
        .replace(/import\.meta\.url/g, `(${url})`)
        .replace(/import\.meta\.dirname/g, `decodeURIComponent(new URL('.', ${url}).pathname).replace(/\\/$/, '')`)
        .replace(/import\.meta\.filename/g, `decodeURIComponent(new URL(${url}).pathname)`);
      return { contents, loader: 'ts' };
    });
  },
};

rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });
const result = await build({
  entryPoints: {
    main: path.join(root, 'apps/server/src/main.ts'),
    migrate: path.join(root, 'apps/server/src/migrate.ts'),
    ...Object.fromEntries(Object.entries(extraEntries).map(([name, file]) => [name, path.resolve(root, file)])),
  },
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: 'linked',
  // No shared chunks: every output file sits in dist/server, which the relative paths above assume.
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
  plugins: [externalPackages, ownLocation],
});
writeFileSync(
  path.join(outdir, 'build.json'),
  JSON.stringify({ builtAt: new Date().toISOString(), inputs: Object.keys(result.metafile.inputs).length }, null, 2),
);
const shown = path.relative(process.cwd(), outdir) || '.';
console.log(`${shown} built in ${((Date.now() - started) / 1000).toFixed(1)} s: node ${shown}/main.mjs`);
