import { defineCliPlugin } from '@app/core/plugin-api';
import { authManifest } from '../shared/index.ts';
import { registerLoginCommand } from './login.command.ts';
import { registerLogoutCommand } from './logout.command.ts';
import { registerUsersCreateCommand } from './users-create.command.ts';
import { registerUsersListCommand } from './users-list.command.ts';

/** Commands of the auth plugin: login/logout and user management over the typed client. */
export const authCliPlugin = defineCliPlugin({
  manifest: authManifest,
  register(program) {
    registerLoginCommand(program);
    registerLogoutCommand(program);
    const users = program.command('users').description('Manage the users of your organisation');
    registerUsersListCommand(users);
    registerUsersCreateCommand(users);
  },
});

// The CLI session (config file, token) and output helpers, shared with the host program `cli/`.
export * from './cli-io.ts';
export * from './cli-session.ts';
