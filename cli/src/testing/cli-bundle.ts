import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * The CLI suites spawn the real CLI over a hundred times. Under `node --import tsx` every spawn
 * transpiles and loads the whole CLI again (~1.5 s CPU). Instead the CLI is bundled ONCE per
 * source state into plain ESM with esbuild (the one tsx itself transpiles with, so the code is
 * transformed the same way), and each call runs `node <bundle>`: still a real child process
 * running the real CLI against the real server (ADR 0052).
 *
 * Faithful to running cli/src/main.ts:
 * - only the repo's own TypeScript (cli/, core/, plugins/) is bundled; every package from
 *   node_modules stays an external import of its resolved file, loaded by Node as usual;
 * - `import.meta.url` / `dirname` / `filename` in a bundled file are its original source location
 *   (package.json reads, repo-root lookups, data dirs);
 * - dynamic imports stay lazy chunks (code splitting), so HTTP-only commands don't load the server;
 * - process.argv[1] is set to cli/src/main.ts, the script path tsx would have had.
 *
 * Cached under node_modules/.cache/app-cli-bundle/<hash of sources, lockfile, repo path, esbuild
 * version>, built into a temporary directory and renamed into place, so parallel tap jobs share
 * it safely. Set APP_CLI_TEST_TSX=1 to run the CLI through tsx instead.
 */

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const MAIN = path.join(ROOT, 'cli/src/main.ts');
/** Workspace packages whose files the bundle may contain (sources, migrations, manifests). */
const PACKAGE_DIRS = [
  'cli',
  ...subdirs('core').map((d) => `core/${d}`),
  ...subdirs('plugins').map((d) => `plugins/${d}`),
];

/**
 * Packages bundled in spite of living in node_modules: typebox is pure, side-effect-free ESM of
 * ~370 files, which alone cost half of a CLI call's start-up as separate modules. Its schemas are
 * plain objects with string-keyed markers, so the one external importer (the fastify type
 * provider, loaded but unused by the database commands) may keep its own copy.
 */
const INLINED_PACKAGES = new Set(['typebox']);
const packageName = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** The part of esbuild's API used here (esbuild is not a direct dependency, so no typings). */
interface EsbuildMessage {
  text: string;
}
interface EsbuildResolved {
  path: string;
  external: boolean;
  errors: EsbuildMessage[];
}
interface EsbuildResolveArgs {
  path: string;
  kind: string;
  resolveDir: string;
  importer: string;
  pluginData?: unknown;
}
interface EsbuildPluginBuild {
  resolve(
    path: string,
    options: { kind: string; resolveDir: string; importer: string; pluginData: unknown },
  ): Promise<EsbuildResolved>;
  onResolve(options: { filter: RegExp }, cb: (args: EsbuildResolveArgs) => Promise<object | undefined>): void;
  onLoad(options: { filter: RegExp }, cb: (args: { path: string }) => object): void;
}
interface EsbuildPlugin {
  name: string;
  setup(build: EsbuildPluginBuild): void;
}
interface Esbuild {
  version: string;
  build(options: Record<string, unknown>): Promise<unknown>;
}

/** esbuild as installed with tsx (no separate dependency: same version tsx transpiles with). */
function loadEsbuild(): Esbuild {
  const fromTsx = createRequire(import.meta.resolve('tsx'));
  return fromTsx('esbuild') as Esbuild;
}

function subdirs(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
}

function listFiles(dir: string, out: string[]): void {
  if (!existsSync(dir)) return;
  for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (e.name === 'node_modules' || e.name === 'dist' || e.name.startsWith('.')) continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) listFiles(p, out);
    else if (e.isFile()) out.push(p);
  }
}

/** Hash of everything the bundle depends on: workspace packages (this builder included), lockfile, tsconfig. */
function sourceHash(esbuildVersion: string): string {
  const files: string[] = [];
  for (const d of PACKAGE_DIRS) listFiles(path.join(ROOT, d), files);
  files.push(...['pnpm-lock.yaml', 'tsconfig.json', 'tsconfig.base.json'].map((f) => path.join(ROOT, f)));
  const hash = createHash('sha256').update(`${ROOT}\0${esbuildVersion}\0${process.version}\0`);
  for (const f of files) {
    if (!existsSync(f)) continue;
    hash.update(path.relative(ROOT, f)).update('\0').update(readFileSync(f)).update('\0');
  }
  return hash.digest('hex').slice(0, 20);
}

/** Repo TypeScript is bundled (with its own import.meta); node_modules packages stay external. */
function repoSourcePlugin(): EsbuildPlugin {
  return {
    name: 'app-cli-repo-sources',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData === 'resolving' || args.path.startsWith('node:') || args.path.startsWith('@app/'))
          return undefined;
        const res = await build.resolve(args.path, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          importer: args.importer,
          pluginData: 'resolving',
        });
        if (res.errors.length > 0) return { errors: res.errors };
        if (res.external || !path.isAbsolute(res.path)) return { path: args.path, external: true }; // builtins
        if (!res.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined; // workspace source
        if (INLINED_PACKAGES.has(packageName(args.path))) return undefined;
        return { path: pathToFileURL(res.path).href, external: true };
      });
      build.onLoad({ filter: /\.(ts|tsx|mts)$/ }, (args) => {
        const url = pathToFileURL(args.path).href;
        const contents = readFileSync(args.path, 'utf8')
          .replaceAll('import.meta.url', JSON.stringify(url))
          .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)))
          .replaceAll('import.meta.filename', JSON.stringify(args.path));
        return { contents, loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts', resolveDir: path.dirname(args.path) };
      });
    },
  };
}

async function build(esbuild: Esbuild, outdir: string): Promise<void> {
  await esbuild.build({
    entryPoints: { main: MAIN },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: `node${process.versions.node.split('.')[0]}`,
    outdir,
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunk-[hash]',
    // Node's own resolution rules for anything esbuild resolves (no "module" condition or field).
    conditions: [],
    mainFields: ['main'],
    tsconfig: path.join(ROOT, 'tsconfig.json'),
    banner: { js: `process.argv[1] = ${JSON.stringify(MAIN)};` },
    plugins: [repoSourcePlugin()],
    logLevel: 'silent',
    legalComments: 'none',
  });
}

/** Path of the bundled CLI for the current sources, building it if needed. */
export async function bundledCli(): Promise<string> {
  const esbuild = loadEsbuild();
  const cacheRoot = path.join(ROOT, 'node_modules', '.cache', 'app-cli-bundle');
  const dir = path.join(cacheRoot, sourceHash(esbuild.version));
  const entry = path.join(dir, 'main.mjs');
  if (existsSync(entry)) return entry;
  mkdirSync(cacheRoot, { recursive: true });
  const tmp = `${dir}.tmp-${process.pid}-${Date.now()}`;
  try {
    await build(esbuild, tmp);
    try {
      renameSync(tmp, dir);
    } catch (error) {
      if (!existsSync(entry)) throw error; // lost the race to a parallel job: its bundle is the same
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  pruneOld(cacheRoot, path.basename(dir));
  return entry;
}

/** Keeps the cache small: drops bundles of older source states (older than an hour). */
function pruneOld(cacheRoot: string, keep: string): void {
  const hourAgo = Date.now() - 3_600_000;
  for (const name of readdirSync(cacheRoot)) {
    const p = path.join(cacheRoot, name);
    try {
      if (name !== keep && statSync(p).mtimeMs < hourAgo) rmSync(p, { recursive: true, force: true });
    } catch {
      // a parallel job pruned it first
    }
  }
}
