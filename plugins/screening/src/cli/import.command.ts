import { asSuperUser, globalOptions, printJson, printLine, progressReporter, requireSession } from '@app/core/cli';
import { Argument, type Command } from 'commander';
import { createScreeningClient } from '../shared/index.ts';
import { ImportFailedError, SUPER_USER_HINT, uploadList, waitForJob } from './admin-calls.ts';
import { collectFiles, LIST_SOURCES } from './files.ts';

interface ImportOptions {
  force?: boolean;
}

const COMMAND = 'app screening import';
const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

/**
 * `app screening import <source> <file-or-folder...>`: uploads the files to the server (super
 * user), then follows the import job with a progress bar on stderr until it is done or failed.
 */
export function registerImportCommand(screening: Command): void {
  screening
    .command('import')
    .description('Upload a sanctions list version (files or folders) and follow its import (needs a super-user login)')
    .addArgument(new Argument('<source>', 'list format').choices(LIST_SOURCES))
    .addArgument(new Argument('<paths...>', 'files, or folders (all their files, not recursive)'))
    .option('--force', 'accept an import that removes more than 20% of the current entries')
    .action(async (source: (typeof LIST_SOURCES)[number], paths: string[], opts: ImportOptions, command: Command) => {
      const global = globalOptions(command);
      const files = collectFiles(paths);
      const session = requireSession(global);
      const client = createScreeningClient(session.http);
      const progress = progressReporter(process.stderr);
      let job;
      try {
        const bytes = files.reduce((n, f) => n + f.content.length, 0);
        progress.update(0, `Uploading ${files.length} file${files.length === 1 ? '' : 's'} (${size(bytes)})`);
        const started = await asSuperUser(
          COMMAND,
          () => uploadList(session, source, files, { force: opts.force }),
          SUPER_USER_HINT,
        );
        job = await waitForJob(client, started, (j) => {
          if (j.status !== 'failed') progress.update(j.progress, j.message);
        });
      } finally {
        progress.end();
      }
      if (job.status === 'failed') throw new ImportFailedError(job);
      if (global.json) return printJson(job);
      printLine(job.message);
    });
}
