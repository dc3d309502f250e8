import { askSecret, askText, globalOptions, printJson, printLine } from '@app/core/cli';
import { validateEmail } from '@app/plugin-auth/shared';
import type { Command } from 'commander';

interface Options {
  email?: string;
  password?: string;
  username?: string;
}

/**
 * `app admin create-superuser`: the one bootstrap command that writes to the database directly
 * (there is no super user yet to call the API with). Creates, or promotes an existing account.
 */
export function registerCreateSuperUserCommand(admin: Command): void {
  admin
    .command('create-superuser')
    .description('Create (or promote) a platform super user directly in the database')
    .option('--email <email>', 'email of the super user')
    .option('--password <password>', '8 to 128 characters')
    .option('--username <username>', 'defaults to the part of the email before @')
    .action(async (opts: Options, command: Command) => {
      const global = globalOptions(command);
      const email = opts.email ?? (await askText('--email', 'Email', validateEmail));
      const password =
        opts.password ??
        (await askSecret('--password', 'Password (8 to 128 characters)', (v) =>
          v.length >= 8 && v.length <= 128 ? null : 'Password must be from 8 to 128 characters long',
        ));
      const [{ withDatabase }, { createSuperUser }] = await Promise.all([
        import('../bootstrap.ts'),
        import('@app/plugin-auth/server'),
      ]);
      const result = await withDatabase((orm) => createSuperUser(orm, { email, password, username: opts.username }));
      const normalized = email.trim().toLowerCase();
      if (global.json) return printJson({ ...result, email: normalized });
      printLine(`${result.created ? 'Created' : 'Promoted'} super user ${normalized} (id ${result.id})`);
    });
}
