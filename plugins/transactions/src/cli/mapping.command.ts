import { globalOptions, printJson, printLine, printTable, requireSession, UsageError } from '@app/core/cli';
import type { Command } from 'commander';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTransactionsClient, type SavedMapping } from '../shared/index.ts';

async function byName(client: ReturnType<typeof createTransactionsClient>, name: string): Promise<SavedMapping | null> {
  const { mappings } = await client.listMappings({});
  return mappings.find((m) => m.name.toLowerCase() === name.toLowerCase()) ?? null;
}

/**
 * `app transactions mapping list|export|import`: the organisation's saved mappings as mapping files
 * (the JSON of the README), so a mapping made in the web app drives the CLI and the other way round.
 */
export function registerMappingCommands(transactions: Command): void {
  const mapping = transactions.command('mapping').description("The organisation's saved mappings (CSV/XLSX)");

  mapping
    .command('list')
    .description('List the saved mappings')
    .action(async (_opts: object, command: Command) => {
      const global = globalOptions(command);
      const { mappings } = await createTransactionsClient(requireSession(global).http).listMappings({});
      if (global.json) return printJson(mappings);
      printTable(
        ['Name', 'Fields', 'Updated'],
        mappings.map((m) => [m.name, Object.keys(m.mapping.columns).length, m.updated_at.slice(0, 10)]),
      );
    });

  mapping
    .command('export')
    .description('Write a saved mapping as a mapping file')
    .argument('<name>', 'the mapping, by name')
    .option('--out <file>', 'the file to write (default: stdout)')
    .action(async (name: string, opts: { out?: string }, command: Command) => {
      const client = createTransactionsClient(requireSession(globalOptions(command)).http);
      const found = await byName(client, name);
      if (!found) throw new UsageError(`No saved mapping named "${name}"`);
      const json = `${JSON.stringify(found.mapping, null, 2)}\n`;
      if (!opts.out) return void process.stdout.write(json);
      await writeFile(opts.out, json);
      printLine(`${found.name} written to ${path.resolve(opts.out)}`);
    });

  mapping
    .command('import')
    .description('Save a mapping file in the organisation (checked key by key)')
    .argument('<file>', 'the mapping JSON')
    .option('--name <name>', 'its name (default: the file name without .json)')
    .option('--replace', 'replace the mapping of that name when one exists')
    .action(async (file: string, opts: { name?: string; replace?: boolean }, command: Command) => {
      let json: Record<string, unknown>;
      try {
        json = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
      } catch (error) {
        throw new UsageError(
          (error as NodeJS.ErrnoException).code
            ? `Cannot read ${file}`
            : `${file} is not JSON: ${(error as Error).message}`,
        );
      }
      const name = (opts.name ?? path.basename(file).replace(/\.json$/i, '')).trim();
      const global = globalOptions(command);
      const client = createTransactionsClient(requireSession(global).http);
      const existing = opts.replace ? await byName(client, name) : null;
      const saved = existing
        ? await client.updateMapping({ id: existing._id, mapping: json })
        : await client.createMapping({ name, mapping: json });
      if (global.json) return printJson(saved);
      printLine(`${existing ? 'Replaced' : 'Saved'} mapping "${saved.name}" (${saved._id})`);
    });
}
