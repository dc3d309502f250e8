import { askChoice, askSecret, askText, globalOptions, printJson, printLine, requireSession } from '@app/core/cli';
import { Option, type Command } from 'commander';
import {
  createAuthClient,
  generatePassword,
  ROLE_LABELS,
  ROLES,
  validateEmail,
  validatePassword,
  validateUsername,
  type Role,
} from '../shared/index.ts';

interface CreateOptions {
  username?: string;
  email?: string;
  role?: Role;
  password?: string;
  generatePassword?: boolean;
}

/** `app users create`: flags for scripts; prompts only for what is missing. Values are checked by the server. */
export function registerUsersCreateCommand(users: Command): void {
  users
    .command('create')
    .description('Create a user in your organisation (needs create_user)')
    .option('--username <username>', '3 to 20 characters')
    .option('--email <email>', 'email of the new user')
    .addOption(new Option('--role <role>', 'role of the new user').choices(ROLES))
    .addOption(
      new Option('--password <password>', 'initial password (6 to 30 characters)').conflicts('generatePassword'),
    )
    .option('--generate-password', 'generate a 14 character password and print it')
    .action(async (opts: CreateOptions, command: Command) => {
      const global = globalOptions(command);
      const client = createAuthClient(requireSession(global).http);
      const username = opts.username ?? (await askText('--username', 'Username', validateUsername));
      const email = opts.email ?? (await askText('--email', 'Email', validateEmail));
      const type =
        opts.role ??
        (await askChoice(
          '--role',
          'Role',
          ROLES.map((r) => ({ value: r, name: ROLE_LABELS[r] })),
        ));
      const generated = opts.generatePassword ? generatePassword() : undefined;
      const password =
        generated ??
        opts.password ??
        (await askSecret('--password (or --generate-password)', 'Initial password', validatePassword));

      const res = await client.createAccount({ username, email, type, password });
      if (global.json) return printJson({ ...res, ...(generated ? { password: generated } : {}) });
      printLine(res.message);
      printLine(`${res.user.username} <${res.user.email}> ${ROLE_LABELS[res.user.type]} id ${res.user._id}`);
      if (generated) printLine(`Password: ${generated}`);
    });
}
