import { globalOptions, printJson, printLine } from '@app/plugin-auth/cli';
import { collectFiles, LIST_SOURCES, loadScreeningAdmin, progressReporter } from '@app/plugin-screening/cli';
import { Argument, type Command } from 'commander';

/**
 * `app screening import <source> <file-or-folder...>`: imports a list version straight into the
 * database (like `mail list`), with a progress bar on stderr. A bad or truncated file exits 1 and
 * leaves the lists as they were; the same files as the current version report "Unchanged".
 */
export function registerScreeningImportCommand(screening: Command): void {
  screening
    .command('import')
    .description('Import a sanctions list version from files or folders (database directly)')
    .addArgument(new Argument('<source>', 'list format').choices(LIST_SOURCES))
    .addArgument(new Argument('<paths...>', 'files, or folders (all their files, not recursive)'))
    .action(async (source: (typeof LIST_SOURCES)[number], paths: string[], _opts: unknown, command: Command) => {
      const global = globalOptions(command);
      const files = collectFiles(paths);
      const [{ withDatabase }, admin] = await Promise.all([import('../bootstrap.ts'), loadScreeningAdmin()]);
      const progress = progressReporter(process.stderr);
      let job;
      try {
        job = await withDatabase((orm) => admin.importFiles(orm, source, files, (fraction, message) => progress.update(fraction, message)));
      } finally {
        progress.end();
      }
      if (global.json) return printJson(job);
      printLine(job.message);
    });
}
